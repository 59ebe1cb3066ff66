import { eq } from 'drizzle-orm';
import { OrderStatusName } from '@shop/contract';
import type { Database, Executor } from '../db/database';
import { orderItems, orderStatusHistory, orders } from '../db/schema';
import { canMoveOrder, isOrderStatusId, nextOrderStatuses, type OrderStatusId } from './order-status';

export type StatusChange =
  | { ok: true; from: OrderStatusId; to: OrderStatusId }
  /** `unknown-order`: no order has that number; `not-allowed`: the status graph forbids the move. */
  | { ok: false; reason: 'unknown-order' | 'not-allowed'; message: string };

/** Who did something to an order, as its timeline shows: a staff member, or a named actor (the admin token, the CLI). */
export interface OrderActor {
  staffId: number | null;
  actor: string;
}

/** An entry of the order's timeline (order_status_history): what happened, who did it, the status after it. */
export async function recordOrderEvent(
  tx: Executor,
  event: {
    orderId: number;
    status: number;
    action: 'placed' | 'status' | 'cancel' | 'refund';
    note: string;
    by?: OrderActor;
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: event.orderId,
    status: event.status,
    action: event.action,
    note: event.note,
    staffId: event.by?.staffId ?? null,
    actor: event.by?.actor ?? '',
  });
}

/**
 * Moves an order already locked by `tx` (and its items) to `to` when the status graph allows it,
 * and records the move in its timeline as `action` (a plain move, or the status a cancel ends in).
 */
export async function moveLockedOrder(
  tx: Executor,
  order: { id: number; orderNumber: string; status: number },
  to: OrderStatusId,
  options: { note?: string; by?: OrderActor; action?: 'status' | 'cancel' } = {},
): Promise<StatusChange> {
  const from = order.status;
  if (!isOrderStatusId(from) || !canMoveOrder(from, to)) {
    return { ok: false, reason: 'not-allowed', message: refusalMessage(order.orderNumber, from, to) };
  }
  await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.update(orderItems).set({ status: to, shippingStatus: to }).where(eq(orderItems.orderId, order.id));
  await recordOrderEvent(tx, {
    orderId: order.id,
    status: to,
    action: options.action ?? 'status',
    note: options.note ?? '',
    by: options.by,
  });
  return { ok: true, from, to };
}

/**
 * Moves an order (and its items) to a new status along the allowed moves, and records it.
 * `onChange` runs in the same transaction after a move (the admin's audit log), so both stay or neither.
 * `by` names who moved it in the order's timeline.
 */
export async function setOrderStatus(
  db: Database,
  orderNumber: string,
  to: OrderStatusId,
  note = '',
  onChange?: (tx: Executor, change: { from: OrderStatusId; to: OrderStatusId }) => Promise<void>,
  by?: OrderActor,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .for('update');
    if (!order) return { ok: false, reason: 'unknown-order', message: `No order ${orderNumber}.` };
    const change = await moveLockedOrder(tx, { ...order, orderNumber }, to, { note, by });
    if (change.ok) await onChange?.(tx, change);
    return change;
  });
}

/** Why a move is refused, with the moves that are possible, e.g. 'Order PS-… is Active; it cannot become Completed (next: InProgress or Refunded).' */
function refusalMessage(orderNumber: string, from: number, to: OrderStatusId): string {
  if (!isOrderStatusId(from))
    return `Order ${orderNumber} has the unknown status ${from}; it cannot become ${OrderStatusName[to]}.`;
  const next = nextOrderStatuses(from).map((status) => OrderStatusName[status]);
  const options = next.length > 0 ? `next: ${next.join(' or ')}` : 'its status is final';
  return `Order ${orderNumber} is ${OrderStatusName[from]}; it cannot become ${OrderStatusName[to]} (${options}).`;
}
