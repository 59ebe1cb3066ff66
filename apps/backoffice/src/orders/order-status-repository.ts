import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orderItems, orderStatusHistory, orders } from '../db/schema';

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

/** Locks the order with this number (until `tx` ends) and answers its id and status. */
export async function lockOrderByNumber(
  tx: Executor,
  orderNumber: string,
): Promise<{ id: number; status: number } | undefined> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for('update');
  return order;
}

/** Sets the status of an order and of each of its items (and the items' shipping status). */
export async function writeOrderStatus(tx: Executor, orderId: number, status: number): Promise<void> {
  await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId));
  await tx.update(orderItems).set({ status, shippingStatus: status }).where(eq(orderItems.orderId, orderId));
}
