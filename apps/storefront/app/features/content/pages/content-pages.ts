import type { LanguageCode } from '@shop/contract';

import { CONTENT_PAGE_NAMES } from '../../../../server/content-page-names.js';
import { accountPage } from './texts/account';
import { donatePage } from './texts/donate';
import { helpPage } from './texts/help';
import { privacyPage } from './texts/privacy';
import { returnsPage } from './texts/returns';
import { shippingPage } from './texts/shipping';
import { termsPage } from './texts/terms';
import { visionPage } from './texts/vision';
import type { ContentPage, ContentPageTexts } from './texts/types';
import { wishlistPage } from './texts/wishlist';

export type { ContentLink, ContentPage, ContentSection } from './texts/types';

/** The footer pages the spec links to without defining a screen (routes.ts serves each at /{lang}/{name}). */
export { CONTENT_PAGE_NAMES };
export type ContentPageName = (typeof CONTENT_PAGE_NAMES)[number];

const contentPages: Readonly<Record<ContentPageName, ContentPageTexts>> = {
  vision: visionPage,
  shipping: shippingPage,
  returns: returnsPage,
  privacy: privacyPage,
  terms: termsPage,
  help: helpPage,
  donate: donatePage,
  account: accountPage,
  wishlist: wishlistPage,
};

export function isContentPageName(value: unknown): value is ContentPageName {
  return typeof value === 'string' && (CONTENT_PAGE_NAMES as readonly string[]).includes(value);
}

/** The content page a URL shows, from its last segment (`/ar/shipping` → 'shipping'); undefined for any other URL. */
export function contentPageFromPathname(pathname: string): ContentPageName | undefined {
  const lastSegment = pathname.split('/').filter(Boolean).at(-1);
  return isContentPageName(lastSegment) ? lastSegment : undefined;
}

export function contentPage(name: ContentPageName, language: LanguageCode): ContentPage {
  return contentPages[name][language];
}
