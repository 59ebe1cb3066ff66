// What the jobs list shows (GET /api/v1/admin/jobs, `npm run shop -- jobs:list`): each queue's jobs counted by
// state, its newest run and its newest failed try, read from pg-boss's tables (running jobs and the archive of
// finished ones), and its schedule.
import { sql } from 'drizzle-orm';
import { JobName, type AdminJob } from '@shop/contract';
import { queryRows, type Executor } from '../db/database';

/** What each queue's jobs do, as the list says it. */
export const JOB_DESCRIPTIONS: Record<JobName, string> = {
  'send-mail': 'Sends a mail the shop wrote (order, reset code, newsletter, notices), trying again while it fails.',
  'reconcile-payments': 'Refunds card payments Stripe took that no order holds (while Stripe is configured).',
  'purge-expired': 'Deletes ended sessions, expired reset codes and idempotency keys older than a week.',
};

type Moment = Date | string;
const iso = (moment: Moment) => new Date(moment).toISOString();

interface CountsRow {
  name: string;
  cron: string | null;
  queued: number;
  retrying: number;
  active: number;
  completed: number;
  failed: number;
}

interface RunRow {
  name: string;
  state: 'completed' | 'failed';
  at: Moment;
  retry_count: number;
}

interface FailureRow {
  name: string;
  state: 'retry' | 'failed';
  at: Moment;
  message: string | null;
}

// Running and waiting jobs live in pgboss.job, finished ones move to pgboss.archive after a while.
const everyJob = sql.raw(`(
  SELECT name, state, retry_count, started_on, completed_on, output FROM pgboss.job
  UNION ALL
  SELECT name, state, retry_count, started_on, completed_on, output FROM pgboss.archive
)`);

export async function listJobStatus(db: Executor): Promise<AdminJob[]> {
  const names = JobName.options;
  const counts = await queryRows<CountsRow>(
    db,
    sql`SELECT q.name, s.cron,
        count(j.state) FILTER (WHERE j.state IN ('created', 'retry'))::int AS queued,
        count(j.state) FILTER (WHERE j.state = 'retry')::int AS retrying,
        count(j.state) FILTER (WHERE j.state = 'active')::int AS active,
        count(j.state) FILTER (WHERE j.state = 'completed')::int AS completed,
        count(j.state) FILTER (WHERE j.state = 'failed')::int AS failed
      FROM pgboss.queue q
      LEFT JOIN pgboss.schedule s ON s.name = q.name
      LEFT JOIN ${everyJob} j ON j.name = q.name
      WHERE q.name IN (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
      GROUP BY q.name, s.cron`,
  );
  const runs = await queryRows<RunRow>(
    db,
    sql`SELECT DISTINCT ON (name) name, state::text AS state, completed_on AS at, retry_count
      FROM ${everyJob} j
      WHERE state IN ('completed', 'failed')
      ORDER BY name, completed_on DESC`,
  );
  // A try that failed leaves the job waiting ('retry', its error as output) or, with no try left, 'failed'.
  const failures = await queryRows<FailureRow>(
    db,
    sql`SELECT DISTINCT ON (name) name, state::text AS state, COALESCE(completed_on, started_on) AS at,
        output->>'message' AS message
      FROM ${everyJob} j
      WHERE state IN ('retry', 'failed') AND started_on IS NOT NULL
      ORDER BY name, COALESCE(completed_on, started_on) DESC`,
  );
  return names.map((name): AdminJob => {
    const count = counts.find((row) => row.name === name);
    const run = runs.find((row) => row.name === name);
    const failure = failures.find((row) => row.name === name);
    return {
      name,
      description: JOB_DESCRIPTIONS[name],
      schedule: count?.cron ?? null,
      queued: count?.queued ?? 0,
      retrying: count?.retrying ?? 0,
      active: count?.active ?? 0,
      completed: count?.completed ?? 0,
      failed: count?.failed ?? 0,
      lastRun: run ? { at: iso(run.at), state: run.state, attempts: run.retry_count + 1 } : null,
      lastFailure: failure
        ? { at: iso(failure.at), message: failure.message ?? 'no message', willRetry: failure.state === 'retry' }
        : null,
    };
  });
}

/** Jobs now in the queue (waiting, waiting for a retry, running), per queue and state: the metrics' queue depth. */
export async function countQueuedJobs(db: Executor): Promise<{ queue: string; state: string; jobs: number }[]> {
  return queryRows(
    db,
    sql`SELECT name AS queue, state::text AS state, count(*)::int AS jobs
          FROM pgboss.job WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
  );
}
