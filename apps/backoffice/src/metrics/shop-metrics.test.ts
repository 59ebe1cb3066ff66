import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, endpointPath } from '@shop/contract';
import { orderableProduct, placeOrderOf } from '../../test/support/checkout';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { METRICS_PATH, createShopMetrics, registerMetrics } from './shop-metrics';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
let shop: TestShop;

beforeAll(async () => {
  // The catalogue cache on, as in production, so its lookups are counted.
  shop = await createTestShop({ env: { METRICS_TOKEN, CATALOG_CACHE_SECONDS: '30' } });
});
afterAll(() => shop?.close());

const scrape = async (authorization = `Bearer ${METRICS_TOKEN}`) =>
  shop.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization } });

/** The value of one sample line, e.g. `shop_orders_placed_total{payment_method="Card"}`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)
        ? Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`))
        : false,
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await scrape('')).statusCode).toBe(401);
    const wrong = await scrape('Bearer not-the-metrics-token-0123456789abcdef');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorMessage).toMatch(/METRICS_TOKEN/);
    const right = await scrape();
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain/);
    expect(right.body).toContain('backoffice_process_resident_memory_bytes');
  });

  it('is off without METRICS_TOKEN', async () => {
    const app = Fastify();
    registerMetrics(app, { metrics: createShopMetrics(), db: shop.db, token: undefined });
    const reply = await app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: 'Bearer x' } });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errorMessage).toMatch(/set METRICS_TOKEN/);
    await app.close();
  });

  it('counts requests by route pattern, catalogue cache hits and misses, orders and payments', async () => {
    const list = () => shop.call(endpointPath('get-all-products'), { PageNo: 1, PageSize: 10, SearchTerm: 'metrics' });
    await list();
    await list();
    await shop.app.inject({ method: 'GET', url: '/healthz' });
    await shop.app.inject({ method: 'GET', url: '/media/no/such/picture.webp' });
    const shopper = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'metrics@example.com');
    const placed = await placeOrderOf(shop, shopper, (await orderableProduct(shop)).id, {
      PaymentMethod: PaymentMethod.CashOnDelivery,
    });
    expect(placed.status).toBe(200);
    const refused = await placeOrderOf(shop, shopper, (await orderableProduct(shop)).id, {
      PaymentMethod: PaymentMethod.Card,
    });
    expect(refused.status).toBe(400);

    const text = (await scrape()).body;
    const route = endpointPath('get-all-products');
    expect(sample(text, 'http_request_duration_seconds_count', { route, status_code: '200' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/healthz' })).toBe(1);
    // A file that is not there is counted under the media route's pattern, not its own path.
    expect(text).not.toContain('no/such/picture');
    expect(sample(text, 'shop_catalog_cache_lookups_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_catalog_cache_lookups_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_orders_placed_total', { payment_method: 'CashOnDelivery' })).toBe(1);
    expect(sample(text, 'shop_orders_placed_total', { payment_method: 'Card' })).toBe(0);
    expect(
      sample(text, 'shop_order_payments_total', { payment_method: 'CashOnDelivery', outcome: 'on-delivery' }),
    ).toBe(1);
    expect(sample(text, 'shop_order_payments_total', { payment_method: 'Card', outcome: 'refused' })).toBe(1);
    // The order's mails went through the job queue; the gauge counts what waits there now.
    expect(text).toContain('# TYPE shop_jobs_queued gauge');
    if (shop.driver === 'postgres') {
      expect(sample(text, 'shop_database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('shop_database_pool_connections');
    }
  });
});
