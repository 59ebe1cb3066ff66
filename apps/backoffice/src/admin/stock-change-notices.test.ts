import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@shop/contract';
import { buildApp } from '../app';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { queryRows } from '../db/database';
import { orderableProduct, placeOrderOf, type Shopper } from '../../test/support/checkout';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { CHANGE_STREAM_PATH } from './change-stream-routes';
import { createShopChanges, type ShopChange, type ShopChanges } from './shop-changes';

// A product's stock moving, by whatever path, tells every instance's change stream which product it
// was (the storefronts drop its cached pages), and leaves the back-office's cached answers alone
// (none holds stock). On PostgreSQL a second instance over the same database hears it too.
let shop: TestShop;
let shopper: Shopper;
let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;
const bases: string[] = [];
let changes: ShopChanges;
let invalidated = 0;
const heardHere: ShopChange[] = [];

beforeAll(async () => {
  shop = await createTestShop();
  shopper = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'stock-notices@example.com');
  bases.push(await shop.app.listen({ host: '127.0.0.1', port: 0 }));
  if (shop.driver === 'postgres') {
    const database = await connectDatabase(shop.config);
    const app = await buildApp({ config: shop.config, db: database.db, logger: false });
    second = { app, database };
    bases.push(await app.listen({ host: '127.0.0.1', port: 0 }));
  }
  changes = await createShopChanges({
    cache: { remember: (_key, load) => load(), invalidate: () => (invalidated += 1) },
    databaseUrl: shop.config.DATABASE_URL,
    db: shop.db,
  });
  changes.subscribe((change) => heardHere.push(change));
});
afterAll(async () => {
  await changes?.close();
  await second?.app.close();
  await second?.database.close();
  await shop?.close();
});

/** Opens a change stream and collects its changes. */
function listen(base: string) {
  const heard: ShopChange[] = [];
  let request: http.ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(`${base}${CHANGE_STREAM_PATH}`, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes(': listening')) resolve();
        for (const match of buffer.matchAll(/event: change\ndata: (.*)\n\n/g)) heard.push(JSON.parse(match[1]!));
        buffer = buffer.replace(/event: change\ndata: .*\n\n/g, '');
      });
    });
    request.on('error', reject);
  });
  return { heard, ready, close: () => request.destroy() };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 250 && !check(); i += 1) await new Promise((done) => setTimeout(done, 20));
  expect(check()).toBe(true);
}

const stockMovesOf = (heard: ShopChange[], productId: number) =>
  heard.filter((change) => change.scope === 'stock' && change.productId === productId).length;

describe('stock change notices', () => {
  it('tell every instance’s listeners which product an order took stock from', async () => {
    const listeners = bases.map(listen);
    await Promise.all(listeners.map((listener) => listener.ready));
    const product = await orderableProduct(shop);
    const reply = await placeOrderOf(shop, shopper, product.id, { PaymentMethod: PaymentMethod.CashOnDelivery });
    expect(reply.status).toBe(200);

    await until(() => listeners.every((listener) => stockMovesOf(listener.heard, product.id) === 1));
    for (const listener of listeners) {
      expect(listener.heard).toContainEqual({ scope: 'stock', productId: product.id });
      listener.close();
    }
  });

  it('say each product once per transaction, whichever table moved, and clear no cached answer', async () => {
    const ordered = await orderableProduct(shop);
    const [first, other] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT id FROM products WHERE id <> ${ordered.id} ORDER BY id LIMIT 2`,
    );
    await shop.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE product_variants SET stock_quantity = stock_quantity + 1 WHERE product_id = ${first!.id}`,
      );
      await tx.execute(sql`UPDATE products SET stock_quantity = stock_quantity + 1 WHERE id = ${first!.id}`);
    });
    // A change that leaves the quantity as it was is no move.
    await shop.db.execute(sql`UPDATE products SET stock_quantity = stock_quantity WHERE id = ${first!.id}`);
    await shop.db.execute(sql`UPDATE products SET stock_quantity = stock_quantity + 1 WHERE id = ${other!.id}`);

    // Notices arrive in commit order: once the last is heard, the ones before it have been.
    await until(() => stockMovesOf(heardHere, other!.id) === 1);
    expect(stockMovesOf(heardHere, first!.id)).toBe(1);
    expect(invalidated).toBe(0);
  });
});
