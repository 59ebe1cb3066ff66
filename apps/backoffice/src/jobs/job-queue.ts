// The shop's job queue: pg-boss over the shop's database, the same code on PostgreSQL and on PGlite
// (docs/decisions/002-job-queue.md). Its tables come from migration 0015; pg-boss only checks they are its
// version. Every instance works every queue; a job is fetched by one worker (FOR UPDATE SKIP LOCKED), so two
// instances never run the same job at once.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobName } from '@shop/contract';
import type { Database } from '../db/database';
import { queueDatabaseOf } from './queue-database';

/** How long a stop waits for the jobs under way: main.ts promises a stop within 10 s of SIGTERM. */
export const JOB_STOP_TIMEOUT_MS = 5_000;
/** Finished jobs are kept this long (the jobs list counts over them), then deleted by pg-boss's maintenance. */
export const FINISHED_JOBS_KEPT_DAYS = 7;

export interface JobQueueOptions {
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Seconds between looks for jobs another instance queued; this instance's own are taken at once. */
  pollSeconds: number;
  /** Whether this instance keeps the queue's calendar (cron schedules); see `schedule`. */
  schedules: boolean;
}

/** A job as a handler gets it. */
export interface QueuedJob {
  id: string;
  data: unknown;
}

export type JobHandler = (job: QueuedJob) => Promise<unknown>;

export interface JobQueue {
  /** Queues a job of `name`; answers its id. Taken at once when this instance works `name`. */
  send(name: JobName, data: object, options?: PgBoss.SendOptions): Promise<string>;
  /** Runs `handler` for the jobs of `name` once the queue starts, one job at a time on this instance. */
  work(name: JobName, handler: JobHandler): void;
  /**
   * Puts `name` on the calendar once the queue starts (`cron` in UTC; one job per match however many instances
   * keep the calendar), or takes it off with null. Ignored when the options say this instance keeps no calendar.
   */
  schedule(name: JobName, cron: string | null, options?: PgBoss.ScheduleOptions): void;
  start(): Promise<void>;
  /** Stops fetching, waits at most JOB_STOP_TIMEOUT_MS for the jobs under way (those still running are tried again later). */
  stop(): Promise<void>;
}

export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue {
  const database = queueDatabaseOf(db);
  const boss = new PgBoss({
    db: database,
    // The schema is the migrations' business (npm run migrate); pg-boss refuses to start on another version.
    migrate: false,
    schedule: options.schedules,
    deleteAfterDays: FINISHED_JOBS_KEPT_DAYS,
    // Maintenance gives a dead worker's jobs (past their expiry) back to the queue: within 30 s, not 2 minutes.
    maintenanceIntervalSeconds: 30,
  });
  // An error pg-boss meets in its loops (a fetch while the database restarts) is logged; the loops go on.
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue: an error in pg-boss'));

  const handlers = new Map<JobName, JobHandler>();
  const schedules = new Map<JobName, { cron: string | null; options?: PgBoss.ScheduleOptions }>();
  const workerIds = new Map<JobName, string>();
  // Handlers under way: pg-boss's stop can answer before a handler it let run has finished, and the
  // handler's end (marking the job done) must reach the database before it closes.
  const running = new Set<Promise<unknown>>();
  let started = false;

  return {
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, sendOptions);
      if (id === null) throw new Error(`the ${name} queue refused a job`);
      const worker = workerIds.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    work(name, handler) {
      handlers.set(name, handler);
    },
    schedule(name, cron, scheduleOptions) {
      schedules.set(name, { cron, options: scheduleOptions });
    },
    async start() {
      await boss.start();
      started = true;
      if (options.schedules) {
        for (const [name, { cron, options: scheduleOptions }] of schedules) {
          if (cron === null) await boss.unschedule(name);
          else await boss.schedule(name, cron, {}, { tz: 'UTC', ...scheduleOptions });
        }
      }
      for (const [name, handler] of handlers) {
        // Known once work() answers; jobs are fetched only after that.
        const worker: { id?: string } = {};
        worker.id = await boss.work<object>(
          name,
          { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 },
          async ([job]) => {
            const run = handler({ id: job!.id, data: job!.data });
            running.add(run);
            try {
              return await run;
            } finally {
              running.delete(run);
              // pg-boss would wait a whole poll before the next fetch: a worker that found a job looks for the
              // next at once (a newsletter's mails), and waits only once the queue is empty.
              if (worker.id) boss.notifyWorker(worker.id);
            }
          },
        );
        workerIds.set(name, worker.id);
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      workerIds.clear();
      const deadline = Date.now() + JOB_STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, wait: true, timeout: JOB_STOP_TIMEOUT_MS });
      // A fetch under way when the stop came may still hand a job to its handler, and pg-boss marks a job
      // done a turn after its handler ends: until no handler runs and no statement is under way.
      while ((running.size > 0 || database.busy()) && Date.now() < deadline) {
        await Promise.race([
          Promise.allSettled([...running, database.drain()]),
          new Promise((resolve) => setTimeout(resolve, deadline - Date.now()).unref()),
        ]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
