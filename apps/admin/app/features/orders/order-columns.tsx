// The list's columns: the number (opening the order), when it was placed, the customer, the status,
// how it was paid and the total (with what was refunded of it).
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AdminOrderSummary } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { formatCents } from '../../ui/money';
import { orderMessages } from './messages';
import { OrderStatusBadge } from './order-status-badge';
import { formatMoment, methodText, paymentStateText } from './order-view';

const column = createColumnHelper<AdminOrderSummary>();

export function useOrderColumns() {
  const { locale } = useI18n();
  const m = useMessages(orderMessages);
  return useMemo(
    () =>
      [
        column.accessor('orderNumber', {
          header: m('number'),
          cell: (info) => (
            <Link
              to={`/orders/${info.row.original.id}`}
              aria-label={m('open', { number: info.getValue() })}
              dir="ltr"
              className="font-medium whitespace-nowrap text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {info.getValue()}
            </Link>
          ),
        }),
        column.accessor('createdAt', {
          header: m('date'),
          cell: (info) => (
            <time dateTime={info.getValue()} className="whitespace-nowrap">
              {formatMoment(info.getValue(), locale)}
            </time>
          ),
        }),
        column.accessor('customerName', {
          header: m('customer'),
          enableSorting: false,
          cell: (info) => (
            <span className="flex flex-col">
              <span dir="auto">{info.getValue()}</span>
              <span dir="ltr" className="text-start text-xs text-stone-600">
                {info.row.original.customerEmail}
              </span>
            </span>
          ),
        }),
        column.accessor('status', {
          header: m('status'),
          enableSorting: false,
          cell: (info) => <OrderStatusBadge status={info.getValue()} />,
        }),
        column.accessor('paymentMethod', {
          header: m('payment'),
          enableSorting: false,
          cell: (info) => (
            <span className="flex flex-col whitespace-nowrap">
              <span>{m(methodText(info.getValue()))}</span>
              <span className="text-xs text-stone-600">{m(paymentStateText(info.row.original.paymentStatus))}</span>
            </span>
          ),
        }),
        column.accessor('orderTotal', {
          header: m('total'),
          cell: (info) => {
            const order = info.row.original;
            return (
              <span className="flex flex-col whitespace-nowrap">
                <span className="font-medium">{formatCents(info.getValue(), locale, order.currency)}</span>
                <span className="text-xs text-stone-600">
                  {m('items', { count: order.items.toLocaleString(locale) })}
                </span>
                {order.refundedTotal > 0 && (
                  <span className="text-xs text-stone-600">
                    {m('refundedSoFar', { amount: formatCents(order.refundedTotal, locale, order.currency) })}
                  </span>
                )}
              </span>
            );
          },
        }),
      ] as ColumnDef<AdminOrderSummary, unknown>[],
    [m, locale],
  );
}
