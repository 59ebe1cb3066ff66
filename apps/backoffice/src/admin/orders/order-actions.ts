// Cancelling and refunding an order. Each runs in one transaction with the order's row locked, so
// two clicks (or two staff) at once act one after the other: the second sees what the first did.
// The provider is asked before anything is written, so a refusal or a failure changes nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus, problem, type AdminOrderRefundBody, type Problem } from '@shop/contract';
import { toMoney } from '../../catalog/money';
import { queryRows, type Database, type Executor } from '../../db/database';
import { orderRefundLines, orderRefunds, orders, payments } from '../../db/schema';
import { releaseCouponUse, returnToStock } from '../../orders/order-repository';
import { recordOrderEvent, type OrderActor } from '../../orders/order-status-repository';
import { moveLockedOrder } from '../../orders/set-order-status';
import { PaymentProviderError } from '../../payments/provider-error';
import type { Amount, PaymentProviders, RefundResult } from '../../payments/providers';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit-log';
import { isCancellable, lineRefundCents } from './order-money';

/** What an action did: the cents it gave back to the card or wallet (0 when none), or why it did nothing. */
export type ActionOutcome =
  { ok: true; refunded: number } | { ok: false; status: 404 | 409 | 422 | 502; problem: Problem };

interface LockedOrder {
  id: number;
  order_number: string;
  status: number;
  currency: string;
  payment_status: string;
  subtotal: number;
  discount_total: number;
}

interface Line {
  id: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  unit_price: number;
  /** Units refunded so far, and those of them put back into stock. */
  refunded: number;
  restocked: number;
}

interface Payment {
  id: number;
  provider: string;
  provider_reference: string;
  amount: number;
  refunded: number;
}

const lockOrder = async (tx: Executor, id: number) =>
  (
    await queryRows<LockedOrder>(
      tx,
      sql`SELECT id, order_number, status, currency, payment_status, subtotal, discount_total
            FROM orders WHERE id = ${id} FOR UPDATE`,
    )
  )[0];

const linesOf = (tx: Executor, orderId: number) =>
  queryRows<Line>(
    tx,
    sql`SELECT i.id, i.product_id, i.variant_id, i.quantity, i.unit_price,
               COALESCE(sum(l.quantity), 0)::int AS refunded,
               COALESCE(sum(l.quantity) FILTER (WHERE r.restocked), 0)::int AS restocked
          FROM order_items i
          LEFT JOIN order_refund_lines l ON l.order_item_id = i.id
          LEFT JOIN order_refunds r ON r.id = l.refund_id
         WHERE i.order_id = ${orderId}
         GROUP BY i.id ORDER BY i.id`,
  );

/** The order's captured payment with what was given back of it; undefined when nothing was captured. */
const capturedPaymentOf = async (tx: Executor, orderId: number) =>
  (
    await queryRows<Payment>(
      tx,
      sql`SELECT p.id, p.provider, p.provider_reference, p.amount,
                 COALESCE((SELECT sum(r.amount) FROM order_refunds r WHERE r.payment_id = p.id), 0)::int AS refunded
            FROM payments p
           WHERE p.order_id = ${orderId} AND p.status IN ('captured', 'refunded')
           ORDER BY p.id LIMIT 1`,
    )
  )[0];

const orderActorOf = (actor: AdminActor): OrderActor => ({
  staffId: actor.kind === 'staff' ? actor.member.id : null,
  actor: actor.label,
});

/** The provider that took a payment, if the shop still uses it in the same mode. */
function providerOf(providers: PaymentProviders, provider: string) {
  const kind =
    provider === 'stripe' || provider === 'sandbox-card'
      ? providers.card
      : provider === 'paypal' || provider === 'sandbox-wallet'
        ? providers.wallet
        : undefined;
  if (!kind || (kind.mode === 'sandbox') !== provider.startsWith('sandbox')) return undefined;
  return kind;
}

type GiveBack = { ok: true; result: Extract<RefundResult, { ok: true }> } | Extract<ActionOutcome, { ok: false }>;

/** Asks the provider to give `cents` of the payment back; its refusal is a 422, its failure a 502. */
async function giveBack(
  tx: Executor,
  providers: PaymentProviders,
  payment: Payment,
  amount: Amount,
  orderId: number,
): Promise<GiveBack> {
  const provider = providerOf(providers, payment.provider);
  if (!provider)
    return { ok: false, status: 422, problem: problem('PAYMENT_PROVIDER_RETIRED', { provider: payment.provider }) };
  try {
    const result = await provider.refundAmount(tx, {
      reference: payment.provider_reference,
      amount,
      key: `order-${orderId}-refund-${randomUUID()}`,
    });
    return result.ok
      ? { ok: true, result }
      : { ok: false, status: 422, problem: problem('REFUND_REFUSED', { reason: result.message }) };
  } catch (error) {
    if (error instanceof PaymentProviderError)
      return { ok: false, status: 502, problem: problem('REFUND_PROVIDER_FAILED') };
    throw error;
  }
}

