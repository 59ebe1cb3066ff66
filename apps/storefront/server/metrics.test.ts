import type http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseStorefrontConfig } from './config.js';
import { METRICS_PATH, routeOf, storefrontMetrics } from './metrics.js';
import { createStorefrontApp } from './storefront-app.js';

const TOKEN = 'storefront-metrics-token-0123456789abcdef';
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = createStorefrontApp({
    // A stand-in for the server rendering: every page is a shareable catalogue page.
    render: (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
      res.type('html').send('<p>page</p>');
    },
    clientDir: '/nonexistent',
    backofficeUrl: 'http://backoffice.test',
    publicOrigin: 'https://shop.example',
    trustProxy: false,
    cachePages: true,
    metrics: storefrontMetrics({ token: TOKEN }),
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const scrape = (authorization?: string) =>
  fetch(base + METRICS_PATH, { headers: authorization ? { authorization } : {} });

describe('the storefront’s GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer storefront-metrics-token-0123456789abcdeX')).status).toBe(401);
    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('storefront_process_resident_memory_bytes');
  });

  it('counts requests by screen, never by the path typed, and the page cache’s hits', async () => {
    await fetch(`${base}/en/product-detail/12/mugs/mug`);
    await fetch(`${base}/en/product-detail/12/mugs/mug`);
    await fetch(`${base}/ar/no-such-screen-here`);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="product-detail",status_code="200"\} 2/,
    );
    expect(text).toMatch(/route="other"/);
    expect(text).not.toContain('no-such-screen-here');
    expect(text).toMatch(/storefront_page_cache_lookups_total\{outcome="hit"\} 1/);
    expect(text).toMatch(/storefront_page_cache_lookups_total\{outcome="miss"\} 2/);
  });

  it('is off without METRICS_TOKEN, and refuses a short one at start', async () => {
    const app = createStorefrontApp({
      render: (_req, res) => res.send('page'),
      clientDir: '/nonexistent',
      backofficeUrl: 'http://backoffice.test',
      publicOrigin: 'https://shop.example',
      trustProxy: false,
      cachePages: false,
    });
    const other = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    const reply = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}${METRICS_PATH}`);
    expect(reply.status).toBe(404);
    expect((await reply.json()).errorMessage).toMatch(/set METRICS_TOKEN/);
    await new Promise((resolve) => other.close(resolve));
    expect(parseStorefrontConfig({ METRICS_TOKEN: '  ' }).METRICS_TOKEN).toBeUndefined();
    expect(() => parseStorefrontConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32/);
  });
});

describe('routeOf', () => {
  it('names the kind of request, from a fixed list', () => {
    expect(routeOf('/')).toBe('home');
    expect(routeOf('/ar/')).toBe('home');
    expect(routeOf('/en/all-products/0/all')).toBe('all-products');
    expect(routeOf('/checkout')).toBe('checkout');
    expect(routeOf('/api/place-order')).toBe('/api/place-order');
    expect(routeOf('/assets/entry-abc.js')).toBe('/assets');
    expect(routeOf('/media/u/abc/x.webp')).toBe('/media');
    expect(routeOf('/wp-login.php')).toBe('other');
  });
});
