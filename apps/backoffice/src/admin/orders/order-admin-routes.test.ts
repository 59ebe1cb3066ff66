import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  OrderStatus,
  PaymentMethod,
  problem,
  type AdminOrderDetail,
  type AdminOrderPage,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import { coupons } from '../../db/schema';
import { createSandboxCardToken } from '../../payments/sandbox-card';
import { sessionHeaders, type Shopper } from '../../../test/support/checkout';
import { findPlaces, signUpAndLogIn, waitForMails } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_ORDER_LIST_PATH, ADMIN_ORDERS_CSV_PATH } from './order-admin-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
const cookies = {} as Record<StaffRole, string>;
let ordersEmail: string;
let ownerEmail: string;
let alice: Shopper;
let product: { id: number; variantId: number; price: number };
/** A colour and a size of the shop, to give the product's variant names to show. */
let color: { id: number; name: string };
let size: { id: number; name: string };

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  ({ email: ownerEmail, cookie: cookies.owner } = await admin.firstOwner());
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    const member = await admin.createMember(role);
    cookies[role] = await admin.signIn(member.email);
    if (role === 'orders') ordersEmail = member.email;
  }
  alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'orders-alice@example.com');
  // A simple product sold at its price, with its one variant given a colour and a size to show.
  const [row] = await queryRows<{ id: number; variant_id: number; price: number }>(
    shop.db,
    sql`SELECT p.id, v.id AS variant_id, p.effective_price AS price
          FROM products p JOIN product_variants v ON v.product_id = p.id
         WHERE p.is_published AND p.digital_file_id IS NULL AND p.discounted_price = 0
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values a WHERE a.product_id = p.id)
           AND (SELECT count(*) FROM product_variants w WHERE w.product_id = p.id) = 1
         ORDER BY p.id LIMIT 1`,
  );
  color = (await queryRows<{ id: number; name: string }>(shop.db, sql`SELECT id, name FROM colors LIMIT 1`))[0]!;
  size = (await queryRows<{ id: number; name: string }>(shop.db, sql`SELECT id, name FROM sizes LIMIT 1`))[0]!;
  await shop.db.execute(sql`UPDATE product_variants SET stock_quantity = 500 WHERE id = ${row!.variant_id}`);
  await shop.db.execute(
    sql`UPDATE products SET stock_quantity = 500, order_maximum_quantity = 0 WHERE id = ${row!.id}`,
  );
  product = { id: row!.id, variantId: row!.variant_id, price: row!.price };
});
afterAll(async () => {
  await shop?.close();
});

const as = (role: StaffRole | null) => (role === null ? {} : { cookie: cookies[role] });

/** An order of `quantity` units of the product, by sandbox card unless cash on delivery is asked. */
async function placeOrder(
  options: { quantity?: number; coupon?: string; cash?: boolean; language?: 'en' | 'ar' } = {},
): Promise<{ id: number; number: string }> {
  const card = await createSandboxCardToken(shop.db, {
    CardNumber: '4242424242424242',
    ExpiryMonth: 12,
    ExpiryYear: 2099,
  });
  if (!card.ok) throw new Error(card.problem.message);
  const reply = await shop.call(
    endpointPath('post-order/post-customer-order'),
    {
      UserID: alice.userId,
      OrderNote: '',
      cartJsonData: JSON.stringify([
        { ProductId: product.id, Quantity: options.quantity ?? 1, productSelectedAttributes: [] },
      ]),
      CouponCode: options.coupon ?? '',
      PaymentMethod: options.cash ? PaymentMethod.CashOnDelivery : PaymentMethod.Card,
      paymentToken: options.cash ? '' : card.token,
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
    },
    { ...sessionHeaders(alice), 'accept-language': options.language ?? 'en' },
  );
  if (reply.status !== 200) throw new Error(`order: ${reply.status} ${reply.body.errorMessage}`);
  return { id: reply.rows[0]!.OrderId as number, number: reply.rows[0]!.OrderNumber as string };
}

const detail = async (id: number) => {
  const reply = await admin.send('GET', `/api/v1/admin/orders/${id}`, as('orders'));
  expect(reply.statusCode).toBe(200);
  return reply.json() as AdminOrderDetail;
};
const list = async (query: string) => {
  const reply = await admin.send('GET', `${ADMIN_ORDER_LIST_PATH}${query}`, as('orders'));
  if (reply.statusCode !== 200) throw new Error(`list ${query}: ${reply.statusCode} ${reply.body}`);
  return reply.json() as AdminOrderPage;
};
const act = (id: number, action: 'status' | 'cancel' | 'refund', body: unknown, role: StaffRole = 'orders') =>
  admin.send('POST', `/api/v1/admin/orders/${id}/${action}`, { ...as(role), body });
