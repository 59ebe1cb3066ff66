// A taxonomy noun's list: search, the active filter, sorting and paging through the URL; entries
// moved one place at a time (the whole order is sent), edited, deleted or, when products still use
// them, deactivated instead.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AdminPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Button, buttonClass } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { useListNavigation, type ListQuery } from '../../ui/list-query';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { movedOrder, type MoveStep } from '../../ui/move-order';
import { taxonomyMessages } from './messages';
import { deleteEntry, loadAllEntries, loadEntry, saveOrder, updateEntry } from './taxonomy-api';
import { useTaxonomyColumns } from './taxonomy-columns';
import { TaxonomyFilters } from './taxonomy-filters';
import { entryName, nounText, type TaxonomyEntry, type TaxonomyNoun } from './taxonomy-nouns';

interface ListNotice {
  tone: 'success' | 'error';
  text: string;
  /** An entry that could not be deleted and may be deactivated instead. */
  deactivate?: TaxonomyEntry;
}

export function TaxonomyListScreen({
  noun,
  query,
  page,
  categories,
}: {
  noun: TaxonomyNoun;
  query: ListQuery;
  page: AdminPage<TaxonomyEntry>;
  /** Every category, to name each category's parent (categories only). */
  categories: TaxonomyEntry[];
}) {
  const { t, language, locale } = useI18n();
  const tm = useMessages(taxonomyMessages);
  const revalidator = useRevalidator();
  const navigate = useListNavigation();
  const [notice, setNotice] = useState<ListNotice>();
  const [announcement, setAnnouncement] = useState('');
  /** The move button to focus once the page drawn before the move (`before`) has been replaced. */
  const moveFocus = useRef<{ id: number; step: MoveStep; before: typeof page }>(undefined);
  /** Whether the next notice takes the focus. */
  const noticeFocus = useRef(false);
  const moving = useRef(false);
  const table = useRef<HTMLDivElement>(null);
  const noticeBox = useRef<HTMLDivElement>(null);

  // Moving means swapping with the neighbour in the whole list, so it is offered only where the
  // page shows that list as it is: in display order, lowest first, nothing filtered out.
  const reorderable =
    query.sort === 'displayOrder' && query.order === 'asc' && !query.q && Object.keys(query.filters).length === 0;
  const name = useCallback((entry: TaxonomyEntry) => entryName(entry, language), [language]);

  const atEnd = useCallback(
    (entry: TaxonomyEntry, step: MoveStep) => {
      const place = page.offset + page.items.findIndex((item) => item.id === entry.id);
      return step === -1 ? place === 0 : place === page.total - 1;
    },
    [page],
  );

  const onMove = useCallback(
    async (entry: TaxonomyEntry, step: MoveStep) => {
      if (moving.current) return;
      moving.current = true;
      setNotice(undefined);
      try {
        // The order as it is now (another member may have changed it since this page loaded).
        const ids = (await loadAllEntries(noun)).map((item) => item.id);
        const moved = movedOrder(ids, entry.id, step);
        if (!moved) return;
        await saveOrder(noun, moved.ids);
        setAnnouncement(
          tm('moved', {
            name: name(entry),
            position: (moved.position + 1).toLocaleString(locale),
            total: moved.ids.length.toLocaleString(locale),
          }),
        );
        moveFocus.current = { id: entry.id, step, before: page };
        // An entry moved off this page is followed to the page it is on now.
        const offset = Math.floor(moved.position / query.limit) * query.limit;
        if (offset !== page.offset) navigate({ offset });
        else await revalidator.revalidate();
      } catch (error) {
        const changed = error instanceof ApiError && error.code === 'TAXONOMY_ORDER_CHANGED';
        setNotice({
          tone: 'error',
          text: changed ? tm('orderChanged') : tm('moveFailed', { reason: errorText(error, t) }),
        });
        await revalidator.revalidate();
      } finally {
        moving.current = false;
      }
    },
    [noun, name, locale, navigate, page, query.limit, revalidator, t, tm],
  );

  // After a move the rows are drawn anew: the focus goes back to the button that moved the entry.
  useEffect(() => {
    const target = moveFocus.current;
    if (!target || page === target.before) return;
    moveFocus.current = undefined;
    table.current?.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${target.step}"]`)?.focus();
  }, [page]);

  const showNotice = useCallback((next: ListNotice) => {
    noticeFocus.current = true;
    setNotice(next);
  }, []);

  // The row (and the button that was focused) may be gone: the focus goes to the outcome.
  useEffect(() => {
    if (!noticeFocus.current || !notice) return;
    noticeFocus.current = false;
    noticeBox.current?.focus();
  }, [notice]);

  const onDelete = useCallback(
    async (entry: TaxonomyEntry) => {
      setNotice(undefined);
      try {
        await deleteEntry(noun, entry.id);
        showNotice({ tone: 'success', text: tm('deleted', { name: name(entry) }) });
        await revalidator.revalidate();
      } catch (error) {
        const inUse =
          error instanceof ApiError &&
          (error.code === 'TAXONOMY_ENTRY_IN_USE' || error.code === 'CATEGORY_HAS_SUBCATEGORIES');
        if (!inUse) {
          showNotice({ tone: 'error', text: errorText(error, t) });
          return;
        }
        // The counts as they are now say why, in the member's language.
        const current = await loadEntry(noun, entry.id).catch(() => entry);
        const values = { name: name(current), this: tm(nounText(noun, 'this')) };
        const children = current.childCount ?? 0;
        const text =
          current.productCount > 0
            ? tm('inUse', { ...values, count: current.productCount.toLocaleString(locale) })
            : children > 0
              ? tm('hasSubcategories', { ...values, count: children.toLocaleString(locale) })
              : errorText(error, t);
        showNotice({ tone: 'error', text, deactivate: current.isActive ? current : undefined });
      }
    },
    [noun, name, locale, revalidator, showNotice, t, tm],
  );

  const deactivate = async (entry: TaxonomyEntry) => {
    try {
      await updateEntry(noun, entry.id, { isActive: false });
      showNotice({ tone: 'success', text: tm('deactivated', { name: name(entry) }) });
      await revalidator.revalidate();
    } catch (error) {
      showNotice({ tone: 'error', text: errorText(error, t) });
    }
  };

  const parents = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const columns = useTaxonomyColumns(noun, { parents, reorderable, atEnd, onMove, onDelete });

  return (
    <>
      <PageHeader
        title={t(noun.title)}
        intro={tm(nounText(noun, 'intro'))}
        actions={
          <Link to={`/${noun.path}/new`} className={buttonClass('primary')}>
            {tm(nounText(noun, 'new'))}
          </Link>
        }
      />
      <TaxonomyFilters key={`${query.q}|${query.filters.active ?? ''}`} query={query} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div ref={noticeBox} tabIndex={-1} className="mb-4 empty:hidden focus:outline-none">
        {notice && (
          <Notice tone={notice.tone}>
            <p>{notice.text}</p>
            {notice.deactivate && (
              <Button variant="secondary" className="mt-3" onClick={() => void deactivate(notice.deactivate!)}>
                {tm('deactivateInstead')}
              </Button>
            )}
          </Notice>
        )}
      </div>
      {!reorderable && <p className="mb-2 text-sm text-stone-600">{tm('reorderHint')}</p>}
      <div ref={table}>
        <DataTable caption={t(noun.title)} columns={columns} page={page} query={query} rowKey={(entry) => entry.id} />
      </div>
    </>
  );
}
