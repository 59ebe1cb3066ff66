// Refunds in live mode, against the local Stripe stand-in: partial amounts reach Stripe's Refunds API,
// and a refund Stripe refuses changes nothing in the shop.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, type AdminOrderDetail, type StaffRole } from '@shop/contract';
import { queryRows } from '../../db/database';
import { orderableProduct, placeOrderOf, stockOf, type Shopper } from '../../../test/support/checkout';
import { TestPaymentMethods, startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/support/fake-stripe';
import { findPlaces, signUpAndLogIn } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient } from '../../../test/support/admin-test-client';

let stripe: FakeStripe;
let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let cookie: string;
let alice: Shopper;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ env: stripeEnv(stripe) });
  admin = adminClient(shop);
  const role: StaffRole = 'orders';
  cookie = await admin.signIn((await admin.createMember(role)).email);
  alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'stripe-refunds@example.com');
});
afterAll(async () => {
  await shop?.close();
  await stripe?.close();
});

const detail = async (id: number) =>
  (await admin.send('GET', `/api/v1/admin/orders/${id}`, { cookie })).json() as AdminOrderDetail;
const refund = (id: number, body: unknown) => admin.send('POST', `/api/v1/admin/orders/${id}/refund`, { cookie, body });

async function paidByStripe() {
  const product = await orderableProduct(shop);
  // A checkout of its own: without a key, the same card token would be answered with the first order again.
  const placed = await placeOrderOf(
    shop,
    alice,
    product.id,
    { PaymentMethod: PaymentMethod.Card, paymentToken: TestPaymentMethods.visa },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.status).toBe(200);
  const id = placed.rows[0]!.OrderId as number;
  const intent = [...stripe.intents.values()].at(-1)!;
  return { id, productId: product.id, intent, order: await detail(id) };
}

describe('refunds through Stripe', () => {
  it('gives back part of the charge with its amount and records Stripe’s refund id', async () => {
    const { id, productId, intent, order } = await paidByStripe();
    const stockBefore = await stockOf(shop, productId);
    const line = order.lines[0]!;
    const reply = await refund(id, { lines: [{ orderItemId: line.id, quantity: 1 }], restock: true });
    expect(reply.statusCode).toBe(200);
    const made = stripe.refunds.at(-1)!;
    expect(made).toMatchObject({ payment_intent: intent.id, amount: line.unitPrice, status: 'succeeded' });
    const request = stripe.requestsTo('POST', '/v1/refunds').at(-1)!;
    expect(Object.fromEntries(request.form)).toEqual({ payment_intent: intent.id, amount: String(line.unitPrice) });
    expect(request.headers['idempotency-key']).toMatch(new RegExp(`^order-${id}-refund-`));
    const shown = reply.json() as AdminOrderDetail;
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        providerRefundId: made.id,
        amount: line.unitPrice,
        status: 'succeeded',
      }),
    ]);
    expect(shown.refundableTotal).toBe(order.orderTotal - line.unitPrice);
    expect(await stockOf(shop, productId)).toBe(stockBefore + 1);
  });

  it('changes nothing and answers Stripe’s reason when Stripe refuses (refunded already in its dashboard)', async () => {
    const { id, productId, intent, order } = await paidByStripe();
    stripe.refundedAmounts.set(intent.id, intent.amount);
    const stockBefore = await stockOf(shop, productId);
    const [audits] = await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM audit_log`);
    const reply = await refund(id, { wholeOrder: true, restock: true });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errorMessage).toBe(
      `Stripe refused the refund: Charge ${intent.latest_charge} has already been refunded.`,
    );
    expect(await detail(id)).toEqual(order);
    expect(await stockOf(shop, productId)).toBe(stockBefore);
    const [after] = await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM audit_log`);
    expect(after!.n).toBe(audits!.n);
  });
});
