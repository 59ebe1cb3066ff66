// A run's findings: each payment's outcome (first: what a phone shows without scrolling), amount, the
// order holding it (opening it) and the provider's reference.
import type { ReconcileFinding } from '@shop/contract';
import { CodeLink } from '../../ui/code-link';
import { bodyCell, ScrollTable } from '../../ui/scroll-table';
import { useI18n, useMessages } from '../../i18n/i18n';
import { paymentMessages } from './messages';
import { findingAmount, needsAttention, outcomeText } from './payment-view';

function OutcomeBadge({ outcome }: { outcome: ReconcileFinding['outcome'] }) {
  const m = useMessages(paymentMessages);
  const tone =
    outcome === 'failed'
      ? 'bg-red-100 text-red-900'
      : needsAttention(outcome)
        ? 'bg-amber-100 text-amber-900'
        : 'bg-stone-100 text-stone-800';
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {m(outcomeText(outcome))}
    </span>
  );
}

export function ReconcileFindings({ findings }: { findings: readonly ReconcileFinding[] }) {
  const { locale } = useI18n();
  const m = useMessages(paymentMessages);
  if (findings.length === 0) return <p className="text-sm text-stone-600">{m('noFindings')}</p>;
  return (
    <ScrollTable
      label={m('findings')}
      columns={(['outcome', 'amount', 'order', 'reference'] as const).map((key) => m(key))}
    >
      {findings.map((finding) => (
        <tr key={finding.reference} className="border-t border-stone-100">
          <td className={bodyCell}>
            <OutcomeBadge outcome={finding.outcome} />
          </td>
          <td className={`${bodyCell} whitespace-nowrap tabular-nums`}>
            {findingAmount(finding, locale) ?? <span className="text-stone-600">{m('unknownAmount')}</span>}
          </td>
          <td className={`${bodyCell} whitespace-nowrap`}>
            {finding.orderId !== null && finding.orderNumber !== null ? (
              <CodeLink to={`/orders/${finding.orderId}`} label={m('openOrder', { number: finding.orderNumber })}>
                {finding.orderNumber}
              </CodeLink>
            ) : (
              <span className="text-stone-600">{m('noOrder')}</span>
            )}
          </td>
          <td className={bodyCell}>
            <bdi dir="ltr" className="font-mono text-xs">
              {finding.reference}
            </bdi>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
