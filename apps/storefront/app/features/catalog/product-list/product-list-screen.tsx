import { useId, useState } from 'react';

import { US_DOLLAR } from '../../../lib/currency/currency';
import { useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import { useLayoutData } from '../../../lib/layout-data';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { Drawer } from '../../../ui/drawer';
import { SearchNearMatch, SearchNoResults } from '../search/search-no-results';
import { FilterIcon } from './icons';
import { listHeading } from './list-links';
import { categoryOf } from './list-meta';
import { ListPagination } from './list-pagination';
import { ListSidebar } from './list-sidebar';
import { ListToolbar } from './list-toolbar';
import { shownRange } from './pagination';
import { ProductGrid } from './product-grid';
import type { ProductListPageData } from './product-list-page.server';

type ScreenData = Pick<ProductListPageData, 'place' | 'page' | 'sidebar' | 'correction'>;

/**
 * A product list page (spec section 2): heading, filters (a sidebar on wide screens, a drawer on
 * narrow ones), toolbar, the products or why there are none, and the pages.
 */
export function ProductListScreen({ data }: { data: ScreenData }) {
  const { place, page, sidebar } = data;
  const language = useLanguage();
  const layout = useLayoutData();
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
          <ListResults data={data} noResults={labels.lbl_all_products_no_results} />
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

/**
 * The page's products; a search that found nothing offers a closer spelling and popular products, and one whose
 * products only come close says so.
 */
function ListResults({
  data: { place, page, sidebar, correction },
  noResults,
}: {
  data: ScreenData;
  noResults: string;
}) {
  const searchTerm = place.kind === 'popular' ? undefined : place.query.searchTerm;
  if (page.products.length > 0) {
    return (
      <>
        {searchTerm && page.near ? (
          <SearchNearMatch place={place} searchTerm={searchTerm} correction={correction} />
        ) : null}
        <ProductGrid products={page.products} view={place.query.view} />
      </>
    );
  }
  if (searchTerm) {
    return (
      <SearchNoResults
        place={place}
        searchTerm={searchTerm}
        correction={correction}
        popularProducts={sidebar.popularProducts}
      />
    );
  }
  return (
    <p className="rounded-lg border border-dashed border-sand-300 bg-white px-4 py-12 text-center text-olive-800">
      {noResults}
    </p>
  );
}
