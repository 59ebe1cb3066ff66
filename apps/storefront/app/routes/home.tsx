import {
  type CallResult,
  EMPTY_RECORD_VALUE_JSON,
  HOME_LIST_SIZE,
  ProductListRoute,
  RECENT_PRODUCTS_TAB_NAME,
  type ScreenEntityName,
} from '@shop/contract';

import { BannerCarousel } from '../features/content/home/banner-carousel';
import { toBannerSlides } from '../features/content/home/banner-slides';
import { CampaignBanners } from '../features/content/home/campaign-banners';
import { toCampaign } from '../features/content/home/campaign-data';
import { FacilitiesStrip } from '../features/content/home/facilities-strip';
import { HomeVideo } from '../features/content/home/home-video';
import { rootLabels, siteTitleOf } from '../features/content/home/page-meta';
import { PopularCategories } from '../features/content/home/popular-categories';
import { toPopularCategory } from '../features/content/home/popular-category-data';
import { ProductRail } from '../features/content/home/product-rail';
import { backofficeFor } from '../lib/backoffice.server';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage, useLanguage } from '../lib/language';
import { categoryPath } from '../lib/paths';
import { toProductCardData } from '../features/catalog/product-card-data';
import type { Route } from './+types/home';
import { catalogueHeaders } from '../lib/http/cache-policy';

/** Screen entities whose texts the home page shows (the layout's come from the root loader). */
const HOME_ENTITIES = [
  'Home',
  'BannerSlider',
  'PopularCategories',
  'NewProducts',
  'PopularProducts',
  'CompaignSection',
  'BestFacilities',
  'ProductsGridTypeOne',
] as const satisfies readonly ScreenEntityName[];

/** Each home section stands on its own: a failed call is logged and its section shows nothing. */
function rowsOrNone<Row>(section: string, result: CallResult<Row>): Row[] {
  if (result.ok) return result.rows;
  console.error(`home: ${section} failed`, { status: result.status, errorMessage: result.errorMessage });
  return [];
}

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const backoffice = backofficeFor(request, language);
  const list = { PageNo: 1, PageSize: HOME_LIST_SIZE, recordValueJson: EMPTY_RECORD_VALUE_JSON };

  const [banners, categories, recent, campaigns, popular, labels] = await Promise.all([
    backoffice.call('get-home-screen-banner', { recordValueJson: EMPTY_RECORD_VALUE_JSON }),
    backoffice.call('get-popular-categories', { recordValueJson: EMPTY_RECORD_VALUE_JSON }),
    backoffice.call('get-recents-products-list', { ...list, TabName: RECENT_PRODUCTS_TAB_NAME }),
    backoffice.call('get-web-campaign-list', { recordValueJson: EMPTY_RECORD_VALUE_JSON }),
    backoffice.call('get-popular-products-list', list),
    loadLabels(request, language, HOME_ENTITIES),
  ]);

  return {
    banners: toBannerSlides(rowsOrNone('get-home-screen-banner', banners)),
    categories: rowsOrNone('get-popular-categories', categories).map((row) => toPopularCategory(row, language)),
    recentProducts: rowsOrNone('get-recents-products-list', recent).map(toProductCardData),
    campaigns: rowsOrNone('get-web-campaign-list', campaigns).map(toCampaign),
    popularProducts: rowsOrNone('get-popular-products-list', popular).map(toProductCardData),
    labels,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteTitle = siteTitleOf(matches);
  const title = siteTitle || labelsFor('Home', loaderData?.labels).lbl_home_title;
  // The footer's few words about the shop are the best description of the whole shop.
  const description = rootLabels(matches, 'Footer').lbl_footer_about_text;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
};

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { banners, categories, recentProducts, campaigns, popularProducts } = loaderData;
  const language = useLanguage();
  const home = useLabels('Home');
  const recent = useLabels('NewProducts');
  const popular = useLabels('PopularProducts');
  const siteTitle = siteTitleOf(matches);
  const allProducts = (name: string) => categoryPath(language, { id: ProductListRoute.allCategoryId, name });

  return (
    <main id="main" className="flex flex-col gap-12 pb-16 sm:gap-16">
      <h1 className="sr-only">{siteTitle || home.lbl_home_title}</h1>
      <BannerCarousel slides={banners} />
      <PopularCategories categories={categories} />
      <HomeVideo />
      <ProductRail
        id="recent-products"
        heading={recent.lbl_new_products_heading}
        subheading={recent.lbl_new_products_subheading}
        emptyText={recent.lbl_new_products_empty}
        viewAll={{ href: allProducts(ProductListRoute.recentProducts), label: recent.lbl_new_products_view_all }}
        products={recentProducts}
      />
      <CampaignBanners campaigns={campaigns} />
      <ProductRail
        id="popular-products"
        heading={popular.lbl_popular_products_heading}
        subheading={popular.lbl_popular_products_subheading}
        emptyText={popular.lbl_popular_products_empty}
        viewAll={{ href: allProducts(ProductListRoute.popularProducts), label: popular.lbl_popular_products_view_all }}
        products={popularProducts}
      />
      <FacilitiesStrip variant="home" />
    </main>
  );
}
