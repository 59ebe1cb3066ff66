// The order's payment records and the refunds given through their provider: the provider's ids,
// amounts, states, and for a refund whether it was restocked, the reason given, who gave it and when.
import type { AdminOrderDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { formatCents } from '../../ui/money';
import { orderMessages } from './messages';
import { bodyCell, ScrollTable } from '../../ui/scroll-table';
import { SectionCard } from '../../ui/section-card';
import { formatMoment, providerName, recordState, refundReason } from './order-view';

export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  const { locale } = useI18n();
  const m = useMessages(orderMessages);
  return (
    <SectionCard title={m('paymentsTitle')}>
      {order.payments.length === 0 ? (
        <p className="text-sm text-stone-600">{m('noPayments')}</p>
      ) : (
        <ScrollTable
          label={m('paymentsTitle')}
          columns={(['provider', 'reference', 'amount', 'paymentStatus', 'when'] as const).map((key) => m(key))}
        >
          {order.payments.map((payment) => (
            <tr key={payment.id} className="border-t border-stone-100">
              <td className={bodyCell}>{providerName(payment.provider, m)}</td>
              <td className={bodyCell}>
                <bdi dir="ltr" className="font-mono text-xs">
                  {payment.reference}
                </bdi>
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                {formatCents(payment.amount, locale, payment.currency)}
              </td>
              <td className={bodyCell}>
                <RecordState status={payment.status} />
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                <time dateTime={payment.createdAt}>{formatMoment(payment.createdAt, locale)}</time>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </SectionCard>
  );
}

export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const { t, locale } = useI18n();
  const m = useMessages(orderMessages);
  return (
    <SectionCard title={m('refundsTitle')}>
      {order.refunds.length === 0 ? (
        <p className="text-sm text-stone-600">{m('noRefunds')}</p>
      ) : (
        <ScrollTable
          label={m('refundsTitle')}
          columns={(
            ['kind', 'provider', 'reference', 'amount', 'paymentStatus', 'restocked', 'reason', 'who', 'when'] as const
          ).map((key) => m(key))}
        >
          {order.refunds.map((refund) => (
            <tr key={refund.id} className="border-t border-stone-100">
              <td className={bodyCell}>{m(refund.kind === 'cancel' ? 'kindCancel' : 'kindRefund')}</td>
              <td className={bodyCell}>{providerName(refund.provider, m)}</td>
              <td className={bodyCell}>
                <bdi dir="ltr" className="font-mono text-xs">
                  {refund.providerRefundId}
                </bdi>
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatCents(refund.amount, locale, refund.currency)}</td>
              <td className={bodyCell}>
                <RecordState status={refund.status} />
              </td>
              <td className={bodyCell}>{t(refund.restocked ? 'app.yes' : 'app.no')}</td>
              <td className={bodyCell}>
                <span dir="auto" className="block max-w-56 text-start whitespace-pre-wrap">
                  {refundReason(order.timeline, refund.providerRefundId) || '—'}
                </span>
              </td>
              <td className={bodyCell}>
                <bdi dir="ltr">{refund.actor || m('byUnknown')}</bdi>
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                <time dateTime={refund.createdAt}>{formatMoment(refund.createdAt, locale)}</time>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </SectionCard>
  );
}

/** A payment's or refund's state in words, or as its provider wrote it when the screens do not know it. */
function RecordState({ status }: { status: string }) {
  const m = useMessages(orderMessages);
  return recordState(status, m) ?? <bdi dir="ltr">{status}</bdi>;
}
