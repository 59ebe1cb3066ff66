// The list's columns: the address, its language, its state and dates, and unsubscribing it.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AdminSubscriber, SubscriberState } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { subscriberMessages } from './messages';
import { STATE_TEXT } from './subscriber-view';

const column = createColumnHelper<AdminSubscriber>();

const STATE_TONES: Record<SubscriberState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  unsubscribed: 'bg-stone-200 text-stone-800',
};
const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

export function useSubscriberColumns(onUnsubscribe: (subscriber: AdminSubscriber) => Promise<void>) {
  const { t, locale } = useI18n();
  const m = useMessages(subscriberMessages);
  return useMemo(() => {
    const day = (iso: string | null) =>
      iso ? (
        <time dateTime={iso} className="whitespace-nowrap">
          {new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' })}
        </time>
      ) : (
        <span className="text-stone-600">—</span>
      );
    return [
      column.accessor('email', {
        header: m('email'),
        cell: (info) => (
          <span dir="ltr" className="font-medium">
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor('language', {
        header: m('language'),
        enableSorting: false,
        cell: (info) => m(info.getValue() === 'ar' ? 'arabic' : 'english'),
      }),
      column.accessor('state', {
        header: m('state'),
        enableSorting: false,
        cell: (info) => (
          <span className={`${badge} ${STATE_TONES[info.getValue()]}`}>{m(STATE_TEXT[info.getValue()])}</span>
        ),
      }),
      column.accessor('createdAt', { header: m('signedUp'), cell: (info) => day(info.getValue()) }),
      column.accessor('confirmedAt', {
        header: m('confirmed'),
        enableSorting: false,
        cell: (info) => day(info.getValue()),
      }),
      column.accessor('unsubscribedAt', {
        header: m('unsubscribedAt'),
        enableSorting: false,
        cell: (info) => day(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: t('app.actions'),
        cell: (info) => {
          const subscriber = info.row.original;
          if (subscriber.state === 'unsubscribed') return null;
          return (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" aria-label={m('unsubscribeNamed', { email: subscriber.email })}>
                  {m('unsubscribe')}
                </Button>
              }
              title={m('unsubscribeTitle')}
              description={m('unsubscribeDescription', { email: subscriber.email })}
              confirmLabel={m('unsubscribe')}
              onConfirm={() => void onUnsubscribe(subscriber)}
            />
          );
        },
      }),
    ] as ColumnDef<AdminSubscriber, unknown>[];
  }, [t, m, locale, onUnsubscribe]);
}
