// Cancels under concurrency (issue 18): two cancels of one paid order at once act once, a cancel and
// refunds at the same moment never give back more than was captured, and a once-per-customer coupon
// released by a cancel is the customer's to use again — also while they order at that very moment.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, Messages, OrderStatus, PaymentMethod, problem, type AdminOrderDetail } from '@shop/contract';
import { queryRows } from '../../db/database';
import { coupons } from '../../db/schema';
import { createSandboxCardToken } from '../../payments/sandbox-card';
import { sessionHeaders, type Shopper } from '../../../test/support/checkout';
import { findPlaces, signUpAndLogIn } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let ordersCookie: string;
let ownerCookie: string;
let alice: Shopper;
let bob: Shopper;
let product: { id: number; variantId: number };

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  ownerCookie = (await admin.firstOwner()).cookie;
  ordersCookie = await admin.signIn((await admin.createMember('orders')).email);
  const home = (await findPlaces(shop)).home;
  alice = await signUpAndLogIn(shop, home, 'cancel-race-alice@example.com');
  bob = await signUpAndLogIn(shop, home, 'cancel-race-bob@example.com');
  // A product sold at its price (a discounted line voids a coupon), with one variant and stock for every order.
  const [row] = await queryRows<{ id: number; variant_id: number }>(
    shop.db,
    sql`SELECT p.id, v.id AS variant_id
          FROM products p JOIN product_variants v ON v.product_id = p.id
         WHERE p.is_published AND p.digital_file_id IS NULL AND p.discounted_price = 0
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values a WHERE a.product_id = p.id)
           AND (SELECT count(*) FROM product_variants w WHERE w.product_id = p.id) = 1
         ORDER BY p.id LIMIT 1`,
  );
  await shop.db.execute(sql`UPDATE product_variants SET stock_quantity = 500 WHERE id = ${row!.variant_id}`);
  await shop.db.execute(
    sql`UPDATE products SET stock_quantity = 500, order_maximum_quantity = 0 WHERE id = ${row!.id}`,
  );
  product = { id: row!.id, variantId: row!.variant_id };
});
afterAll(async () => {
  await shop?.close();
});

/** The storefront's place-order call: `quantity` units of the product by sandbox card, with a coupon if given. */
async function order(shopper: Shopper, options: { quantity?: number; coupon?: string } = {}) {
  const card = await createSandboxCardToken(shop.db, {
    CardNumber: '4242424242424242',
    ExpiryMonth: 12,
    ExpiryYear: 2099,
  });
  if (!card.ok) throw new Error(card.problem.message);
  return shop.call(
    endpointPath('post-order/post-customer-order'),
    {
      UserID: shopper.userId,
      OrderNote: '',
      cartJsonData: JSON.stringify([
        { ProductId: product.id, Quantity: options.quantity ?? 1, productSelectedAttributes: [] },
      ]),
      CouponCode: options.coupon ?? '',
      PaymentMethod: PaymentMethod.Card,
      paymentToken: card.token,
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
    },
    sessionHeaders(shopper),
  );
}

async function placed(shopper: Shopper, options: { quantity?: number; coupon?: string } = {}) {
  const reply = await order(shopper, options);
  if (reply.status !== 200) throw new Error(`order: ${reply.status} ${reply.body.errorMessage}`);
  return { id: reply.rows[0]!.OrderId as number, number: reply.rows[0]!.OrderNumber as string };
}

const detail = async (id: number) => {
  const reply = await admin.send('GET', `/api/v1/admin/orders/${id}`, { cookie: ordersCookie });
  expect(reply.statusCode).toBe(200);
  return reply.json() as AdminOrderDetail;
};
// Two members, as two people clicking at once would be.
const cancel = (id: number, cookie = ordersCookie) =>
  admin.send('POST', `/api/v1/admin/orders/${id}/cancel`, { cookie, body: { reason: 'customer asked' } });
const refund = (id: number, body: unknown, cookie = ordersCookie) =>
  admin.send('POST', `/api/v1/admin/orders/${id}/refund`, { cookie, body });

