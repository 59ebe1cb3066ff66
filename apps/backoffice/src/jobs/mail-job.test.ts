// Mail through the job queue, on PGlite and on PostgreSQL: the app's mails are queued sealed and sent once; a
// failing send is tried again after growing waits; two workers racing over the same mails send each once.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { queryRows, type Database } from '../db/database';
import type { MailMessage } from '../mail/mailer';
import { freshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { codeInMail, findPlaces, freshAddress, fromAddress, signUpAndLogIn } from '../../test/support/shopper';
import { startSmtpInbox, type SmtpInbox } from '../../test/support/smtp-inbox';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { waitUntil } from '../../test/support/wait-until';
import { createJobQueue, type JobQueue } from './job-queue';
import { listJobStatus } from './job-status';
import { createMailQueue, SEND_MAIL_JOB, sendMailJob } from './mail-job';
import type { SealKeys } from './sealed-payload';

/** A logger that keeps what the queue and the worker say. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const log = {
    warn: (_fields: unknown, message: string) => lines.push({ level: 'warn', message }),
    error: (_fields: unknown, message: string) => lines.push({ level: 'error', message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const mail = (to: string, subject: string): MailMessage => ({
  to,
  fromName: 'Test Shop',
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
  language: 'en',
});

const keys: SealKeys = { current: randomBytes(32) };
// Quick tries for tests: the n-th retry after 1·2^(n-1) to 1·2^n seconds.
const quickRetry = { retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 };

/** Jobs of the mail queue by state, in the running table and the archive. */
async function mailJobStates(db: Database): Promise<Record<string, number>> {
  const rows = await queryRows<{ state: string; count: number }>(
    db,
    sql`SELECT state::text AS state, count(*)::int AS count FROM (
          SELECT state FROM pgboss.job WHERE name = ${SEND_MAIL_JOB}
          UNION ALL SELECT state FROM pgboss.archive WHERE name = ${SEND_MAIL_JOB}) jobs
        GROUP BY state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

describe('the app’s mails', () => {
  let inbox: SmtpInbox;
  let shop: TestShop;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await createTestShop({ env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await shop?.close();
    await inbox?.close();
  });

  it('are queued sealed, sent once, and the job recorded as done', async () => {
    const email = 'queued-mail@example.com';
    await signUpAndLogIn(shop, (await findPlaces(shop)).home, email);
    const reply = await shop.call(
      endpointPath('validate-email-send-otp'),
      { Email: email },
      fromAddress(freshAddress()),
    );
    expect(reply.body.message).toBe('Sent Successfully');

    const [received] = await inbox.waitFor(1);
    await waitUntil('the mail job to be done', async () => (await mailJobStates(shop.db)).completed === 1);
    expect(inbox.received.filter((message) => message.to.includes(email))).toHaveLength(1);
    expect(await mailJobStates(shop.db)).toEqual({ completed: 1 });

    // The queue keeps the job for days: the code in it is sealed, the address too.
    const stored = await queryRows<{ data: string }>(
      shop.db,
      sql`SELECT data::text AS data FROM pgboss.job WHERE name = ${SEND_MAIL_JOB}
          UNION ALL SELECT data::text FROM pgboss.archive WHERE name = ${SEND_MAIL_JOB}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatch(/^\{"sealed": "v1\./);
    expect(stored[0]!.data).not.toContain(codeInMail(received!.raw));
    expect(stored[0]!.data).not.toContain(email);

    const [status] = await listJobStatus(shop.db);
    expect(status).toMatchObject({
      name: 'send-mail',
      queued: 0,
      completed: 1,
      failed: 0,
      lastRun: { state: 'completed', attempts: 1 },
      lastFailure: null,
    });
  });
});

describe('the mail worker', () => {
  let database: FreshDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A queue on `db` (the fresh database by default) that checks for others' jobs every half second. */
  function queueOn(db: Database = database.db, log = recordingLog().log): JobQueue {
    const queue = createJobQueue(db, { log, pollSeconds: 0.5, schedules: false });
    queues.push(queue);
    return queue;
  }

  it('tries a failing send again after growing waits, until it goes', async () => {
    const { log, lines } = recordingLog();
    const queue = queueOn(database.db, log);
    const tries: number[] = [];
    const sent: MailMessage[] = [];
    queue.work(
      SEND_MAIL_JOB,
      sendMailJob(
        async (message) => {
          tries.push(Date.now());
          if (tries.length <= 2) throw new Error(`mail server down (try ${tries.length})`);
          sent.push(message);
        },
        keys,
        log,
      ),
    );
    await queue.start();
    await createMailQueue(queue, keys, quickRetry).enqueue(mail('retry@example.com', 'Retried'), { test: 'retry' });

    await waitUntil('the third try', () => sent.length === 1);
    await waitUntil('the job to be done', async () => (await mailJobStates(database.db)).completed === 1);
    expect(sent.map((message) => message.subject)).toEqual(['Retried']);
    expect(tries).toHaveLength(3);
    // The first retry waits 1 to 2 s, the second 2 to 4 s (backoff), each plus up to one poll.
    const tolerance = 100;
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(1000 - tolerance);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(2000 - tolerance);
    expect(lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'mail could not be sent; the queue tries again later',
      'mail could not be sent; the queue tries again later',
    ]);
    const [status] = await listJobStatus(database.db);
    expect(status).toMatchObject({ completed: 1, failed: 0, lastRun: { state: 'completed', attempts: 3 } });
  });

  it('gives up after the last try, and the jobs list says why', async () => {
    const queue = queueOn();
    let tries = 0;
    queue.work(
      SEND_MAIL_JOB,
      sendMailJob(
        async () => {
          tries += 1;
          throw new Error('550 mailbox unavailable');
        },
        keys,
        recordingLog().log,
      ),
    );
    await queue.start();
    await createMailQueue(queue, keys, { ...quickRetry, retryLimit: 1 }).enqueue(mail('gone@example.com', 'Lost'), {});

    await waitUntil('the job to fail for good', async () => (await mailJobStates(database.db)).failed === 1);
    expect(tries).toBe(2);
    const [status] = await listJobStatus(database.db);
    expect(status).toMatchObject({
      failed: 1,
      lastRun: { state: 'failed', attempts: 2 },
      lastFailure: { message: '550 mailbox unavailable', willRetry: false },
    });
  });

  it('sends each of 20 mails once when two workers (two instances on PostgreSQL) race for them', async () => {
    const before = (await mailJobStates(database.db)).completed ?? 0;
    // Queued before either worker starts, so both find work waiting at once.
    const producer = queueOn();
    await producer.start();
    const mails = createMailQueue(producer, keys, quickRetry);
    for (let index = 1; index <= 20; index += 1)
      await mails.enqueue(mail(`race-${index}@example.com`, `Race ${index}`), {});

    const sent: { subject: string; worker: string }[] = [];
    const worker = async (name: string) => {
      const db = name === 'first' ? database.db : (await database.openAgain()).db;
      const queue = queueOn(db);
      queue.work(
        SEND_MAIL_JOB,
        sendMailJob(
          async (message) => {
            // As long as an SMTP exchange takes: the other worker fetches meanwhile.
            await new Promise((resolve) => setTimeout(resolve, 50));
            sent.push({ subject: message.subject, worker: name });
          },
          keys,
          recordingLog().log,
        ),
      );
      return queue;
    };
    const workers = await Promise.all([worker('first'), worker('second')]);
    await Promise.all(workers.map((queue) => queue.start()));

    await waitUntil('20 mails', () => sent.length >= 20);
    await waitUntil('every job done', async () => (await mailJobStates(database.db)).completed === before + 20);
    const subjects = sent.map((entry) => entry.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, index) => `Race ${index + 1}`).sort());
    expect(new Set(sent.map((entry) => entry.worker))).toEqual(new Set(['first', 'second']));
  });
});
