import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  PRICE_UPPER_BOUND,
  RATING_VALUES,
  SEARCH_MAX_LENGTH,
  SORT_VALUES,
  type SortValue,
} from '@shop/contract';

// The product list keeps every filter, the sort, page size, page and view in its URL query (spec
// sections 2, 4 and 9), so a filtered page is rendered by the server, can be shared, and the back
// button returns to the previous filter. These functions are the only place that reads or writes it.

export const VIEW_MODES = ['grid2', 'grid3', 'grid4', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW: ViewMode = 'grid3';

/** Query parameter names; the filter names are the back-office's (get-all-products). */
export const QueryKey = {
  searchTerm: 'SearchTerm',
  categoryIds: 'CategoryID',
  manufacturerIds: 'ManufacturerID',
  sizeIds: 'SizeID',
  colorId: 'ColorID',
  tagIds: 'TagID',
  minPrice: 'MinPrice',
  maxPrice: 'MaxPrice',
  rating: 'Rating',
  sort: 'OrderByColumnName',
  pageSize: 'PageSize',
  page: 'PageNo',
  view: 'view',
} as const;

export interface ProductListQuery {
  searchTerm: string;
  categoryIds: number[];
  manufacturerIds: number[];
  sizeIds: number[];
  /** Colour is single-valued (spec section 4). */
  colorId: number | null;
  tagIds: number[];
  minPrice: number | null;
  maxPrice: number | null;
  /** Single-valued, one of RATING_VALUES. */
  rating: number | null;
  sort: SortValue;
  pageSize: number;
  /** 1-based. */
  page: number;
  view: ViewMode;
}

/** Paging and display keys; a change to anything else is a filter change and goes back to page 1. */
type NonFilterKey = 'page' | 'view';
export type FilterChange = Partial<Omit<ProductListQuery, NonFilterKey>>;

// Far beyond any real list; keeps a hand-typed URL from asking for page 10^20.
const MAX_PAGE = 1_000_000;
const MAX_IDS = 100;
const MAX_ID = 2_147_483_647;

function positiveInt(text: string | null | undefined, max: number): number | null {
  if (!text || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= max ? value : null;
}

function price(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= PRICE_UPPER_BOUND ? value : null;
}

/** Ids from `CategoryID=3,5` (the shop's own links) or `CategoryID=3&CategoryID=5` (a plain form); junk is dropped. */
function idList(params: URLSearchParams, key: string): number[] {
  const ids = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((part) => positiveInt(part, MAX_ID))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

function oneOf<T extends string | number>(values: readonly T[], candidate: unknown): T | undefined {
  return values.find((value) => value === candidate);
}

/**
 * The list's state from its URL query. Tolerant: anything missing or invalid takes its default, so
 * an edited or stale link still shows a page. `defaultSort` is the list's own order (recent
 * products are newest first) used when the query names none.
 */
export function parseProductQuery(params: URLSearchParams, defaultSort: SortValue = ''): ProductListQuery {
  const sortParam = params.get(QueryKey.sort);
  const minPrice = price(params.get(QueryKey.minPrice));
  const maxPrice = price(params.get(QueryKey.maxPrice));
  return {
    searchTerm: (params.get(QueryKey.searchTerm) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    categoryIds: idList(params, QueryKey.categoryIds),
    manufacturerIds: idList(params, QueryKey.manufacturerIds),
    sizeIds: idList(params, QueryKey.sizeIds),
    colorId: idList(params, QueryKey.colorId)[0] ?? null,
    tagIds: idList(params, QueryKey.tagIds),
    // A reversed range cannot match anything; it is ignored rather than shown as an empty list.
    ...(minPrice !== null && maxPrice !== null && minPrice > maxPrice
      ? { minPrice: null, maxPrice: null }
      : { minPrice, maxPrice }),
    rating: oneOf(RATING_VALUES, positiveInt(params.get(QueryKey.rating), RATING_VALUES[0])) ?? null,
    sort: sortParam === null ? defaultSort : (oneOf(SORT_VALUES, sortParam.trim()) ?? defaultSort),
    pageSize:
      oneOf(PAGE_SIZE_OPTIONS, positiveInt(params.get(QueryKey.pageSize), Number.MAX_SAFE_INTEGER)) ??
      DEFAULT_PAGE_SIZE,
    page: positiveInt(params.get(QueryKey.page), MAX_PAGE) ?? 1,
    view: oneOf(VIEW_MODES, params.get(QueryKey.view)) ?? DEFAULT_VIEW,
  };
}

/**
 * The query's parameters in a fixed order, defaults left out, so every state has one URL.
 * `defaultSort` must be the one the query was parsed with.
 */
export function productQueryEntries(query: ProductListQuery, defaultSort: SortValue = ''): [string, string][] {
  const entries: [string, string][] = [];
  const add = (key: string, value: string | number | null, omitWhen: string | number | null = null) => {
    if (value !== null && value !== omitWhen) entries.push([key, String(value)]);
  };
  const ids = (values: number[]) => (values.length > 0 ? values.join(',') : null);
  add(QueryKey.searchTerm, query.searchTerm, '');
  add(QueryKey.categoryIds, ids(query.categoryIds));
  add(QueryKey.manufacturerIds, ids(query.manufacturerIds));
  add(QueryKey.sizeIds, ids(query.sizeIds));
  add(QueryKey.colorId, query.colorId);
  add(QueryKey.tagIds, ids(query.tagIds));
  add(QueryKey.minPrice, query.minPrice);
  add(QueryKey.maxPrice, query.maxPrice);
  add(QueryKey.rating, query.rating);
  add(QueryKey.sort, query.sort, defaultSort);
  add(QueryKey.pageSize, query.pageSize, DEFAULT_PAGE_SIZE);
  add(QueryKey.page, query.page, 1);
  add(QueryKey.view, query.view, DEFAULT_VIEW);
  return entries;
}

/** `?SearchTerm=tea&CategoryID=3,5…`, or '' for the default state. Commas stay readable. */
export function buildProductSearch(query: ProductListQuery, defaultSort: SortValue = ''): string {
  const entries = productQueryEntries(query, defaultSort);
  if (entries.length === 0) return '';
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');
  return `?${entries.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}

/** The query after a filter, page size or sort change: always back to page 1 (spec section 4). */
export function withFilters(query: ProductListQuery, change: FilterChange): ProductListQuery {
  return { ...query, ...change, page: 1 };
}

export function withPage(query: ProductListQuery, page: number): ProductListQuery {
  return { ...query, page };
}

export function withView(query: ProductListQuery, view: ViewMode): ProductListQuery {
  return { ...query, view };
}

/** Adds `id` to the list, or takes it out when it is there (category, brand, size and tag filters). */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id];
}

/** True when a sidebar filter narrows the list (the search term, sort, paging and view are not filters). */
export function hasFilters(query: ProductListQuery): boolean {
  return (
    query.categoryIds.length > 0 ||
    query.manufacturerIds.length > 0 ||
    query.sizeIds.length > 0 ||
    query.colorId !== null ||
    query.tagIds.length > 0 ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.rating !== null
  );
}

/** The query with every sidebar filter removed; the search term, sort, page size and view stay. */
export function withoutFilters(query: ProductListQuery): ProductListQuery {
  return withFilters(query, {
    categoryIds: [],
    manufacturerIds: [],
    sizeIds: [],
    colorId: null,
    tagIds: [],
    minPrice: null,
    maxPrice: null,
    rating: null,
  });
}
