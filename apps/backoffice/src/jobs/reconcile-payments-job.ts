// Payment reconciliation every few minutes, on the queue's calendar while Stripe is configured: what
// `npm run shop -- payments:reconcile` and the admin's Payments screen do by hand (a card payment no order holds
// is refunded). One run at a time across instances (the queue's singleton policy).
import type { AdminActor } from '../admin/admin-actor';
import { runReconciliation, type ReconciliationDeps } from '../admin/payments/reconciliation-run';
import type { JobHandler } from './job-queue';

export const RECONCILE_PAYMENTS_JOB = 'reconcile-payments';
/** Every 5 minutes: a checkout cut off between the charge and the order is given back within minutes. */
export const RECONCILE_PAYMENTS_CRON = '*/5 * * * *';

/** How a scheduled run appears in the audit log. */
export const SCHEDULED_JOB_ACTOR: AdminActor = { kind: 'token', label: 'scheduled job', address: 'local' };

/**
 * The job: a run recorded in the audit log only when it found something to act on; answers its counts (the
 * queue keeps them as the job's output). A payment it could not refund fails the job, so the jobs list shows it;
 * the next run tries again.
 */
export function reconcilePaymentsJob(deps: ReconciliationDeps): JobHandler {
  return async () => {
    if (!deps.providers.cardRecords) return { skipped: 'Stripe is not configured' };
    const run = await runReconciliation(deps, SCHEDULED_JOB_ACTOR, new Date(), { recordQuietRuns: false });
    const count = (outcome: string) => run.findings.filter((finding) => finding.outcome === outcome).length;
    const counts = {
      checked: run.checked,
      refunded: count('refunded'),
      pending: count('order-pending'),
      failed: count('failed'),
    };
    if (counts.failed > 0) throw new Error(`${counts.failed} of ${run.checked} payments could not be reconciled`);
    return counts;
  };
}
