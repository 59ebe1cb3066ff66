// What Prometheus scrapes from each storefront instance at GET /metrics: requests by kind of page
// and how long they took, the page cache's hits, plus Node's own (memory, event-loop lag, garbage
// collection). Answers only `Authorization: Bearer <METRICS_TOKEN>` (server/config.js checks it); off
// (404) without the token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

import { CONTENT_PAGE_NAMES } from './content-page-names.js';

export const METRICS_PATH = '/metrics';
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// The screens of app/routes.ts (first path segment after /en or /ar). Anything else is "other", so a
// client typing paths cannot make new series.
const SCREENS = new Set([
  'all-products',
  'product-detail',
  'campaign',
  'about',
  'faq',
  'refresh',
  'update-profile',
  'become-seller',
  'contact-us',
  'contact',
  'login',
  'signup',
  'reset-password',
  'cart',
  'checkout',
  'orders-history',
  'newsletter',
  ...CONTENT_PAGE_NAMES,
  'sitemap.xml',
  'robots.txt',
]);
const API_ROUTE = /^\/api\/([a-z-]+)/;

/**
 * The label of a request's path: `/api/<name>`, `/assets`, `/media`, `home`, a screen's name, or `other`.
 * @param {string} path
 */
export function routeOf(path) {
  const api = API_ROUTE.exec(path);
  if (api) return `/api/${api[1]}`;
  const segments = (path.split('?')[0] ?? '').split('/').filter(Boolean);
  if (segments[0] === 'assets' || segments[0] === 'media') return `/${segments[0]}`;
  const screen = segments[0] === 'en' || segments[0] === 'ar' ? segments[1] : segments[0];
  if (screen === undefined) return 'home';
  return SCREENS.has(screen) ? screen : 'other';
}

const digest = (/** @type {string} */ text) => createHash('sha256').update(text, 'utf8').digest();

/** @param {string | undefined} header @param {string} token */
function isBearerOf(header, token) {
  const given = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  // Both sides hashed: the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * The storefront's metrics: `middleware` times every request and answers GET /metrics; `pageCacheLookup`
 * is given to the page cache.
 * @param {{ token: string | undefined }} options
 */
export function storefrontMetrics({ token }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'storefront_' });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route (a screen, an /api route, /assets, /media, home or other) and status code, and how long they took.',
    labelNames: /** @type {const} */ (['method', 'route', 'status_code']),
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'storefront_page_cache_lookups_total',
    help: 'Pages the page cache could serve (no credentials, only the cookies a page reads), by outcome (hit: served from it, miss: rendered).',
    labelNames: /** @type {const} */ (['outcome']),
    registers: [registry],
  });

  /** @type {import('express').RequestHandler} */
  const middleware = async (req, res, next) => {
    if (req.path !== METRICS_PATH) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        requests.observe(
          { method: req.method, route: routeOf(req.path), status_code: String(res.statusCode) },
          seconds,
        );
      });
      return next();
    }
    if (!token) {
      res.status(404).json({ statusCode: 404, errorMessage: 'Metrics are off: set METRICS_TOKEN to turn them on.' });
      return;
    }
    if (!isBearerOf(req.headers.authorization, token)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer')
        .json({ statusCode: 401, errorMessage: 'Authorization: a Bearer token equal to METRICS_TOKEN is needed.' });
      return;
    }
    res
      .type(registry.contentType)
      .set('Cache-Control', 'no-store')
      .send(await registry.metrics());
  };

  return {
    middleware,
    /** @param {'hit' | 'miss'} outcome */
    pageCacheLookup: (outcome) => pageCache.inc({ outcome }),
  };
}
