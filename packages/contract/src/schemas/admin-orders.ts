// The admin API's orders (under /api/v1/admin/orders), the owner's and the orders staff's (issue 18).
// Money is in integer cents of the order's currency: the server decides every amount.
import { z } from 'zod';
import { OrderStatus, PAYMENT_METHOD_CODES } from '../constants';
import { StaffLanguage } from './admin';
import { adminListQuery, adminPage, queryFlag } from './admin-common';
import { MAX_ID } from './wire';

/** Most orders one CSV export holds. */
export const ORDER_EXPORT_MAX_ROWS = 100_000;
/** Most lines one refund names. */
export const REFUND_LINES_MAX = 200;
/** Longest reason staff give for a refund or a cancel. */
export const ORDER_ACTION_REASON_MAX_LENGTH = 500;
/** The columns of the orders CSV, in order. */
export const ORDER_CSV_COLUMNS = [
  'id',
  'orderNumber',
  'createdAt',
  'status',
  'paymentMethod',
  'paymentStatus',
  'customerName',
  'customerEmail',
  'items',
  'digital',
  'currency',
  'orderTotal',
  'refundedTotal',
] as const;

const recordId = (noun: string) =>
  z.coerce
    .number({ error: `Expected ${noun} id` })
    .int({ error: `Expected ${noun} id` })
    .min(1, { error: `Expected ${noun} id` })
    .max(MAX_ID, { error: `Expected ${noun} id` });

const statusIds = Object.values(OrderStatus) as [number, ...number[]];
const cents = z.number().int();
const isoMoment = z.string();

/** How an order was paid: the spec's codes (5 card, 2 wallet, 6 cash on delivery). */
const PaymentMethodCode = z.coerce
  .number({ error: `Expected one of ${PAYMENT_METHOD_CODES.join(', ')}` })
  .int()
  .refine((code) => (PAYMENT_METHOD_CODES as readonly number[]).includes(code), {
    error: `Expected one of ${PAYMENT_METHOD_CODES.join(', ')}`,
  });

const StatusFilter = z.coerce
  .number({ error: `Expected one of ${statusIds.join(', ')}` })
  .int()
  .refine((status) => statusIds.includes(status), { error: `Expected one of ${statusIds.join(', ')}` });

/** A day (2025-01-31) or a moment with its offset (2025-01-31T12:00:00Z). */
const DateBound = z
  .string()
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(text) && !Number.isNaN(Date.parse(text)), {
    error: 'Expected a date such as 2025-01-31 or 2025-01-31T12:00:00Z',
  });

/**
 * Query of GET /api/v1/admin/orders/list (and of the CSV): `q` matches the order number, the
 * customer's email or name; newest first unless told.
 */
export const AdminOrderListQuery = adminListQuery(['createdAt', 'orderTotal', 'orderNumber'])
  .extend({
    /** Only orders in this status (1-5). */
    status: StatusFilter.optional(),
    /** Only orders paid this way (5 card, 2 wallet, 6 cash on delivery). */
    paymentMethod: PaymentMethodCode.optional(),
    /** Placed at or after this day or moment (a day starts at 00:00 UTC). */
    from: DateBound.optional(),
    /** Placed before the end of this day, or before this moment. */
    to: DateBound.optional(),
    /** Only orders with (true) or without (false) a digital item. */
    digital: queryFlag().optional(),
  })
  // Newest first is what staff look for; the common query's default is ascending.
  .extend({ order: z.enum(['asc', 'desc'], { error: 'Expected asc or desc' }).default('desc') });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

