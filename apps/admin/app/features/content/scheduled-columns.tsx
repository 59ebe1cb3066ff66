// The banners' or campaigns' columns: picture, titles in both languages, dates, status, place
// in the order with its move buttons, and deleting.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { AdminPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { MoveStep } from '../../ui/move-order';
import type { ScheduledNoun, ScheduledRow } from './content-api';
import { contentMessages } from './messages';
import { formatMoment, rowImage, scheduleStatus, STATUS_TEXT, type ScheduleStatus } from './scheduled-view';

/** How a thumbnail is drawn (the media feature's sources, given by the route). */
export type Thumbnail = ComponentType<{ url: string; alt: string }>;

const column = createColumnHelper<ScheduledRow>();
const STATUS_TONES: Record<ScheduleStatus, string> = {
  live: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  ended: 'bg-stone-200 text-stone-800',
  inactive: 'bg-amber-100 text-amber-900',
};

export function useScheduledColumns({
  noun,
  page,
  loadedAt,
  reorderable,
  name,
  onMove,
  onDelete,
  Thumbnail,
}: {
  noun: ScheduledNoun;
  page: AdminPage<ScheduledRow>;
  loadedAt: number;
  reorderable: boolean;
  name: (row: ScheduledRow) => string;
  onMove: (row: ScheduledRow, step: MoveStep) => Promise<void>;
  onDelete: (row: ScheduledRow) => Promise<void>;
  Thumbnail: Thumbnail;
}) {
  const { t, locale } = useI18n();
  const m = useMessages(contentMessages);
  return useMemo(() => {
    const place = (row: ScheduledRow) => page.offset + page.items.findIndex((item) => item.id === row.id);
    const moment = (iso: string) => formatMoment(iso, locale);
    return [
      column.display({
        id: 'image',
        header: m('image'),
        cell: (info) => {
          const url = rowImage(info.row.original);
          return url ? (
            <Thumbnail url={url} alt={name(info.row.original)} />
          ) : (
            <span className="text-stone-600">—</span>
          );
        },
      }),
      column.accessor('id', {
        header: m('titleColumn'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className="flex max-w-72 flex-col gap-0.5 whitespace-normal">
              <Link
                to={`/${noun}/${row.id}`}
                aria-label={m('editNamed', { name: name(row) })}
                className="font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                <bdi lang="en">{row.mainTitle.en || m('untitled')}</bdi>
              </Link>
              {row.mainTitle.ar ? (
                <bdi lang="ar" dir="rtl" className="text-stone-800">
                  {row.mainTitle.ar}
                </bdi>
              ) : (
                <span className="text-xs text-amber-800">{t('app.missingTranslation')}</span>
              )}
            </span>
          );
        },
      }),
      column.display({
        id: 'dates',
        header: m('dates'),
        cell: (info) => {
          const { startsAt, endsAt } = info.row.original;
          if (!startsAt && !endsAt) return <span className="text-stone-600">{m('always')}</span>;
          return (
            <span className="flex flex-col text-xs">
              {startsAt && <span className="whitespace-nowrap">{m('from', { date: moment(startsAt) })}</span>}
              {endsAt && <span className="whitespace-nowrap">{m('until', { date: moment(endsAt) })}</span>}
            </span>
          );
        },
      }),
      column.display({
        id: 'status',
        header: m('status'),
        cell: (info) => {
          const status = scheduleStatus(info.row.original, loadedAt);
          return (
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONES[status]}`}
            >
              {m(STATUS_TEXT[status])}
            </span>
          );
        },
      }),
      column.accessor('displayOrder', {
        header: m('order'),
        cell: (info) => {
          const row = info.row.original;
          const at = place(row);
          return (
            <span className="flex items-center gap-1">
              <span className="w-6 text-center tabular-nums">{(at + 1).toLocaleString(locale)}</span>
              {reorderable &&
                ([-1, 1] as const).map((step) => (
                  <Button
                    key={step}
                    variant="ghost"
                    className="px-2"
                    data-move={`${row.id}:${step}`}
                    disabled={step === -1 ? at === 0 : at === page.total - 1}
                    aria-label={m(step === -1 ? 'moveUp' : 'moveDown', { name: name(row) })}
                    onClick={() => void onMove(row, step)}
                  >
                    <span aria-hidden="true">{step === -1 ? '↑' : '↓'}</span>
                  </Button>
                ))}
            </span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t('app.actions'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" aria-label={m('deleteNamed', { name: name(row) })}>
                  {t('app.delete')}
                </Button>
              }
              title={m('deleteTitle', { name: name(row) })}
              description={t('app.confirmDelete', { name: name(row) })}
              confirmLabel={t('app.delete')}
              onConfirm={() => void onDelete(row)}
            />
          );
        },
      }),
    ] as ColumnDef<ScheduledRow, unknown>[];
  }, [Thumbnail, loadedAt, locale, m, name, noun, onDelete, onMove, page, reorderable, t]);
}
