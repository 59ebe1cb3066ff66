// One order in full: its status, items and totals, customer and billing, payments and refunds, and
// its timeline; the actions on it, whose outcome is announced (and focused) before the order reloads.
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminOrderDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { BackToOrders } from './back-to-orders';
import { orderMessages } from './messages';
import { OrderActions, type ActionOutcome } from './order-actions';
import { OrderLines } from './order-lines';
import { OrderPayments, OrderRefunds } from './order-money-records';
import { OrderParties } from './order-parties';
import { PrintButtons, usePrint } from './order-print';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { formatMoment, methodText, paymentStateText } from './order-view';

export function OrderScreen({ order }: { order: AdminOrderDetail }) {
  const { locale } = useI18n();
  const m = useMessages(orderMessages);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<ActionOutcome>();
  const noticeBox = useRef<HTMLDivElement>(null);
  const noticeFocus = useRef(false);
  const { print, copy } = usePrint(order);

  useEffect(() => {
    if (!noticeFocus.current || !notice) return;
    noticeFocus.current = false;
    noticeBox.current?.focus();
  }, [notice]);

  const onDone = (outcome: ActionOutcome, changed?: AdminOrderDetail) => {
    noticeFocus.current = true;
    setNotice(outcome);
    if (changed) void revalidator.revalidate();
  };

  return (
    <>
      <PageHeader
        // The number is isolated so that its Latin letters keep their order inside an Arabic title.
        title={m('orderTitle', { number: `\u2068${order.orderNumber}\u2069` })}
        actions={
          <>
            <BackToOrders />
            <PrintButtons onPrint={print} />
          </>
        }
      />
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <OrderStatusBadge status={order.status} />
        <span className="text-stone-700">{m('placedOn', { when: formatMoment(order.createdAt, locale) })}</span>
        <span className="text-stone-700">
          {m(methodText(order.paymentMethod))} · {m(paymentStateText(order.paymentStatus))}
        </span>
      </div>
      <div ref={noticeBox} tabIndex={-1} className="mb-4 empty:hidden focus:outline-none">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
      <div className="space-y-6">
        <OrderActions key={order.status} order={order} onDone={onDone} />
        <OrderLines order={order} />
        <OrderParties order={order} />
        <OrderPayments order={order} />
        <OrderRefunds order={order} />
        <OrderTimeline order={order} />
      </div>
      {copy}
    </>
  );
}
