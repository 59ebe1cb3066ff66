// What staff can do to the order now: move it to one of its next statuses (with a note for the
// timeline), cancel it before it ships (after a confirmation saying what cancelling does), or refund
// it. Each answers the order as it is after the action.
import { useId, useState, type FormEvent } from 'react';
import { ORDER_ACTION_REASON_MAX_LENGTH, OrderStatus, type AdminOrderDetail, type OrderStatusId } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SelectField, TextField } from '../../ui/field';
import { formatCents as formatMoney } from '../../ui/money';
import { orderMessages } from './messages';
import { cancelOrder, moveOrder } from './order-api';
import { SectionCard } from '../../ui/section-card';
import { providerName, recordState, statusText } from './order-view';
import { RefundDialog } from './refund-dialog';

export type ActionOutcome = { tone: 'success' | 'error'; text: string };

export function OrderActions({
  order,
  onDone,
}: {
  order: AdminOrderDetail;
  onDone: (outcome: ActionOutcome, changed?: AdminOrderDetail) => void;
}) {
  const { t, locale } = useI18n();
  const m = useMessages(orderMessages);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<string>(String(order.nextStatuses[0] ?? ''));
  const [note, setNote] = useState('');
  const money = (cents: number) => formatMoney(cents, locale, order.currency);

  const run = async (action: () => Promise<AdminOrderDetail>, success: (changed: AdminOrderDetail) => string) => {
    if (busy) return;
    setBusy(true);
    try {
      const changed = await action();
      onDone({ tone: 'success', text: success(changed) }, changed);
    } catch (error) {
      onDone({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const move = (event: FormEvent) => {
    event.preventDefault();
    const status = Number(next) as OrderStatusId;
    void run(
      () => moveOrder(order.id, status, note.trim()),
      () => {
        setNote('');
        return m('statusChanged', { number: order.orderNumber, status: m(statusText(status)) });
      },
    );
  };

  const cancel = () =>
    void run(
      () => cancelOrder(order.id),
      (changed) => {
        const given = changed.refundedTotal - order.refundedTotal;
        return given > 0
          ? m('cancelled', { number: order.orderNumber, amount: money(given) })
          : m('cancelledUnpaid', { number: order.orderNumber });
      },
    );

  return (
    <SectionCard title={m('actionsTitle')}>
      <div className="space-y-4">
        {order.nextStatuses.length > 0 ? (
          <form onSubmit={move} className="flex flex-wrap items-end gap-3" aria-labelledby={`${id}-move`}>
            <span id={`${id}-move`} className="sr-only">
              {m('changeStatus')}
            </span>
            <div className="w-full sm:w-48">
              <SelectField label={m('nextStatus')} value={next} onChange={(event) => setNext(event.target.value)}>
                {order.nextStatuses.map((status) => (
                  <option key={status} value={status}>
                    {m(statusText(status))}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="w-full sm:w-72">
              <TextField
                label={m('statusNote')}
                value={note}
                dir="auto"
                maxLength={ORDER_ACTION_REASON_MAX_LENGTH}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={busy}>
              {m('changeStatus')}
            </Button>
            {Number(next) === OrderStatus.Refunded && (
              <p className="w-full text-xs text-stone-600">{m('refundedByStatusHint')}</p>
            )}
          </form>
        ) : (
          <p className="text-sm text-stone-600">{m('noNextStatus')}</p>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-4">
          {order.cancellable ? (
            <ConfirmDialog
              trigger={
                <Button variant="danger" disabled={busy}>
                  {m('cancel')}
                </Button>
              }
              title={m('cancelTitle', { number: order.orderNumber })}
              description={m('cancelDescription')}
              confirmLabel={m('cancelConfirm')}
              onConfirm={cancel}
            />
          ) : (
            <p className="text-sm text-stone-600">{m('notCancellable')}</p>
          )}
          {order.refundableTotal > 0 ? (
            <RefundDialog
              order={order}
              disabled={busy}
              onRefunded={(changed) => {
                const refund = changed.refunds.at(-1);
                onDone(
                  {
                    tone: 'success',
                    text: refund
                      ? m('refundDone', {
                          amount: money(refund.amount),
                          provider: providerName(refund.provider, m),
                          id: refund.providerRefundId,
                          status: recordState(refund.status, m) ?? refund.status,
                        })
                      : t('app.saved'),
                  },
                  changed,
                );
              }}
            />
          ) : (
            <p className="text-sm text-stone-600">{m('nothingToRefund')}</p>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
