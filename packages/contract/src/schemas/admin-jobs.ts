// The back-office's background jobs (GET /api/v1/admin/jobs, the owner or the admin token; issue 22): each
// queue with what waits in it, its last run and its failures. `npm run shop -- jobs:list` prints the same.
import { z } from 'zod';

/** The shop's job queues: one job of each kind per mail, per reconciliation run, per purge. */
export const JobName = z.enum(['send-mail', 'reconcile-payments', 'purge-expired']);
export type JobName = z.infer<typeof JobName>;

/** A job that ended (done, or failed with no try left). */
export const JobRun = z.object({
  /** When it ended (ISO 8601). */
  at: z.string(),
  state: z.enum(['completed', 'failed']),
  /** How many times it was tried (1 when the first try did it). */
  attempts: z.number().int().min(1),
});
export type JobRun = z.infer<typeof JobRun>;

/** The newest error a job of the queue ended a try with. */
export const JobFailure = z.object({
  /** When that try ended (ISO 8601). */
  at: z.string(),
  /** The error's message. */
  message: z.string(),
  /** Whether the job will be tried again (false: it failed for good). */
  willRetry: z.boolean(),
});
export type JobFailure = z.infer<typeof JobFailure>;

/** One queue and its jobs, counted over what the queue keeps (finished jobs for 7 days). */
export const AdminJob = z.object({
  name: JobName,
  /** What its jobs do, in a sentence. */
  description: z.string(),
  /** When it runs by itself, as a cron expression in UTC; null when it runs on demand or is not scheduled. */
  schedule: z.string().nullable(),
  /** Jobs waiting for a worker, those waiting to be tried again included. */
  queued: z.number().int().min(0),
  /** Of `queued`, those that failed a try and wait for their next one. */
  retrying: z.number().int().min(0),
  /** Jobs a worker is running now. */
  active: z.number().int().min(0),
  /** Jobs done. */
  completed: z.number().int().min(0),
  /** Jobs that failed every try. */
  failed: z.number().int().min(0),
  /** The newest job to end; null when none has. */
  lastRun: JobRun.nullable(),
  /** The newest failed try; null when none failed. */
  lastFailure: JobFailure.nullable(),
});
export type AdminJob = z.infer<typeof AdminJob>;

/** Answer of GET /api/v1/admin/jobs: every queue, in the order of JobName. */
export const AdminJobs = z.object({
  jobs: z.array(AdminJob),
});
export type AdminJobs = z.infer<typeof AdminJobs>;
