import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { isClaimInProgress } from '../orders/idempotency';
import {
  recordOwedPaymentRefunded,
  recordPaymentOwedBack,
  recordWebhookEvent,
  takeOwedPayment,
} from './payment-records-repository';
import type { CapturedCardPayment, CardPaymentRecords, CardProvider } from './providers';

/** What reconciling one captured payment did. */
export type ReconcileOutcome =
  /** Not made by the shop (no shop key in its metadata): left alone. */
  | 'not-ours'
  /** Its order may still be being placed: ask again later. */
  | 'order-pending'
  /** This webhook event was handled before. */
  | 'seen'
  /** An order holds the payment, or it was given back before. */
  | 'recorded'
  /** No order holds it: given back now. */
  | 'refunded';

export interface ReconcileDeps {
  db: Database;
  card: CardProvider;
  /** The provider name the shop records the card's payments under (e.g. 'stripe'). */
  provider: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * A payment the card provider captured but no order holds (the process stopped between the charge
 * and the order's commit) is given back, in two steps so that no stop in between loses it:
 * 1. it is recorded as owed back, and committed: from then on an order placed with it is refused;
 * 2. its row is locked, the provider refunds it, and it is recorded as refunded, in one transaction.
 * A stop or a failed refund in step 2 leaves it owed: the next run, or the webhook's next delivery,
 * refunds it (the refund's idempotency key is the payment's, and a payment refunded already counts as
 * done, so Stripe gives it back once). A second run at once waits for the first's lock and finds it refunded.
 */
export async function reconcileCapturedCardPayment(
  deps: ReconcileDeps,
  payment: CapturedCardPayment,
  options: { webhookEventId?: string } = {},
): Promise<ReconcileOutcome> {
  if (!payment.shopKey) return 'not-ours';
  if (await isClaimInProgress(deps.db, payment.shopKey)) return 'order-pending';
  const { webhookEventId } = options;
  const firstDelivery = await deps.db.transaction(async (tx) => {
    const first = webhookEventId === undefined || (await recordWebhookEvent(tx, webhookEventId));
    await recordPaymentOwedBack(tx, { provider: deps.provider, reference: payment.reference, amount: payment.amount });
    return first;
  });
  const refunded = await deps.db.transaction(async (tx) => {
    if (!(await takeOwedPayment(tx, payment.reference))) return false;
    await deps.card.refund(payment.reference);
    await recordOwedPaymentRefunded(tx, payment.reference);
    return true;
  });
  if (!refunded) return firstDelivery ? 'recorded' : 'seen';
  deps.log.warn(
    { paymentIntent: payment.reference, cents: payment.amount.cents, currency: payment.amount.currency },
    'refunded a captured card payment whose order was never recorded',
  );
  return 'refunded';
}

export interface ReconcileSummary {
  checked: number;
  refunded: string[];
  pending: string[];
  failed: string[];
  /** Every payment checked with what reconciling it did, in the provider's order (for the admin's report). */
  outcomes: { payment: CapturedCardPayment; outcome: ReconcileOutcome | 'failed' }[];
}

/** Reconciles every succeeded card payment the provider took since `since` (the `payments:reconcile` command). */
export async function reconcileRecentCardPayments(
  deps: ReconcileDeps & { records: CardPaymentRecords },
  since: Date,
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checked: 0, refunded: [], pending: [], failed: [], outcomes: [] };
  for await (const payment of deps.records.listSucceeded(since)) {
    summary.checked += 1;
    try {
      const outcome = await reconcileCapturedCardPayment(deps, payment);
      if (outcome === 'refunded') summary.refunded.push(payment.reference);
      if (outcome === 'order-pending') summary.pending.push(payment.reference);
      summary.outcomes.push({ payment, outcome });
    } catch {
      // One failed refund must not stop the others; the command reports it and can be run again.
      summary.failed.push(payment.reference);
      summary.outcomes.push({ payment, outcome: 'failed' });
    }
  }
  return summary;
}
