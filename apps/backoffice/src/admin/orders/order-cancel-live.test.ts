// Cancels in live mode, against the local Stripe stand-in: the charge is refunded in full through
// Stripe's Refunds API (what is left of it after a partial refund), once however many clicks come at
// once, and a refund Stripe refuses or fails leaves the order as it was.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, problem, type AdminOrderDetail } from '@shop/contract';
import { queryRows } from '../../db/database';
import { orderableProduct, placeOrderOf, stockOf, type Shopper } from '../../../test/support/checkout';
import { TestPaymentMethods, startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/support/fake-stripe';
import { findPlaces, signUpAndLogIn } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';

let stripe: FakeStripe;
let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let cookie: string;
let ownerCookie: string;
let alice: Shopper;
let productId: number;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ env: stripeEnv(stripe) });
  admin = adminClient(shop);
  ownerCookie = (await admin.firstOwner()).cookie;
  cookie = await admin.signIn((await admin.createMember('orders')).email);
  alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'stripe-cancels@example.com');
  productId = (await orderableProduct(shop)).id;
});
afterAll(async () => {
  await shop?.close();
  await stripe?.close();
});

const detail = async (id: number) =>
  (await admin.send('GET', `/api/v1/admin/orders/${id}`, { cookie })).json() as AdminOrderDetail;
const cancel = (id: number, as = cookie) =>
  admin.send('POST', `/api/v1/admin/orders/${id}/cancel`, { cookie: as, body: { reason: 'customer asked' } });
const refund = (id: number, body: unknown) => admin.send('POST', `/api/v1/admin/orders/${id}/refund`, { cookie, body });
/** Stripe's refund requests for one PaymentIntent. */
const refundRequests = (intentId: string) =>
  stripe.requestsTo('POST', '/v1/refunds').filter((request) => request.form.get('payment_intent') === intentId);
/** What a refused cancel must leave as it was. */
const state = async (id: number) => ({
  order: await detail(id),
  stock: await stockOf(shop, productId),
  audit: (await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n,
});

async function paidByStripe() {
  // A checkout of its own: without a key, the same card token would be answered with the first order again.
  const placed = await placeOrderOf(
    shop,
    alice,
    productId,
    { PaymentMethod: PaymentMethod.Card, paymentToken: TestPaymentMethods.visa },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.status).toBe(200);
  const id = placed.rows[0]!.OrderId as number;
  const order = await detail(id);
  expect(order.status).toBe(OrderStatus.Active);
  const intent = stripe.intents.get(order.payments[0]!.reference)!;
  expect(order.payments).toEqual([
    expect.objectContaining({ provider: 'stripe', reference: intent.id, amount: intent.amount }),
  ]);
  return { id, intent, order };
}

describe('cancelling an order paid through Stripe', () => {
  it('refunds the charge in full through Stripe, records its refund, returns the stock', async () => {
    const { id, intent, order } = await paidByStripe();
    const stockBefore = await stockOf(shop, productId);
    const reply = await cancel(id);
    expect(reply.statusCode).toBe(200);

    const [request] = refundRequests(intent.id);
    expect(Object.fromEntries(request!.form)).toEqual({ payment_intent: intent.id, amount: String(intent.amount) });
    expect(request!.headers['idempotency-key']).toMatch(new RegExp(`^order-${id}-refund-`));
    expect(stripe.refunded).toContain(intent.id);
    const made = stripe.refunds.at(-1)!;
    expect(made).toMatchObject({ payment_intent: intent.id, amount: order.orderTotal, status: 'succeeded' });

    const shown = reply.json() as AdminOrderDetail;
    expect(shown).toMatchObject({
      status: OrderStatus.Refunded,
      paymentStatus: 'refunded',
      refundedTotal: order.orderTotal,
      refundableTotal: 0,
      cancellable: false,
    });
    expect(shown.payments[0]!.status).toBe('refunded');
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        kind: 'cancel',
        provider: 'stripe',
        providerRefundId: made.id,
        amount: order.orderTotal,
        status: 'succeeded',
        restocked: true,
      }),
    ]);
    expect(shown.timeline.at(-1)).toMatchObject({ action: 'cancel', status: OrderStatus.Refunded });
    expect(shown.timeline.at(-1)!.note).toContain(made.id);
    expect(await stockOf(shop, productId)).toBe(stockBefore + 1);
  });

  it('after a partial refund, refunds only what is left of the charge', async () => {
    const { id, intent, order } = await paidByStripe();
    const line = order.lines[0]!;
    expect((await refund(id, { lines: [{ orderItemId: line.id, quantity: 1 }], restock: false })).statusCode).toBe(200);
    const reply = await cancel(id);
    expect(reply.statusCode).toBe(200);
    expect(refundRequests(intent.id).map((request) => request.form.get('amount'))).toEqual([
      String(line.unitPrice),
      String(order.orderTotal - line.unitPrice),
    ]);
    expect(stripe.refundedAmounts.get(intent.id)).toBe(intent.amount);
    expect(reply.json()).toMatchObject({ refundedTotal: order.orderTotal, refundableTotal: 0 });
  });

  it('asks Stripe once when two members cancel at the same moment', async () => {
    const { id, intent, order } = await paidByStripe();
    const stockBefore = await stockOf(shop, productId);
    const replies = await Promise.all([cancel(id), cancel(id, ownerCookie)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(problemOf(replies.find((reply) => reply.statusCode === 409)!)).toEqual(
      problem('ORDER_NOT_CANCELLABLE', { orderNumber: order.orderNumber }),
    );
    expect(refundRequests(intent.id)).toHaveLength(1);
    expect(stripe.refunds.filter((made) => made.payment_intent === intent.id)).toHaveLength(1);
    const after = await detail(id);
    expect(after.refunds).toHaveLength(1);
    expect(after.timeline.filter((event) => event.action === 'cancel')).toHaveLength(1);
    expect(await stockOf(shop, productId)).toBe(stockBefore + 1);
  });

  it('a cancel and a refund at the same moment give back the charge once, no more', async () => {
    const { id, intent, order } = await paidByStripe();
    const replies = await Promise.all([cancel(id), refund(id, { wholeOrder: true, restock: false })]);
    expect(replies[0]!.statusCode).toBe(200);
    expect([200, 409]).toContain(replies[1]!.statusCode);
    expect(stripe.refundedAmounts.get(intent.id)).toBe(intent.amount);
    expect(refundRequests(intent.id)).toHaveLength(1);
    expect(await detail(id)).toMatchObject({ refundedTotal: order.orderTotal, status: OrderStatus.Refunded });
  });

  it('is refused with Stripe’s reason and changes nothing when Stripe refuses (refunded in its dashboard)', async () => {
    const { id, intent } = await paidByStripe();
    stripe.refundedAmounts.set(intent.id, intent.amount);
    const before = await state(id);
    const reply = await cancel(id);
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errorMessage).toBe(
      `Stripe refused the refund: Charge ${intent.latest_charge} has already been refunded.`,
    );
    expect(await state(id)).toEqual(before);
    expect(before.order).toMatchObject({ status: OrderStatus.Active, cancellable: true, refunds: [] });
  });

  it('answers 502 and changes nothing when Stripe fails (does not know the charge)', async () => {
    const { id, intent } = await paidByStripe();
    stripe.intents.delete(intent.id);
    const before = await state(id);
    const reply = await cancel(id);
    expect(reply.statusCode).toBe(502);
    expect(problemOf(reply)).toEqual(problem('REFUND_PROVIDER_FAILED'));
    expect(await state(id)).toEqual(before);
  });
});
