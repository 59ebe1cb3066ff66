import { OrderStatusName } from '@shop/contract';
import type { Database, Executor } from '../db/database';
import { canMoveOrder, isOrderStatusId, nextOrderStatuses, type OrderStatusId } from './order-status';
import { lockOrderByNumber, recordOrderEvent, writeOrderStatus, type OrderActor } from './order-status-repository';

export type StatusChange =
  | { ok: true; from: OrderStatusId; to: OrderStatusId }
  /** `unknown-order`: no order has that number; `not-allowed`: the status graph forbids the move. */
  | { ok: false; reason: 'unknown-order' | 'not-allowed'; message: string };

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
  await writeOrderStatus(tx, order.id, to);
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
    const order = await lockOrderByNumber(tx, orderNumber);
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
