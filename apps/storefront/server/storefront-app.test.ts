// The storefront's Express app as server.js builds it, with React Router's real adapter and the
// shop's real route modules for the order, logout, robots.txt and sitemap routes, against a fake
// back-office; a stand-in login form action and an address echo complete the routes.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

import { createRequestHandler } from '@react-router/express';
import { PaymentMethod } from '@shop/contract';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

import { type RecordedCall, headersOf, stubBackoffice } from '../app/lib/fake-backoffice.test-support';
import { CART_BODY_LIMIT_BYTES, FORM_BODY_LIMIT_BYTES } from './json-routes.js';
import { type RawRequest, type UnreadRequest, rawRequest, sendUnread } from './raw-request.test-support';
import { requestContext } from './request-context.js';
import { createStorefrontApp } from './storefront-app.js';
import { parseTrustProxy } from './trust-proxy.js';

const PUBLIC_ORIGIN = 'https://shop.example';
const SESSION = 'shop_session=7.abcdefghijklmnopqrstuvwxyz012345';
const FOREIGN = 'http://attacker.example';
const MEGABYTE = 1024 * 1024;
/** What a refused client sends of its body before it reads the answer: past every cap. */
const SENT_BYTES = 256 * 1024;
/** Far more than a 413 needs, far less than reading 50 MB would take. */
const QUICK_MS = 2000;

const order = {
  lang: 'en',
  idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
  cart: [{ ProductId: 8, Quantity: 1, productSelectedAttributes: [] }],
  OrderNote: '',
  CouponCode: '',
  PaymentMethod: PaymentMethod.CashOnDelivery,
  paymentToken: '',
  payPalOrderConfirmJson: '',
  currency: 'USD',
};

let calls: RecordedCall[];
/** Bodies the stand-in login action read in full. */
let loginForms: string[];
const servers: http.Server[] = [];
/** Bytes each server read from its connections, counted when they close. */
const bytesRead = new Map<http.Server, number>();

async function routeModules() {
  // The routes read STOREFRONT_URL when first imported.
  vi.stubEnv('STOREFRONT_URL', PUBLIC_ORIGIN);
  return {
    placeOrder: await import('../app/routes/api.place-order'),
    logout: await import('../app/routes/api.logout'),
    robots: await import('../app/routes/robots'),
    sitemap: await import('../app/routes/sitemap'),
  };
}

