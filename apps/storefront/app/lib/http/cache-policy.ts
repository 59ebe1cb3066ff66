// Who may keep a copy of an answer. Catalogue pages (home, product lists, product detail,
// campaigns, the content pages) are the same for every shopper who says the same things in the
// cookies the page reads (a session or none, a currency, a language: server/page-variant.js), so a
// shared cache (a CDN, a reverse proxy, the storefront's own page cache) may keep them a minute and
// serve a stale copy while it fetches a fresh one. Anything that could carry one shopper's data
// stays private.
import type { HeadersArgs } from 'react-router';

import { pageVariant } from '../../../server/page-variant.js';

/** Seconds a shared cache may serve a catalogue page without asking again. */
export const CATALOGUE_FRESH_SECONDS = 60;
/** Seconds after that it may still serve the old copy while it fetches a new one in the background. */
export const CATALOGUE_STALE_SECONDS = 600;

export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${CATALOGUE_FRESH_SECONDS}, stale-while-revalidate=${CATALOGUE_STALE_SECONDS}`;
/** Browsers may keep it for back and forward, but must ask again before showing it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/** The `headers` export of a catalogue route: shareable when it rendered, never when it failed. */
export function catalogueHeaders({ errorHeaders }: HeadersArgs): HeadersInit {
  if (errorHeaders) return errorHeaders;
  return { 'Cache-Control': CATALOGUE_CACHE_CONTROL };
}

/**
 * Applied to every page and data answer before it leaves: a route may ask to be shared, but the
 * answer is shared only when it is a plain 200 document (a page, not the data a client-side
 * navigation or a refresh after posting a review fetches, which must be fresh) that sets no cookie,
 * to a request whose cookies are all ones the page cache knows (a session, a currency, a language).
 * Shared answers say they vary by cookie, so a cache that does not know the variants keeps one copy
 * per Cookie header; the storefront's page cache keeps one per variant (server/page-cache.js).
 */
export function applyCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
  kind: 'document' | 'data' = 'document',
): void {
  const asked = headers.get('Cache-Control');
  if (!asked?.startsWith('public')) return;
  const shareable =
    kind === 'document' &&
    status === 200 &&
    pageVariant(request.headers.get('Cookie')) !== null &&
    !request.headers.has('Authorization') &&
    !headers.has('Set-Cookie');
  if (!shareable) headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  headers.append('Vary', 'Cookie');
}
