import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@shop/contract';
import { canMoveOrder, parseOrderStatus } from './order-status';

describe('order status moves', () => {
  it('goes forward, can come back after completion, and refunds', () => {
    expect(canMoveOrder(OrderStatus.Active, OrderStatus.InProgress)).toBe(true);
    expect(canMoveOrder(OrderStatus.InProgress, OrderStatus.Completed)).toBe(true);
    expect(canMoveOrder(OrderStatus.Completed, OrderStatus.Returned)).toBe(true);
    expect(canMoveOrder(OrderStatus.Returned, OrderStatus.Refunded)).toBe(true);
    expect(canMoveOrder(OrderStatus.Active, OrderStatus.Refunded)).toBe(true);
  });

  it('refuses skipping ahead, going back and leaving a refund', () => {
    expect(canMoveOrder(OrderStatus.Active, OrderStatus.Completed)).toBe(false);
    expect(canMoveOrder(OrderStatus.Completed, OrderStatus.Active)).toBe(false);
    expect(canMoveOrder(OrderStatus.Refunded, OrderStatus.Active)).toBe(false);
    expect(canMoveOrder(OrderStatus.Completed, OrderStatus.Refunded)).toBe(false);
  });

  it('reads statuses by number or name', () => {
    expect(parseOrderStatus('3')).toBe(OrderStatus.Completed);
    expect(parseOrderStatus('completed')).toBe(OrderStatus.Completed);
    expect(parseOrderStatus('in-progress')).toBe(OrderStatus.InProgress);
    expect(parseOrderStatus('9')).toBeUndefined();
    expect(parseOrderStatus('shipped')).toBeUndefined();
  });
});
