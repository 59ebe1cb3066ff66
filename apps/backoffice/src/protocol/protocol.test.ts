import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '@shop/contract';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { tableCounts } from '../../test/support/table-counts';

let shop: TestShop;

/** The read endpoints of spec section 7, answered from the database. */
const readEndpoints = [
  'localization-cstm-portal/get-localization-data',
  'get-popular-products-list',
  'get-recents-products-list',
  'get-web-campaign-list',
  'get-web-campaign-detail',
  'get-popular-categories',
  'get-home-screen-banner',
  'get-categories-list',
  'get-size-list',
  'get-manufacturer-list',
  'get-popular-tags',
  'get-all-products',
  'get-related-products-list',
  'get-product-all-attributes-by-productId',
  'get-product_detail',
  'get-product-reviews',
  'get-payment-methods',
  'get-countries-list',
  'get-states-provinces-list',
  'get-cities-list',
  'get-website-logo',
] as const;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const post = (url: string, payload: string, contentType = 'application/json') =>
  shop.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('the protocol', () => {
  it('answers the envelope with data as JSON text of a list', async () => {
    const reply = await shop.call(endpointPath('get-countries-list'), { recordValueJson: '[]' });
    expect(reply.body).toMatchObject({ statusCode: 200, errorMessage: '' });
    expect(typeof reply.body.data).toBe('string');
    expect(Array.isArray(JSON.parse(reply.body.data))).toBe(true);
  });

  it('answers 404 in the envelope for an unknown endpoint', async () => {
    const reply = await shop.call('/api/v1/dynamic/dataoperation/get-everything', {});
    expect(reply.status).toBe(404);
    expect(reply.body.statusCode).toBe(404);
    expect(reply.body.errorMessage).toContain('get-everything');
  });

  it('answers 400 naming the body when it is not JSON, empty, too large or not an object', async () => {
    const before = await tableCounts(shop.db);
    const url = endpointPath('get-all-products');
    const cases = [
      await post(url, '{"requestParameters": {'),
      await post(url, 'PageNo=1', 'text/plain'),
      await post(url, `{"requestParameters":{"SearchTerm":"${'x'.repeat(2_000_000)}"}}`),
      await post(url, '[1,2,3]'),
      await post(url, '{"requestParameters": "all"}'),
    ];
    for (const reply of cases) {
      expect(reply.statusCode, reply.body.slice(0, 200)).toBe(400);
      const body = reply.json() as { statusCode: number; errorMessage: string; data: string };
      expect(body.statusCode).toBe(400);
      expect(body.errorMessage.length).toBeGreaterThan(0);
      expect(body.data).toBe('[]');
      expect(reply.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('ignores fields it does not know and keeps __proto__ harmless', async () => {
    const reply = await post(
      endpointPath('get-size-list'),
      '{"requestParameters":{"PageNo":1,"PageSize":5,"__proto__":{"polluted":true},"Extra":"x"}}',
    );
    expect(reply.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 400 naming the field, not a database error, for text holding U+0000', async () => {
    const before = await tableCounts(shop.db);
    const contact = {
      FullName: 'Lina',
      Email: 'lina@example.com',
      PhoneNumber: '0599000000',
      Subject: 'Oil',
      Message: 'olive\u0000oil',
    };
    const reply = await post(endpointPath('contact-us'), JSON.stringify({ requestParameters: contact }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorMessage).toBe('Message: contains a character that is not allowed (U+0000)');
    const wallet = await post(
      endpointPath('payments/sandbox-wallet-approve'),
      JSON.stringify({ requestParameters: { WalletOrderId: 'WLT\u0000' } }),
    );
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().errorMessage).toMatch(/^WalletOrderId: /);
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('sets security headers', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(String(reply.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(reply.headers['strict-transport-security']).toBeDefined();
  });

  it('documents every registered endpoint in the OpenAPI document at /api/docs', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const document = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys((document.json() as { paths: Record<string, unknown> }).paths);
    const registered = Object.values(endpoints)
      .map((endpoint) => endpoint.path)
      .filter((path) => shop.app.hasRoute({ method: 'POST', url: path }));
    expect(registered).toEqual(expect.arrayContaining(readEndpoints.map((name) => endpoints[name].path)));
    for (const path of registered) expect(paths).toContain(path);
  });
});

describe('media', () => {
  it('serves images with their content type and a long cache lifetime', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/media/brand/logo.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.headers['cache-control']).toContain('max-age=31536000');
    const missing = await shop.app.inject({ method: 'GET', url: '/media/nope.svg' });
    expect(missing.statusCode).toBe(404);
    const escape = await shop.app.inject({ method: 'GET', url: '/media/../pglite/PG_VERSION' });
    expect(escape.statusCode).toBe(404);
  });

  it('never serves digital files under /media', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/media/../digital/palestinian-kitchen-recipes.pdf' });
    expect(reply.statusCode).toBe(404);
  });
});
