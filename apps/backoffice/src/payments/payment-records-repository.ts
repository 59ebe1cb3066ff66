import type { Executor } from '../db/database';
import { payments, processedWebhookEvents } from '../db/schema';
import type { TakenAmount } from './providers';

/** Records a webhook event as handled; false when it was handled before. */
export async function recordWebhookEvent(tx: Executor, eventId: string): Promise<boolean> {
  const inserted = await tx
    .insert(processedWebhookEvents)
    .values({ id: eventId })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return inserted.length === 1;
}

/**
 * Records a payment that no order holds as refunded, so no order can use it afterwards; false when
 * the payment is recorded already (an order paid with it, or it was given back before). An order
 * being placed with the same payment waits for this row's transaction, or this insert for the order's.
 */
export async function recordOrphanedPayment(
  tx: Executor,
  payment: { provider: string; reference: string; amount: TakenAmount },
): Promise<boolean> {
  const inserted = await tx
    .insert(payments)
    .values({
      orderId: null,
      provider: payment.provider,
      providerReference: payment.reference,
      amount: payment.amount.cents,
      currency: payment.amount.currency,
      status: 'refunded',
    })
    .onConflictDoNothing({ target: payments.providerReference })
    .returning({ id: payments.id });
  return inserted.length === 1;
}
