import type http from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { rawRequest } from './raw-request.test-support';
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest, sameOriginOnly } from './same-origin.js';

const SHOP = 'https://shop.example';

describe('isSameOriginRequest', () => {
  test('accepts the public origin, whatever Host the request came with', () => {
    expect(isSameOriginRequest({ origin: SHOP, host: '127.0.0.1:3000' }, SHOP)).toBe(true);
  });

  test('accepts an Origin naming the host the request was sent to (another address of the same shop)', () => {
    expect(isSameOriginRequest({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, SHOP)).toBe(true);
    expect(isSameOriginRequest({ origin: 'http://localhost:3000', host: 'LOCALHOST:3000' }, SHOP)).toBe(true);
    // Behind a proxy that ends TLS and passes Host on; the default port is not written in Origin.
    expect(isSameOriginRequest({ origin: 'https://www.shop.example', host: 'www.shop.example:443' }, SHOP)).toBe(true);
  });

  test.each([
    ['another site', 'https://attacker.example', 'shop.example'],
    ['another port of the same host (same site, so it gets Lax cookies)', 'http://127.0.0.1:8080', '127.0.0.1:3000'],
    ['a subdomain', 'https://evil.shop.example', 'shop.example'],
    ['a page without an origin (sandboxed frame, data: URL)', 'null', 'shop.example'],
    ['garbage', 'not a url', 'shop.example'],
    ['two origins in one header', `${SHOP}, https://attacker.example`, 'shop.example'],
  ])('refuses %s', (_case, origin, host) => {
    expect(isSameOriginRequest({ origin, host }, SHOP)).toBe(false);
  });

  test('without Origin, believes Fetch Metadata: same-origin and typed addresses only', () => {
    expect(isSameOriginRequest({ fetchSite: 'same-origin' }, SHOP)).toBe(true);
    expect(isSameOriginRequest({ fetchSite: 'none' }, SHOP)).toBe(true);
    expect(isSameOriginRequest({ fetchSite: 'same-site' }, SHOP)).toBe(false);
    expect(isSameOriginRequest({ fetchSite: 'cross-site' }, SHOP)).toBe(false);
  });

  test('lets a request without either header through (curl, server-to-server)', () => {
    expect(isSameOriginRequest({ host: 'shop.example' }, SHOP)).toBe(true);
  });
});

describe('sameOriginOnly', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    vi.restoreAllMocks();
  });

  async function shop() {
    const reached: string[] = [];
    const app = express();
    app.use(sameOriginOnly({ publicOrigin: SHOP }));
    app.all('*path', (req, res) => {
      reached.push(`${req.method} ${req.path}`);
      res.send('done');
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    return { port: (server.address() as AddressInfo).port, reached };
  }

  test('refuses a foreign post with 403 and a short JSON message on /api/*, plain text elsewhere', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { port, reached } = await shop();
    const foreign = { Origin: 'https://attacker.example', 'Content-Type': 'text/plain' };

    const api = await rawRequest(port, { method: 'POST', path: '/api/place-order', headers: foreign, body: '{}' });
    const form = await rawRequest(port, { method: 'POST', path: '/en/login', headers: foreign, body: 'a=b' });

    expect(api.status).toBe(403);
    expect(JSON.parse(api.body)).toEqual({ ok: false, message: CROSS_ORIGIN_MESSAGE });
    expect(form.status).toBe(403);
    expect(form.headers['content-type']).toMatch(/^text\/plain/);
    expect(form.body).toBe(CROSS_ORIGIN_MESSAGE);
    expect(reached).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Origin https://attacker.example'));
  });

  test('lets the shop’s own posts and every GET through', async () => {
    const { port, reached } = await shop();
    await rawRequest(port, { method: 'POST', path: '/api/logout', headers: { Origin: SHOP } });
    await rawRequest(port, { method: 'POST', path: '/en/login', headers: { 'Sec-Fetch-Site': 'same-origin' } });
    await rawRequest(port, { path: '/en/', headers: { Origin: 'https://attacker.example' } });
    expect(reached).toEqual(['POST /api/logout', 'POST /en/login', 'GET /en/']);
  });
});
