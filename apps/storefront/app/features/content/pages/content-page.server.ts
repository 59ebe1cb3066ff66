import { data } from 'react-router';

import { serverEnv } from '../../../lib/env.server';
import type { ShopLanguage } from '../../../lib/language';
import { contentPage, contentPageFromPathname } from './content-pages';
import { loadSavedPage } from './saved-page.server';

/**
 * The footer page the URL's last segment names (vision, shipping, returns, ...), in the page's
 * language; any other answers 404. The text comes with the data, so the browser downloads only
 * the page it shows.
 */
export async function loadContentPage(request: Request, language: ShopLanguage) {
  const url = new URL(request.url);
  const page = contentPageFromPathname(url.pathname);
  if (!page) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  // Of these pages the shop owner writes only the terms in the admin; the others are built in.
  const saved = page === 'terms' ? await loadSavedPage(request, language, page) : null;
  return {
    lang: language.code,
    origin: serverEnv.STOREFRONT_URL,
    page,
    content: contentPage(page, language.code),
    saved,
  };
}
