// GET /api/v1/admin/jobs: the owner (or the admin token) reads each job queue with its schedule, last run and
// failures; other roles get 403, no one signed in 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, type AdminJobs, type StaffRole } from '@shop/contract';
import { PURGE_EXPIRED_CRON } from '../../jobs/purge-expired';
import { RECONCILE_PAYMENTS_CRON } from '../../jobs/reconcile-payments-job';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/support/fake-stripe';
import { findPlaces, freshAddress, fromAddress, signUpAndLogIn } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { waitUntil } from '../../../test/support/wait-until';
import { adminClient } from '../../../test/support/admin-test-client';
import { ADMIN_JOBS_PATH } from './job-routes';

let stripe: FakeStripe;
let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  // With Stripe configured and the calendar kept, as a live shop runs.
  shop = await createTestShop({ env: { ...stripeEnv(stripe), JOB_SCHEDULES: 'true' } });
  admin = adminClient(shop);
  cookies.owner = (await admin.firstOwner()).cookie;
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies[role] = await admin.signIn((await admin.createMember(role)).email);
  }
});
afterAll(async () => {
  await shop?.close();
  await stripe?.close();
});

const jobsAs = async (request: { cookie?: string; authorization?: string }) => {
  const reply = await admin.send('GET', ADMIN_JOBS_PATH, request);
  return { status: reply.statusCode, body: reply.json() as AdminJobs & { errorMessage?: string } };
};

describe('who may read the jobs', () => {
  it('is the owner and the admin token; other roles get 403, no one signed in 401', async () => {
    expect((await jobsAs({ cookie: cookies.owner })).status).toBe(200);
    expect((await jobsAs({ authorization: `Bearer ${await admin.adminToken()}`, cookie: undefined })).status).toBe(200);
    for (const role of ['catalogue', 'orders', 'moderator'] as const) {
      expect((await jobsAs({ cookie: cookies[role] })).status).toBe(403);
    }
    expect((await jobsAs({})).status).toBe(401);
    expect((await jobsAs({ authorization: 'Bearer not-the-owner-token-0123456789abcdefgh' })).status).toBe(401);
  });
});

describe('what the jobs list says', () => {
  it('names every queue with its schedule, and the last run of the mails the shop sent', async () => {
    const email = 'jobs-list@example.com';
    await signUpAndLogIn(shop, (await findPlaces(shop)).home, email);
    await shop.call(endpointPath('validate-email-send-otp'), { Email: email }, fromAddress(freshAddress()));

    const mailJob = async () =>
      (await jobsAs({ cookie: cookies.owner })).body.jobs.find((job) => job.name === 'send-mail');
    const sent = await waitUntil('the reset-code mail to be sent', async () => {
      const job = await mailJob();
      return job && job.completed >= 1 && job;
    });
    expect(sent).toMatchObject({
      schedule: null,
      queued: 0,
      active: 0,
      failed: 0,
      lastRun: { state: 'completed', attempts: 1 },
      lastFailure: null,
    });
    expect(Date.parse(sent.lastRun!.at)).toBeGreaterThan(Date.now() - 5 * 60_000);

    const { jobs } = (await jobsAs({ cookie: cookies.owner })).body;
    expect(jobs.map((job) => [job.name, job.schedule])).toEqual([
      ['send-mail', null],
      ['reconcile-payments', RECONCILE_PAYMENTS_CRON],
      ['purge-expired', PURGE_EXPIRED_CRON],
    ]);
    for (const job of jobs) expect(job.description).not.toBe('');
  });
});