const stock = async () =>
  (
    await queryRows<{ variant: number; product: number }>(
      shop.db,
      sql`SELECT v.stock_quantity AS variant, p.stock_quantity AS product
            FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = ${product.variantId}`,
    )
  )[0]!;
/** What a refused action must leave as it was. */
const orderState = async (id: number) => ({
  detail: await detail(id),
  stock: await stock(),
  audit: (await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n,
});

describe('who may use the order routes', () => {
  it('lets owner and orders members in, refuses catalogue and moderator (403) and no session (401)', async () => {
    const order = await placeOrder();
    const routes = [
      ['GET', ADMIN_ORDER_LIST_PATH, undefined],
      ['GET', ADMIN_ORDERS_CSV_PATH, undefined],
      ['GET', `/api/v1/admin/orders/${order.id}`, undefined],
      // Bodies that pass the door but not the check (400): allowed roles change nothing here.
      ['POST', `/api/v1/admin/orders/${order.id}/status`, { status: 9 }],
      ['POST', `/api/v1/admin/orders/${order.id}/cancel`, { reason: 5 }],
      ['POST', `/api/v1/admin/orders/${order.id}/refund`, { restock: 'yes' }],
    ] as const;
    for (const [method, url, body] of routes) {
      const statuses: Record<string, number> = {};
      for (const role of ['owner', 'orders', 'catalogue', 'moderator', null] as const) {
        statuses[role ?? 'none'] = (await admin.send(method, url, { ...as(role), body })).statusCode;
      }
      const allowed = method === 'GET' ? 200 : 400;
      expect(statuses, `${method} ${url}`).toEqual({
        owner: allowed,
        orders: allowed,
        catalogue: 403,
        moderator: 403,
        none: 401,
      });
    }
    expect((await detail(order.id)).status).toBe(OrderStatus.Active);
  });
});

describe('the order list and its CSV', () => {
  it('searches, filters, sorts and pages; the CSV holds the filtered list', async () => {
    const small = await placeOrder({ quantity: 1 });
    const large = await placeOrder({ quantity: 3 });
    const cash = await placeOrder({ quantity: 2, cash: true });

    const byNumber = await list(`?q=${large.number.toLowerCase()}`);
    expect(byNumber.items.map((order) => order.orderNumber)).toEqual([large.number]);
    expect(byNumber.items[0]).toMatchObject({
      customerEmail: 'orders-alice@example.com',
      items: 3,
      digital: false,
      paymentMethod: PaymentMethod.Card,
      paymentStatus: 'paid',
      refundedTotal: 0,
    });

    const byEmail = await list('?q=ORDERS-ALICE&limit=100');
    expect(byEmail.items.map((order) => order.id)).toEqual(expect.arrayContaining([small.id, large.id, cash.id]));
    const [names] = await queryRows<{ first_name: string }>(
      shop.db,
      sql`SELECT first_name FROM users WHERE id = ${alice.userId}`,
    );
    expect((await list(`?q=${encodeURIComponent(names!.first_name)}&limit=100`)).total).toBe(byEmail.total);

    const cashOnly = await list(`?paymentMethod=${PaymentMethod.CashOnDelivery}&limit=100`);
    expect(cashOnly.items.map((order) => order.id)).toContain(cash.id);
    expect(cashOnly.items.every((order) => order.paymentMethod === PaymentMethod.CashOnDelivery)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}&limit=100`)).items.map((order) => order.id)).toContain(small.id);
    expect((await list('?to=2000-01-01')).total).toBe(0);
    expect((await list('?digital=true&q=ORDERS-ALICE')).total).toBe(0);
    expect((await list(`?status=${OrderStatus.Completed}&q=ORDERS-ALICE`)).total).toBe(0);

    const ascending = await list('?q=ORDERS-ALICE&sort=orderTotal&order=asc&limit=100');
    const totals = ascending.items.map((order) => order.orderTotal);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const newest = await list('?q=ORDERS-ALICE&limit=1&offset=0');
    expect(newest.items[0]!.id).toBe(cash.id);
    expect(newest).toMatchObject({ limit: 1, offset: 0, total: byEmail.total });

    const bad = await admin.send('GET', `${ADMIN_ORDER_LIST_PATH}?status=9`, as('orders'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/^status: /);

    const csv = await admin.send('GET', `${ADMIN_ORDERS_CSV_PATH}?q=${large.number}`, as('owner'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,orderNumber,createdAt,status,paymentMethod,paymentStatus,customerName,customerEmail,items,digital,currency,orderTotal,refundedTotal',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${large.id},${large.number},`);
    expect(lines[1]).toContain(',Active,5,paid,');
  });
});

