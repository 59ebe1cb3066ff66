// Hardening, coupon race (issue 16, item 4): many orders with a limited coupon at the same moment,
// round after round. A coupon usable once per customer discounts exactly one of one customer's
// orders; a coupon with a total limit discounts exactly that many orders of all customers; every
// other order is refused as an invalid coupon, and the coupon's uses match the orders it discounted.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shop/contract';
import { queryRows } from '../../src/db/database';
import { coupons } from '../../src/db/schema';
import { findPlaces } from '../support/shopper';
import { createTestShop, type TestShop } from '../support/test-app';
import { lineOf, placeCartOrder, plainProducts } from './cart-orders';
import { createCustomers, type Customer } from './customers';
import { timed } from './timing';

const ROUNDS = 5;
const CONCURRENT_ORDERS = 50;
const TOTAL_USE_LIMIT = 5;
const STOCK_PER_PRODUCT = 10_000;

let shop: TestShop;
let customers: Customer[];
let productIds: number[];

beforeAll(async () => {
  shop = await createTestShop();
  const { home } = await findPlaces(shop);
  customers = await createCustomers(shop.db, home, CONCURRENT_ORDERS, 'coupon-racer');
  // Each order buys another product where the shop has enough of them: orders for the same product
  // wait for each other on its row lock and would never race for the coupon.
  productIds = await plainProducts(shop, CONCURRENT_ORDERS, STOCK_PER_PRODUCT);
});

afterAll(async () => {
  await shop?.close();
});

/** A fresh 10% coupon for one round, so no round inherits the uses of another. */
async function roundCoupon(code: string, limits: { perCustomerLimit?: number; totalUseLimit?: number }) {
  const [row] = await shop.db
    .insert(coupons)
    .values({ code, kind: 'percentage', value: 10, ...limits })
    .returning({ id: coupons.id });
  return row!.id;
}

async function usesOf(couponId: number) {
  const [row] = await queryRows<{ redemptions: number; discounted: number }>(
    shop.db,
    sql`SELECT (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = ${couponId}) AS redemptions,
               (SELECT count(*)::int FROM orders WHERE coupon_id = ${couponId} AND discount_total > 0) AS discounted`,
  );
  const [coupon] = await shop.db.select({ timesUsed: coupons.timesUsed }).from(coupons).where(eq(coupons.id, couponId));
  return { ...row!, timesUsed: coupon!.timesUsed };
}

/**
 * Round after round, `CONCURRENT_ORDERS` orders at once with a fresh coupon, the n-th placed by
 * `customerOf(n)`: exactly `allowed` of them go through, discounted.
 */
async function race(
  label: string,
  limits: { perCustomerLimit?: number; totalUseLimit?: number },
  allowed: number,
  customerOf: (round: number, index: number) => Customer,
) {
  let discounted = 0;
  let refused = 0;
  await timed(`coupon race ${shop.driver}: ${label}, ${CONCURRENT_ORDERS} orders × ${ROUNDS} rounds`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const code = `${limits.perCustomerLimit ? 'ONCE' : 'FEW'}-${round}`;
      const couponId = await roundCoupon(code, limits);

      const replies = await Promise.all(
        Array.from({ length: CONCURRENT_ORDERS }, (_, index) =>
          placeCartOrder(shop, customerOf(round, index), [lineOf(productIds[index % productIds.length]!, 1)], code),
        ),
      );

      const where = `round ${round}`;
      const placed = replies.filter((reply) => reply.status === 200);
      const others = replies.filter((reply) => reply.status !== 200);
      discounted += placed.length;
      refused += others.length;
      expect(placed, where).toHaveLength(allowed);
      expect(
        others.filter((reply) => reply.status !== 409 || reply.body.errorMessage !== Messages.couponInvalid),
        `${where}: every other order is refused as an invalid coupon`,
      ).toEqual([]);
      expect(await usesOf(couponId), where).toEqual({ redemptions: allowed, discounted: allowed, timesUsed: allowed });
    }
  });
  console.log(
    `coupon race ${shop.driver}: ${label}: ${ROUNDS * CONCURRENT_ORDERS} orders, ${discounted} discounted ` +
      `(${allowed} per round), ${refused} refused as an invalid coupon`,
  );
}

describe(`a limited coupon, ${CONCURRENT_ORDERS} orders at once, ${ROUNDS} rounds`, () => {
  it('once per customer, one customer: exactly 1 discounted order per round', async () => {
    await race('once per customer, one customer', { perCustomerLimit: 1 }, 1, (round) => customers[round]!);
  });

  it(`${TOTAL_USE_LIMIT} uses in all, ${CONCURRENT_ORDERS} customers: exactly ${TOTAL_USE_LIMIT} discounted orders per round`, async () => {
    await race(
      `${TOTAL_USE_LIMIT} uses in all, ${CONCURRENT_ORDERS} customers`,
      { totalUseLimit: TOTAL_USE_LIMIT },
      TOTAL_USE_LIMIT,
      (_, index) => customers[index]!,
    );
  });
});
