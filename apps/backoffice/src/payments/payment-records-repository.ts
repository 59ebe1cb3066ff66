import { and, eq, isNull } from 'drizzle-orm';
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
 * Records a payment that no order holds as owed back to the shopper, before the provider is asked to
 * refund it: from then on no order can use it, even if the process stops before the refund is made or
 * recorded. A payment recorded already (held by an order, owed back or refunded) is left as it is. An
 * order being placed with the same payment waits for this row's transaction, or this insert for the order's.
 */
export async function recordPaymentOwedBack(
  tx: Executor,
  payment: { provider: string; reference: string; amount: TakenAmount },
): Promise<void> {
  await tx
    .insert(payments)
    .values({
      orderId: null,
      provider: payment.provider,
      providerReference: payment.reference,
      amount: payment.amount.cents,
      currency: payment.amount.currency,
      status: 'refund_owed',
    })
    .onConflictDoNothing({ target: payments.providerReference });
}

/**
 * Takes the payment's row for its refund while it is owed back (recorded so just now, or by an earlier
 * attempt whose refund did not complete); false when an order holds it or it was refunded. A second run
 * at once waits here until the first has refunded it and recorded so, then finds it refunded.
 */
export async function takeOwedPayment(tx: Executor, reference: string): Promise<boolean> {
  const owed = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerReference, reference), isNull(payments.orderId), eq(payments.status, 'refund_owed')))
    .for('update');
  return owed.length === 1;
}

/** Records a payment owed back, taken by takeOwedPayment, as refunded. */
export async function recordOwedPaymentRefunded(tx: Executor, reference: string): Promise<void> {
  await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.providerReference, reference));
}
