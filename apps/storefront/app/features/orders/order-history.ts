import {
  Currency,
  type CurrencyCode,
  type OrderItemRow,
  OrderStatus,
  type OrderSummaryRow,
  type ScreenLabelSet,
  formatOrderDate,
} from '@shop/contract';

import { formatMoney } from '../../lib/currency/currency';
import type { ShopLanguage } from '../../lib/language';
import { mediaUrl } from '../../lib/media-url';

type OrdersHistoryLabels = ScreenLabelSet<'OrdersHistory'>;

/** One order of the history as the page shows it. */
export interface OrderSummary {
  id: number;
  number: string;
  /** dd-mm-yyyy (spec sections 3 and 9). */
  date: string;
  /** The back-office's status name, e.g. 'InProgress'; shown through `orderStatusText`. */
  statusName: string;
  totalItems: number;
  total: number;
  currencyCode: CurrencyCode;
}

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.OrderId,
    number: row.OrderNumber,
    date: formatOrderDate(row.OrderDateUTC),
    statusName: row.LatestStatusName,
    totalItems: row.TotalItems,
    total: row.OrderTotal,
    currencyCode: row.CurrencyCode,
  };
}

const statusLabelIds = {
  Active: 'lbl_orders_status_active',
  InProgress: 'lbl_orders_status_in_progress',
  Completed: 'lbl_orders_status_completed',
  Returned: 'lbl_orders_status_returned',
  Refunded: 'lbl_orders_status_refunded',
} as const satisfies Record<keyof typeof OrderStatus, keyof OrdersHistoryLabels>;

const comparable = (name: string) => name.replace(/[\s_-]/g, '').toLowerCase();

/** A status name in the page's language ('InProgress', 'In Progress' alike); an unknown one as it came. */
export function orderStatusText(statusName: string, labels: OrdersHistoryLabels): string {
  const known = (Object.keys(statusLabelIds) as (keyof typeof statusLabelIds)[]).find(
    (name) => comparable(name) === comparable(statusName),
  );
  return known ? labels[statusLabelIds[known]] : statusName;
}

/** An amount of an order in the currency it was placed in (no conversion: it is what was paid). */
export function formatOrderMoney(amount: number, currencyCode: CurrencyCode): string {
  return formatMoney(amount, { CurrencyCode: currencyCode, Symbol: Currency[currencyCode].symbol, Rate: 1 });
}

/**
 * What the "digital" column shows for an item (spec section 4): a Download link only for a digital
 * item whose latest status or shipping status is Completed; 'Yes (In Progress)' for a digital item
 * not completed yet; 'No' for everything else.
 */
export type DigitalColumn = 'download' | 'in-progress' | 'no';

export function digitalColumnOf(
  item: Pick<OrderItemRow, 'IsDigitalProduct' | 'LatestStatusID' | 'ShippingStatusID'>,
): DigitalColumn {
  if (!item.IsDigitalProduct) return 'no';
  const completed = item.LatestStatusID === OrderStatus.Completed || item.ShippingStatusID === OrderStatus.Completed;
  return completed ? 'download' : 'in-progress';
}

/** One ordered item as the page shows it. */
export interface OrderItem {
  id: number;
  name: string;
  /** Picture path on the storefront's origin; undefined when the item has none. */
  image: string | undefined;
  price: number;
  quantity: number;
  total: number;
  digital: DigitalColumn;
}

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.OrderItemID,
    name: row.ProductName,
    image: mediaUrl(row.DefaultImageUrl),
    price: row.Price,
    quantity: row.Quantity,
    total: row.OrderItemTotal,
    digital: digitalColumnOf(row),
  };
}

/** The storefront's resource routes of this screen (routes.ts). */
export const ORDER_ITEMS_ROUTE = '/api/order-items';
export const DOWNLOAD_ROUTE = '/api/download';

/** Where the eye icon loads an order's items from. */
export function orderItemsHref(orderId: number, language: ShopLanguage): string {
  return `${ORDER_ITEMS_ROUTE}?${new URLSearchParams({ orderId: String(orderId), lang: language.code })}`;
}

/**
 * The Download link of an item: the storefront streams the file from the back-office, so the
 * session token never appears in the browser. The name only names the file when a host sends none.
 */
export function downloadHref(item: Pick<OrderItem, 'id' | 'name'>, language: ShopLanguage): string {
  return `${DOWNLOAD_ROUTE}/${item.id}?${new URLSearchParams({ name: item.name, lang: language.code })}`;
}

/** What the eye icon of the order history gets: the order's items, or a spec message to show. */
export type OrderItemsAnswer = { ok: true; items: OrderItem[] } | { ok: false; message: string };