describe('an order in full', () => {
  it('shows lines with their variant, prices, payments and a timeline with who did what', async () => {
    const order = await placeOrder({ quantity: 2 });
    const [line] = await queryRows<{ variant_id: number | null }>(
      shop.db,
      sql`SELECT variant_id FROM order_items WHERE order_id = ${order.id}`,
    );
    // Checkout stores the variant the stock came from.
    expect(line!.variant_id).toBe(product.variantId);

    // The line shows its variant's colour and size (checkout picks the option-less variant, so they are set after).
    await shop.db.execute(
      sql`UPDATE product_variants SET color_id = ${color.id}, size_id = ${size.id} WHERE id = ${product.variantId}`,
    );
    const moved = await act(order.id, 'status', { status: OrderStatus.InProgress, note: 'packing' });
    await shop.db.execute(
      sql`UPDATE product_variants SET color_id = NULL, size_id = NULL WHERE id = ${product.variantId}`,
    );
    expect(moved.statusCode).toBe(200);
    const shown = moved.json() as AdminOrderDetail;
    expect(shown).toMatchObject({
      id: order.id,
      orderNumber: order.number,
      status: OrderStatus.InProgress,
      subtotal: product.price * 2,
      discountTotal: 0,
      couponCode: '',
      customer: { id: alice.userId, email: 'orders-alice@example.com' },
      cancellable: true,
      nextStatuses: [OrderStatus.Completed, OrderStatus.Refunded],
      refundableTotal: shown.orderTotal,
      refunds: [],
    });
    expect(shown.billing).toMatchObject({ email: 'orders-alice@example.com' });
    // The shipping address is kept as fields of its own, from the customer's address at checkout.
    expect(shown.shipping).toEqual({
      name: 'Lina Haddad',
      phone: '+970599000000',
      address: 'Main street 1',
      city: expect.any(String),
      state: expect.any(String),
      country: expect.any(String),
      postalCode: '00972',
    });
    expect(shown.shipping.country).not.toBe('');
    expect(shown.language).toBe('en');
    // The customer is told, in the language they ordered in.
    const [told] = await waitForMails(
      shop,
      (mail) =>
        mail.to === 'orders-alice@example.com' && mail.subject.startsWith(`An update on your order ${order.number} - `),
    );
    expect(told!.body).toContain(`Your order ${order.number} at`);
    expect(told!.body).toContain('is now: In progress.');
    expect(told!.body).toContain('/en/orders-history');
    // The owner was told of the new order, with a link to it in the admin.
    const [notice] = await waitForMails(
      shop,
      (mail) => mail.to === ownerEmail && mail.subject.startsWith(`New order ${order.number} - `),
    );
    expect(notice!.body).toContain('2 units');
    expect(notice!.body).toContain('From: Lina Haddad');
    expect(notice!.body).toContain(`/admin/orders/${order.id}`);
    expect(shown.lines).toEqual([
      expect.objectContaining({
        variantId: product.variantId,
        colorName: color.name,
        sizeName: size.name,
        quantity: 2,
        unitPrice: product.price,
        refundedQuantity: 0,
      }),
    ]);
    expect(shown.payments).toEqual([
      expect.objectContaining({ provider: 'sandbox-card', amount: shown.orderTotal, status: 'captured' }),
    ]);
    const [staffRow] = await queryRows<{ id: number }>(shop.db, sql`SELECT id FROM staff WHERE email = ${ordersEmail}`);
    expect(
      shown.timeline.map(({ action, status, actor, staffId, note }) => ({ action, status, actor, staffId, note })),
    ).toEqual([
      { action: 'placed', status: OrderStatus.Active, actor: 'customer', staffId: null, note: 'placed' },
      { action: 'status', status: OrderStatus.InProgress, actor: ordersEmail, staffId: staffRow!.id, note: 'packing' },
    ]);
    const audit = await queryRows<{ action: string; actor: string; after: unknown }>(
      shop.db,
      sql`SELECT action, actor, after FROM audit_log WHERE resource = 'order' AND resource_id = ${order.number}`,
    );
    expect(audit).toEqual([{ action: 'set-status', actor: ordersEmail, after: { status: 'InProgress' } }]);

    const forbidden = await act(order.id, 'status', { status: OrderStatus.Returned });
    expect(forbidden.statusCode).toBe(409);
    expect(forbidden.json().errorMessage).toContain('next: Completed or Refunded');
    expect(problemOf(forbidden)).toEqual(
      problem('ORDER_MOVE_NOT_ALLOWED', {
        orderNumber: order.number,
        from: 'InProgress',
        to: 'Returned',
        next: 'Completed,Refunded',
      }),
    );
    const unknown = await admin.send('GET', '/api/v1/admin/orders/99999999', as('owner'));
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown)).toEqual(problem('ORDER_ID_NOT_FOUND', { id: 99_999_999 }));
  });
});

