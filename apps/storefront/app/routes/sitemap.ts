import { sitemapResponse } from '../features/content/crawlers/sitemap-response.server';
import type { Route } from './+types/sitemap';

/** GET /sitemap.xml (features/content/crawlers/sitemap-response.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(request);
}
