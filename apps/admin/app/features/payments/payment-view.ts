// How the payments screen tells a reconciliation: each finding's outcome, its amount, whether it
// needed attention, and the sentence announced when a run ends.
import type { AdminReconciliation, ReconcileFinding, ReconcileFindingOutcome } from '@shop/contract';
import { formatCents } from '../../ui/money';
import type { PaymentMessageKey } from './messages';

const OUTCOME_TEXT: Record<ReconcileFindingOutcome, PaymentMessageKey> = {
  refunded: 'outcomeRefunded',
  failed: 'outcomeFailed',
  'order-pending': 'outcomeOrderPending',
  recorded: 'outcomeRecorded',
  'refunded-earlier': 'outcomeRefundedEarlier',
  'not-ours': 'outcomeNotOurs',
};

/** The text of a finding's outcome. */
export const outcomeText = (outcome: ReconcileFindingOutcome): PaymentMessageKey => OUTCOME_TEXT[outcome];

/** What the run did or left to do: a refund made now, a payment left for later, one that failed. */
export const needsAttention = (outcome: ReconcileFindingOutcome) =>
  outcome === 'refunded' || outcome === 'order-pending' || outcome === 'failed';

/** What the provider took, as money in `locale`; undefined when it did not say. */
export function findingAmount(finding: Pick<ReconcileFinding, 'amount' | 'currency'>, locale: string) {
  if (finding.amount === null || finding.currency === null) return undefined;
  try {
    return formatCents(finding.amount, locale, finding.currency);
  } catch {
    // A currency code Intl does not know (the provider's, not the shop's) is shown as it came.
    return `${(finding.amount / 100).toLocaleString(locale, { minimumFractionDigits: 2 })} ${finding.currency}`;
  }
}

/** The sentence announced when a run ends, and the numbers it names. */
export function runSummary(run: Pick<AdminReconciliation, 'provider' | 'checked' | 'findings'>): {
  key: PaymentMessageKey;
  values: Record<string, number>;
} {
  if (run.provider === null) return { key: 'summarySandbox', values: {} };
  const count = (outcome: ReconcileFindingOutcome) => run.findings.filter((item) => item.outcome === outcome).length;
  const values = {
    checked: run.checked,
    refunded: count('refunded'),
    pending: count('order-pending'),
    failed: count('failed'),
  };
  const attention = values.refunded + values.pending + values.failed > 0;
  return { key: attention ? 'summaryAttention' : 'summaryAllHeld', values };
}

/** A moment in `locale`, e.g. "31 Jan 2026, 09:00". */
export const formatMoment = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
