import { pino } from 'pino';
import type { Config } from '../config';
import { connectDatabase } from '../db/connect';
import { createPaymentProviders } from './create-providers';
import { reconcileRecentCardPayments } from './reconcile-card-payments';
import { STRIPE_PROVIDER } from './stripe-card';

// Stripe retries a webhook for days; a day back covers a missed delivery or a webhook not set up yet.
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;

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
    const providers = createPaymentProviders(database.db, config);
    const since = new Date(now.getTime() - LOOK_BACK_MS);
    const summary = await reconcileRecentCardPayments(
      {
        db: database.db,
        card: providers.card,
        provider: STRIPE_PROVIDER,
        records: providers.cardRecords!,
        log: pino({ level: config.LOG_LEVEL }, pino.destination(2)),
      },
      since,
    );
    console.log(`Checked ${summary.checked} succeeded Stripe payments since ${since.toISOString()}.`);
    for (const reference of summary.refunded) console.log(`Refunded ${reference}: no order holds it.`);
    for (const reference of summary.pending)
      console.log(`Skipped ${reference}: its order is still being placed; run again later.`);
    for (const reference of summary.failed) console.error(`Could not reconcile ${reference}; run the command again.`);
    if (summary.refunded.length + summary.pending.length + summary.failed.length === 0)
      console.log('Every payment has its order.');
    return summary.failed.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}
