// The shop owner's commands until an admin screen exists:
//   npm run shop -- order:set-status <orderNumber> <status>   (status: 1-5 or Active, InProgress, Completed, Returned, Refunded)
//   npm run shop -- order:list [email]
//   npm run shop -- payments:reconcile   (refunds Stripe payments of the last day that no order holds)
//   npm run shop -- jobs:list            (the background jobs: queued, last run, failures)
//   npm run migrate                      (the database's schema brought up to this release's)
// The order, jobs and payments commands talk to the running back-office (admin/order-commands.ts), or to the database when none runs.
import { ExitCode, runOrderCommand } from './admin/order-commands';
import { loadConfig } from './config';
import { SchemaVersionError } from './db/connect';
import { DataDirInUseError } from './db/data-dir-lock';
import { keepNewFilesPrivate } from './db/data-dir-permissions';
import { migrateCommand } from './db/migrate-command';
import { listJobsCommand } from './jobs/jobs-command';
import { reconcilePaymentsCommand } from './payments/reconcile-command';

const usage = `Usage:
  npm run shop -- order:list [customer email]
  npm run shop -- order:set-status <orderNumber> <status>
     status: 1-5 or Active, InProgress, Completed, Returned, Refunded
  npm run shop -- payments:reconcile
     refunds card payments Stripe took in the last day that no order holds
     (the back-office also does it every 5 minutes while Stripe is configured)
  npm run shop -- jobs:list
     the background jobs (mail, payment reconciliation, nightly purge): queued, last run, failures
  npm run shop -- migrate   (or npm run migrate)
     brings the database's schema up to this release's; servers on PostgreSQL only check it

While the shop runs, the order, jobs and payments commands go through its back-office (BACKOFFICE_URL, else
http://127.0.0.1:BACKOFFICE_PORT) with the admin token (ADMIN_TOKEN, else DATA_DIR/admin-token).`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (
    command !== 'order:set-status' &&
    command !== 'order:list' &&
    command !== 'payments:reconcile' &&
    command !== 'jobs:list' &&
    command !== 'migrate'
  ) {
    console.error(usage);
    return ExitCode.usage;
  }
  const config = loadConfig();
  try {
    if (command === 'migrate') return await migrateCommand(config, (line) => console.log(line));
    if (command === 'payments:reconcile') return await reconcilePaymentsCommand(config);
    const output = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
    if (command === 'jobs:list') return await listJobsCommand({ config, env: process.env, output });
    const code = await runOrderCommand(command, args, {
      config,
      env: process.env,
      output,
    });
    if (code === ExitCode.usage) console.error(usage);
    return code;
  } catch (error) {
    // The order, jobs and payments commands open the database only when no back-office answers.
    if (error instanceof SchemaVersionError) {
      console.error(error.message);
      return ExitCode.failed;
    }
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    console.error(
      'If that process is the back-office, set BACKOFFICE_URL to its address so the command goes through it.',
    );
    return ExitCode.failed;
  }
}

keepNewFilesPrivate();
process.exitCode = await main(process.argv.slice(2));