describe('cancelling an order', () => {
  it('refunds it, returns the stock to the variant, releases the coupon for the customer; twice changes nothing more', async () => {
    const [coupon] = await shop.db
      .insert(coupons)
      .values({ code: 'ONCEONLY', kind: 'percentage', value: 10, perCustomerLimit: 1 })
      .returning({ id: coupons.id });
    const before = await stock();
    const order = await placeOrder({ quantity: 2, coupon: 'ONCEONLY' });
    expect(await stock()).toEqual({ variant: before.variant - 2, product: before.product - 2 });
    const placed = await detail(order.id);
    expect(placed.discountTotal).toBeGreaterThan(0);
    // Used once: the customer's next order with it gets no discount.
    await expect(placeOrder({ coupon: 'ONCEONLY' })).rejects.toThrow(/409/);

    const cancelled = await act(order.id, 'cancel', { reason: 'customer asked' });
    expect(cancelled.statusCode).toBe(200);
    const shown = cancelled.json() as AdminOrderDetail;
    expect(shown).toMatchObject({
      status: OrderStatus.Refunded,
      paymentStatus: 'refunded',
      refundableTotal: 0,
      cancellable: false,
      refundedTotal: placed.orderTotal,
    });
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        kind: 'cancel',
        amount: placed.orderTotal,
        provider: 'sandbox-card',
        providerRefundId: expect.stringMatching(/^re_sandbox_/),
        status: 'succeeded',
        restocked: true,
        actor: ordersEmail,
      }),
    ]);
    expect(shown.timeline.at(-1)).toMatchObject({ action: 'cancel', status: OrderStatus.Refunded, actor: ordersEmail });
    expect(await stock()).toEqual(before);
    const [uses] = await queryRows<{ redemptions: number; times_used: number }>(
      shop.db,
      sql`SELECT (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = c.id) AS redemptions, c.times_used
            FROM coupons c WHERE c.id = ${coupon!.id}`,
    );
    expect(uses).toEqual({ redemptions: 0, times_used: 0 });

    const again = await orderState(order.id);
    const second = await act(order.id, 'cancel', {});
    expect(second.statusCode).toBe(409);
    expect(await orderState(order.id)).toEqual(again);

    // The coupon is the customer's to use again.
    const reused = await placeOrder({ coupon: 'ONCEONLY' });
    expect((await detail(reused.id)).discountTotal).toBeGreaterThan(0);
  });

  it('tells a customer who ordered in Arabic, in Arabic, with the amount given back', async () => {
    const order = await placeOrder({ language: 'ar' });
    const placed = await detail(order.id);
    expect(placed.language).toBe('ar');
    expect((await act(order.id, 'cancel', { reason: 'out of olives' })).statusCode).toBe(200);
    const [told] = await waitForMails(shop, (mail) => mail.subject.includes(`أُلغي طلبك ${order.number}`));
    expect(told!.to).toBe('orders-alice@example.com');
    expect(told!.body).toMatch(/dir="rtl" lang="ar"/);
    expect(told!.body).toContain(`أعدنا ${(placed.orderTotal / 100).toFixed(2)} ${placed.currency}`);
    expect(told!.body).toContain('/ar/orders-history');
    // Staff's reason is theirs: it is not mailed.
    expect(told!.body).not.toContain('out of olives');
  });

  it('is refused once the order has shipped', async () => {
    const order = await placeOrder();
    await act(order.id, 'status', { status: OrderStatus.InProgress });
    await act(order.id, 'status', { status: OrderStatus.Completed });
    const state = await orderState(order.id);
    const refused = await act(order.id, 'cancel', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toContain('can no longer be cancelled');
    expect(problemOf(refused)).toEqual(problem('ORDER_NOT_CANCELLABLE', { orderNumber: order.number }));
    expect(await orderState(order.id)).toEqual(state);
  });
});

