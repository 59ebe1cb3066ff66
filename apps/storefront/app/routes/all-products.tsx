import { LANGUAGE_CODES, ProductListRoute, type ScreenEntityName } from '@shop/contract';
import { useId, useState } from 'react';
import { data, redirect, useRouteLoaderData } from 'react-router';

import { Breadcrumb } from '../ui/breadcrumb';
import { Drawer } from '../ui/drawer';
import { FilterIcon } from '../features/catalog/product-list/icons';
import {
  type ListPlace,
  canonicalHref,
  defaultSortOf,
  listHeading,
  listKindOf,
  pageHref,
} from '../features/catalog/product-list/list-links';
import { ListPagination } from '../features/catalog/product-list/list-pagination';
import { ListSidebar } from '../features/catalog/product-list/list-sidebar';
import { ListToolbar } from '../features/catalog/product-list/list-toolbar';
import { shownRange } from '../features/catalog/product-list/pagination';
import { ProductGrid } from '../features/catalog/product-list/product-grid';
import { SearchNoResults } from '../features/catalog/search/search-no-results';
import {
  loadProductPage,
  loadSearchCorrection,
  loadSidebarLists,
} from '../features/catalog/product-list/product-list.server';
import { parseProductQuery } from '../features/catalog/product-list/product-query';
import { US_DOLLAR } from '../lib/currency/currency';
import { serverEnv } from '../lib/env.server';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import type { LayoutData, MenuCategory } from '../lib/layout-data.server';
import { localizedPath, requireLanguage, useLanguage } from '../lib/language';
import { categoryPath } from '../lib/paths';
import type { Route } from './+types/all-products';
import { catalogueHeaders } from '../lib/http/cache-policy';

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

function notFound(): never {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
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
    loadProductPage(request, language, place),
    loadSidebarLists(request, language),
    loadLabels(request, language, LIST_ENTITIES),
  ]);
  // A page past the end (fewer results than before, an old link) shows the first page instead.
  if (page.products.length === 0 && place.query.page > 1) throw redirect(pageHref(place, 1));

  // Only a search that found nothing asks for a closer spelling.
  const searchTerm = place.query.searchTerm;
  const correction =
    searchTerm && place.kind !== 'popular' && page.products.length === 0
      ? await loadSearchCorrection(request, language, searchTerm)
      : null;

  return { place, page, sidebar, labels, correction, origin: serverEnv.STOREFRONT_URL };
}

function rootData(matches: Route.MetaArgs['matches']): Partial<LayoutData> | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as Partial<LayoutData> | undefined;
}

function categoryOf(place: ListPlace, categories: readonly MenuCategory[] | undefined) {
  return categories?.find((category) => category.id === place.pathCategoryId);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { place, origin } = loaderData;
  const root = rootData(matches);
  const texts = labelsFor('AllProducts', loaderData.labels);
  const heading = listHeading(place, categoryOf(place, root?.categories)?.displayName, {
    allProducts: texts.lbl_all_products_title,
    popular: labelsFor('PopularProducts', loaderData.labels).lbl_popular_products_heading,
    recent: labelsFor('NewProducts', loaderData.labels).lbl_new_products_heading,
    searchResults: texts.lbl_all_products_search_results,
  });
  const page = heading.searchTerm ? `${heading.text} "${heading.searchTerm}"` : heading.text;
  const title = [page, root?.siteTitle?.trim()].filter(Boolean).join(' | ');
  const canonical = new URL(canonicalHref(place), origin).href;
  const inLanguage = (code: string) => canonical.replace(/^(https?:\/\/[^/]+\/)[a-z]{2}\//, `$1${code}/`);
  return [
    { title },
    { name: 'description', content: page },
    // Search results are endless variations of the shop's own pages: not for search engines.
    ...(place.query.searchTerm ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGE_CODES.map((code) => ({ tagName: 'link', rel: 'alternate', hrefLang: code, href: inLanguage(code) })),
    { property: 'og:title', content: title },
    { property: 'og:url', content: canonical },
  ];
};

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { place, page, sidebar, correction } = loaderData;
  const language = useLanguage();
  const layout = useRouteLoaderData('root') as Partial<LayoutData> | undefined;
  const categories = layout?.categories ?? [];
  const currency = layout?.currency ?? US_DOLLAR;
  const labels = useLabels('AllProducts');
  const popular = useLabels('PopularProducts');
  const recent = useLabels('NewProducts');
  const gridLabels = useLabels('ProductsGridTypeOne');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const shownId = useId();
  const heading = listHeading(place, categoryOf(place, categories)?.displayName, {
    allProducts: labels.lbl_all_products_title,
    popular: popular.lbl_popular_products_heading,
    recent: recent.lbl_new_products_heading,
    searchResults: labels.lbl_all_products_search_results,
  });
  // The list's name, also the breadcrumb's last step.
  const headingText = (
    <>
      {heading.text}
      {heading.searchTerm ? (
        <>
          {' '}
          <q>
            <bdi>{heading.searchTerm}</bdi>
          </q>
        </>
      ) : null}
    </>
  );
  const shown = shownRange(place.query.page, place.query.pageSize, page.products.length, page.total);
  const sidebarContent = <ListSidebar place={place} categories={categories} lists={sidebar} currency={currency} />;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6">
      <Breadcrumb
        steps={[
          { label: labels.lbl_all_products_breadcrumb_home, to: localizedPath(language, '/') },
          { label: labels.lbl_all_products_breadcrumb_current, to: place.allCategoriesPath },
        ]}
        current={headingText}
      />
      <h1 className="mt-2 text-2xl font-bold text-olive-950 sm:text-3xl">{headingText}</h1>

      <div className="mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={labels.lbl_all_products_filters} className="hidden lg:block">
          {sidebarContent}
        </aside>

        <div className="flex flex-col gap-4">
          <ListToolbar
            place={place}
            shown={shown}
            shownId={shownId}
            filtersButton={
              <button
                type="button"
                onClick={() => setFiltersOpen(true)}
                aria-haspopup="dialog"
                className="flex items-center gap-2 rounded-md border border-olive-700 px-3 py-1.5 text-sm font-semibold text-olive-800 hover:bg-olive-50 lg:hidden"
              >
                <FilterIcon />
                {labels.lbl_all_products_filters}
              </button>
            }
          />
          {page.products.length > 0 ? (
            <ProductGrid products={page.products} view={place.query.view} />
          ) : place.query.searchTerm && place.kind !== 'popular' ? (
            <SearchNoResults
              place={place}
              searchTerm={place.query.searchTerm}
              correction={correction}
              popularProducts={sidebar.popularProducts}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-sand-300 bg-white px-4 py-12 text-center text-olive-800">
              {labels.lbl_all_products_no_results}
            </p>
          )}
          <ListPagination place={place} total={page.total} labelledBy={shownId} />
        </div>
      </div>

      <Drawer
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        side="start"
        title={labels.lbl_all_products_filters}
        closeLabel={gridLabels.lbl_grid_close}
      >
        <div className="px-4 pb-6">{sidebarContent}</div>
      </Drawer>
    </main>
  );
}
