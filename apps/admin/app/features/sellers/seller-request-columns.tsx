// The list's columns: the applicant (opening the request), email, phone, where they live if given,
// when they asked and where the request stands. The API lists newest first only: no column sorts.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AdminSellerRequest } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { sellerMessages } from './messages';
import { applicantName, formatDay, formatMoment, placeOf } from './seller-request-view';
import { SellerStatusBadge } from './seller-status-badge';

const column = createColumnHelper<AdminSellerRequest>();

export function useSellerRequestColumns() {
  const { locale } = useI18n();
  const m = useMessages(sellerMessages);
  return useMemo(() => {
    const muted = (text: string) => <span className="text-stone-600">{text}</span>;
    return [
      column.accessor((request) => applicantName(request), {
        id: 'name',
        header: m('name'),
        enableSorting: false,
        cell: (info) => (
          <Link
            to={`/seller-requests/${info.row.original.id}`}
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
        enableSorting: false,
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
            muted(m('notGiven'))
          ),
      }),
      column.accessor((request) => placeOf(request), {
        id: 'place',
        header: m('place'),
        enableSorting: false,
        cell: (info) => (info.getValue() ? <span dir="auto">{info.getValue()}</span> : muted(m('notGiven'))),
      }),
      column.accessor('createdAt', {
        header: m('filed'),
        enableSorting: false,
        cell: (info) => (
          <time dateTime={info.getValue()} title={formatMoment(info.getValue(), locale)} className="whitespace-nowrap">
            {formatDay(info.getValue(), locale)}
          </time>
        ),
      }),
      column.accessor('status', {
        header: m('status'),
        enableSorting: false,
        cell: (info) => <SellerStatusBadge status={info.getValue()} />,
      }),
    ] as ColumnDef<AdminSellerRequest, unknown>[];
  }, [m, locale]);
}
