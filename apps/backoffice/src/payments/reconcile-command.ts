import { pino } from 'pino';
import type { AdminReconciliation, ReconcileFindingOutcome } from '@shop/contract';
import { OFFLINE_CLI_ACTOR } from '../admin/order-audit';
import { ExitCode, runningBackoffice, type CommandOutput } from '../admin/order-commands';
import { runReconciliation } from '../admin/payments/reconciliation-run';
import type { Config } from '../config';
import { connectDatabase } from '../db/connect';
import { createPaymentProviders } from './create-providers';

export interface ReconcileCommandOptions {
  /** BACKOFFICE_URL is read from here. */
  env?: NodeJS.ProcessEnv;
  output?: CommandOutput;
  fetch?: typeof fetch;
  now?: Date;
}

const NOT_CONFIGURED =
  'Stripe is not configured (STRIPE_SECRET_KEY is not set): card payments are in the sandbox, nothing to reconcile.';

/** Prints what a run did; answers the exit code (failed when a payment could not be reconciled). */
function report(run: AdminReconciliation, output: CommandOutput): number {
  if (run.provider === null) {
    output.out(NOT_CONFIGURED);
    return ExitCode.done;
  }
  const outcomes = (outcome: ReconcileFindingOutcome) =>
    run.findings.filter((finding) => finding.outcome === outcome).map((finding) => finding.reference);
  const [refunded, pending, failed] = [outcomes('refunded'), outcomes('order-pending'), outcomes('failed')];
  output.out(`Checked ${run.checked} succeeded Stripe payments since ${run.since}.`);
  for (const reference of refunded) output.out(`Refunded ${reference}: no order holds it.`);
  for (const reference of pending)
    output.out(`Skipped ${reference}: its order is still being placed; run again later.`);
  for (const reference of failed) output.err(`Could not reconcile ${reference}; run the command again.`);
  if (refunded.length + pending.length + failed.length === 0) output.out('Every payment has its order.');
  return failed.length === 0 ? ExitCode.done : ExitCode.failed;
}

/**
 * `npm run shop -- payments:reconcile`: every card payment Stripe took in the last day that no order
 * holds (and no order is still being placed with) is refunded. While the shop runs, its back-office
 * does it (POST /api/v1/admin/payments/reconcile with the admin token: the embedded database's files
 * are opened by one process only, and the back-office holds the Stripe keys); with none answering,
 * this process does it on the database. Answers the process exit code.
 */
export async function reconcilePaymentsCommand(config: Config, options: ReconcileCommandOptions = {}): Promise<number> {
  const output = options.output ?? { out: (line) => console.log(line), err: (line) => console.error(line) };
  const backoffice = await runningBackoffice({ config, env: options.env ?? process.env, output, fetch: options.fetch });
  if (backoffice.kind === 'failed') return ExitCode.failed;
  if (backoffice.kind === 'running') {
    const { baseUrl } = backoffice;
    const answer = await backoffice.client.reconcilePayments();
    if (!answer.ok) {
      output.err(`The back-office at ${baseUrl} could not reconcile: ${answer.errorMessage} (${answer.status})`);
      return ExitCode.failed;
    }
    return report(answer.body, output);
  }

  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) {
    output.out(NOT_CONFIGURED);
    return ExitCode.done;
  }
  const database = await connectDatabase(config);
  try {
    // The same run as the admin's (Payments screen), recorded in the audit log for it to show.
    const run = await runReconciliation(
      {
        db: database.db,
        providers: createPaymentProviders(database.db, config),
        log: pino({ level: config.LOG_LEVEL }, pino.destination(2)),
      },
      OFFLINE_CLI_ACTOR,
      options.now,
    );
    return report(run, output);
  } finally {
    await database.close();
  }
}
