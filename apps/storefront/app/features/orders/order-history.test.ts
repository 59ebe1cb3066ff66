import { Language, ScreenLabels } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import {
  digitalColumnOf,
  downloadHref,
  formatOrderMoney,
  orderItemsHref,
  orderStatusText,
  toOrderItem,
  toOrderSummary,
} from './order-history';

const english = ScreenLabels.OrdersHistory;
const arabic = { ...english, lbl_orders_status_in_progress: 'قيد التنفيذ', lbl_orders_status_completed: 'مكتمل' };

describe('an order of the history', () => {
  test('shows its date as dd-mm-yyyy (UTC) and keeps its currency', () => {
    expect(
      toOrderSummary({
        OrderId: 7,
        OrderNumber: 'PS-261122-N2SHZ4',
        OrderDateUTC: '2026-03-04T23:30:00.000Z',
        LatestStatusName: 'InProgress',
        TotalItems: 3,
        OrderTotal: 42.5,
        CurrencyCode: 'EUR',
      }),
    ).toEqual({
      id: 7,
      number: 'PS-261122-N2SHZ4',
      date: '04-03-2026',
      statusName: 'InProgress',
      totalItems: 3,
      total: 42.5,
      currencyCode: 'EUR',
    });
  });

  test('names its status in the page language, whatever the spelling; an unknown one as it came', () => {
    expect(orderStatusText('InProgress', english)).toBe('In Progress');
    expect(orderStatusText('in progress', arabic)).toBe('قيد التنفيذ');
    expect(orderStatusText('COMPLETED', arabic)).toBe('مكتمل');
    expect(orderStatusText('Active', english)).toBe('Active');
    expect(orderStatusText('Refunded', english)).toBe('Refunded');
    expect(orderStatusText('On hold', english)).toBe('On hold');
  });

  test('shows money in the currency it was paid in, without converting it', () => {
    expect(formatOrderMoney(1250, 'USD')).toBe('$1,250.00');
    expect(formatOrderMoney(7.005, 'EUR')).toBe('€7.01');
  });
});

describe('the digital column (spec section 4)', () => {
  const item = { IsDigitalProduct: true, LatestStatusID: 1, ShippingStatusID: 1 } as const;

  test('offers the download only for a digital item whose status or shipping status is Completed', () => {
    expect(digitalColumnOf({ ...item, LatestStatusID: 3 })).toBe('download');
    expect(digitalColumnOf({ ...item, ShippingStatusID: 3 })).toBe('download');
    expect(digitalColumnOf({ ...item, LatestStatusID: 3, ShippingStatusID: null })).toBe('download');
  });

  test('says in progress for a digital item not completed, and no for anything else', () => {
    expect(digitalColumnOf(item)).toBe('in-progress');
    expect(digitalColumnOf({ ...item, LatestStatusID: 2, ShippingStatusID: null })).toBe('in-progress');
    expect(digitalColumnOf({ ...item, LatestStatusID: 4, ShippingStatusID: 5 })).toBe('in-progress');
    expect(digitalColumnOf({ ...item, IsDigitalProduct: false })).toBe('no');
    expect(digitalColumnOf({ ...item, IsDigitalProduct: false, LatestStatusID: 3 })).toBe('no');
  });

  test('an item row becomes what the page shows', () => {
    expect(
      toOrderItem({
        OrderItemID: 11,
        ProductName: 'Recipes',
        DefaultImageUrl: 'products/recipes.svg',
        Price: 7,
        Quantity: 2,
        OrderItemTotal: 14,
        IsDigitalProduct: true,
        LatestStatusID: 3,
        ShippingStatusID: 3,
      }),
    ).toEqual({
      id: 11,
      name: 'Recipes',
      image: '/media/products/recipes.svg',
      price: 7,
      quantity: 2,
      total: 14,
      digital: 'download',
    });
  });
});

describe('links of the screen', () => {
  test('load items and files through the storefront, in the page language', () => {
    expect(orderItemsHref(7, Language.ar)).toBe('/api/order-items?orderId=7&lang=ar');
    expect(downloadHref({ id: 11, name: 'Kitchen: Recipes & more' }, Language.en)).toBe(
      '/api/download/11?name=Kitchen%3A+Recipes+%26+more&lang=en',
    );
  });
});