const fullyRefunded = (order: LockedOrder) => problem('ORDER_FULLY_REFUNDED', { orderNumber: order.order_number });

/** Puts units back into stock, product rows then variants in id order (as checkout takes them). */
async function restock(tx: Executor, units: { line: Line; quantity: number }[]): Promise<void> {
  const sorted = units
    .filter((unit) => unit.quantity > 0)
    .sort((a, b) => a.line.product_id - b.line.product_id || (a.line.variant_id ?? 0) - (b.line.variant_id ?? 0));
  for (const { line, quantity } of sorted) {
    await returnToStock(tx, { productId: line.product_id, variantId: line.variant_id, quantity });
  }
}

/** Records a refund the provider made, its lines, and the payment's state once all of it is back. */
async function recordRefund(
  tx: Executor,
  order: LockedOrder,
  payment: Payment,
  refund: {
    kind: 'cancel' | 'refund';
    amount: number;
    result: Extract<RefundResult, { ok: true }>;
    restocked: boolean;
    lines: { orderItemId: number; quantity: number; amount: number }[];
    by: OrderActor;
  },
): Promise<number> {
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      kind: refund.kind,
      amount: refund.amount,
      currency: order.currency,
      provider: payment.provider,
      providerRefundId: refund.result.refundId,
      status: refund.result.status,
      restocked: refund.restocked,
      staffId: refund.by.staffId,
      actor: refund.by.actor,
    })
    .returning({ id: orderRefunds.id });
  if (refund.lines.length > 0) {
    await tx.insert(orderRefundLines).values(refund.lines.map((line) => ({ ...line, refundId: row!.id })));
  }
  if (payment.refunded + refund.amount >= payment.amount) {
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'paid')));
  }
  return row!.id;
}

const moneyText = (cents: number, currency: string) => `${toMoney(cents).toFixed(2)} ${currency}`;

/**
 * Cancels an order that has not shipped: what was captured and not yet given back is refunded
 * through its provider, every unit not yet back in stock returns to its variant (and product), the
 * coupon use is released, and the order becomes Refunded. A second cancel finds it Refunded: 409.
 */
export async function cancelOrder(
  db: Database,
  providers: PaymentProviders,
  actor: AdminActor,
  orderId: number,
  reason: string,
): Promise<ActionOutcome> {
  return db.transaction(async (tx): Promise<ActionOutcome> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { ok: false, status: 404, problem: problem('ORDER_ID_NOT_FOUND', { id: orderId }) };
    if (!isCancellable(order.status)) {
      return { ok: false, status: 409, problem: problem('ORDER_NOT_CANCELLABLE', { orderNumber: order.order_number }) };
    }
    const lines = await linesOf(tx, order.id);
    const payment = await capturedPaymentOf(tx, order.id);
    const by = orderActorOf(actor);
    const left = payment ? payment.amount - payment.refunded : 0;
    let refunded: { amount: number; refundId: string } | undefined;
    if (payment && left > 0) {
      const given = await giveBack(
        tx,
        providers,
        payment,
        { cents: left, currency: order.currency as Amount['currency'] },
        order.id,
      );
      if (!given.ok) return given;
      await recordRefund(tx, order, payment, {
        kind: 'cancel',
        amount: left,
        result: given.result,
        restocked: true,
        lines: lines
          .filter((line) => line.quantity > line.refunded)
          .map((line) => ({
            orderItemId: line.id,
            quantity: line.quantity - line.refunded,
            amount: lineRefundCents({ unitPrice: line.unit_price }, line.quantity - line.refunded, {
              subtotal: order.subtotal,
              discountTotal: order.discount_total,
            }),
          })),
        by,
      });
      refunded = { amount: left, refundId: given.result.refundId };
    }
    await restock(
      tx,
      lines.map((line) => ({ line, quantity: line.quantity - line.restocked })),
    );
    const couponReleased = await releaseCouponUse(tx, order.id);
    const note = [
      reason,
      refunded ? `refunded ${moneyText(refunded.amount, order.currency)} (${refunded.refundId})` : '',
    ]
      .filter(Boolean)
      .join('; ');
    const moved = await moveLockedOrder(
      tx,
      { id: order.id, orderNumber: order.order_number, status: order.status },
      OrderStatus.Refunded,
      { note, by, action: 'cancel' },
    );
    if (!moved.ok) throw new Error(`cancel of ${order.order_number}: ${moved.problem.message}`);
    await recordAudit(tx, actor, {
      action: 'cancel',
      resource: 'order',
      resourceId: order.order_number,
      before: { status: order.status, paymentStatus: order.payment_status },
      after: {
        status: OrderStatus.Refunded,
        refunded: refunded?.amount ?? 0,
        providerRefundId: refunded?.refundId ?? null,
        couponReleased,
        restocked: true,
        reason,
      },
    });
    return { ok: true, refunded: refunded?.amount ?? 0 };
  });
}

