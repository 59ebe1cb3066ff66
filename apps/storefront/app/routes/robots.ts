import { buildRobotsTxt } from '../lib/crawlers/robots-txt';
import type { Route } from './+types/robots';

const ROBOTS_MAX_AGE_S = 3600;

/** GET /robots.txt */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${ROBOTS_MAX_AGE_S}`,
    },
  });
}