describe('refunding an order', () => {
  it('refunds one unit with restock: stock +1, the refund recorded with the provider’s id, totals updated', async () => {
    const order = await placeOrder({ quantity: 2 });
    const placed = await detail(order.id);
    const before = await stock();
    const refunded = await act(
      order.id,
      'refund',
      { lines: [{ orderItemId: placed.lines[0]!.id, quantity: 1 }], restock: true, reason: 'broken' },
      'owner',
    );
    expect(refunded.statusCode).toBe(200);
    const shown = refunded.json() as AdminOrderDetail;
    expect(await stock()).toEqual({ variant: before.variant + 1, product: before.product + 1 });
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: product.price,
        providerRefundId: expect.stringMatching(/^re_sandbox_/),
        restocked: true,
        lines: [{ orderItemId: placed.lines[0]!.id, quantity: 1, amount: product.price }],
      }),
    ]);
    const [told] = await waitForMails(shop, (mail) =>
      mail.subject.startsWith(`A refund on your order ${order.number}`),
    );
    expect(told!.body).toContain(`We gave ${(product.price / 100).toFixed(2)} ${placed.currency} of your order`);
    expect(shown).toMatchObject({
      status: placed.status,
      paymentStatus: 'paid',
      refundedTotal: product.price,
      refundableTotal: placed.orderTotal - product.price,
    });
    expect(shown.lines[0]!.refundedQuantity).toBe(1);
    expect(shown.timeline.at(-1)).toMatchObject({ action: 'refund', actor: 'first-owner@example.com' });
    const [audit] = await queryRows<{ after: { amount: number; restock: boolean } }>(
      shop.db,
      sql`SELECT after FROM audit_log WHERE action = 'refund' AND resource_id = ${order.number}`,
    );
    expect(audit!.after).toMatchObject({ amount: product.price, restock: true });

    // Two units were bought, one is left: asking for two more is refused and changes nothing.
    const state = await orderState(order.id);
    const tooMany = await act(order.id, 'refund', {
      lines: [{ orderItemId: placed.lines[0]!.id, quantity: 2 }],
      restock: true,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(problemOf(tooMany)).toEqual(problem('REFUND_TOO_MANY_UNITS', { lineId: placed.lines[0]!.id, left: 1 }));
    expect(await orderState(order.id)).toEqual(state);

    // The rest of the order (its last unit and the shipping), without restock.
    const rest = await act(order.id, 'refund', { wholeOrder: true, restock: false });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      refundableTotal: 0,
      refundedTotal: placed.orderTotal,
      paymentStatus: 'refunded',
    });
    expect(await stock()).toEqual(state.stock);
    expect((await act(order.id, 'refund', { wholeOrder: true, restock: false })).statusCode).toBe(409);
  });

  it('refuses an order paid on delivery: nothing was captured', async () => {
    const order = await placeOrder({ cash: true });
    const refused = await act(order.id, 'refund', { wholeOrder: true, restock: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toContain('no card or wallet payment');
    expect(problemOf(refused)).toEqual(problem('ORDER_NOTHING_CAPTURED', { orderNumber: order.number }));
  });

  it('never refunds more than was captured under a burst of 10 refunds at once', async () => {
    const order = await placeOrder({ quantity: 2 });
    const placed = await detail(order.id);
    const before = await stock();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? act(order.id, 'refund', { lines: [{ orderItemId: placed.lines[0]!.id, quantity: 1 }], restock: true })
          : act(order.id, 'refund', { wholeOrder: true, restock: false }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.every((status) => [200, 409, 422].includes(status))).toBe(true);
    const after = await detail(order.id);
    expect(after.refundedTotal).toBe(placed.orderTotal);
    expect(after.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(placed.orderTotal);
    expect(after.lines[0]!.refundedQuantity).toBeLessThanOrEqual(2);
    // Each unit back in stock at most once.
    const restocked = after.refunds
      .filter((refund) => refund.restocked)
      .flatMap((refund) => refund.lines)
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(await stock()).toEqual({ variant: before.variant + restocked, product: before.product + restocked });
    expect(restocked).toBeLessThanOrEqual(2);
  });
});
