// Payment reconciliation as a job, against the local Stripe stand-in: queued (as the calendar queues it every few
// minutes), the app's worker refunds a captured payment no order holds and records the run in the audit log; a
// quiet run is not recorded. In the sandbox the job is off the calendar and does nothing.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/database';
import { createPaymentProviders } from '../payments/create-providers';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../test/support/fake-stripe';
import { freshDatabase } from '../../test/support/fresh-database';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { waitUntil } from '../../test/support/wait-until';
import { createJobQueue, type JobQueue } from './job-queue';
import { listJobStatus } from './job-status';
import { PURGE_EXPIRED_CRON } from './purge-expired';
import { RECONCILE_PAYMENTS_JOB, SCHEDULED_JOB_ACTOR, reconcilePaymentsJob } from './reconcile-payments-job';
import { createShopJobs } from './shop-jobs';

const quietLog = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

/** Queues a job as another instance's calendar would, and waits for the shop's worker to finish it. */
async function runQueued(db: Database, producer: JobQueue): Promise<unknown> {
  const id = await producer.send(RECONCILE_PAYMENTS_JOB, {});
  return waitUntil('the reconciliation job to end', async () => {
    const [job] = await queryRows<{ state: string; output: unknown }>(
      db,
      sql`SELECT state::text AS state, output FROM pgboss.job WHERE id = ${id}`,
    );
    return (job?.state === 'completed' || job?.state === 'failed') && job;
  });
}

const scheduledRuns = async (db: Database) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE resource = 'payments' AND actor = ${SCHEDULED_JOB_ACTOR.label}`,
    )
  )[0]!.n;

describe('with Stripe configured', () => {
  let stripe: FakeStripe;
  let shop: TestShop;
  let producer: JobQueue;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    shop = await createTestShop({ env: stripeEnv(stripe) });
    producer = createJobQueue(shop.db, { log: quietLog, pollSeconds: 2, schedules: false });
    await producer.start();
  });
  afterAll(async () => {
    await producer?.stop();
    await shop?.close();
    await stripe?.close();
  });

  it('refunds a payment no order holds, records that run, and not a quiet one', async () => {
    const orphan = stripe.addIntent({
      amount: 1999,
      currency: 'usd',
      metadata: { shop_idempotency_key: `1:key:job-lost-${Date.now()}` },
    });
    const first = await runQueued(shop.db, producer);
    expect(first).toMatchObject({ state: 'completed', output: { refunded: 1, pending: 0, failed: 0 } });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === orphan.id)).toHaveLength(1);
    expect(await scheduledRuns(shop.db)).toBe(1);

    // Nothing new to act on: the run leaves no entry (it would every 5 minutes), and refunds nothing twice.
    const second = await runQueued(shop.db, producer);
    expect(second).toMatchObject({ state: 'completed', output: { refunded: 0, failed: 0 } });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === orphan.id)).toHaveLength(1);
    expect(await scheduledRuns(shop.db)).toBe(1);

    const reconcile = (await listJobStatus(shop.db)).find((job) => job.name === 'reconcile-payments');
    expect(reconcile).toMatchObject({ completed: 2, failed: 0, lastRun: { state: 'completed', attempts: 1 } });
  });
});

describe('in the sandbox', () => {
  it('keeps reconciliation off the calendar (the purge on it), and a queued run does nothing', async () => {
    const database = await freshDatabase();
    const config = { ...database.config, JOB_SCHEDULES: true };
    const jobs = await createShopJobs({ config, db: database.db, log: quietLog });
    const providers = createPaymentProviders(database.db, config);
    expect(providers.cardRecords).toBeUndefined();
    jobs.work({ mailer: { send: async () => {} }, providers });
    await jobs.queue.start();
    try {
      const schedules = (await listJobStatus(database.db)).map((job) => [job.name, job.schedule]);
      expect(schedules).toEqual([
        ['send-mail', null],
        ['reconcile-payments', null],
        ['purge-expired', PURGE_EXPIRED_CRON],
      ]);
      expect(await reconcilePaymentsJob({ db: database.db, providers, log: quietLog })({ id: 'x', data: {} })).toEqual({
        skipped: 'Stripe is not configured',
      });
      expect(await scheduledRuns(database.db)).toBe(0);
    } finally {
      await jobs.queue.stop();
      await database.close();
    }
  });
});
