// `npm run shop -- jobs:list`: each background job with its queue, last run and failures. While the shop runs
// it asks the back-office (GET /api/v1/admin/jobs with the admin token: the embedded database's files are opened
// by one process only); with no back-office answering it reads the database itself.
import type { AdminJob } from '@shop/contract';
import { ADMIN_TOKEN_FILE } from '../admin/admin-token';
import { ExitCode, runningBackoffice, type CommandOutput } from '../admin/order-commands';
import type { Config } from '../config';
import { connectDatabase } from '../db/connect';
import { listJobStatus } from './job-status';

export interface JobsCommandOptions {
  config: Config;
  /** BACKOFFICE_URL is read from here. */
  env: NodeJS.ProcessEnv;
  output: CommandOutput;
  fetch?: typeof fetch;
}

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/** The lines `jobs:list` prints for one queue. */
export function describeJob(job: AdminJob): string[] {
  const schedule = job.schedule
    ? `${job.schedule} (cron, UTC)`
    : job.name === 'send-mail'
      ? 'whenever the shop sends a mail'
      : 'not scheduled';
  const lastRun = job.lastRun ? `${job.lastRun.at} ${job.lastRun.state} after ${tries(job.lastRun.attempts)}` : 'never';
  const lastFailure = job.lastFailure
    ? `${job.lastFailure.at} ${job.lastFailure.message} (${job.lastFailure.willRetry ? 'will be tried again' : 'gave up'})`
    : 'none';
  return [
    `${job.name}: ${job.description}`,
    `  schedule:     ${schedule}`,
    `  jobs:         ${job.queued} queued (${job.retrying} to retry), ${job.active} running, ` +
      `${job.completed} completed, ${job.failed} failed`,
    `  last run:     ${lastRun}`,
    `  last failure: ${lastFailure}`,
  ];
}

/** Prints every job queue's state; answers the exit code. */
export async function listJobsCommand(options: JobsCommandOptions): Promise<number> {
  const { config, output } = options;
  const print = (jobs: AdminJob[]) => jobs.flatMap(describeJob).forEach((line) => output.out(line));

  const backoffice = await runningBackoffice(options);
  if (backoffice.kind === 'failed') return ExitCode.failed;
  if (backoffice.kind === 'running') {
    const { baseUrl } = backoffice;
    const answer = await backoffice.client.listJobs();
    if (!answer.ok) {
      output.err(
        answer.status === 401
          ? `The back-office at ${baseUrl} refused the admin token. Set ADMIN_TOKEN to the token it uses ` +
              `(its ADMIN_TOKEN, or its DATA_DIR/${ADMIN_TOKEN_FILE}).`
          : answer.errorMessage || `The back-office at ${baseUrl} answered ${answer.status}.`,
      );
      return ExitCode.failed;
    }
    print(answer.body.jobs);
    return ExitCode.done;
  }

  // No back-office answers: the database is ours alone.
  const database = await connectDatabase(config);
  try {
    print(await listJobStatus(database.db));
    return ExitCode.done;
  } finally {
    await database.close();
  }
}
