import { buildRobotsTxt } from '../features/content/crawlers/robots-txt';
import { serverEnv } from '../lib/env.server';

const ROBOTS_MAX_AGE_S = 3600;

/** GET /robots.txt, pointing to the sitemap on the shop's public origin (never on the request's Host). */
export function loader() {
  return new Response(buildRobotsTxt(serverEnv.STOREFRONT_URL), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${ROBOTS_MAX_AGE_S}`,
    },
  });
}
