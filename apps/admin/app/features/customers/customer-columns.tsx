// The list's columns: the name (opening the customer), email, phone, when they joined, their
// orders, what they spent per currency and whether the account may log in.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AdminCustomer } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { CustomerStatusBadge } from './customer-status-badge';
import { customerName, formatDay, formatMoment } from './customer-view';
import { customerMessages } from './messages';
import { SpentAmounts } from './spent-amounts';

const column = createColumnHelper<AdminCustomer>();

export function useCustomerColumns() {
  const { locale } = useI18n();
  const m = useMessages(customerMessages);
  return useMemo(
    () =>
      [
        column.accessor((customer) => customerName(customer), {
          id: 'name',
          header: m('name'),
          cell: (info) => (
            <Link
              to={`/customers/${info.row.original.id}`}
              aria-label={m('open', { name: info.getValue() })}
              dir="auto"
              className="block max-w-56 font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {info.getValue()}
            </Link>
          ),
        }),
        column.accessor('email', {
          header: m('email'),
          cell: (info) => (
            <span dir="ltr" className="block text-start">
              {info.getValue()}
            </span>
          ),
        }),
        column.accessor('mobileNo', {
          header: m('phone'),
          enableSorting: false,
          cell: (info) =>
            info.getValue() ? (
              <bdi dir="ltr" className="whitespace-nowrap">
                {info.getValue()}
              </bdi>
            ) : (
              <span className="text-stone-600">{m('noPhone')}</span>
            ),
        }),
        column.accessor('createdAt', {
          header: m('joined'),
          cell: (info) => (
            <time
              dateTime={info.getValue()}
              title={formatMoment(info.getValue(), locale)}
              className="whitespace-nowrap"
            >
              {formatDay(info.getValue(), locale)}
            </time>
          ),
        }),
        column.accessor('orderCount', {
          header: m('orders'),
          cell: (info) => <span className="tabular-nums">{info.getValue().toLocaleString(locale)}</span>,
        }),
        column.accessor('totalSpent', {
          header: m('totalSpent'),
          cell: (info) => <SpentAmounts amounts={info.getValue()} />,
        }),
        column.accessor('disabledAt', {
          id: 'status',
          header: m('status'),
          enableSorting: false,
          cell: (info) => <CustomerStatusBadge disabledAt={info.getValue()} erased={info.row.original.erased} />,
        }),
      ] as ColumnDef<AdminCustomer, unknown>[],
    [m, locale],
  );
}