/** An order as the list shows it. */
export const AdminOrderSummary = z.object({
  /** Order id. */
  id: z.number().int().positive(),
  /** e.g. PS-261122-N2SHZ4. */
  orderNumber: z.string(),
  /** When it was placed (ISO 8601). */
  createdAt: isoMoment,
  /** 1-5 (Active, InProgress, Completed, Returned, Refunded). */
  status: z.number().int(),
  /** 5 card, 2 wallet, 6 cash on delivery. */
  paymentMethod: z.number().int(),
  /** unpaid, paid, or refunded (everything captured given back). */
  paymentStatus: z.string(),
  /** The customer's first and last name. */
  customerName: z.string(),
  customerEmail: z.string(),
  /** Units ordered, all lines together. */
  items: z.number().int(),
  /** Whether a line is a digital download. */
  digital: z.boolean(),
  /** ISO currency of every amount of the order. */
  currency: z.string(),
  /** What the customer paid, in cents. */
  orderTotal: cents,
  /** Given back so far, in cents. */
  refundedTotal: cents,
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

/** Answer of GET /api/v1/admin/orders/list. */
export const AdminOrderPage = adminPage(AdminOrderSummary);
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** Path of the order routes: /api/v1/admin/orders/{id}. */
export const AdminOrderParams = z.object({ id: recordId('an order') });

/** A line of an order with what was paid and what was given back. */
export const AdminOrderLine = z.object({
  /** Order line id (what a refund names). */
  id: z.number().int().positive(),
  productId: z.number().int(),
  /** The product's name when the order was placed. */
  productName: z.string(),
  imageUrl: z.string(),
  /** The variant the stock came from; null for an order placed before lines kept it, or a deleted variant. */
  variantId: z.number().int().nullable(),
  /** The variant's colour and size names (null when it has none). */
  colorName: z.string().nullable(),
  sizeName: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** Price paid per unit, and the price before the product's discount. */
  unitPrice: cents,
  originalUnitPrice: cents,
  shippingCharges: cents,
  lineTotal: cents,
  isDigital: z.boolean(),
  /** Units already refunded. */
  refundedQuantity: z.number().int(),
});

/** A payment taken for the order. */
export const AdminOrderPayment = z.object({
  id: z.number().int(),
  /** stripe, paypal, sandbox-card, sandbox-wallet. */
  provider: z.string(),
  /** The provider's id of the charge or capture. */
  reference: z.string(),
  amount: cents,
  currency: z.string(),
  /** authorized, captured, failed, refunded. */
  status: z.string(),
  createdAt: isoMoment,
});

/** Money given back through the provider. */
export const AdminOrderRefund = z.object({
  id: z.number().int(),
  /** cancel (the whole order, before shipping) or refund. */
  kind: z.enum(['cancel', 'refund']),
  amount: cents,
  currency: z.string(),
  provider: z.string(),
  /** The provider's id of the refund. */
  providerRefundId: z.string(),
  /** The provider's status (succeeded, COMPLETED, pending…). */
  status: z.string(),
  restocked: z.boolean(),
  /** Who gave it (the staff member's email). */
  actor: z.string(),
  createdAt: isoMoment,
  lines: z.array(z.object({ orderItemId: z.number().int(), quantity: z.number().int(), amount: cents })),
});

/** One entry of the order's timeline. */
export const AdminOrderEvent = z.object({
  /** placed, status (a move), cancel, refund. */
  action: z.string(),
  /** The order's status after it (1-5). */
  status: z.number().int(),
  note: z.string(),
  /** Who: a staff member's email, 'customer', or the admin token's name; '' when not known. */
  actor: z.string(),
  /** The staff member's id when staff did it. */
  staffId: z.number().int().nullable(),
  at: isoMoment,
});

/** Where an order goes: the shipping address it keeps in its own fields. */
export const AdminOrderShipping = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
});
export type AdminOrderShipping = z.infer<typeof AdminOrderShipping>;

/** Answer of GET /api/v1/admin/orders/{id}. */
export const AdminOrderDetail = AdminOrderSummary.extend({
  subtotal: cents,
  shippingTotal: cents,
  discountTotal: cents,
  /** The coupon used, as typed; '' for none. */
  couponCode: z.string(),
  couponId: z.number().int().nullable(),
  orderNote: z.string(),
  customer: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobileNo: z.string(),
  }),
  /** The billing details as they were when the order was placed. */
  billing: z.record(z.string(), z.unknown()),
  /** Where the parcel goes, as it was when the order was placed ('' for a part not given). */
  shipping: AdminOrderShipping,
  /** The language the customer ordered in: the mails about the order are written in it. */
  language: StaffLanguage,
  lines: z.array(AdminOrderLine),
  payments: z.array(AdminOrderPayment),
  refunds: z.array(AdminOrderRefund),
  /** Captured and not yet given back, in cents: the most a refund may give. */
  refundableTotal: cents,
  /** Whether the order may still be cancelled (not shipped: Active or InProgress). */
  cancellable: z.boolean(),
  /** The statuses the order may move to next. */
  nextStatuses: z.array(z.number().int()),
  timeline: z.array(AdminOrderEvent),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

const reason = z
  .string({ error: 'Expected text' })
  .trim()
  .max(ORDER_ACTION_REASON_MAX_LENGTH, { error: `At most ${ORDER_ACTION_REASON_MAX_LENGTH} characters` })
  .default('');

/** Body of POST /api/v1/admin/orders/{id}/status. */
export const AdminOrderStatusBody = z.object({
  /** The status to move to (1-5); the status graph decides which moves are allowed. */
  status: z
    .number({ error: `Expected one of ${statusIds.join(', ')}` })
    .int()
    .refine((status) => statusIds.includes(status), { error: `Expected one of ${statusIds.join(', ')}` }),
  /** Why, kept in the timeline. */
  note: reason,
});

/** Body of POST /api/v1/admin/orders/{id}/cancel. */
export const AdminOrderCancelBody = z.object({ reason });

/** Body of POST /api/v1/admin/orders/{id}/refund: the whole order's remainder, or units of lines. */
export const AdminOrderRefundBody = z
  .object({
    /** Refund everything captured and not yet given back (lines must then be absent). */
    wholeOrder: z.boolean({ error: 'Expected true or false' }).default(false),
    /** The lines and units to refund; what they cost (less their share of the coupon) is given back. */
    lines: z
      .array(
        z.object({
          orderItemId: recordId('an order line'),
          quantity: z
            .number({ error: 'Expected a whole number' })
            .int({ error: 'Expected a whole number' })
            .min(1, { error: 'At least 1' }),
        }),
      )
      .max(REFUND_LINES_MAX, { error: `At most ${REFUND_LINES_MAX} lines` })
      .default([]),
    /** Put the refunded units back into their variants' stock. */
    restock: z.boolean({ error: 'Expected true or false' }),
    reason,
  })
  .refine((body) => body.wholeOrder !== body.lines.length > 0, {
    error: 'Either wholeOrder: true or at least one line, not both',
    path: ['lines'],
  });
export type AdminOrderRefundBody = z.infer<typeof AdminOrderRefundBody>;
