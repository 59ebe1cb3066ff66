// Every admin list: TanStack Table rendering rows the server already sorted, filtered and paged.
// Sorting is a button in the column header (aria-sort on the header); paging below the table.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useId } from 'react';
import { ADMIN_PAGE_MAX, type AdminPage } from '@shop/contract';
import { useI18n } from '../i18n/i18n';
import { Button } from './button';
import { useListNavigation, type ListQuery } from './list-query';

const PAGE_SIZES = [10, 25, 50, ADMIN_PAGE_MAX];

export function DataTable<Row>({
  caption,
  columns,
  page,
  query,
  rowKey,
}: {
  caption: string;
  // TanStack's column value type varies per column.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  page: AdminPage<Row>;
  query: ListQuery;
  rowKey: (row: Row) => string | number;
}) {
  const { t, locale } = useI18n();
  const navigate = useListNavigation();
  const sizeId = useId();
  const sorting: SortingState = [{ id: query.sort, desc: query.order === 'desc' }];
  // TanStack Table v8 is not memoisable by the React Compiler, which this app does not use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: page.items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next) navigate({ sort: next.id, order: next.desc ? 'desc' : 'asc' });
    },
  });
  const format = (n: number) => n.toLocaleString(locale);
  const from = page.total === 0 ? 0 : page.offset + 1;
  const to = Math.min(page.offset + page.items.length, page.total);

  return (
    <div className="rounded-lg border border-stone-200 bg-white">
      {/* A wide table scrolls sideways on a phone; keyboard users reach the scroll by focusing it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full min-w-max text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50 text-start">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className="px-3 py-2 text-start font-semibold whitespace-nowrap text-stone-700"
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-stone-100 hover:bg-stone-50">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top text-stone-800">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {page.items.length === 0 && <p className="px-3 py-6 text-center text-sm text-stone-600">{t('app.noRows')}</p>}
      </div>
      <nav
        aria-label={caption}
        className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-3 py-2 text-sm"
      >
        <p aria-live="polite">
          {t('app.showingRange', { from: format(from), to: format(to), total: format(page.total) })}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{t('app.rowsPerPage')}</label>
          <select
            id={sizeId}
            className="rounded-md border border-stone-300 bg-white px-2 py-1"
            value={query.limit}
            onChange={(event) => navigate({ limit: Number(event.target.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {format(size)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            disabled={page.offset === 0}
            onClick={() => navigate({ offset: Math.max(0, page.offset - query.limit) })}
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
            {t('app.previousPage')}
          </Button>
          <Button
            variant="secondary"
            disabled={page.offset + page.items.length >= page.total}
            onClick={() => navigate({ offset: page.offset + query.limit })}
          >
            {t('app.nextPage')}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
          </Button>
        </div>
      </nav>
    </div>
  );
}