/** A server build holding just these routes, as `react-router build` would list them. */
function buildOf(modules: Awaited<ReturnType<typeof routeModules>>): ServerBuild {
  const route = (id: string, path: string, module: object) => ({ id, parentId: 'root', path, module });
  return {
    entry: { module: { default: () => new Response('document') } },
    routes: {
      root: { id: 'root', path: '', module: {} },
      placeOrder: route('placeOrder', 'api/place-order', modules.placeOrder),
      logout: route('logout', 'api/logout', modules.logout),
      robots: route('robots', 'robots.txt', modules.robots),
      sitemap: route('sitemap', 'sitemap.xml', modules.sitemap),
      login: route('login', 'en/login', {
        action: async ({ request }: { request: Request }) => {
          const form = await request.formData();
          loginForms.push(new URLSearchParams(form as unknown as Record<string, string>).toString());
          return Response.json({ ok: true });
        },
      }),
      clientAddress: route('clientAddress', 'client-address', {
        loader: ({ request }: { request: Request }) => new Response(request.headers.get('x-shop-client-address')),
      }),
      context: route('context', 'request-context', {
        loader: ({ context }: { context: unknown }) => Response.json(context),
      }),
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '/nonexistent',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

async function startShop(trustProxy = parseTrustProxy('1')) {
  const app = createStorefrontApp({
    render: createRequestHandler({
      build: buildOf(await routeModules()),
      mode: 'production',
      getLoadContext: requestContext(PUBLIC_ORIGIN),
    }),
    clientDir: '/nonexistent',
    backofficeUrl: 'http://backoffice.test',
    publicOrigin: PUBLIC_ORIGIN,
    trustProxy,
    cachePages: true,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  bytesRead.set(server, 0);
  server.on('connection', (socket) => {
    socket.on('close', () => bytesRead.set(server, (bytesRead.get(server) ?? 0) + socket.bytesRead));
  });
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    server,
    send: (request: RawRequest) => rawRequest(port, request),
    sendUnread: (request: UnreadRequest) => sendUnread(port, request),
  };
}

let shop: Awaited<ReturnType<typeof startShop>>;

beforeAll(async () => {
  shop = await startShop();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  loginForms = [];
  calls = stubBackoffice({
    'post-order/post-customer-order': () => ({
      rows: [{ ResponseMsg: 'Order Placed Successfully', OrderId: 1, OrderNumber: 'PS-1' }],
    }),
    'logout-user': () => ({ rows: [] }),
    'get-all-products': () => ({ rows: [] }),
    'get-web-campaign-list': () => ({ rows: [] }),
    'get-categories-list': () => ({ rows: [] }),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const placeOrder = (headers: Record<string, string>, body: string = JSON.stringify(order)) =>
  shop.send({ method: 'POST', path: '/api/place-order', headers: { Cookie: SESSION, ...headers }, body });

describe('cross-site requests', () => {
  test('a text/plain order from a foreign origin is refused before the back-office hears of it', async () => {
    const answer = await placeOrder({ Origin: FOREIGN, 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false });
    expect(calls).toEqual([]);
  });

  test.each([
    ['Origin: null', { Origin: 'null' }],
    ['a cross-site Sec-Fetch-Site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site Sec-Fetch-Site without Origin (another port)', { 'Sec-Fetch-Site': 'same-site' }],
  ])('%s is refused too', async (_case, headers) => {
    const answer = await placeOrder({ ...headers, 'Content-Type': 'application/json' });
    expect(answer.status).toBe(403);
    expect(calls).toEqual([]);
  });

  test("the shop's own JSON order goes through, from its public origin or the address it was opened at", async () => {
    const fromPublicOrigin = await placeOrder({ Origin: PUBLIC_ORIGIN, 'Content-Type': 'application/json' });
    const fromOwnHost = await placeOrder({
      Origin: `http://127.0.0.1:${shop.port}`,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect([fromPublicOrigin.status, fromOwnHost.status]).toEqual([200, 200]);
    expect(JSON.parse(fromPublicOrigin.body)).toEqual({ ok: true, orderNumber: 'PS-1' });
    expect(calls.map((call) => [call.endpoint, call.params.UserID])).toEqual([
      ['post-order/post-customer-order', 7],
      ['post-order/post-customer-order', 7],
    ]);
  });

  test('a JSON route takes JSON only, even from the shop itself and through its .data address', async () => {
    const plain = await placeOrder({ Origin: PUBLIC_ORIGIN, 'Content-Type': 'text/plain' });
    const form = await shop.send({
      method: 'POST',
      path: '/API/Place-Order.data',
      headers: { Cookie: SESSION, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect([plain.status, form.status]).toEqual([415, 415]);
    expect(JSON.parse(plain.body)).toMatchObject({ ok: false, message: expect.stringContaining('application/json') });
    expect(calls).toEqual([]);
  });

  test('a foreign logout is refused and the session stays; the shop’s own logs out', async () => {
    const foreign = await shop.send({
      method: 'POST',
      path: '/api/logout',
      headers: { Cookie: SESSION, Origin: FOREIGN },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    expect(calls).toEqual([]);

    const own = await shop.send({
      method: 'POST',
      path: '/api/logout',
      headers: { Cookie: SESSION, Origin: PUBLIC_ORIGIN },
    });
    expect(own.status).toBe(200);
    expect(calls.map((call) => call.endpoint)).toEqual(['logout-user']);
  });

  test('a form posted to /login from a foreign origin is refused; the shop’s own form is read', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const foreign = await shop.send({
      method: 'POST',
      path: '/en/login',
      headers: { ...form, Origin: FOREIGN },
      body: 'Email=a%40b.example&Password=x',
    });
    const own = await shop.send({
      method: 'POST',
      path: '/en/login',
      headers: { ...form, Origin: PUBLIC_ORIGIN },
      body: 'Email=a%40b.example&Password=x',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatch(/^Refused/);
    expect(own.status).toBe(200);
    expect(loginForms).toEqual(['Email=a%40b.example&Password=x']);
  });

  test('a request without Origin or Fetch Metadata (curl, a server) goes through', async () => {
    const answer = await placeOrder({ 'Content-Type': 'application/json' });
    expect(answer.status).toBe(200);
    expect(calls).toHaveLength(1);
  });
});

describe('request bodies', () => {
  test('a body announced as 50 MB is answered 413 at once, unread, and the route never runs', async () => {
    const started = performance.now();
    const answer = await shop.sendUnread({
      path: '/api/place-order',
      headers: { Cookie: SESSION, 'Content-Type': 'application/json' },
      declaredLength: 50 * MEGABYTE,
      sentBytes: SENT_BYTES,
    });
    const elapsed = performance.now() - started;

    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, message: expect.stringContaining('larger') });
    expect(elapsed).toBeLessThan(QUICK_MS);
    expect(calls).toEqual([]);
  });

  test('a chunked body is refused once it passes the cap, and the route never gets it', async () => {
    const answer = await shop.sendUnread({
      path: '/api/place-order',
      headers: { Cookie: SESSION, 'Content-Type': 'application/json' },
      sentBytes: SENT_BYTES,
    });
    expect(answer.status).toBe(413);
    expect(calls).toEqual([]);
  });

  test('a chunked form over its cap is refused; the action never reads a cut-off form', async () => {
    const answer = await shop.sendUnread({
      path: '/en/login',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      sentBytes: 2 * FORM_BODY_LIMIT_BYTES,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/^Refused/);
    // Give an action that would finish with a truncated form the time to do so.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loginForms).toEqual([]);
  });

  test('of 50 MB sent in full, with a length or chunked, the server reads little', async () => {
    const { send, server } = await startShop();
    const headers = { Cookie: SESSION, 'Content-Type': 'application/json' };
    const chunk = Buffer.alloc(64 * 1024, ' ');
    // Whatever answer the client manages to read while it is still writing, the server stops reading.
    await send({ method: 'POST', path: '/api/place-order', headers, body: Buffer.alloc(50 * MEGABYTE, ' ') });
    await send({
      method: 'POST',
      path: '/api/place-order',
      headers,
      chunks: Array.from({ length: (50 * MEGABYTE) / chunk.length }, () => chunk),
    });
    await new Promise((resolve) => server.close(resolve));
    expect(bytesRead.get(server)).toBeLessThan(4 * MEGABYTE);
    expect(calls).toEqual([]);
  });

  test('bodies within their cap pass, with a length or chunked', async () => {
    const largeOrder = JSON.stringify({ ...order, OrderNote: 'n'.repeat(1000) });
    const padded = largeOrder.padEnd(CART_BODY_LIMIT_BYTES - 1, ' ');
    const withLength = await placeOrder({ 'Content-Type': 'application/json' }, padded);
    const chunked = await shop.send({
      method: 'POST',
      path: '/api/place-order',
      headers: { Cookie: SESSION, 'Content-Type': 'application/json' },
      chunks: [Buffer.from(largeOrder.slice(0, 100)), Buffer.from(largeOrder.slice(100))],
    });
    const form = await shop.send({
      method: 'POST',
      path: '/en/login',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      chunks: [Buffer.from('Email=a%40b.example'), Buffer.from('&Password=x')],
    });
    expect([withLength.status, chunked.status, form.status]).toEqual([200, 200, 200]);
    expect(calls).toHaveLength(2);
    expect(loginForms).toEqual(['Email=a%40b.example&Password=x']);
  });
});

describe('the request id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const shopJson = { Origin: PUBLIC_ORIGIN, 'Content-Type': 'application/json' };

  test('a sane X-Request-Id from the balancer is answered and sent with the page’s call to the back-office', async () => {
    const answer = await placeOrder({ ...shopJson, 'X-Request-Id': 'lb-7f3a.19:2' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.19:2');
    expect(calls.map((call) => headersOf(call).get('X-Request-Id'))).toEqual(['lb-7f3a.19:2']);
  });

  test.each([
    ['none', {}],
    ['an insane one', { 'X-Request-Id': 'evil id\\"; drop' }],
    ['one too long', { 'X-Request-Id': 'a'.repeat(129) }],
  ])('with %s, a new UUID is answered and the back-office gets that one', async (_case, headers) => {
    const answer = await placeOrder({ ...shopJson, ...headers });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(calls.map((call) => headersOf(call).get('X-Request-Id'))).toEqual([id]);
  });
});

describe("the shopper's address", () => {
  const addressFor = (send: typeof shop.send, headers: Record<string, string>) =>
    send({ path: '/client-address', headers }).then((answer) => answer.body);

  test('with TRUST_PROXY=1 is the right-most X-Forwarded-For address, whatever the client put on its left', async () => {
    expect(await addressFor(shop.send, { 'X-Forwarded-For': 'forged, 198.51.100.9' })).toBe('198.51.100.9');
    expect(await addressFor(shop.send, { 'X-Forwarded-For': '198.51.100.9' })).toBe('198.51.100.9');
  });

  test('with a list, only those proxies are believed', async () => {
    const loopback = await startShop(parseTrustProxy('loopback'));
    const elsewhere = await startShop(parseTrustProxy('10.0.0.0/8'));
    // 127.0.0.5 is a listed (loopback) proxy: the address it was reached from is the shopper's.
    expect(await addressFor(loopback.send, { 'X-Forwarded-For': 'forged, 198.51.100.9, 127.0.0.5' })).toBe(
      '198.51.100.9',
    );
    // The connection comes from 127.0.0.1, not from 10.x: its X-Forwarded-For is not believed.
    expect(await addressFor(elsewhere.send, { 'X-Forwarded-For': '198.51.100.9' })).toBe('127.0.0.1');
  });

  test('without TRUST_PROXY is the connection’s, and a client’s own X-Shop-Client-Address is overwritten', async () => {
    const direct = await startShop(parseTrustProxy(undefined));
    expect(
      await addressFor(direct.send, { 'X-Forwarded-For': '198.51.100.9', 'X-Shop-Client-Address': '1.2.3.4' }),
    ).toBe('127.0.0.1');
    expect(await addressFor(shop.send, { 'X-Shop-Client-Address': '1.2.3.4' })).toBe('127.0.0.1');
  });
});

describe("the loaders' context", () => {
  test('names the public origin, the request id answered, the shopper’s address and the answer’s CSP nonce', async () => {
    const answer = await shop.send({
      path: '/request-context',
      headers: { Host: 'evil.example', 'X-Request-Id': 'lb-7f3a', 'X-Forwarded-For': 'forged, 198.51.100.9' },
    });
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(JSON.parse(answer.body)).toEqual({
      publicOrigin: PUBLIC_ORIGIN,
      requestId: 'lb-7f3a',
      clientAddress: '198.51.100.9',
      cspNonce: nonce,
    });
    expect(answer.headers['x-request-id']).toBe('lb-7f3a');
  });
});

describe('absolute links', () => {
  const poisoned = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };

  test('robots.txt names the sitemap on the public origin, whatever Host or X-Forwarded-Host say', async () => {
    const answer = await shop.send({ path: '/robots.txt', headers: poisoned });
    expect(answer.body).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    expect(answer.body).not.toContain('evil.example');
  });

  test('the sitemap lists pages on the public origin only', async () => {
    const answer = await shop.send({ path: '/sitemap.xml', headers: poisoned });
    expect(answer.status).toBe(200);
    const links = [...answer.body.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !link.startsWith(`${PUBLIC_ORIGIN}/`))).toEqual([]);
  });
});
