// What the server decides about an order's money: when it may be cancelled, and what its lines give back.
import { OrderStatus } from '@shop/contract';

/** An order may be cancelled until it ships: while it is Active or InProgress. */
export const isCancellable = (status: number): boolean =>
  status === OrderStatus.Active || status === OrderStatus.InProgress;

/**
 * What `quantity` units of a line give back: their price paid, less their share of the order's
 * coupon discount (the discount was spread over the subtotal). Shipping is given back only with
 * the whole order.
 */
export function lineRefundCents(
  line: { unitPrice: number },
  quantity: number,
  order: { subtotal: number; discountTotal: number },
): number {
  const gross = line.unitPrice * quantity;
  const share = order.subtotal > 0 ? Math.round((order.discountTotal * gross) / order.subtotal) : 0;
  return Math.max(gross - share, 0);
}
