// A list's page, sort, search and filters live in the URL, so a list can be bookmarked, shared and
// left with Back; the route's clientLoader reads the same parameters to fetch the page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_DEFAULT, type SortOrder } from '@shop/contract';

export interface ListQuery {
  limit: number;
  offset: number;
  sort: string;
  order: SortOrder;
  q: string;
  /** Every other parameter: the list's filters. */
  filters: Record<string, string>;
}

const RESERVED = new Set(['limit', 'offset', 'sort', 'order', 'q']);

export function readListQuery(
  params: URLSearchParams,
  defaultSort: string,
  defaultOrder: SortOrder = 'asc',
): ListQuery {
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= 0 && params.get(name) !== null ? value : fallback;
  };
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  return {
    limit: number('limit', ADMIN_PAGE_DEFAULT) || ADMIN_PAGE_DEFAULT,
    offset: number('offset', 0),
    sort: params.get('sort') || defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : defaultOrder,
    q: params.get('q') ?? '',
    filters,
  };
}

/** The API query of a list query (filters passed through as they are). */
export function apiQuery(query: ListQuery) {
  const { filters, q, ...rest } = query;
  return { ...rest, ...(q ? { q } : {}), ...filters };
}

/** Changes parts of the list's URL; any change but paging goes back to the first page. */
export function useListNavigation() {
  const [params, setParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('offset' in changes)) next.delete('offset');
      setParams(next, { preventScrollReset: true });
    },
    [params, setParams],
  );
}
