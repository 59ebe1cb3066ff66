import type http from 'node:http';
import type { AddressInfo } from 'node:net';

import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { pageCache, productOf, sharedMaxAge } from './page-cache.js';
import { rawRequest } from './raw-request.test-support';
import { shopChangeBus } from './shop-change-bus.js';

const SHAREABLE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

let server: http.Server | undefined;
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/**
 * A storefront-like app: a fresh CSP nonce per request (as security-headers.js sets it), then
 * compression, then the cache, then pages that count how often they were rendered.
 */
async function shop(clock: { now: number }, maxEntries = 2) {
  const renders = new Map<string, number>();
  const app = express();
  let nonces = 0;
  app.use((_req, res, next) => {
    nonces += 1;
    res.locals.nonce = `n${nonces}`;
    res.setHeader('Content-Security-Policy', `script-src 'nonce-n${nonces}'`);
    next();
  });
  app.use(compression({ threshold: 0 }));
  app.use(pageCache({ maxEntries, now: () => clock.now }));
  app.get(['/:page', '/:lang/product-detail/:id/:category/:name'], (req, res) => {
    const page = req.params.id ? `product ${req.params.lang} ${req.params.id}` : String(req.params.page);
    renders.set(page, (renders.get(page) ?? 0) + 1);
    if (page === 'private') res.setHeader('Cache-Control', 'private, no-cache');
    else if (page === 'missing') res.status(404).setHeader('Cache-Control', SHAREABLE);
    else res.setHeader('Cache-Control', SHAREABLE);
    if (page === 'cookie') res.setHeader('Set-Cookie', 'a=b');
    res.type('html');
    // Streamed in pieces, as the server rendering writes a page.
    res.write(`<p>${page} `);
    res.end(`render ${renders.get(page)} <script nonce="${res.locals.nonce}"></script></p>`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers: { 'Accept-Encoding': 'gzip', ...headers } });
    return { response, body: await response.text() };
  };
  const port = (server.address() as AddressInfo).port;
  return { get, renders, port };
}

describe('the page cache', () => {
  it('serves a shareable page to the next visitor without rendering it again, with its own CSP nonce', async () => {
    const clock = { now: 0 };
    const { get, renders } = await shop(clock);

    const first = await get('/home');
    clock.now += 10_000;
    const second = await get('/home');

    expect(renders.get('home')).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get('content-security-policy')).toBe(
      first.response.headers.get('content-security-policy'),
    );
    expect(second.body).toContain(first.response.headers.get('content-security-policy')!.match(/nonce-(\w+)/)![1]);
    expect(second.response.headers.get('content-encoding')).toBe('gzip');
    expect(second.response.headers.get('age')).toBe('10');
  });

  it('renders again once s-maxage has passed', async () => {
    const clock = { now: 0 };
    const { get, renders } = await shop(clock);
    await get('/list');
    clock.now += 61_000;
    const later = await get('/list');
    expect(renders.get('list')).toBe(2);
    expect(later.body).toContain('render 2');
  });

  it('keeps one page per variant: two shoppers with sessions of their own share one, a currency or a visitor has its own', async () => {
    const { get, renders } = await shop({ now: 0 });
    const alice = await get('/home', { Cookie: `shop_session=7.${'a'.repeat(24)}` });
    const bob = await get('/home', { Cookie: `currency=EUR; shop_session=8.${'b'.repeat(24)}` });
    const bobInDollars = await get('/home', { Cookie: `shop_session=8.${'b'.repeat(24)}` });
    expect(renders.get('home')).toBe(2);
    expect(bobInDollars.body).toBe(alice.body);
    expect(bob.body).not.toBe(alice.body);

    await get('/home'); // a visitor: no session
    await get('/home', { Cookie: `shop_session=0.${'c'.repeat(24)}` }); // not a session of ours: a visitor
    await get('/home', { Cookie: 'langCode=ar' });
    expect(renders.get('home')).toBe(4);
  });

  it('renders for itself a request with credentials or a cookie the page variants do not know', async () => {
    const { get, renders } = await shop({ now: 0 });
    await get('/home', { Authorization: 'Bearer x' });
    await get('/home', { Authorization: 'Bearer x' });
    await get('/home', { Cookie: 'tracking=1' });
    await get('/home', { Cookie: `shop_session=7.${'a'.repeat(24)}; tracking=1` });
    await get('/home', { Cookie: `shop_session=7.${'a'.repeat(24)}; tracking=1` });
    expect(renders.get('home')).toBe(5);
  });

  it('keeps no private page, no failed page and no page that sets a cookie', async () => {
    const { get, renders } = await shop({ now: 0 });
    for (const page of ['private', 'missing', 'cookie']) {
      await get(`/${page}`);
      await get(`/${page}`);
      expect(renders.get(page), page).toBe(2);
    }
  });

  it('files a page under its path and query only, never under a Host or X-Forwarded-Host a client picks', async () => {
    const { port, renders } = await shop({ now: 0 });
    const poisoned = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const first = await rawRequest(port, { path: '/home?page=2', headers: poisoned });
    const next = await rawRequest(port, { path: '/home?page=2' });
    await rawRequest(port, { path: '/home?page=3' });
    expect(next.body).toBe(first.body);
    expect(renders.get('home')).toBe(2);
  });

  it('keeps only the most recently used pages', async () => {
    const { get, renders } = await shop({ now: 0 });
    await get('/a');
    await get('/b');
    await get('/a');
    await get('/c');
    await get('/a');
    await get('/b');
    expect(renders.get('a')).toBe(1);
    expect(renders.get('b')).toBe(2);
  });
});

describe('sharedMaxAge', () => {
  it('reads s-maxage of a public answer only', () => {
    expect(sharedMaxAge(SHAREABLE)).toBe(60);
    expect(sharedMaxAge('private, s-maxage=60')).toBe(0);
    expect(sharedMaxAge('public, max-age=60')).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });

  it('drops every page when the shop changes', async () => {
    const clock = { now: 0 };
    const { get, renders } = await shop(clock);
    await get('/home');
    await get('/home');
    expect(renders.get('home')).toBe(1);
    shopChangeBus().emit('change', 'catalog');
    expect((await get('/home')).body).toContain('render 2');
    expect((await get('/home')).body).toContain('render 2');
  });

  it('drops the pages of a product whose stock moved, and keeps the others', async () => {
    const { get, renders } = await shop({ now: 0 }, 3);
    for (const path of [
      '/en/product-detail/12/mugs/mug',
      '/ar/product-detail/12/mugs/mug',
      '/en/product-detail/7/a/b',
    ]) {
      await get(path);
    }
    shopChangeBus().emit('change', 'stock', 12);
    for (const path of [
      '/en/product-detail/12/mugs/mug',
      '/ar/product-detail/12/mugs/mug',
      '/en/product-detail/7/a/b',
    ]) {
      await get(path);
    }
    expect(renders.get('product en 12')).toBe(2);
    expect(renders.get('product ar 12')).toBe(2);
    expect(renders.get('product en 7')).toBe(1);
  });

  it('names the product of a product page only', () => {
    expect(productOf('/en/product-detail/12/mugs/mug?x=1')).toBe('12');
    expect(productOf('/product-detail/5/c/n')).toBe('5');
    expect(productOf('/en/all-products/12/mugs')).toBeUndefined();
    expect(productOf('/en/product-detail/12')).toBeUndefined();
  });
});
