import { eq } from 'drizzle-orm';
import { OrderStatusName } from '@shop/contract';
import type { Database } from '../db/database';
import { orderItems, orderStatusHistory, orders } from '../db/schema';
import { canMoveOrder, isOrderStatusId, type OrderStatusId } from './order-status';

export type StatusChange = { ok: true; from: OrderStatusId; to: OrderStatusId } | { ok: false; message: string };

/** Moves an order (and its items) to a new status along the allowed moves, and records it. */
export async function setOrderStatus(
  db: Database,
  orderNumber: string,
  to: OrderStatusId,
  note = '',
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .for('update');
    if (!order) return { ok: false, message: `No order ${orderNumber}.` };
    const from = order.status;
    if (!isOrderStatusId(from) || !canMoveOrder(from, to)) {
      return {
        ok: false,
        message: `Order ${orderNumber} is ${OrderStatusName[from as OrderStatusId] ?? from}; it cannot become ${OrderStatusName[to]}.`,
      };
    }
    await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await tx.update(orderItems).set({ status: to, shippingStatus: to }).where(eq(orderItems.orderId, order.id));
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: to, note });
    return { ok: true, from, to };
  });
}
