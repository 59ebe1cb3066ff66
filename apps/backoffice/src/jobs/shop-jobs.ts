// The back-office's background work (docs/jobs.md): mail, payment reconciliation every few minutes, the nightly
// purge, on one job queue. Built before the mailer, which queues its mails on it; the workers are added once
// what they need exists, and the queue starts with the app (onReady) and stops with it (onClose).
import type { FastifyBaseLogger } from 'fastify';
import { loadSecretKey, previousSecretKey } from '../accounts/secret-key';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { PaymentProviders } from '../payments/providers';
import { createJobQueue, type JobQueue } from './job-queue';
import { createMailQueue, SEND_MAIL_JOB, sendMailJob, type MailQueue, type MailRetry } from './mail-job';
import { PURGE_EXPIRED_CRON, PURGE_EXPIRED_JOB, purgeExpiredJob } from './purge-expired';
import { RECONCILE_PAYMENTS_CRON, RECONCILE_PAYMENTS_JOB, reconcilePaymentsJob } from './reconcile-payments-job';
import type { SealKeys } from './sealed-payload';

export interface ShopJobs {
  queue: JobQueue;
  /** Where the mailer queues its mails. */
  mail: MailQueue;
  /** Adds the workers of every job; called once the mailer and the payment providers exist. */
  work(deps: { mailer: Pick<Mailer, 'send'>; providers: PaymentProviders }): void;
}

export interface ShopJobsDeps {
  config: Pick<Config, 'SECRET_KEY' | 'SECRET_KEY_PREVIOUS' | 'DATA_DIR' | 'JOB_SCHEDULES' | 'JOB_POLL_SECONDS'>;
  db: Database;
  log: FastifyBaseLogger;
  /** Tests: quicker retries than MAIL_RETRY's (mail-job.ts). */
  mailRetry?: MailRetry;
}

export async function createShopJobs({ config, db, log, mailRetry }: ShopJobsDeps): Promise<ShopJobs> {
  const keys: SealKeys = { current: await loadSecretKey(config), previous: previousSecretKey(config) };
  const queue = createJobQueue(db, { log, pollSeconds: config.JOB_POLL_SECONDS, schedules: config.JOB_SCHEDULES });
  return {
    queue,
    mail: createMailQueue(queue, keys, mailRetry),
    work({ mailer, providers }) {
      queue.work(
        SEND_MAIL_JOB,
        sendMailJob((message) => mailer.send(message), keys, log),
      );
      queue.work(RECONCILE_PAYMENTS_JOB, reconcilePaymentsJob({ db, providers, log }));
      queue.work(PURGE_EXPIRED_JOB, purgeExpiredJob(db));
      // Reconciliation asks the live card provider; in the sandbox there is nothing to ask.
      queue.schedule(RECONCILE_PAYMENTS_JOB, providers.cardRecords ? RECONCILE_PAYMENTS_CRON : null, {
        retryLimit: 0,
      });
      queue.schedule(PURGE_EXPIRED_JOB, PURGE_EXPIRED_CRON, { retryLimit: 2, retryDelay: 600 });
    },
  };
}
