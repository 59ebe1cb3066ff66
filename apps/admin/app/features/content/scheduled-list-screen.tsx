// The banners or the campaigns: search, the active filter, sorting and paging through the URL; each
// row's picture, titles, dates and status, moved one place at a time (the whole order is sent),
// edited or deleted.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AdminPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { buttonClass } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import { useListNavigation, type ListQuery } from '../../ui/list-query';
import { movedOrder, type MoveStep } from '../../ui/move-order';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import {
  deleteScheduled,
  loadScheduledIds,
  saveScheduledOrder,
  type ScheduledNoun,
  type ScheduledRow,
} from './content-api';
import { contentMessages } from './messages';
import { useScheduledColumns, type Thumbnail } from './scheduled-columns';
import { rowTitle } from './scheduled-view';

export function ScheduledListScreen({
  noun,
  query,
  page,
  loadedAt,
  Thumbnail,
}: {
  noun: ScheduledNoun;
  query: ListQuery;
  page: AdminPage<ScheduledRow>;
  /** When the page was loaded: each row's status is told as of then. */
  loadedAt: number;
  Thumbnail: Thumbnail;
}) {
  const { t, language, locale } = useI18n();
  const m = useMessages(contentMessages);
  const revalidator = useRevalidator();
  const navigate = useListNavigation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [announcement, setAnnouncement] = useState('');
  const moving = useRef(false);
  const moveFocus = useRef<{ id: number; step: MoveStep; before: typeof page }>(undefined);
  const table = useRef<HTMLDivElement>(null);
  const banners = noun === 'banners';

  const reorderable =
    query.sort === 'displayOrder' && query.order === 'asc' && !query.q && Object.keys(query.filters).length === 0;
  const name = useCallback(
    (row: ScheduledRow) => rowTitle(row, language) || `${m('untitled')} #${row.id}`,
    [language, m],
  );

  const onMove = useCallback(
    async (row: ScheduledRow, step: MoveStep) => {
      if (moving.current) return;
      moving.current = true;
      setNotice(undefined);
      try {
        // The order as it is now (another member may have changed it since this page loaded).
        const moved = movedOrder(await loadScheduledIds(noun), row.id, step);
        if (!moved) return;
        await saveScheduledOrder(noun, moved.ids);
        setAnnouncement(
          m('moved', {
            name: name(row),
            position: (moved.position + 1).toLocaleString(locale),
            total: moved.ids.length.toLocaleString(locale),
          }),
        );
        moveFocus.current = { id: row.id, step, before: page };
        const offset = Math.floor(moved.position / query.limit) * query.limit;
        if (offset !== page.offset) navigate({ offset });
        else await revalidator.revalidate();
      } catch (error) {
        const changed = error instanceof ApiError && error.code === 'CONTENT_ORDER_CHANGED';
        setNotice({
          tone: 'error',
          text: changed ? m('orderChanged') : m('moveFailed', { reason: errorText(error, t) }),
        });
        await revalidator.revalidate();
      } finally {
        moving.current = false;
      }
    },
    [noun, name, locale, m, navigate, page, query.limit, revalidator, t],
  );

  // After a move the rows are drawn anew: the focus goes back to the button that moved the row.
  useEffect(() => {
    const target = moveFocus.current;
    if (!target || page === target.before) return;
    moveFocus.current = undefined;
    const wanted = table.current?.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${target.step}"]`);
    (wanted && !wanted.disabled
      ? wanted
      : table.current?.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${-target.step}"]`)
    )?.focus();
  }, [page]);

  const onDelete = useCallback(
    async (row: ScheduledRow) => {
      try {
        await deleteScheduled(noun, row.id);
        setNotice({ tone: 'success', text: m('deleted', { name: name(row) }) });
        await revalidator.revalidate();
      } catch (error) {
        setNotice({ tone: 'error', text: errorText(error, t) });
      }
    },
    [noun, name, m, revalidator, t],
  );

  const columns = useScheduledColumns({ noun, page, loadedAt, reorderable, name, onMove, onDelete, Thumbnail });

  const title = m(banners ? 'bannersTitle' : 'campaignsTitle');
  return (
    <>
      <PageHeader
        title={title}
        intro={m(banners ? 'bannersIntro' : 'campaignsIntro')}
        actions={
          <Link to={`/${noun}/new`} className={buttonClass()}>
            {m(banners ? 'newBanner' : 'newCampaign')}
          </Link>
        }
      />
      <ListFilters query={query} searchLabel={m('search')}>
        <ChoiceFilter
          query={query}
          name="active"
          label={m('filterActive')}
          any={m('anyState')}
          choices={[
            ['true', m('onlyActive')],
            ['false', m('onlyInactive')],
          ]}
          className="w-full sm:w-44"
        />
      </ListFilters>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {notice && (
        <div className="mb-4">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
      {!reorderable && <p className="mb-2 text-sm text-stone-600">{m('reorderHint')}</p>}
      <div ref={table}>
        <DataTable caption={title} columns={columns} page={page} query={query} rowKey={(row) => row.id} />
      </div>
    </>
  );
}
