// The list's columns: the name in both languages (a missing Arabic flagged), the noun's own fields,
// how many products use the entry, whether shoppers see it, its order, and what can be done to it.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { MoveStep } from '../../ui/move-order';
import { taxonomyMessages } from './messages';
import { entryName, type TaxonomyEntry, type TaxonomyNoun } from './taxonomy-nouns';

const column = createColumnHelper<TaxonomyEntry>();

export interface RowActions {
  /** Every category by id, to name a category's parent (categories only). */
  parents?: ReadonlyMap<number, TaxonomyEntry>;
  /** Whether entries can be moved here (the whole list in display order, unfiltered). */
  reorderable: boolean;
  /** Whether the entry is first (cannot move up) or last (cannot move down) of the whole list. */
  atEnd: (entry: TaxonomyEntry, step: MoveStep) => boolean;
  onMove: (entry: TaxonomyEntry, step: MoveStep) => Promise<void>;
  onDelete: (entry: TaxonomyEntry) => Promise<void>;
}

const BADGE_TONES = {
  on: 'bg-emerald-100 text-emerald-900',
  off: 'bg-stone-200 text-stone-800',
  warn: 'bg-amber-100 text-amber-900',
  info: 'bg-sky-100 text-sky-900',
};
const badge = (tone: keyof typeof BADGE_TONES) =>
  `inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${BADGE_TONES[tone]}`;

export function useTaxonomyColumns(noun: TaxonomyNoun, actions: RowActions) {
  const { t, language, locale } = useI18n();
  const tm = useMessages(taxonomyMessages);
  const { parents, reorderable, atEnd, onMove, onDelete } = actions;

  return useMemo(() => {
    const count = (value: number) => value.toLocaleString(locale);

    // Both languages in one column, English first (the list sorts by the English name).
    const names = [
      column.accessor((entry) => entry.name.en, {
        id: 'name',
        header: tm('name'),
        cell: (info) => {
          const { ar } = info.row.original.name;
          return (
            <span className="flex flex-col items-start gap-0.5">
              <span lang="en" dir="ltr" className="font-medium">
                {info.getValue()}
              </span>
              {ar ? (
                <span lang="ar" dir="rtl">
                  {ar}
                </span>
              ) : (
                <span className={badge('warn')}>{t('app.missingTranslation')}</span>
              )}
            </span>
          );
        },
      }),
    ];

    const extras = {
      none: [],
      category: [
        column.accessor((entry) => entry.parentId ?? null, {
          id: 'parentId',
          header: tm('parent'),
          enableSorting: false,
          cell: (info) => {
            const parent = info.getValue() === null ? undefined : parents?.get(info.getValue()!);
            return parent ? entryName(parent, language) : <span className="text-stone-600">—</span>;
          },
        }),
        column.accessor((entry) => entry.childCount ?? 0, {
          id: 'childCount',
          header: tm('subcategories'),
          enableSorting: false,
          cell: (info) => count(info.getValue()),
        }),
      ],
      colour: [
        column.accessor((entry) => entry.hexCode ?? '', {
          id: 'hexCode',
          header: tm('swatch'),
          enableSorting: false,
          cell: (info) => (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-5 rounded border border-stone-300"
                style={{ backgroundColor: info.getValue() }}
              />
              <span dir="ltr" className="font-mono text-xs">
                {info.getValue().toUpperCase()}
              </span>
            </span>
          ),
        }),
      ],
      size: [
        column.accessor((entry) => entry.shortName ?? '', {
          id: 'shortName',
          header: tm('shortName'),
          enableSorting: false,
          cell: (info) => <span dir="ltr">{info.getValue()}</span>,
        }),
        column.accessor((entry) => entry.inches ?? '', {
          id: 'inches',
          header: tm('inches'),
          enableSorting: false,
          cell: (info) => <span dir="ltr">{info.getValue()}</span>,
        }),
        column.accessor((entry) => entry.centimeters ?? '', {
          id: 'centimeters',
          header: tm('centimetres'),
          enableSorting: false,
          cell: (info) => <span dir="ltr">{info.getValue()}</span>,
        }),
      ],
    }[noun.extras];

    const common = [
      column.accessor('productCount', {
        header: tm('products'),
        enableSorting: false,
        cell: (info) => count(info.getValue()),
      }),
      column.accessor('isActive', {
        header: tm('status'),
        enableSorting: false,
        cell: (info) => (
          <span className="flex flex-wrap gap-1">
            <span className={badge(info.getValue() ? 'on' : 'off')}>
              {info.getValue() ? t('app.active') : t('app.inactive')}
            </span>
            {info.row.original.isPopular && <span className={badge('info')}>{tm('popular')}</span>}
          </span>
        ),
      }),
      column.accessor('displayOrder', {
        header: tm('order'),
        cell: (info) => {
          const entry = info.row.original;
          const name = entryName(entry, language);
          return (
            <span className="inline-flex items-center gap-1">
              <span className="min-w-8 tabular-nums">{count(info.getValue())}</span>
              {reorderable &&
                ([-1, 1] as const).map((step) => (
                  <MoveButton
                    key={step}
                    step={step}
                    entryId={entry.id}
                    label={tm(step === -1 ? 'moveUp' : 'moveDown', { name })}
                    atEnd={atEnd(entry, step)}
                    onMove={() => void onMove(entry, step)}
                  />
                ))}
            </span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t('app.actions'),
        cell: (info) => {
          const entry = info.row.original;
          const name = entryName(entry, language);
          return (
            <span className="flex gap-2">
              <Link
                to={`/${noun.path}/${entry.id}`}
                aria-label={tm('editNamed', { name })}
                className={buttonClass('secondary')}
              >
                {tm('editEntry')}
              </Link>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" aria-label={tm('deleteNamed', { name })}>
                    {t('app.delete')}
                  </Button>
                }
                title={tm('deleteTitle', { name })}
                description={t('app.confirmDelete', { name })}
                confirmLabel={t('app.delete')}
                onConfirm={() => void onDelete(entry)}
              />
            </span>
          );
        },
      }),
    ];

    return [...names, ...extras, ...common] as ColumnDef<TaxonomyEntry, unknown>[];
  }, [noun, t, tm, language, locale, parents, reorderable, atEnd, onMove, onDelete]);
}

/**
 * Moves an entry one place. At either end it stays focusable (aria-disabled rather than disabled),
 * so the focus does not vanish when an entry reaches the top or the bottom.
 */
function MoveButton({
  step,
  entryId,
  label,
  atEnd,
  onMove,
}: {
  step: MoveStep;
  entryId: number;
  label: string;
  atEnd: boolean;
  onMove: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={atEnd || undefined}
      data-move={`${entryId}:${step}`}
      onClick={() => {
        if (!atEnd) onMove();
      }}
      className="inline-flex size-9 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
    >
      <span aria-hidden="true">{step === -1 ? '↑' : '↓'}</span>
    </button>
  );
}
