import { PAGE_SIZE_OPTIONS, SORT_OPTIONS, type SortValue } from '@shop/contract';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useNavigate } from 'react-router';

import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { useHydrated } from '../../../lib/use-hydrated';
import { type ListPlace, defaultSortOf, filterHref, pageSizeHref, viewHref } from './list-links';
import { QueryKey, VIEW_MODES, type ViewMode, productQueryEntries } from './product-query';

const VIEW_COLUMNS: Record<ViewMode, number> = { grid2: 2, grid3: 3, grid4: 4, list: 1 };

function ViewIcon({ view }: { view: ViewMode }) {
  const columns = VIEW_COLUMNS[view];
  const width = 18 / columns;
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-current">
      {view === 'list'
        ? [2, 8.5, 15].map((y) => <rect key={y} x="1" y={y} width="18" height="3" rx="0.8" />)
        : Array.from({ length: columns }, (_, index) => (
            <rect key={index} x={1 + index * width} y="2" width={width - 1.2} height="16" rx="0.8" />
          ))}
    </svg>
  );
}

/** Hidden fields carrying the rest of the query, so the forms work as plain GET forms before the script loads. */
function KeepQuery({ place, except }: { place: ListPlace; except: readonly string[] }) {
  return productQueryEntries(place.query, defaultSortOf(place.kind))
    .filter(([key]) => !except.includes(key))
    .map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />);
}

/**
 * The list's toolbar (spec section 2): view switch (2, 3, 4 columns or rows), 'Showing x to y of z
 * results', page size and sort. Before the script loads they are plain GET forms (with a submit
 * button for the selects); once it runs, a change leads straight to the list's canonical URL,
 * back to page 1 for the page size and the sort.
 */
export function ListToolbar({
  place,
  shown,
  shownId,
  filtersButton,
}: {
  place: ListPlace;
  shown: { from: number; to: number; total: number };
  /** Id of the 'Showing x to y of z results' text, which also names the pagination. */
  shownId: string;
  /** The phone's 'Filters' button, shown beside the view switch. */
  filtersButton?: ReactNode;
}) {
  const labels = useLabels('ProductsFilterOptions');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const pageSizeId = useId();
  const sortId = useId();
  const { query } = place;
  const sortLabels: Record<SortValue, string> = {
    '': labels.lbl_filter_options_sort_featured,
    'Price ASC': labels.lbl_filter_options_sort_price_asc,
    'Price DESC': labels.lbl_filter_options_sort_price_desc,
    'Date DESC': labels.lbl_filter_options_sort_date_desc,
    'Date ASC': labels.lbl_filter_options_sort_date_asc,
  };
  const viewLabels: Record<ViewMode, string> = {
    grid2: labels.lbl_filter_options_view_grid2,
    grid3: labels.lbl_filter_options_view_grid3,
    grid4: labels.lbl_filter_options_view_grid4,
    list: labels.lbl_filter_options_view_list,
  };
  const onViewClick = (event: MouseEvent<HTMLButtonElement>, view: ViewMode) => {
    event.preventDefault();
    void navigate(viewHref(place, view), { preventScrollReset: true });
  };
  const select =
    'rounded-md border border-sand-300 bg-white py-1.5 ps-2 pe-8 text-sm text-olive-950 focus-visible:outline-2';

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-sand-200 bg-white px-3 py-2.5">
      <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
        {filtersButton}
        <form method="get" action={place.path} className="flex gap-1">
          <KeepQuery place={place} except={[QueryKey.view]} />
          {VIEW_MODES.map((view) => (
            <button
              key={view}
              type="submit"
              name={QueryKey.view}
              value={view}
              aria-pressed={query.view === view}
              aria-label={viewLabels[view]}
              title={viewLabels[view]}
              onClick={(event) => onViewClick(event, view)}
              className="grid size-9 place-items-center rounded-md text-olive-700 hover:bg-sand-100 aria-pressed:bg-olive-700 aria-pressed:text-white"
            >
              <ViewIcon view={view} />
            </button>
          ))}
        </form>
      </div>

      {/* It heads the list of results below it (their cards' names are h3). */}
      <h2 id={shownId} className="text-sm font-normal text-olive-800" aria-live="polite">
        {fillLabel(labels.lbl_filter_options_showing, shown)}
      </h2>

      <form
        method="get"
        action={place.path}
        className="flex w-full items-end gap-3 sm:ms-auto sm:w-auto sm:items-center"
      >
        <KeepQuery place={place} except={[QueryKey.pageSize, QueryKey.sort, QueryKey.page]} />
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
          <label htmlFor={pageSizeId} className="text-sm text-olive-800">
            {labels.lbl_filter_options_show}
          </label>
          <select
            id={pageSizeId}
            key={`size-${query.pageSize}`}
            name={QueryKey.pageSize}
            defaultValue={query.pageSize}
            onChange={(event) =>
              void navigate(pageSizeHref(place, Number(event.currentTarget.value)), { preventScrollReset: true })
            }
            className={select}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
          <label htmlFor={sortId} className="text-sm text-olive-800">
            {labels.lbl_filter_options_sort_by}
          </label>
          <select
            id={sortId}
            key={`sort-${query.sort}`}
            name={QueryKey.sort}
            defaultValue={query.sort}
            onChange={(event) =>
              void navigate(filterHref(place, { sort: event.currentTarget.value as SortValue }), {
                preventScrollReset: true,
              })
            }
            className={`${select} w-full sm:w-auto`}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {sortLabels[option.value]}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button
            type="submit"
            className="rounded-md bg-olive-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-olive-800"
          >
            {labels.lbl_filter_options_show}
          </button>
        )}
      </form>
    </div>
  );
}
