// A burst of orders by one customer, all with a coupon they may use a limited number of times:
// the limit holds however the orders' transactions interleave (issue 16, item 4).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, PaymentMethod, endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { coupons } from '../db/schema';
import { sessionHeaders, type Shopper } from '../../test/support/checkout';
import { findPlaces, signUpAndLogIn, type Place } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';

const BURST = 20;
const ENOUGH_STOCK = 1000;

let shop: TestShop;
let place: Place;
let productIds: number[];

beforeAll(async () => {
  shop = await createTestShop();
  place = (await findPlaces(shop)).home;
  // A different product for each order: orders for the same product wait for each other on its row
  // lock, and would never race. Each sells at its price (a discounted line voids any coupon), needs
  // no options and has stock for every order.
  const products = await queryRows<{ id: number }>(
    shop.db,
    sql`SELECT p.id FROM products p
         WHERE p.is_published AND p.digital_file_id IS NULL AND p.discounted_price = 0
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.is_required)
         ORDER BY p.id LIMIT ${BURST}`,
  );
  productIds = products.map((product) => product.id);
  const idList = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Each has a single variant (nothing to choose): its stock and the product's total.
  await shop.db.execute(
    sql`UPDATE product_variants SET stock_quantity = ${ENOUGH_STOCK} WHERE product_id IN (${idList})`,
  );
  await shop.db.execute(
    sql`UPDATE products SET stock_quantity = ${ENOUGH_STOCK}, order_maximum_quantity = 0 WHERE id IN (${idList})`,
  );
});
afterAll(async () => {
  await shop?.close();
});

/** A coupon of 10% that each customer may use `perCustomerLimit` times. */
async function couponForCustomers(code: string, perCustomerLimit: number): Promise<number> {
  const [row] = await shop.db
    .insert(coupons)
    .values({ code, kind: 'percentage', value: 10, perCustomerLimit })
    .returning({ id: coupons.id });
  return row!.id;
}

function orderWithCoupon(shopper: Shopper, code: string, productId: number) {
  return shop.call(
    endpointPath('post-order/post-customer-order'),
    {
      UserID: shopper.userId,
      OrderNote: '',
      cartJsonData: JSON.stringify([{ ProductId: productId, Quantity: 1, productSelectedAttributes: [] }]),
      CouponCode: code,
      PaymentMethod: PaymentMethod.CashOnDelivery,
      paymentToken: '',
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
    },
    sessionHeaders(shopper),
  );
}

async function usesOf(couponId: number) {
  const [redemptions] = await queryRows<{ n: number }>(
    shop.db,
    sql`SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = ${couponId}`,
  );
  const [ordered] = await queryRows<{ n: number }>(
    shop.db,
    sql`SELECT count(*)::int AS n FROM orders WHERE coupon_id = ${couponId} AND discount_total > 0`,
  );
  const [coupon] = await shop.db.select({ timesUsed: coupons.timesUsed }).from(coupons).where(eq(coupons.id, couponId));
  return { redemptions: redemptions!.n, discountedOrders: ordered!.n, timesUsed: coupon!.timesUsed };
}

describe(`${BURST} orders at once by one customer with a limited coupon`, () => {
  for (const limit of [1, 2]) {
    it(`a coupon usable ${limit} time(s) per customer discounts exactly ${limit} of them`, async () => {
      const shopper = await signUpAndLogIn(shop, place, `coupon-racer-${limit}@example.com`);
      const code = `RACE${limit}`;
      const couponId = await couponForCustomers(code, limit);

      const replies = await Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          orderWithCoupon(shopper, code, productIds[index % productIds.length]!),
        ),
      );

      const placed = replies.filter((reply) => reply.status === 200);
      const refused = replies.filter((reply) => reply.status !== 200);
      expect(placed).toHaveLength(limit);
      expect(refused.map((reply) => [reply.status, reply.body.errorMessage])).toEqual(
        Array.from({ length: BURST - limit }, () => [409, Messages.couponInvalid]),
      );
      expect(await usesOf(couponId)).toEqual({ redemptions: limit, discountedOrders: limit, timesUsed: limit });
    });
  }
});
