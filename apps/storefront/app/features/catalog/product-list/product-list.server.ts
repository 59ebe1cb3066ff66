import {
  CATEGORY_LIST_PAGE_SIZE,
  type CallResult,
  EMPTY_RECORD_VALUE_JSON,
  type EndpointName,
  type RowOf,
  SIDEBAR_POPULAR_SIZE,
} from '@shop/contract';

import { backofficeFor } from '../../../lib/backoffice.server';
import type { ShopLanguage } from '../../../lib/language';
import { type ProductCardData, toProductCardData } from '../product-card-data';
import { quietCachedList } from '../quiet-cached-list.server';
import { type ListPlace, allProductsParams, searchParams } from './list-links';

// The sidebar's lists change when the shop owner edits them, not per visit: a minute's staleness is fine.
const SIDEBAR_CACHE_MS = 60_000;

export interface FilterOption {
  id: number;
  name: string;
}

export interface SidebarLists {
  brands: FilterOption[];
  sizes: (FilterOption & { shortName: string })[];
  tags: FilterOption[];
  popularProducts: ProductCardData[];
}

/** One page of a product list's results. */
export interface ListProducts {
  products: ProductCardData[];
  /** Results of the whole query: the first row's TotalRecords (spec section 7). */
  total: number;
  /** Whether the search term's words found nothing and these products come close to them (a misspelling). */
  near: boolean;
}

/** One sidebar list in the page's language, cached per language; a failure gives an empty list. */
function sidebarList<N extends EndpointName, Item>(
  endpoint: N,
  language: ShopLanguage,
  call: () => Promise<CallResult<RowOf<N>>>,
  toItem: (row: RowOf<N>) => Item,
): Promise<Item[]> {
  return quietCachedList({
    cacheKey: `all-products:${endpoint}:${language.code}`,
    ttlMs: SIDEBAR_CACHE_MS,
    endpoint,
    call,
    toItem,
    failureLog: 'all-products: sidebar list failed',
  });
}

export async function loadSidebarLists(request: Request, language: ShopLanguage): Promise<SidebarLists> {
  const backoffice = backofficeFor(request, language);
  const firstPage = { PageNo: 1, PageSize: CATEGORY_LIST_PAGE_SIZE, recordValueJson: EMPTY_RECORD_VALUE_JSON };
  const [brands, sizes, tags, popularProducts] = await Promise.all([
    sidebarList(
      'get-manufacturer-list',
      language,
      () => backoffice.call('get-manufacturer-list', firstPage),
      (row) => ({ id: row.ManufacturerID, name: row.Name }),
    ),
    sidebarList(
      'get-size-list',
      language,
      () => backoffice.call('get-size-list', firstPage),
      (row) => ({ id: row.SizeID, name: row.Name, shortName: row.ShortName }),
    ),
    sidebarList(
      'get-popular-tags',
      language,
      () => backoffice.call('get-popular-tags', firstPage),
      (row) => ({ id: row.TagID, name: row.TagName }),
    ),
    sidebarList(
      'get-popular-products-list',
      language,
      () =>
        backoffice.call('get-popular-products-list', {
          PageNo: 1,
          PageSize: SIDEBAR_POPULAR_SIZE,
          recordValueJson: EMPTY_RECORD_VALUE_JSON,
        }),
      toProductCardData,
    ),
  ]);
  return { brands, sizes, tags, popularProducts };
}

/**
 * The products of a list page: the popular list from its own call (it has paging only), every
 * other list from get-all-products with the page's filters, sort and paging. A failure is logged
 * and shows as an empty page (spec section 8).
 */
export async function loadListProducts(
  request: Request,
  language: ShopLanguage,
  place: ListPlace,
): Promise<ListProducts> {
  const backoffice = backofficeFor(request, language);
  const result =
    place.kind === 'popular'
      ? await backoffice.call('get-popular-products-list', {
          PageNo: place.query.page,
          PageSize: place.query.pageSize,
          recordValueJson: EMPTY_RECORD_VALUE_JSON,
        })
      : await backoffice.call('get-all-products', allProductsParams(place));
  if (!result.ok) {
    console.error('all-products: product list failed', { status: result.status, errorMessage: result.errorMessage });
    return { products: [], total: 0, near: false };
  }
  const first = result.rows[0];
  return {
    products: result.rows.map(toProductCardData),
    total: first?.TotalRecords ?? 0,
    near: first?.NearMatch === true,
  };
}

/**
 * "Did you mean …?" for a search whose words found nothing (issue 21): the closest spelling that finds
 * products with the list's filters, or null (also when the back-office cannot answer: the page still says
 * nothing was found).
 */
export async function loadSearchCorrection(
  request: Request,
  language: ShopLanguage,
  place: ListPlace,
): Promise<string | null> {
  // The list's filters go along, so the spelling offered finds products among them.
  const result = await backofficeFor(request, language).call('get-search-correction', searchParams(place));
  if (!result.ok) {
    console.error('all-products: search correction failed', {
      status: result.status,
      errorMessage: result.errorMessage,
    });
    return null;
  }
  return result.rows[0]?.SearchTerm ?? null;
}
