// The list's columns: the code, what it takes off, the minimum order, its dates, uses against its
// limits, whether it is on and what that means now, and what can be done to it.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AdminCoupon } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { CodeLink } from '../../ui/code-link';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatCents } from '../../ui/money';
import { couponStatus, couponValueText, formatDay, formatMoment, STATUS_TEXT, type CouponStatus } from './coupon-view';
import { couponMessages } from './messages';

const column = createColumnHelper<AdminCoupon>();

const STATUS_TONES: Record<CouponStatus, string> = {
  running: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  usedUp: 'bg-amber-100 text-amber-900',
  expired: 'bg-stone-200 text-stone-800',
  off: 'bg-stone-200 text-stone-800',
};
const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** `now`: the moment the page was loaded, which each coupon's status is told for. */
export function useCouponColumns(onDelete: (coupon: AdminCoupon) => Promise<void>, now: number) {
  const { t, locale } = useI18n();
  const m = useMessages(couponMessages);
  return useMemo(() => {
    const count = (n: number) => n.toLocaleString(locale);
    const muted = (text: string) => <span className="text-stone-600">{text}</span>;
    const moment = (iso: string | null, none: string) =>
      iso ? (
        <time dateTime={iso} title={formatMoment(iso, locale)} className="whitespace-nowrap">
          {formatDay(iso, locale)}
        </time>
      ) : (
        muted(none)
      );
    return [
      column.accessor('code', {
        header: m('code'),
        cell: (info) => (
          <CodeLink
            to={`/coupons/${info.row.original.id}`}
            label={m('editNamed', { code: info.getValue() })}
            dir="auto"
          >
            {info.getValue()}
          </CodeLink>
        ),
      }),
      column.accessor('value', {
        header: m('kind'),
        enableSorting: false,
        cell: (info) => (
          <span className="flex flex-col">
            <span className="font-medium whitespace-nowrap tabular-nums">
              {couponValueText(info.row.original, locale)}
            </span>
            <span className="text-xs whitespace-nowrap text-stone-600">
              {m(info.row.original.kind === 'percentage' ? 'percentageShort' : 'fixed')}
            </span>
          </span>
        ),
      }),
      column.accessor('minimumOrder', {
        header: m('minimumOrder'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() === 0 ? (
            muted(m('anyOrder'))
          ) : (
            <span className="whitespace-nowrap tabular-nums">{formatCents(info.getValue(), locale)}</span>
          ),
      }),
      column.accessor('validFrom', {
        header: m('validFrom'),
        enableSorting: false,
        cell: (info) => moment(info.getValue(), m('noStart')),
      }),
      column.accessor('validTo', { header: m('validTo'), cell: (info) => moment(info.getValue(), m('noEnd')) }),
      column.accessor('timesUsed', {
        header: m('uses'),
        cell: (info) => {
          const limit = info.row.original.totalUseLimit;
          return (
            <span className="whitespace-nowrap tabular-nums">
              {m('usesOf', { used: count(info.getValue()), limit: limit === null ? m('noLimit') : count(limit) })}
            </span>
          );
        },
      }),
      column.accessor('perCustomerLimit', {
        header: m('perCustomer'),
        enableSorting: false,
        cell: (info) => (info.getValue() === null ? muted(m('noLimit')) : count(info.getValue()!)),
      }),
      column.accessor('isActive', {
        header: m('active'),
        enableSorting: false,
        cell: (info) => (info.getValue() ? t('app.yes') : t('app.no')),
      }),
      column.display({
        id: 'status',
        header: m('status'),
        cell: (info) => {
          const status = couponStatus(info.row.original, now);
          return <span className={`${badge} ${STATUS_TONES[status]}`}>{m(STATUS_TEXT[status])}</span>;
        },
      }),
      column.display({
        id: 'actions',
        header: t('app.actions'),
        cell: (info) => {
          const coupon = info.row.original;
          return (
            // The code opens the coupon to edit it; deleting asks first.
            <span className="flex gap-2">
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" aria-label={m('deleteNamed', { code: coupon.code })}>
                    {t('app.delete')}
                  </Button>
                }
                title={m('deleteTitle', { code: coupon.code })}
                description={t('app.confirmDelete', { name: coupon.code })}
                confirmLabel={t('app.delete')}
                onConfirm={() => void onDelete(coupon)}
              />
            </span>
          );
        },
      }),
    ] as ColumnDef<AdminCoupon, unknown>[];
  }, [t, m, locale, onDelete, now]);
}
