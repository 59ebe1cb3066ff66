// Oversell: many customers order the last units of a product at the same moment, round after round.
// Exactly as many orders as there were units go through, every other one is refused as out of
// stock, and the stock ends at zero: never below, never an order more than the units.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@shop/contract';
import { queryRows } from '../../src/db/database';
import { placeOrderOf, stockOf } from '../support/checkout';
import { findPlaces } from '../support/shopper';
import { createTestShop, type TestShop } from '../support/test-app';
import { createCustomers, type Customer } from './customers';
import { timed } from './timing';

// PostgreSQL runs the orders' transactions side by side on its pooled connections: the interleavings
// that could oversell are real there. PGlite runs one transaction at a time (its own lock); its
// rounds prove that the queue in front of that lock loses and duplicates nothing.
const ROUNDS = 20;
const CONCURRENT_CUSTOMERS = [50, 200] as const;
const UNITS_IN_STOCK = [1, 5] as const;
const ALL_CUSTOMERS = Math.max(...CONCURRENT_CUSTOMERS);

let shop: TestShop;
let customers: Customer[];
let productId: number;

beforeAll(async () => {
  shop = await createTestShop();
  const { home } = await findPlaces(shop);
  customers = await createCustomers(shop.db, home, ALL_CUSTOMERS, 'racer');
  // A plain product anyone may buy any number of: no options to choose, no per-order limit, not digital.
  const [product] = await queryRows<{ id: number }>(
    shop.db,
    sql`SELECT p.id FROM products p
         WHERE p.digital_file_id IS NULL AND p.order_maximum_quantity = 0
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id)
         ORDER BY p.id LIMIT 1`,
  );
  productId = product!.id;
});

afterAll(async () => {
  await shop?.close();
});

/** Units of the product in all orders so far. */
async function unitsOrdered(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.db,
    sql`SELECT COALESCE(sum(quantity), 0)::int AS n FROM order_items WHERE product_id = ${productId}`,
  );
  return row!.n;
}

describe(`the last units, ordered by many customers at once, ${ROUNDS} rounds of each combination`, () => {
  for (const concurrent of CONCURRENT_CUSTOMERS) {
    for (const units of UNITS_IN_STOCK) {
      it(`${concurrent} customers, ${units} unit${units > 1 ? 's' : ''}: exactly ${units} order${units > 1 ? 's' : ''} per round, stock 0`, async () => {
        const racers = customers.slice(0, concurrent);
        await timed(
          `oversell ${shop.driver}: ${concurrent} customers × ${units} units × ${ROUNDS} rounds`,
          async () => {
            for (let round = 1; round <= ROUNDS; round += 1) {
              await shop.db.execute(
                sql`UPDATE product_variants SET stock_quantity = ${units} WHERE product_id = ${productId}`,
              );
              await shop.db.execute(sql`UPDATE products SET stock_quantity = ${units} WHERE id = ${productId}`);
              const orderedBefore = await unitsOrdered();

              const replies = await Promise.all(
                racers.map((customer) =>
                  placeOrderOf(shop, customer, productId, { PaymentMethod: PaymentMethod.CashOnDelivery }),
                ),
              );

              const where = `round ${round}`;
              const placed = replies.filter((reply) => reply.status === 200);
              const refused = replies.filter((reply) => reply.status !== 200);
              expect(placed, where).toHaveLength(units);
              expect(new Set(placed.map((reply) => reply.rows[0]?.OrderNumber)).size, where).toBe(units);
              expect(
                refused.filter((reply) => reply.status !== 409 || !/out of stock/.test(reply.body.errorMessage)),
                `${where}: every other customer is told the product is out of stock`,
              ).toEqual([]);
              expect(await stockOf(shop, productId), where).toBe(0);
              expect((await unitsOrdered()) - orderedBefore, where).toBe(units);
            }
          },
        );
      }, 600_000);
    }
  }
});
