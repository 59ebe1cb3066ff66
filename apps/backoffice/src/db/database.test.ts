import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { preparedRows, queryRows } from './database';

// A prepared statement answers what the same query answers, on both drivers; on PostgreSQL it is
// prepared once on the connection and reused, and statements of different texts do not collide.
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

const productById = (id: number) =>
  sql`SELECT p.id, p.price, p.stock_quantity FROM products p WHERE p.id = ${id} AND p.is_published`;

describe('preparedRows', () => {
  it('answers what queryRows answers, for every value', async () => {
    const [first] = await queryRows<{ id: number }>(shop.db, sql`SELECT min(id) AS id FROM products`);
    for (const id of [first!.id, first!.id + 1, -1]) {
      expect(await preparedRows(shop.db, productById(id))).toEqual(await queryRows(shop.db, productById(id)));
    }
    expect(await preparedRows(shop.db, productById(-1))).toEqual([]);
  });

  it('prepares a statement once per connection on PostgreSQL, one for each text', async () => {
    await shop.db.transaction(async (tx) => {
      for (let run = 0; run < 3; run += 1) await preparedRows(tx, productById(run));
      await preparedRows(tx, sql`SELECT count(*)::int AS count FROM products WHERE id > ${0}`);
      const prepared = await queryRows<{ name: string; statement: string }>(
        tx,
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'shop\_%'`,
      );
      if (shop.driver === 'postgres') {
        expect(prepared.map((statement) => statement.statement).sort()).toEqual([
          'SELECT count(*)::int AS count FROM products WHERE id > $1',
          'SELECT p.id, p.price, p.stock_quantity FROM products p WHERE p.id = $1 AND p.is_published',
        ]);
      } else {
        // PGlite has one connection and runs each query as it comes: nothing to keep.
        expect(prepared).toEqual([]);
      }
    });
  });
});
