// Hardening, duplicate lines (issue 16, item 9): many customers at once send carts that split more
// units of one product than its per-order cap over several lines, each line within the cap. Every
// such order is refused and the stock does not move; carts whose lines reach the cap exactly, sent
// the same way, all go through (the sum is checked, not refused on sight).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database';
import { stockOf } from '../support/checkout';
import { findPlaces } from '../support/shopper';
import { createTestShop, type TestShop } from '../support/test-app';
import { lineOf, placeCartOrder, plainProducts } from './cart-orders';
import { createCustomers, type Customer } from './customers';
import { timed } from './timing';

const ROUNDS = 5;
const CONCURRENT_CUSTOMERS = 50;
const CAP = 10;
const DUPLICATE_LINES = 3;
const STOCK = 10_000;

let shop: TestShop;
let customers: Customer[];
let productId: number;

beforeAll(async () => {
  shop = await createTestShop();
  const { home } = await findPlaces(shop);
  customers = await createCustomers(shop.db, home, CONCURRENT_CUSTOMERS, 'line-splitter');
  productId = (await plainProducts(shop, 1, STOCK))[0]!;
  await shop.db.execute(sql`UPDATE products SET order_maximum_quantity = ${CAP} WHERE id = ${productId}`);
});

afterAll(async () => {
  await shop?.close();
});

async function unitsOrdered(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.db,
    sql`SELECT COALESCE(sum(quantity), 0)::int AS n FROM order_items WHERE product_id = ${productId}`,
  );
  return row!.n;
}

/** Every customer sends a cart of these quantities of the product at once, round after round. */
async function burst(quantities: number[]) {
  const lines = quantities.map((quantity) => lineOf(productId, quantity));
  const replies = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    replies.push(...(await Promise.all(customers.map((customer) => placeCartOrder(shop, customer, lines)))));
  }
  return replies;
}

describe(`${DUPLICATE_LINES} lines of one product capped at ${CAP}, ${CONCURRENT_CUSTOMERS} customers at once, ${ROUNDS} rounds`, () => {
  it(`${DUPLICATE_LINES} × ${CAP} units: every order refused, stock unchanged`, async () => {
    const stockBefore = await stockOf(shop, productId);
    const orderedBefore = await unitsOrdered();
    const replies = await timed(
      `duplicate lines ${shop.driver}: ${CONCURRENT_CUSTOMERS} customers × ${DUPLICATE_LINES} lines of ${CAP} × ${ROUNDS} rounds`,
      () => burst(Array.from({ length: DUPLICATE_LINES }, () => CAP)),
    );

    const placed = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter(
      (reply) => reply.status === 409 && reply.body.errorMessage === `Can not add more than ${CAP} for this product`,
    );
    console.log(
      `duplicate lines ${shop.driver}: ${replies.length} orders of ${DUPLICATE_LINES} × ${CAP} units, ` +
        `${placed.length} placed, ${refused.length} refused over the cap, stock ${stockBefore} → ${await stockOf(shop, productId)}`,
    );
    expect(placed).toEqual([]);
    expect(refused).toHaveLength(replies.length);
    expect(await stockOf(shop, productId)).toBe(stockBefore);
    expect(await unitsOrdered()).toBe(orderedBefore);
  });

  it(`lines that reach ${CAP} units together: every order placed with all its units`, async () => {
    const quantities = [CAP - 3, 2, 1];
    const stockBefore = await stockOf(shop, productId);
    const orderedBefore = await unitsOrdered();
    const replies = await timed(
      `duplicate lines ${shop.driver}: ${CONCURRENT_CUSTOMERS} customers × lines of ${quantities.join(' + ')} × ${ROUNDS} rounds`,
      () => burst(quantities),
    );

    const placed = replies.filter((reply) => reply.status === 200);
    const units = placed.length * CAP;
    console.log(
      `duplicate lines ${shop.driver}: ${replies.length} orders of ${quantities.join(' + ')} units, ` +
        `${placed.length} placed, stock ${stockBefore} → ${await stockOf(shop, productId)}`,
    );
    expect(placed).toHaveLength(replies.length);
    expect(await stockOf(shop, productId)).toBe(stockBefore - units);
    expect((await unitsOrdered()) - orderedBefore).toBe(units);
  });
});
