import {
  DEFAULT_PAGE_SIZE,
  EMPTY_RECORD_VALUE_JSON,
  type ParamsOf,
  ProductListRoute,
  type SortValue,
} from '@shop/contract';

import {
  DEFAULT_VIEW,
  type FilterChange,
  type ProductListQuery,
  type ViewMode,
  buildProductSearch,
  toggleId,
  withFilters,
  withPage,
  withView,
} from './product-query';

/**
 * Which list `/all-products/{id}/{name}` shows (spec section 2): a category when the id is above 0;
 * under id 0 the home page's 'View All' lists 'popular-products' and 'recent-products', and every
 * other name is all categories.
 */
export type ListKind = 'category' | 'popular' | 'recent' | 'all';

export function listKindOf(categoryId: number, categoryName: string): ListKind {
  if (categoryId > ProductListRoute.allCategoryId) return 'category';
  if (categoryName === ProductListRoute.popularProducts) return 'popular';
  if (categoryName === ProductListRoute.recentProducts) return 'recent';
  return 'all';
}

/** The order a list has when the query names none: recent products are newest first. */
export function defaultSortOf(kind: ListKind): SortValue {
  return kind === 'recent' ? 'Date DESC' : '';
}

/** Where the list's links lead: the list's own path and the one for filter changes. */
export interface ListPlace {
  kind: ListKind;
  query: ProductListQuery;
  /** `/{lang}/all-products/{id}/{name}` of the page shown. */
  path: string;
  /** `/{lang}/all-products/0/all-categories`. */
  allCategoriesPath: string;
  /** The path's category (0 when none): it filters along with the query's categories. */
  pathCategoryId: number;
}

function href(place: ListPlace, path: string, query: ProductListQuery): string {
  return `${path}${buildProductSearch(query, defaultSortOf(place.kind))}`;
}

/**
 * The popular list has no filters or sort of its own (its back-office call takes only paging), so
 * a filter or sort chosen there applies to all products instead.
 */
function filterPath(place: ListPlace): string {
  return place.kind === 'popular' ? place.allCategoriesPath : place.path;
}

/** A filter or sort change: back to page 1. */
export function filterHref(place: ListPlace, change: FilterChange): string {
  const path = filterPath(place);
  const query = withFilters(place.query, change);
  return path === place.path ? href(place, path, query) : `${path}${buildProductSearch(query)}`;
}

/** A page size change: back to page 1, on the same list (every list pages). */
export function pageSizeHref(place: ListPlace, pageSize: number): string {
  return href(place, place.path, withFilters(place.query, { pageSize }));
}

export function pageHref(place: ListPlace, page: number): string {
  return href(place, place.path, withPage(place.query, page));
}

/** The same list searched for another term ("Did you mean …?"): the other filters kept, page 1. */
export function searchTermHref(place: ListPlace, searchTerm: string): string {
  return href(place, place.path, withFilters(place.query, { searchTerm }));
}

export function viewHref(place: ListPlace, view: ViewMode): string {
  return href(place, place.path, withView(place.query, view));
}

/** Categories the list is filtered by: the path's one and those toggled in the query. */
export function selectedCategoryIds(place: ListPlace): number[] {
  const { pathCategoryId, query } = place;
  return pathCategoryId > 0 && !query.categoryIds.includes(pathCategoryId)
    ? [pathCategoryId, ...query.categoryIds]
    : query.categoryIds;
}

/**
 * Toggles a category in the sidebar. The path's own category is switched off by leaving for all
 * categories (the other filters stay); any other one is toggled in the query's comma list.
 */
export function categoryToggleHref(place: ListPlace, categoryId: number): string {
  if (place.pathCategoryId > 0 && categoryId === place.pathCategoryId) {
    const query = withFilters(place.query, { categoryIds: place.query.categoryIds.filter((id) => id !== categoryId) });
    return `${place.allCategoriesPath}${buildProductSearch(query)}`;
  }
  return filterHref(place, { categoryIds: toggleId(place.query.categoryIds, categoryId) });
}

/** The get-all-products call of a list page. */
export function allProductsParams(place: ListPlace): ParamsOf<'get-all-products'> {
  const { query } = place;
  return {
    ...searchParams(place),
    OrderByColumnName: query.sort,
    PageNo: query.page,
    PageSize: query.pageSize,
  };
}

/** The list's search term and filters, as get-all-products and get-search-correction take them. */
export function searchParams(place: ListPlace): ParamsOf<'get-search-correction'> {
  const { query } = place;
  const ids = (values: readonly number[]) => values.join(',');
  return {
    SearchTerm: query.searchTerm,
    CategoryID: ids(selectedCategoryIds(place)),
    ManufacturerID: ids(query.manufacturerIds),
    SizeID: ids(query.sizeIds),
    ColorID: query.colorId === null ? '' : String(query.colorId),
    TagID: ids(query.tagIds),
    MinPrice: query.minPrice ?? undefined,
    MaxPrice: query.maxPrice ?? undefined,
    Rating: query.rating ?? undefined,
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  };
}

/**
 * The list's URL for search engines: its path and filters, without the sort, page size, page and
 * view, which only rearrange the same products.
 */
export function canonicalHref(place: ListPlace): string {
  const defaultSort = defaultSortOf(place.kind);
  const query = { ...place.query, sort: defaultSort, pageSize: DEFAULT_PAGE_SIZE, page: 1, view: DEFAULT_VIEW };
  return `${place.path}${place.kind === 'popular' ? '' : buildProductSearch(query, defaultSort)}`;
}

/** The page's heading: the search term, the category's name, or the list's own title. */
export function listHeading(
  place: ListPlace,
  categoryName: string | undefined,
  texts: { allProducts: string; popular: string; recent: string; searchResults: string },
): { text: string; searchTerm?: string } {
  if (place.query.searchTerm) return { text: texts.searchResults, searchTerm: place.query.searchTerm };
  if (place.kind === 'category' && categoryName) return { text: categoryName };
  if (place.kind === 'popular') return { text: texts.popular };
  if (place.kind === 'recent') return { text: texts.recent };
  return { text: texts.allProducts };
}
