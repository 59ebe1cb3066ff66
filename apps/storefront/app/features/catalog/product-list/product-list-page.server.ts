import { ProductListRoute, type ScreenEntityName } from '@shop/contract';
import { redirect } from 'react-router';

import { serverEnv } from '../../../lib/env.server';
import { loadLabels } from '../../../lib/labels/labels.server';
import { requireLanguage } from '../../../lib/language';
import { categoryPath } from '../../../lib/paths';
import { notFound } from '../not-found.server';
import { type ListPlace, defaultSortOf, listKindOf, pageHref } from './list-links';
import { loadListProducts, loadSearchCorrection, loadSidebarLists } from './product-list.server';
import { parseProductQuery } from './product-query';

/** Screen entities whose texts this page shows (the layout's come from the root loader). */
const LIST_ENTITIES = [
  'AllProducts',
  'ProductsFilterOptions',
  'SiteLeftSidebarFilter',
  'ProductsGridTypeOne',
  'PopularProducts',
  'NewProducts',
] as const satisfies readonly ScreenEntityName[];

const CATEGORY_ID = /^\d{1,10}$/;

/**
 * Everything `/{lang}/all-products/{id}/{name}` shows: the list's place (kind, query, paths), one
 * page of its products, the sidebar's lists, the texts and, for a search that found nothing, a
 * closer spelling. A page past the end redirects to the first.
 */
export async function loadProductListPage(
  request: Request,
  params: { lang?: string; categoryId: string; categoryName: string },
) {
  const language = requireLanguage(params.lang);
  if (!CATEGORY_ID.test(params.categoryId)) notFound();
  const categoryId = Number(params.categoryId);
  const kind = listKindOf(categoryId, params.categoryName);
  const url = new URL(request.url);
  const place: ListPlace = {
    kind,
    query: parseProductQuery(url.searchParams, defaultSortOf(kind)),
    path: categoryPath(language, { id: categoryId, name: params.categoryName }),
    allCategoriesPath: categoryPath(language, {
      id: ProductListRoute.allCategoryId,
      name: ProductListRoute.allCategories,
    }),
    pathCategoryId: categoryId,
  };

  const [page, sidebar, labels] = await Promise.all([
    loadListProducts(request, language, place),
    loadSidebarLists(request, language),
    loadLabels(request, language, LIST_ENTITIES),
  ]);
  // A page past the end (fewer results than before, an old link) shows the first page instead.
  if (page.products.length === 0 && place.query.page > 1) throw redirect(pageHref(place, 1));

  // Only a search whose words found nothing (no product, or only products near them) asks for a closer spelling.
  const searchTerm = place.query.searchTerm;
  const correction =
    searchTerm && place.kind !== 'popular' && (page.products.length === 0 || page.near)
      ? await loadSearchCorrection(request, language, place)
      : null;

  return { place, page, sidebar, labels, correction, origin: serverEnv.STOREFRONT_URL };
}

export type ProductListPageData = Awaited<ReturnType<typeof loadProductListPage>>;
