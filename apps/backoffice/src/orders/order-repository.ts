import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { OrderStatus } from '@shop/contract';
import { queryRows, type Executor } from '../db/database';
import {
  couponRedemptions,
  coupons,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  productVariants,
  products,
} from '../db/schema';
import type { PricedLine } from '../cart/price-cart';

/** A number shoppers can read out on the phone: PS-yymmdd-XXXXXX. */
export function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  // Crockford-like alphabet: no 0/O or 1/I to confuse.
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const code = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `PS-${date}-${code}`;
}

/** Units an order takes: of a product's variant, or of the product itself when it has no variants. */
export interface StockTake {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * Takes units out of a variant's stock and out of its product's total; answers false when either
 * has fewer left (the order's transaction is then rolled back, undoing both). The product row is
 * already locked by the order's transaction; the guards and the tables' CHECKs make sure no stock
 * ever goes below zero whatever calls this.
 */
export async function takeFromStock(tx: Executor, take: StockTake): Promise<boolean> {
  if (take.variantId !== null) {
    const variant = await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${take.quantity}` })
      .where(
        and(
          eq(productVariants.id, take.variantId),
          eq(productVariants.productId, take.productId),
          sql`${productVariants.stockQuantity} >= ${take.quantity}`,
        ),
      )
      .returning({ id: productVariants.id });
    if (variant.length !== 1) return false;
  }
  const product = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${take.quantity}` })
    .where(and(eq(products.id, take.productId), sql`${products.stockQuantity} >= ${take.quantity}`))
    .returning({ id: products.id });
  return product.length === 1;
}

/**
 * Puts units an order took back: into its product's total, then its variant (the order checkout
 * locks them in), so a cancel or a refund and a checkout never wait on each other crosswise.
 */
export async function returnToStock(tx: Executor, take: StockTake): Promise<void> {
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${take.quantity}` })
    .where(eq(products.id, take.productId));
  if (take.variantId !== null) {
    await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${take.quantity}` })
      .where(and(eq(productVariants.id, take.variantId), eq(productVariants.productId, take.productId)));
  }
}

/**
 * Gives an order's coupon use back: its redemption is removed (the per-customer limit counts them)
 * and the coupon's use count lowered (the total limit counts it). Answers whether there was one.
 */
