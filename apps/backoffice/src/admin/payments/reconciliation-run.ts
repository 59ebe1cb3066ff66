// A payment reconciliation run, as the admin and the `payments:reconcile` command start it: the card
// provider's captured payments of the last day checked against the shop's orders (those no order
// holds are refunded), and the run kept in the audit log, where the admin reads the last one back.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  AdminReconciliation,
  RECONCILE_LOOK_BACK_MS,
  type ReconcileFinding,
  type ReconcileFindingOutcome,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database';
import { auditLog, orders, payments } from '../../db/schema';
import type { PaymentProviders } from '../../payments/providers';
import { reconcileRecentCardPayments, type ReconcileSummary } from '../../payments/reconcile-card-payments';
import { STRIPE_PROVIDER } from '../../payments/stripe-card';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit-log';

/** How a run appears in the audit log; its findings are the entry's `after`. */
export const RECONCILE_AUDIT = { action: 'reconcile', resource: 'payments' } as const;

export interface ReconciliationDeps {
  db: Database;
  providers: PaymentProviders;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

// Those that needed attention first, in the order a member acts on them.
const OUTCOME_ORDER: readonly ReconcileFindingOutcome[] = [
  'refunded',
  'failed',
  'order-pending',
  'recorded',
  'refunded-earlier',
  'not-ours',
];

/** The shop's record of each payment: the order holding it, or none (given back without one). */
async function paymentHolders(db: Executor, references: string[]) {
  if (references.length === 0) return new Map<string, { orderId: number | null; orderNumber: string | null }>();
  const rows = await db
    .select({ reference: payments.providerReference, orderId: payments.orderId, orderNumber: orders.orderNumber })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(inArray(payments.providerReference, references));
  return new Map(rows.map((row) => [row.reference, { orderId: row.orderId, orderNumber: row.orderNumber }]));
}

/** The outcome as the admin tells it. */
function findingOutcome(
  outcome: ReconcileSummary['outcomes'][number]['outcome'],
  holder: { orderId: number | null } | undefined,
): ReconcileFindingOutcome {
  // 'recorded' covers a payment given back before as well: told apart here, since no order holds it.
  if (outcome === 'recorded') return holder && holder.orderId === null ? 'refunded-earlier' : 'recorded';
  // Only a webhook event is 'seen' twice; a run reads payments, never events.
  if (outcome === 'seen') return 'recorded';
  return outcome;
}

/** Each payment's finding, naming the order that holds a recorded one. */
async function findingsOf(db: Executor, outcomes: ReconcileSummary['outcomes']): Promise<ReconcileFinding[]> {
  const recorded = outcomes.filter((item) => item.outcome === 'recorded').map((item) => item.payment.reference);
  const holders = await paymentHolders(db, recorded);
  const findings = outcomes.map(({ payment, outcome }): ReconcileFinding => {
    const holder = outcome === 'recorded' ? holders.get(payment.reference) : undefined;
    return {
      reference: payment.reference,
      amount: Number.isInteger(payment.amount.cents) ? payment.amount.cents : null,
      currency: payment.amount.currency ? payment.amount.currency.toUpperCase() : null,
      outcome: findingOutcome(outcome, holder),
      orderId: holder?.orderId ?? null,
      orderNumber: holder?.orderNumber ?? null,
    };
  });
  // A stable sort: within an outcome, the provider's order (newest first) stays.
  return findings.sort((a, b) => OUTCOME_ORDER.indexOf(a.outcome) - OUTCOME_ORDER.indexOf(b.outcome));
}

/** A finding someone may have to act on: a refund made, one that failed, an order still being placed. */
export const needsAttention = (finding: ReconcileFinding): boolean =>
  finding.outcome === 'refunded' || finding.outcome === 'failed' || finding.outcome === 'order-pending';

/**
 * Reconciles the last day's captured card payments and records the run, with its findings, in the
 * audit log (with `recordQuietRuns: false`, as the scheduled job runs it, only a run with a finding that
 * needs attention: a run every few minutes would otherwise bury the log). In the sandbox (no live card provider, no money held) nothing is checked, and the run
 * says so. Each payment is refunded in its own transaction (reconcileCapturedCardPayment), so two
 * runs at once refund a payment once: the second waits for the first's record and finds it given back.
 * A provider that cannot list its payments throws a PaymentProviderError; refunds made before stay.
 */
export async function runReconciliation(
  deps: ReconciliationDeps,
  actor: AdminActor,
  now = new Date(),
  options: { recordQuietRuns?: boolean } = {},
): Promise<AdminReconciliation> {
  const since = new Date(now.getTime() - RECONCILE_LOOK_BACK_MS);
  const records = deps.providers.cardRecords;
  const summary = records
    ? await reconcileRecentCardPayments(
        { db: deps.db, card: deps.providers.card, provider: STRIPE_PROVIDER, records, log: deps.log },
        since,
      )
    : undefined;
  const run: AdminReconciliation = {
    ranAt: now.toISOString(),
    ranBy: actor.label,
    provider: records ? STRIPE_PROVIDER : null,
    since: since.toISOString(),
    checked: summary?.checked ?? 0,
    findings: summary ? await findingsOf(deps.db, summary.outcomes) : [],
  };
  const { ranBy: _shownAsTheActor, ...details } = run;
  if (options.recordQuietRuns !== false || run.findings.some(needsAttention)) {
    await recordAudit(deps.db, actor, { ...RECONCILE_AUDIT, after: details });
  }
  return run;
}

/** The last run recorded (by the admin or the command), or null when none has run. */
export async function lastReconciliation(db: Executor): Promise<AdminReconciliation | null> {
  const [entry] = await db
    .select({ actor: auditLog.actor, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.resource, RECONCILE_AUDIT.resource), eq(auditLog.action, RECONCILE_AUDIT.action)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (!entry) return null;
  return AdminReconciliation.parse({ ...entry.after, ranBy: entry.actor });
}