const stock = async () =>
  (
    await queryRows<{ variant: number; product: number }>(
      shop.db,
      sql`SELECT v.stock_quantity AS variant, p.stock_quantity AS product
            FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = ${product.variantId}`,
    )
  )[0]!;

async function newCoupon(code: string): Promise<number> {
  const [row] = await shop.db
    .insert(coupons)
    .values({ code, kind: 'percentage', value: 10, perCustomerLimit: 1 })
    .returning({ id: coupons.id });
  return row!.id;
}

/** The coupon's use count, and its redemptions: all of them and the customer's. */
const couponUses = async (couponId: number, shopper: Shopper) =>
  (
    await queryRows<{ times_used: number; redemptions: number; customer: number }>(
      shop.db,
      sql`SELECT c.times_used,
                 (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS redemptions,
                 (SELECT count(*)::int FROM coupon_redemptions r
                   WHERE r.coupon_id = c.id AND r.user_id = ${shopper.userId}) AS customer
            FROM coupons c WHERE c.id = ${couponId}`,
    )
  )[0]!;

const auditCount = async (orderNumber: string, action: string) =>
  (
    await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM audit_log
           WHERE resource = 'order' AND resource_id = ${orderNumber} AND action = ${action}`,
    )
  )[0]!.n;

describe('two cancels of the same paid order at once', () => {
  it('cancel once: one refund, stock and the coupon use given back once, one cancel in the timeline', async () => {
    const couponId = await newCoupon('RACE-CANCEL');
    // Bob's use stays counted: the cancel gives back Alice's use only.
    await placed(bob, { coupon: 'RACE-CANCEL' });
    const before = await stock();
    const usesBefore = await couponUses(couponId, alice);
    const paid = await placed(alice, { quantity: 2, coupon: 'RACE-CANCEL' });
    const order = await detail(paid.id);
    expect(await couponUses(couponId, alice)).toEqual({
      times_used: usesBefore.times_used + 1,
      redemptions: usesBefore.redemptions + 1,
      customer: 1,
    });

    const replies = await Promise.all([cancel(paid.id), cancel(paid.id, ownerCookie)]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409)!;
    expect(problemOf(refused)).toEqual(problem('ORDER_NOT_CANCELLABLE', { orderNumber: paid.number }));

    const after = await detail(paid.id);
    expect(after).toMatchObject({
      status: OrderStatus.Refunded,
      paymentStatus: 'refunded',
      refundedTotal: order.orderTotal,
      refundableTotal: 0,
      cancellable: false,
    });
    expect(after.refunds).toEqual([
      expect.objectContaining({ kind: 'cancel', amount: order.orderTotal, restocked: true }),
    ]);
    expect(after.refunds[0]!.lines).toEqual([
      { orderItemId: order.lines[0]!.id, quantity: 2, amount: order.subtotal - order.discountTotal },
    ]);
    expect(after.timeline.filter((event) => event.action === 'cancel')).toHaveLength(1);
    expect(await auditCount(paid.number, 'cancel')).toBe(1);
    expect(await stock()).toEqual(before);
    expect(await couponUses(couponId, alice)).toEqual({ ...usesBefore, customer: 0 });
  });

  it('holds for several orders, each cancelled twice at once', async () => {
    const before = await stock();
    const orders = await Promise.all([1, 2, 3].map((quantity) => placed(alice, { quantity })));
    const replies = await Promise.all(orders.flatMap((paid) => [cancel(paid.id), cancel(paid.id, ownerCookie)]));
    for (const [index, paid] of orders.entries()) {
      const pair = replies.slice(index * 2, index * 2 + 2).map((reply) => reply.statusCode);
      expect(pair.sort(), paid.number).toEqual([200, 409]);
      const after = await detail(paid.id);
      expect(after.refunds).toHaveLength(1);
      expect(after.refundedTotal).toBe(after.orderTotal);
      expect(after.timeline.filter((event) => event.action === 'cancel')).toHaveLength(1);
    }
    expect(await stock()).toEqual(before);
  });
});

describe('a cancel and refunds at the same moment', () => {
  it('never give back more than was captured, nor put a unit back twice', async () => {
    for (let round = 0; round < 4; round += 1) {
      const paid = await placed(alice, { quantity: 3 });
      const order = await detail(paid.id);
      const line = order.lines[0]!;
      const before = await stock();
      // The cancel first, last or between the refunds: the order of the list changes which one the database serves first.
      const requests = [
        () => refund(paid.id, { lines: [{ orderItemId: line.id, quantity: 1 }], restock: true }, ownerCookie),
        () => refund(paid.id, { wholeOrder: true, restock: false }),
        () => refund(paid.id, { lines: [{ orderItemId: line.id, quantity: 2 }], restock: false }, ownerCookie),
      ];
      requests.splice(round % (requests.length + 1), 0, () => cancel(paid.id));
      const replies = await Promise.all(requests.map((send) => send()));
      for (const reply of replies) expect([200, 409, 422], reply.body).toContain(reply.statusCode);

      const after = await detail(paid.id);
      // The cancel always goes through (refunds do not move the order), and the order is then fully given back.
      expect(after.timeline.filter((event) => event.action === 'cancel')).toHaveLength(1);
      expect(after).toMatchObject({
        status: OrderStatus.Refunded,
        paymentStatus: 'refunded',
        refundableTotal: 0,
        refundedTotal: order.orderTotal,
      });
      expect(after.refunds.reduce((sum, made) => sum + made.amount, 0)).toBe(order.orderTotal);
      expect(after.refunds.filter((made) => made.kind === 'cancel').length).toBeLessThanOrEqual(1);
      expect(after.lines[0]!.refundedQuantity).toBeLessThanOrEqual(3);
      // Every unit back in stock exactly once: the cancel puts back what no restocking refund did.
      expect(await stock()).toEqual({ variant: before.variant + 3, product: before.product + 3 });
      // A refused request left no trace: one audit entry per refund recorded.
      expect(await auditCount(paid.number, 'refund')).toBe(
        after.refunds.filter((made) => made.kind === 'refund').length,
      );
    }
  });
});

describe('an order paid with a once-per-customer coupon, cancelled', () => {
  it('gives the coupon back to the customer, who can order with it again', async () => {
    const couponId = await newCoupon('ONCE-EACH');
    const first = await placed(alice, { coupon: 'ONCE-EACH' });
    expect((await detail(first.id)).discountTotal).toBeGreaterThan(0);
    // Used once: a second order of hers with it is refused, and changes nothing.
    const stockBefore = await stock();
    const refused = await order(alice, { coupon: 'ONCE-EACH' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe(Messages.couponInvalid);
    expect(await stock()).toEqual(stockBefore);

    expect((await cancel(first.id)).statusCode).toBe(200);
    expect(await couponUses(couponId, alice)).toEqual({ times_used: 0, redemptions: 0, customer: 0 });

    const again = await placed(alice, { coupon: 'ONCE-EACH' });
    const shown = await detail(again.id);
    expect(shown).toMatchObject({ couponId, couponCode: 'ONCE-EACH', status: OrderStatus.Active });
    expect(shown.discountTotal).toBeGreaterThan(0);
    expect(await couponUses(couponId, alice)).toEqual({ times_used: 1, redemptions: 1, customer: 1 });
    // And once only again.
    expect((await order(alice, { coupon: 'ONCE-EACH' })).status).toBe(409);
  });

  it('while she orders with it at that very moment: at most one live use of hers, counted once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const code = `ONCE-RACE-${round}`;
      const couponId = await newCoupon(code);
      const first = await placed(alice, { coupon: code });
      const [cancelled, next] = await Promise.all([cancel(first.id), order(alice, { coupon: code })]);
      expect(cancelled.statusCode).toBe(200);
      // Before the cancel commits her use still counts (refused), after it the coupon is hers again.
      expect([200, 409]).toContain(next.status);
      const uses = await couponUses(couponId, alice);
      expect(uses).toEqual({
        times_used: next.status === 200 ? 1 : 0,
        redemptions: next.status === 200 ? 1 : 0,
        customer: next.status === 200 ? 1 : 0,
      });
      if (next.status === 409) expect(next.body.errorMessage).toBe(Messages.couponInvalid);
    }
  });
});