export async function releaseCouponUse(tx: Executor, orderId: number): Promise<boolean> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ timesUsed: sql`GREATEST(${coupons.timesUsed} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
  return released.length > 0;
}

/** Counts one use of a coupon unless its total limit is reached; answers whether it was counted. */
export async function countCouponUse(tx: Executor, couponId: number): Promise<boolean> {
  const counted = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(
      and(eq(coupons.id, couponId), or(isNull(coupons.totalUseLimit), lt(coupons.timesUsed, coupons.totalUseLimit))),
    )
    .returning({ id: coupons.id });
  return counted.length === 1;
}

export interface NewOrder {
  userId: number;
  paymentMethod: number;
  paid: boolean;
  currency: string;
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  couponId: number | null;
  couponCode: string;
  orderNote: string;
  billing: Record<string, unknown>;
  shippingAddress: ShippingAddress;
  /** The language the customer ordered in. */
  languageId: number;
  idempotencyKey: string | null;
  lines: PricedLine[];
  payment?: { provider: string; reference: string };
}

/** Where an order's parcel goes, as it was when the order was placed. */
export interface ShippingAddress {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

/** Writes an order with its lines, first status, payment and coupon use. */
export async function insertOrder(tx: Executor, order: NewOrder): Promise<{ id: number; orderNumber: string }> {
  const [row] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      userId: order.userId,
      status: OrderStatus.Active,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paid ? 'paid' : 'unpaid',
      currency: order.currency,
      subtotal: order.subtotal,
      shippingTotal: order.shipping,
      discountTotal: order.discount,
      orderTotal: order.total,
      couponId: order.couponId,
      couponCode: order.couponCode,
      orderNote: order.orderNote,
      billing: order.billing,
      shippingName: order.shippingAddress.name,
      shippingPhone: order.shippingAddress.phone,
      shippingAddress: order.shippingAddress.address,
      shippingCity: order.shippingAddress.city,
      shippingState: order.shippingAddress.state,
      shippingCountry: order.shippingAddress.country,
      shippingPostalCode: order.shippingAddress.postalCode,
      languageId: order.languageId,
      idempotencyKey: order.idempotencyKey,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const placed = row!;
  await tx.insert(orderItems).values(
    order.lines.map((line) => ({
      orderId: placed.id,
      productId: line.productId,
      productName: line.name,
      imageUrl: (JSON.parse(line.imagesJson) as { AttachmentURL: string }[])[0]?.AttachmentURL ?? '',
      unitPrice: line.unitPrice,
      originalUnitPrice: line.unitOriginal,
      quantity: line.quantity,
      shippingCharges: line.shipping,
      lineTotal: line.lineTotal,
      selectedAttributes: line.chosen.map((choice) => ({
        ProductAttributeID: choice.attribute_id,
        PrimaryKeyValue: choice.value_key,
        AttributeDisplayName: choice.attribute_name,
        PrimaryKeyDisplayValue: choice.display_value,
      })),
      isDigital: line.isDigital,
      variantId: line.variantId,
      status: OrderStatus.Active,
      shippingStatus: OrderStatus.Active,
    })),
  );
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: placed.id, status: OrderStatus.Active, note: 'placed', action: 'placed', actor: 'customer' });
  if (order.payment) {
    await tx.insert(payments).values({
      orderId: placed.id,
      provider: order.payment.provider,
      providerReference: order.payment.reference,
      amount: order.total,
      currency: order.currency,
      status: 'captured',
    });
  }
  if (order.couponId !== null) {
    await tx.insert(couponRedemptions).values({ couponId: order.couponId, userId: order.userId, orderId: placed.id });
  }
  return placed;
}

/** The order placed under an idempotency key, if any. */
export async function findOrderByIdempotencyKey(
  tx: Executor,
  idempotencyKey: string,
): Promise<{ id: number; orderNumber: string } | undefined> {
  const [row] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  return row;
}

/** Whether a provider's payment already paid for an order. */
export async function paymentIsUsed(tx: Executor, reference: string): Promise<boolean> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerReference, reference));
  return row !== undefined;
}

export interface OrderSummaryRecord {
  id: number;
  order_number: string;
  created_at: Date | string;
  status: number;
  total_items: number;
  order_total: number;
  currency: string;
}

export async function listOrdersOf(db: Executor, userId: number): Promise<OrderSummaryRecord[]> {
  return queryRows<OrderSummaryRecord>(
    db,
    sql`SELECT o.id, o.order_number, o.created_at, o.status, o.order_total, o.currency,
               COALESCE((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)::int AS total_items
          FROM orders o WHERE o.user_id = ${userId}
         ORDER BY o.created_at DESC, o.id DESC`,
  );
}

export interface OrderItemRecord {
  id: number;
  product_name: string;
  image_url: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  is_digital: boolean;
  status: number;
  shipping_status: number;
}

/**
 * The items of one order, only when it belongs to the user (undefined otherwise). Names are in
 * `languageId` when the product has them, else as they were when the order was placed.
 */
export async function listItemsOfOwnOrder(
  db: Executor,
  orderId: number,
  userId: number,
  languageId: number,
): Promise<OrderItemRecord[] | undefined> {
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!owned) return undefined;
  return queryRows<OrderItemRecord>(
    db,
    sql`SELECT i.id, COALESCE(t.name, i.product_name) AS product_name, i.image_url, i.unit_price, i.quantity,
               i.line_total, i.is_digital, i.status, i.shipping_status
          FROM order_items i
          LEFT JOIN product_translations t ON t.product_id = i.product_id AND t.language_id = ${languageId}
         WHERE i.order_id = ${orderId} ORDER BY i.id`,
  );
}

/** What the confirmation mail says about an order. */
export async function findOrderForMail(db: Executor, orderId: number) {
  const [order] = await queryRows<{
    order_number: string;
    order_total: number;
    currency: string;
    payment_method: number;
    email: string;
    first_name: string;
    last_name: string;
  }>(
    db,
    sql`SELECT o.order_number, o.order_total, o.currency, o.payment_method, u.email, u.first_name, u.last_name
          FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`,
  );
  if (!order) return undefined;
  const lines = await db
    .select({ name: orderItems.productName, quantity: orderItems.quantity, lineTotal: orderItems.lineTotal })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return {
    orderNumber: order.order_number,
    total: order.order_total,
    currency: order.currency,
    paymentMethod: order.payment_method,
    email: order.email,
    customerName: order.first_name,
    customerFullName: `${order.first_name} ${order.last_name}`.trim(),
    lines,
  };
}

export interface RecentOrderRecord {
  order_number: string;
  status: number;
  order_total: number;
  currency: string;
  email: string;
  created_at: Date | string;
}

/** The newest orders of the shop, or of one customer (email compared ignoring case), for the shop owner. */
export async function listRecentOrders(
  db: Executor,
  email: string | undefined,
  limit: number,
): Promise<RecentOrderRecord[]> {
  return queryRows<RecentOrderRecord>(
    db,
    sql`SELECT o.order_number, o.status, o.order_total, o.currency, u.email, o.created_at
          FROM orders o JOIN users u ON u.id = o.user_id
         WHERE ${email ? sql`lower(u.email) = lower(${email.trim()})` : sql`TRUE`}
         ORDER BY o.created_at DESC, o.id DESC
         LIMIT ${limit}`,
  );
}
