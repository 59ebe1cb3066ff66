import { OrderStatusName, problem, type Problem } from '@shop/contract';
import type { Database, Executor } from '../db/database';
import { canMoveOrder, isOrderStatusId, nextOrderStatuses, type OrderStatusId } from './order-status';
import { lockOrderByNumber, recordOrderEvent, writeOrderStatus, type OrderActor } from './order-status-repository';

export type StatusChange =
  | { ok: true; from: OrderStatusId; to: OrderStatusId }
  /** 404: no order has that number; 409: the status graph forbids the move (the problem names the moves it allows). */
  | { ok: false; status: 404 | 409; problem: Problem };

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
    return { ok: false, status: 409, problem: moveNotAllowed(order.orderNumber, from, to) };
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
    if (!order) return { ok: false, status: 404, problem: problem('ORDER_NUMBER_NOT_FOUND', { orderNumber }) };
    const change = await moveLockedOrder(tx, { ...order, orderNumber }, to, { note, by });
    if (change.ok) await onChange?.(tx, change);
    return change;
  });
}

/** Why a move is refused, with the moves that are possible, e.g. 'Order PS-… is Active; it cannot become Completed (next: InProgress or Refunded).' */
function moveNotAllowed(orderNumber: string, from: number, to: OrderStatusId): Problem {
  const next = isOrderStatusId(from) ? nextOrderStatuses(from).map((status) => OrderStatusName[status]) : [];
  return problem('ORDER_MOVE_NOT_ALLOWED', {
    orderNumber,
    from: isOrderStatusId(from) ? OrderStatusName[from] : String(from),
    to: OrderStatusName[to],
    next: next.join(','),
  });
}
