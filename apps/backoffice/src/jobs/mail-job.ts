// Mail through the job queue: the mailer's sendInBackground queues the message (sealed: it may hold a reset
// code), and a worker on any instance sends it, trying again with growing waits while the mail server fails.
// One job is fetched by one worker, so two instances send a mail once.
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { MailMessage } from '../mail/mailer';
import type { JobHandler, JobQueue } from './job-queue';
import { openPayload, sealPayload, type SealKeys } from './sealed-payload';

export const SEND_MAIL_JOB = 'send-mail';

/**
 * Tries of a mail: the first and 6 more, the n-th retry after 10·2^(n-1) to 10·2^n seconds (about 10 to 21 minutes
 * in all); a try that has not ended after 2 minutes (the instance died mid-send) counts as failed.
 */
/** How a mail is tried: how often, after what waits, and how long one try may take. */
export type MailRetry = PgBoss.RetryOptions & PgBoss.ExpirationOptions;

export const MAIL_RETRY: MailRetry = {
  retryLimit: 6,
  retryDelay: 10,
  retryBackoff: true,
  // A try takes at most ~50 s (mailer.ts's SMTP_TIMEOUTS): one still running after 60 s had its worker die,
  // and is tried again at the queue's next maintenance (job-queue.ts).
  expireInSeconds: 60,
};

/** What a mail job holds, sealed. */
interface MailJob {
  message: MailMessage;
  /** What the caller said about it (an order id, a user id), for the logs. */
  context: Record<string, unknown>;
}

export interface MailQueue {
  /** Queues a mail; resolves once it is stored. */
  enqueue(message: MailMessage, context: Record<string, unknown>): Promise<void>;
}

export function createMailQueue(queue: JobQueue, keys: SealKeys, retry = MAIL_RETRY): MailQueue {
  return {
    async enqueue(message, context) {
      const job: MailJob = { message, context };
      await queue.send(SEND_MAIL_JOB, sealPayload(keys, SEND_MAIL_JOB, job), retry);
    },
  };
}

/** The worker's side: sends the mail; a failure is logged with the caller's context and the job tried again. */
export function sendMailJob(
  send: (message: MailMessage) => Promise<void>,
  keys: SealKeys,
  log: Pick<FastifyBaseLogger, 'warn'>,
): JobHandler {
  return async (job) => {
    const { message, context } = openPayload<MailJob>(keys, SEND_MAIL_JOB, job.data);
    try {
      await send(message);
    } catch (error) {
      log.warn({ err: error, job: job.id, ...context }, 'mail could not be sent; the queue tries again later');
      throw error;
    }
  };
}
