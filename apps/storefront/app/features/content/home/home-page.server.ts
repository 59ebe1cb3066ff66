import {
  type CallResult,
  EMPTY_RECORD_VALUE_JSON,
  HOME_LIST_SIZE,
  RECENT_PRODUCTS_TAB_NAME,
  type ScreenEntityName,
} from '@shop/contract';

import { backofficeFor } from '../../../lib/backoffice.server';
import { loadLabels } from '../../../lib/labels/labels.server';
import type { ShopLanguage } from '../../../lib/language';
import { toProductCardData } from '../../catalog/index.server';
import { toBannerSlides } from './banner-slides';
import { toCampaign } from './campaign-data';
import { toPopularCategory } from './popular-category-data';

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

/** The home page's sections (banners, popular categories, recent and popular products, campaigns) and texts. */
export async function loadHomePage(request: Request, language: ShopLanguage) {
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

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;
