import { pino } from 'pino';
import type { ReconcileFindingOutcome } from '@shop/contract';
import { OFFLINE_CLI_ACTOR } from '../admin/order-audit';
import { runReconciliation } from '../admin/payments/reconciliation-run';
import type { Config } from '../config';
import { connectDatabase } from '../db/connect';
import { createPaymentProviders } from './create-providers';

/**
 * `npm run shop -- payments:reconcile`: every card payment Stripe took in the last day that no order
 * holds (and no order is still being placed with) is refunded. Answers the process exit code.
 */
export async function reconcilePaymentsCommand(config: Config, now = new Date()): Promise<number> {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) {
    console.log(
      'Stripe is not configured (STRIPE_SECRET_KEY is not set): card payments are in the sandbox, nothing to reconcile.',
    );
    return 0;
  }
  const database = await connectDatabase(config);
  try {
    // The same run as the admin's (Payments screen), recorded in the audit log for it to show.
    const run = await runReconciliation(
      {
        db: database.db,
        providers: createPaymentProviders(database.db, config),
        log: pino({ level: config.LOG_LEVEL }, pino.destination(2)),
      },
      OFFLINE_CLI_ACTOR,
      now,
    );
    const outcomes = (outcome: ReconcileFindingOutcome) =>
      run.findings.filter((finding) => finding.outcome === outcome).map((finding) => finding.reference);
    const [refunded, pending, failed] = [outcomes('refunded'), outcomes('order-pending'), outcomes('failed')];
    console.log(`Checked ${run.checked} succeeded Stripe payments since ${run.since}.`);
    for (const reference of refunded) console.log(`Refunded ${reference}: no order holds it.`);
    for (const reference of pending)
      console.log(`Skipped ${reference}: its order is still being placed; run again later.`);
    for (const reference of failed) console.error(`Could not reconcile ${reference}; run the command again.`);
    if (refunded.length + pending.length + failed.length === 0) console.log('Every payment has its order.');
    return failed.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}
