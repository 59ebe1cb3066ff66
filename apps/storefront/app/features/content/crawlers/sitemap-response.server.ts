import { cached } from '../../../lib/cache.server';
import { serverEnv } from '../../../lib/env.server';
import { SitemapSourceError, shopSitemapEntries } from './shop-sitemap.server';
import { buildSitemapXml, onOrigin } from './sitemap-xml';

// Crawlers may keep the sitemap an hour; the server asks the back-office at most once in that time.
const SITEMAP_MAX_AGE_S = 3600;
const SITEMAP_CACHE_MS = SITEMAP_MAX_AGE_S * 1000;

/**
 * GET /sitemap.xml: every product, category, campaign and content page in English and Arabic, on
 * the shop's public origin (never on the Host or X-Forwarded-Host a request brings).
 */
export async function sitemapResponse(request: Request): Promise<Response> {
  try {
    const entries = await cached('sitemap', SITEMAP_CACHE_MS, () => shopSitemapEntries(request, ''));
    const xml = buildSitemapXml(onOrigin(entries, serverEnv.STOREFRONT_URL));
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE_S}`,
      },
    });
  } catch (error) {
    // A partial sitemap would tell crawlers that pages are gone; ask them to come back instead.
    if (!(error instanceof SitemapSourceError)) throw error;
    console.error('sitemap: back-office unavailable', error.message);
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(SITEMAP_MAX_AGE_S) },
    });
  }
}
