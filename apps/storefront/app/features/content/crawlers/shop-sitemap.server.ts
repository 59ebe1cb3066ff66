import {
  CATEGORY_LIST_PAGE_SIZE,
  EMPTY_RECORD_VALUE_JSON,
  LANGUAGE_CODES,
  Language,
  type LanguageCode,
  MAX_PAGE_SIZE,
  type RowOf,
} from '@shop/contract';

import { backofficeFor } from '../../../lib/backoffice.server';
import { CONTENT_PAGE_NAMES } from '../pages/content-pages';
import { localizedPath } from '../../../lib/language';
import { campaignPath, categoryPath, productPath } from '../../../lib/paths';
import { type SitemapEntry, localizedEntries } from './sitemap-xml';

/** Pages without data of their own, as paths under the language prefix. */
const STATIC_PAGE_PATHS = [
  '/',
  '/about',
  '/faq',
  '/contact-us',
  '/become-seller',
  ...CONTENT_PAGE_NAMES.map((name) => `/${name}`),
];

type ProductRow = RowOf<'get-all-products'>;
type PerLanguage<T> = Record<LanguageCode, T>;

/** A failed back-office call: the sitemap is not served half-empty. */
export class SitemapSourceError extends Error {}

function perLanguageSync<T>(value: (code: LanguageCode) => T): PerLanguage<T> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, value(code)])) as PerLanguage<T>;
}

async function perLanguage<T>(load: (code: LanguageCode) => Promise<T>): Promise<PerLanguage<T>> {
  const values = await Promise.all(LANGUAGE_CODES.map(load));
  return Object.fromEntries(LANGUAGE_CODES.map((code, index) => [code, values[index]])) as PerLanguage<T>;
}

/** Every product in one language, a page of MAX_PAGE_SIZE at a time until TotalRecords are read. */
async function allProducts(request: Request, code: LanguageCode): Promise<ProductRow[]> {
  const backoffice = backofficeFor(request, Language[code]);
  const products: ProductRow[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const result = await backoffice.call('get-all-products', { PageNo: pageNo, PageSize: MAX_PAGE_SIZE });
    if (!result.ok) throw new SitemapSourceError(`get-all-products (${code}, page ${pageNo}): ${result.errorMessage}`);
    products.push(...result.rows);
    const total = result.rows[0]?.TotalRecords ?? 0;
    if (result.rows.length < MAX_PAGE_SIZE || products.length >= total) return products;
  }
}

async function campaigns(request: Request, code: LanguageCode) {
  const result = await backofficeFor(request, Language[code]).call('get-web-campaign-list', {
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (!result.ok) throw new SitemapSourceError(`get-web-campaign-list (${code}): ${result.errorMessage}`);
  return result.rows;
}

async function categories(request: Request) {
  // Category URLs use the English name as slug in both languages (as the menu does).
  const result = await backofficeFor(request, Language.en).call('get-categories-list', {
    PageNo: 1,
    PageSize: CATEGORY_LIST_PAGE_SIZE,
  });
  if (!result.ok) throw new SitemapSourceError(`get-categories-list: ${result.errorMessage}`);
  return result.rows;
}

/** The ids of rows present in any language, in the order of the first language that has them. */
function idsOf<Row>(rowsByLanguage: PerLanguage<Row[]>, id: (row: Row) => number): number[] {
  return [...new Set(LANGUAGE_CODES.flatMap((code) => rowsByLanguage[code].map(id)))];
}

/** A row per language for `key`, falling back to another language's row when one is missing. */
function rowsFor<Row>(rowsByLanguage: PerLanguage<Row[]>, id: (row: Row) => number, key: number): PerLanguage<Row> {
  const found = LANGUAGE_CODES.map((code) => rowsByLanguage[code].find((row) => id(row) === key));
  const fallback = found.find((row) => row !== undefined) as Row;
  return Object.fromEntries(LANGUAGE_CODES.map((code, index) => [code, found[index] ?? fallback])) as PerLanguage<Row>;
}

/**
 * Every page a search engine should know, in both languages, with absolute URLs on `origin`:
 * the home page, about, FAQ and the content pages, every category, campaign and product. Product
 * and campaign URLs carry each language's own name as slug, like the shop's links do.
 */
export async function shopSitemapEntries(request: Request, origin: string): Promise<SitemapEntry[]> {
  const [productsByLanguage, campaignsByLanguage, categoryRows] = await Promise.all([
    perLanguage((code) => allProducts(request, code)),
    perLanguage((code) => campaigns(request, code)),
    categories(request),
  ]);
  // The entries of one page, given its path in each language.
  const pathsIn = (path: (code: LanguageCode) => string) => localizedEntries(origin, perLanguageSync(path));

  const productId = (row: ProductRow) => row.ProductId;
  const campaignId = (row: RowOf<'get-web-campaign-list'>) => row.CampaignId;
  return [
    ...STATIC_PAGE_PATHS.flatMap((path) => pathsIn((code) => localizedPath(Language[code], path))),
    ...categoryRows.flatMap((row) =>
      pathsIn((code) => categoryPath(Language[code], { id: row.CategoryID, name: row.Name })),
    ),
    ...idsOf(campaignsByLanguage, campaignId).flatMap((id) => {
      const rows = rowsFor(campaignsByLanguage, campaignId, id);
      return pathsIn((code) => campaignPath(Language[code], { id, title: rows[code].MainTitle }));
    }),
    ...idsOf(productsByLanguage, productId).flatMap((id) => {
      const rows = rowsFor(productsByLanguage, productId, id);
      return pathsIn((code) =>
        productPath(Language[code], { id, name: rows[code].ProductName, categoryName: rows[code].CategoryName }),
      );
    }),
  ];
}
