import {
  CATEGORY_LIST_PAGE_SIZE,
  type LanguageCode,
  type RowOf,
  type ScreenEntityName,
  type ShopCurrency,
} from '@shop/contract';
import type { AppLoadContext } from 'react-router';

import { backofficeFor } from './backoffice.server';
import { cached } from './cache.server';
import { US_DOLLAR, currencyFromCookie } from './currency/currency';
import type { PageLabels } from './labels/labels';
import { loadLabels } from './labels/labels.server';
import type { ShopLanguage } from './language';
import { mediaUrl } from './media-url';
import { sessionFromRequest } from './session/session.server';

// Categories, settings and payment logos change rarely; a minute's staleness is fine.
const LAYOUT_CACHE_MS = 60_000;

/** The screen entities whose texts the layout of every page shows. */
export const LAYOUT_ENTITIES = [
  'TopHeader',
  'Navbar',
  'MegaMenu',
  'Footer',
  'Wishlist',
  'LoginUserModal',
  'SubscribeNewsLetter',
] as const satisfies readonly ScreenEntityName[];

/** A category of the mega menu and the sidebar, with its name in both languages. */
export interface MenuCategory {
  id: number;
  parentId: number;
  /** English name (slugs are made from it). */
  name: string;
  /** Name in the page's language (the localized text for Arabic, spec section 2). */
  displayName: string;
  imageUrl: string | undefined;
  totalProducts: number;
}

export interface LayoutData {
  lang: LanguageCode;
  siteTitle: string;
  logoUrl: string | undefined;
  currencies: ShopCurrency[];
  currency: ShopCurrency;
  categories: MenuCategory[];
  paymentMethods: { name: string; imageUrl: string | undefined }[];
  labels: PageLabels;
  /** Whether the server holds a session; the browser's stored user follows it (SessionSync). */
  signedIn: boolean;
}

function toMenuCategory(row: RowOf<'get-categories-list'>, language: ShopLanguage): MenuCategory {
  const localized = row.LocalizationJsonData.find((entry) => entry.langId === language.id)?.text;
  return {
    id: row.CategoryID,
    parentId: row.ParentCategoryID ?? 0,
    name: row.Name,
    displayName: localized?.trim() || row.Name,
    imageUrl: mediaUrl(row.AttachmentURL),
    totalProducts: row.TotalProducts ?? 0,
  };
}

/**
 * What every page's header, menu and footer need. Each part fails on its own: a missing logo or
 * menu is logged and the page still renders (spec section 8, quiet failures).
 */
export async function loadLayoutData(
  request: Request,
  language: ShopLanguage,
  context?: AppLoadContext,
): Promise<LayoutData> {
  const backoffice = backofficeFor(request, language, context);
  const [settings, categories, paymentMethods, labels] = await Promise.all([
    cached(`settings:${language.code}`, LAYOUT_CACHE_MS, async () => {
      const result = await backoffice.call('get-shop-settings', {});
      if (!result.ok) throw new Error(`get-shop-settings: ${result.status} ${result.errorMessage}`);
      return result.rows[0];
    }).catch((error: unknown) => console.error('layout: settings', error)),
    cached(`categories:${language.code}`, LAYOUT_CACHE_MS, async () => {
      const result = await backoffice.call('get-categories-list', { PageNo: 1, PageSize: CATEGORY_LIST_PAGE_SIZE });
      if (!result.ok) throw new Error(`get-categories-list: ${result.status} ${result.errorMessage}`);
      return result.rows.map((row) => toMenuCategory(row, language));
    }).catch((error: unknown) => console.error('layout: categories', error)),
    // Named and pictured in the page's language (the Arabic cash-on-delivery badge).
    cached(`payment-methods:${language.code}`, LAYOUT_CACHE_MS, async () => {
      const result = await backoffice.call('get-payment-methods', {});
      if (!result.ok) throw new Error(`get-payment-methods: ${result.status} ${result.errorMessage}`);
      return result.rows.map((row) => ({ name: row.PaymentMethodName ?? '', imageUrl: mediaUrl(row.ImageUrl) }));
    }).catch((error: unknown) => console.error('layout: payment methods', error)),
    loadLabels(request, language, LAYOUT_ENTITIES, context),
  ]);
  const currencies = settings?.CurrenciesJson.length ? settings.CurrenciesJson : [US_DOLLAR];
  return {
    lang: language.code,
    siteTitle: settings?.SiteTitle ?? '',
    logoUrl: mediaUrl(settings?.WebsiteLogo),
    currencies,
    currency: currencyFromCookie(request.headers.get('Cookie'), currencies),
    categories: categories ?? [],
    paymentMethods: paymentMethods ?? [],
    labels,
    signedIn: sessionFromRequest(request) !== null,
  };
}
