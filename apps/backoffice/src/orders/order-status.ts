import { OrderStatus } from '@shop/contract';

export type OrderStatusId = (typeof OrderStatus)[keyof typeof OrderStatus];

/**
 * The moves a shop owner may make (spec section 4 leaves them open): an order goes forward
 * Active → InProgress → Completed, a completed order can come back (Returned) and be refunded,
 * and an order not yet completed can be refunded directly (a cancellation).
 */
const allowedMoves: Record<OrderStatusId, readonly OrderStatusId[]> = {
  [OrderStatus.Active]: [OrderStatus.InProgress, OrderStatus.Refunded],
  [OrderStatus.InProgress]: [OrderStatus.Completed, OrderStatus.Refunded],
  [OrderStatus.Completed]: [OrderStatus.Returned],
  [OrderStatus.Returned]: [OrderStatus.Refunded],
  [OrderStatus.Refunded]: [],
};

export function canMoveOrder(from: OrderStatusId, to: OrderStatusId): boolean {
  return allowedMoves[from].includes(to);
}

/** The statuses an order in `from` may move to next. */
export function nextOrderStatuses(from: OrderStatusId): readonly OrderStatusId[] {
  return allowedMoves[from];
}

export function isOrderStatusId(value: number): value is OrderStatusId {
  return Object.values(OrderStatus).includes(value as OrderStatusId);
}

/** A status given by number (3) or name ('Completed', 'completed', 'in-progress'). */
export function parseOrderStatus(input: string): OrderStatusId | undefined {
  const asNumber = Number(input);
  if (Number.isInteger(asNumber) && isOrderStatusId(asNumber)) return asNumber;
  const wanted = input.replace(/[\s_-]/g, '').toLowerCase();
  const entry = Object.entries(OrderStatus).find(([name]) => name.toLowerCase() === wanted);
  return entry?.[1];
}
