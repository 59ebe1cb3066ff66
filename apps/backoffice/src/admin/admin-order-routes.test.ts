import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, downloadPath, endpointPath } from '@shop/contract';
import { loadConfig } from '../config';
import { queryRows } from '../db/database';
import { placeOrderOf, sessionHeaders, orderableProduct, type Shopper } from '../../test/support/checkout';
import { findPlaces, freshAddress, fromAddress, signUpAndLogIn } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { ADMIN_ORDERS_PATH, ADMIN_SET_ORDER_STATUS_PATH } from './admin-order-routes';
import { ADMIN_TOKEN_FILE } from './admin-token';

let shop: TestShop;
let token: string;
let shopper: Shopper;

beforeAll(async () => {
  shop = await createTestShop();
  token = (await fs.readFile(path.join(shop.config.DATA_DIR, ADMIN_TOKEN_FILE), 'utf8')).trim();
  shopper = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'owner-test@example.com');
});
afterAll(async () => {
  await shop?.close();
});

/** POSTs a set-status body as the shop owner (or with `authorization`; null sends none), from an address of its own. */
function setStatus(body: unknown, authorization: string | null = `Bearer ${token}`, ip = freshAddress()) {
  return shop.app.inject({
    method: 'POST',
    url: ADMIN_SET_ORDER_STATUS_PATH,
    headers: fromAddress(ip, {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    }),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function placeCashOrder(productId?: number): Promise<{ orderId: number; orderNumber: string }> {
  const reply = await placeOrderOf(shop, shopper, productId ?? (await orderableProduct(shop)).id, {
    PaymentMethod: PaymentMethod.CashOnDelivery,
  });
  expect(reply.status).toBe(200);
  return { orderId: reply.rows[0]!.OrderId as number, orderNumber: reply.rows[0]!.OrderNumber as string };
}

async function statusesOf(orderId: number) {
  const [order] = await queryRows<{ status: number }>(shop.db, sql`SELECT status FROM orders WHERE id = ${orderId}`);
  const items = await queryRows<{ status: number; shipping_status: number }>(
    shop.db,
    sql`SELECT status, shipping_status FROM order_items WHERE order_id = ${orderId}`,
  );
  const history = await queryRows<{ status: number }>(
    shop.db,
    sql`SELECT status FROM order_status_history WHERE order_id = ${orderId} ORDER BY id`,
  );
  return { order: order!.status, items, history: history.map((row) => row.status) };
}

const envelopeOf = (reply: { json: () => unknown }) =>
  reply.json() as { statusCode: number; message: string; errorMessage: string; data: string };

describe('the admin token', () => {
  it('is made once in DATA_DIR/admin-token, readable by the owner only', async () => {
    const file = path.join(shop.config.DATA_DIR, ADMIN_TOKEN_FILE);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(token.length).toBeGreaterThanOrEqual(32);
  });

  it('must be at least 32 characters when given as ADMIN_TOKEN', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short-token' })).toThrow(/ADMIN_TOKEN: must be at least 32 characters/);
    expect(loadConfig({ ADMIN_TOKEN: '' }).ADMIN_TOKEN).toBeUndefined();
  });
});

describe('POST /api/v1/admin/orders/set-status', () => {
  it('answers 401 without the owner’s bearer token, and changes nothing', async () => {
    const { orderId, orderNumber } = await placeCashOrder();
    const body = { OrderNumber: orderNumber, Status: 'InProgress' };
    for (const authorization of [
      null,
      '',
      'Bearer',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Basic ${Buffer.from(`admin:${token}`).toString('base64')}`,
      token,
    ]) {
      const reply = await setStatus(body, authorization);
      expect(reply.statusCode, `Authorization: ${authorization}`).toBe(401);
      expect(reply.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(envelopeOf(reply).errorMessage).toMatch(/^Authorization:/);
    }
    // Bad input from someone without the token is refused as unauthorized, not read.
    expect((await setStatus('{not json', null)).statusCode).toBe(401);
    expect((await statusesOf(orderId)).order).toBe(OrderStatus.Active);
  });

  it('moves an order and its items along the allowed statuses, by name or number, and records each move', async () => {
    const { orderId, orderNumber } = await placeCashOrder();

    const toInProgress = await setStatus({ OrderNumber: orderNumber.toLowerCase(), Status: 'in-progress' });
    expect(toInProgress.statusCode).toBe(200);
    expect(JSON.parse(envelopeOf(toInProgress).data)).toEqual([
      {
        OrderNumber: orderNumber,
        PreviousStatusID: OrderStatus.Active,
        PreviousStatusName: 'Active',
        StatusID: OrderStatus.InProgress,
        StatusName: 'InProgress',
      },
    ]);
    const toCompleted = await setStatus({ OrderNumber: orderNumber, Status: 3 });
    expect(toCompleted.statusCode).toBe(200);
    expect(envelopeOf(toCompleted).message).toBe(`Order ${orderNumber}: InProgress → Completed`);
    expect((await setStatus({ OrderNumber: ` ${orderNumber} `, Status: '4' })).statusCode).toBe(200);

    const stored = await statusesOf(orderId);
    expect(stored.order).toBe(OrderStatus.Returned);
    expect(stored.items.every((item) => item.status === 4 && item.shipping_status === 4)).toBe(true);
    expect(stored.history).toEqual([OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Completed, 4]);

    // The customer sees the new status in the history.
    const history = await shop.call(
      endpointPath('get-customer-order-history-master'),
      { UserId: shopper.userId },
      sessionHeaders(shopper),
    );
    expect(history.rows.find((row) => row.OrderId === orderId)?.LatestStatusName).toBe('Returned');
  });

  it('makes a digital item downloadable once its order is Completed', async () => {
    const [digital] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT id FROM products WHERE digital_file_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const { orderId, orderNumber } = await placeCashOrder(digital!.id);
    const [item] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT id FROM order_items WHERE order_id = ${orderId}`,
    );
    const download = () => shop.app.inject({ method: 'GET', url: downloadPath(item!.id, shopper.token) });
    expect((await download()).statusCode).toBe(404);

    expect((await setStatus({ OrderNumber: orderNumber, Status: 'InProgress' })).statusCode).toBe(200);
    expect((await setStatus({ OrderNumber: orderNumber, Status: 'Completed' })).statusCode).toBe(200);
    const file = await download();
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 409 naming the possible moves for a change the status graph forbids', async () => {
    const { orderId, orderNumber } = await placeCashOrder();
    const skip = await setStatus({ OrderNumber: orderNumber, Status: 'Completed' });
    expect(skip.statusCode).toBe(409);
    expect(envelopeOf(skip).errorMessage).toBe(
      `Order ${orderNumber} is Active; it cannot become Completed (next: InProgress or Refunded).`,
    );
    expect((await setStatus({ OrderNumber: orderNumber, Status: 'Active' })).statusCode).toBe(409);

    expect((await setStatus({ OrderNumber: orderNumber, Status: 'Refunded' })).statusCode).toBe(200);
    const final = await setStatus({ OrderNumber: orderNumber, Status: 'Returned' });
    expect(final.statusCode).toBe(409);
    expect(envelopeOf(final).errorMessage).toMatch(/its status is final/);
    expect(await statusesOf(orderId)).toMatchObject({
      order: OrderStatus.Refunded,
      history: [OrderStatus.Active, OrderStatus.Refunded],
    });
  });

  it('answers 404 for an unknown order number', async () => {
    const reply = await setStatus({ OrderNumber: 'PS-000000-NOSUCH', Status: 'InProgress' });
    expect(reply.statusCode).toBe(404);
    expect(envelopeOf(reply).errorMessage).toBe('No order PS-000000-NOSUCH.');
  });

  it('answers 400 naming the field for bad input', async () => {
    const { orderNumber } = await placeCashOrder();
    const cases: [unknown, RegExp][] = [
      [{ Status: 'InProgress' }, /^OrderNumber: /],
      [{ OrderNumber: '   ', Status: 'InProgress' }, /^OrderNumber: is required/],
      [{ OrderNumber: 42, Status: 'InProgress' }, /^OrderNumber: Expected an order number/],
      [{ OrderNumber: 'X'.repeat(41), Status: 'InProgress' }, /^OrderNumber: is at most 40/],
      [{ OrderNumber: orderNumber }, /^Status: Expected 1-5 or one of Active, InProgress/],
      [{ OrderNumber: orderNumber, Status: 'Shipped' }, /^Status: Expected 1-5/],
      [{ OrderNumber: orderNumber, Status: 9 }, /^Status: Expected 1-5/],
      [{ OrderNumber: orderNumber, Status: true }, /^Status: Expected 1-5/],
      ['{not json', /^body: /],
      ['[]', /^body: Expected a JSON object with OrderNumber and Status$/],
      ['"Completed"', /^body: Expected a JSON object/],
    ];
    for (const [body, message] of cases) {
      const reply = await setStatus(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(reply).errorMessage).toMatch(message);
    }
  });
});

describe('GET /api/v1/admin/orders', () => {
  const list = (query = '', authorization = `Bearer ${token}`) =>
    shop.app.inject({
      method: 'GET',
      url: `${ADMIN_ORDERS_PATH}${query}`,
      headers: fromAddress(freshAddress(), { authorization }),
    });

  it('lists the newest orders, or one customer’s, for the owner only', async () => {
    const { orderNumber } = await placeCashOrder();
    const all = await list();
    expect(all.statusCode).toBe(200);
    const rows = JSON.parse(envelopeOf(all).data) as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({
      OrderNumber: orderNumber,
      StatusID: OrderStatus.Active,
      StatusName: 'Active',
      CurrencyCode: 'USD',
      EmailAddress: 'owner-test@example.com',
      OrderTotal: expect.any(Number),
    });

    const mine = JSON.parse(envelopeOf(await list('?email=OWNER-TEST@example.com')).data) as unknown[];
    expect(mine.length).toBeGreaterThan(0);
    expect(JSON.parse(envelopeOf(await list('?email=nobody@example.com')).data)).toEqual([]);
    expect((await list(`?email=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await list('', 'Bearer wrong')).statusCode).toBe(401);
  });
});

describe('the OpenAPI page', () => {
  it('documents the admin endpoints with their bearer token or a staff session', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
      components: { securitySchemes: Record<string, Record<string, string>> };
    };
    expect(document.paths[ADMIN_SET_ORDER_STATUS_PATH]?.post).toMatchObject({
      tags: ['admin'],
      security: [{ adminToken: [] }, { staffSession: [] }],
    });
    expect(document.paths[ADMIN_ORDERS_PATH]?.get).toMatchObject({ tags: ['admin'] });
    expect(document.components.securitySchemes.adminToken).toMatchObject({ scheme: 'bearer' });
    expect(document.components.securitySchemes.staffSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'shop_admin',
    });
  });
});

describe('guessing the token', () => {
  it('is stopped per address after 10 wrong tokens, even when the 11th is right', async () => {
    const { orderNumber } = await placeCashOrder();
    const ip = freshAddress();
    const body = { OrderNumber: orderNumber, Status: 'InProgress' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await setStatus(body, `Bearer guess-${attempt}`, ip)).statusCode).toBe(401);
    }
    const limited = await setStatus(body, `Bearer guess-11`, ip);
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited).errorMessage).toMatch(
      /^Too many failed admin attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect((await setStatus(body, `Bearer ${token}`, ip)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await setStatus(body, `Bearer ${token}`)).statusCode).toBe(200);
  });
});

describe('a shop with ADMIN_TOKEN', () => {
  const ownToken = 'owner-token-0123456789-abcdefghijklmnop';
  let other: TestShop;

  beforeAll(async () => {
    other = await createTestShop({ seed: false, env: { ADMIN_TOKEN: ownToken } });
  });
  afterAll(async () => {
    await other?.close();
  });

  const setStatusAt = (authorization: string, ip = freshAddress()) =>
    other.app.inject({
      method: 'POST',
      url: ADMIN_SET_ORDER_STATUS_PATH,
      headers: fromAddress(ip, { 'content-type': 'application/json', authorization }),
      payload: JSON.stringify({ OrderNumber: 'PS-000000-NOSUCH', Status: 2 }),
    });

  it('accepts that token and makes no token file', async () => {
    expect((await setStatusAt(`Bearer ${ownToken}`)).statusCode).toBe(404);
    expect((await setStatusAt(`bearer   ${ownToken}`)).statusCode).toBe(404);
    expect((await setStatusAt(`Bearer ${token}`)).statusCode).toBe(401);
    await expect(fs.stat(path.join(other.config.DATA_DIR, ADMIN_TOKEN_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('never locks the owner out because others guessed from many addresses', async () => {
    // The test above sent one wrong token already.
    for (let attempt = 2; attempt <= 30; attempt += 1) {
      expect((await setStatusAt(`Bearer guess-${attempt}`, `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    expect((await setStatusAt(`Bearer ${ownToken}`, '203.0.113.9')).statusCode).toBe(404);
  });
});