/**
 * Refunds units of lines (their price paid less their coupon share) or everything captured and
 * not yet given back, through the payment's provider, never more than is left of the capture;
 * with `restock`, the units go back into their variants' stock.
 */
export async function refundOrder(
  db: Database,
  providers: PaymentProviders,
  actor: AdminActor,
  orderId: number,
  body: AdminOrderRefundBody,
): Promise<ActionOutcome> {
  return db.transaction(async (tx): Promise<ActionOutcome> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { ok: false, status: 404, problem: problem('ORDER_ID_NOT_FOUND', { id: orderId }) };
    const payment = await capturedPaymentOf(tx, order.id);
    if (!payment) {
      return {
        ok: false,
        status: 409,
        problem: problem('ORDER_NOTHING_CAPTURED', { orderNumber: order.order_number }),
      };
    }
    const left = payment.amount - payment.refunded;
    if (left <= 0) return { ok: false, status: 409, problem: fullyRefunded(order) };
    const lines = await linesOf(tx, order.id);
    const totals = { subtotal: order.subtotal, discountTotal: order.discount_total };

    let units: { line: Line; quantity: number }[];
    if (body.wholeOrder) {
      units = lines.map((line) => ({ line, quantity: line.quantity - line.refunded }));
    } else {
      const asked = new Map<number, number>();
      for (const wanted of body.lines)
        asked.set(wanted.orderItemId, (asked.get(wanted.orderItemId) ?? 0) + wanted.quantity);
      units = [];
      for (const [lineId, quantity] of asked) {
        const line = lines.find((candidate) => candidate.id === lineId);
        if (!line) return { ok: false, status: 422, problem: problem('ORDER_LINE_NOT_FOUND', { lineId }) };
        if (quantity > line.quantity - line.refunded) {
          return {
            ok: false,
            status: 422,
            problem: problem('REFUND_TOO_MANY_UNITS', { lineId, left: line.quantity - line.refunded }),
          };
        }
        units.push({ line, quantity });
      }
    }
    units = units.filter((unit) => unit.quantity > 0);
    const refundLines = units.map(({ line, quantity }) => ({
      orderItemId: line.id,
      quantity,
      amount: lineRefundCents({ unitPrice: line.unit_price }, quantity, totals),
    }));
    const wanted = body.wholeOrder ? left : refundLines.reduce((sum, line) => sum + line.amount, 0);
    // Never more than is left of the capture, whatever the lines add up to.
    const amount = Math.min(wanted, left);
    if (amount <= 0) return { ok: false, status: 409, problem: fullyRefunded(order) };

    const given = await giveBack(
      tx,
      providers,
      payment,
      { cents: amount, currency: order.currency as Amount['currency'] },
      order.id,
    );
    if (!given.ok) return given;
    const by = orderActorOf(actor);
    const refundId = await recordRefund(tx, order, payment, {
      kind: 'refund',
      amount,
      result: given.result,
      restocked: body.restock,
      lines: refundLines,
      by,
    });
    if (body.restock) await restock(tx, units);
    const note = [
      `refunded ${moneyText(amount, order.currency)} (${given.result.refundId})${body.restock ? ', restocked' : ''}`,
      body.reason,
    ]
      .filter(Boolean)
      .join('; ');
    await recordOrderEvent(tx, { orderId: order.id, status: order.status, action: 'refund', note, by });
    await recordAudit(tx, actor, {
      action: 'refund',
      resource: 'order',
      resourceId: order.order_number,
      before: { refundedTotal: payment.refunded },
      after: {
        refundedTotal: payment.refunded + amount,
        refundId,
        amount,
        providerRefundId: given.result.refundId,
        lines: refundLines,
        restock: body.restock,
        reason: body.reason,
      },
    });
    return { ok: true, refunded: amount };
  });
}
