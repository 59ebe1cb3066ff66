// Order placement and order history.
import { z } from 'zod';
import {
  COUPON_MAX_LENGTH,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  MAX_CART_LINES,
  ORDER_NOTE_MAX_LENGTH,
  OrderStatus,
  PAYMENT_METHOD_CODES,
} from '../constants';
import { Messages } from '../messages';
import { CartPayloadLine } from './cart';
import { RecordValueJson, ResponseMsgRow } from './common';
import { jsonTextOrValue, optionalText, wireBool, wireId, wireInt, wireMoney, wireNumber } from './wire';

/** Params of post-order/post-customer-order; success is HTTP 200 and ResponseMsg 'Order Placed Successfully'. */
export const PlaceOrderParams = z.object({
  /** Must be the signed-in user. */
  UserID: wireId(),
  /** Shopper's note to the shop; '' when none. */
  OrderNote: optionalText('Order Notes', ORDER_NOTE_MAX_LENGTH),
  /** The cart lines (JSON text or list); at least one. */
  cartJsonData: jsonTextOrValue(z.array(CartPayloadLine).min(1, Messages.cartEmpty).max(MAX_CART_LINES)),
  /** Applied coupon; '' when none. */
  CouponCode: optionalText('Coupon Code', COUPON_MAX_LENGTH),
  /** 5 card, 2 wallet, 6 cash on delivery. */
  PaymentMethod: wireNumber(z.literal(PAYMENT_METHOD_CODES, { message: 'Expected 5, 2 or 6' })),
  /** Card payment token (card flow only); '' otherwise. */
  paymentToken: optionalText('Payment Token', 500),
  /** Wallet capture as JSON text (wallet flow only); '' otherwise. */
  payPalOrderConfirmJson: optionalText('PayPal Order', 20_000),
  /** Currency of the amounts shown; default USD. */
  CurrencyCode: z
    .enum(CURRENCY_CODES)
    .nullish()
    .transform((code) => code ?? DEFAULT_CURRENCY),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type PlaceOrderParams = z.infer<typeof PlaceOrderParams>;

/** The row of order placement: ResponseMsg, plus the new order's ids (an addition to the spec). */
export const PlaceOrderRow = ResponseMsgRow.extend({
  /** New order id. */
  OrderId: wireId().optional(),
  /** New order number shown to the shopper. */
  OrderNumber: z.string().optional(),
});
export type PlaceOrderRow = z.infer<typeof PlaceOrderRow>;

/** Params of get-customer-order-history-master. */
export const OrderHistoryParams = z.object({
  /** Must be the signed-in user (spelled UserId here, as in the spec). */
  UserId: wireId(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type OrderHistoryParams = z.infer<typeof OrderHistoryParams>;

/** A row of the order history: one order. */
export const OrderSummaryRow = z.object({
  /** Order id (send as OrderId for the items). */
  OrderId: wireId(),
  /** Order number shown to the shopper. */
  OrderNumber: z.string(),
  /** When it was placed, ISO 8601 UTC (shown dd-mm-yyyy). */
  OrderDateUTC: z.string(),
  /** Latest status in words, e.g. 'Active'. */
  LatestStatusName: z.string(),
  /** Units ordered. */
  TotalItems: wireInt(0, Number.MAX_SAFE_INTEGER),
  /** Amount paid, in CurrencyCode. */
  OrderTotal: wireMoney(),
  /** Currency the order was placed and paid in (an addition to the spec); USD when a host sends none. */
  CurrencyCode: z
    .enum(CURRENCY_CODES)
    .nullish()
    .transform((code) => code ?? DEFAULT_CURRENCY),
});
export type OrderSummaryRow = z.infer<typeof OrderSummaryRow>;

/** Params of get-customer-order-history-detail. */
export const OrderDetailParams = z.object({
  /** One of the signed-in user's orders. */
  OrderId: wireId(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type OrderDetailParams = z.infer<typeof OrderDetailParams>;

const orderStatusId = wireInt(OrderStatus.Active, OrderStatus.Refunded);

/** A row of get-customer-order-history-detail: one ordered item. */
export const OrderItemRow = z.object({
  /** Item id (used in the download path). */
  OrderItemID: wireId(),
  /** Product name. */
  ProductName: z.string(),
  /** Picture path relative to the back-office host. */
  DefaultImageUrl: z.string().nullable(),
  /** Unit price paid, in the order's currency. */
  Price: wireMoney(),
  /** Units. */
  Quantity: wireInt(1, Number.MAX_SAFE_INTEGER),
  /** Price × Quantity. */
  OrderItemTotal: wireMoney(),
  /** Whether it is a downloadable product. */
  IsDigitalProduct: wireBool(),
  /** Latest order status id (`OrderStatus`). */
  LatestStatusID: orderStatusId,
  /** Shipping status id (`OrderStatus`); null when not shipped. */
  ShippingStatusID: orderStatusId.nullable(),
});
export type OrderItemRow = z.infer<typeof OrderItemRow>;
