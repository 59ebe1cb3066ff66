import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@shop/contract';
import { queryRows } from '../db/database';
import { idempotencyRecords } from '../db/schema';
import { orderableProduct, placeOrderOf, type Shopper } from '../../test/support/checkout';
import {
  FAKE_STRIPE_SECRET_KEY,
  TestPaymentMethods,
  signedStripeEvent,
  startFakeStripe,
  stripeEnv,
  type FakeIntent,
  type FakeStripe,
} from '../../test/support/fake-stripe';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { createPaymentProviders } from './create-providers';
import { reconcilePaymentsCommand } from './reconcile-command';
import { reconcileRecentCardPayments } from './reconcile-card-payments';
import { STRIPE_PROVIDER, createStripeCardProvider, createStripeClient } from './stripe-card';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook';

let stripe: FakeStripe;
let shop: TestShop;
let alice: Shopper;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ env: stripeEnv(stripe) });
  alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'alice@example.com');
});
afterAll(async () => {
  await shop?.close();
  await stripe?.close();
});

function deliver(payload: string, signature?: string) {
  return shop.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature && { 'stripe-signature': signature }) },
    payload,
  });
}

/** A payment the shop took for a checkout whose order was never recorded. */
const orphanedIntent = (fields: Partial<FakeIntent> = {}) =>
  stripe.addIntent({
    amount: 2599,
    metadata: { shop_idempotency_key: `${alice.userId}:key:lost-${Math.random()}` },
    ...fields,
  });

const refundRequests = () => stripe.requestsTo('POST', '/v1/refunds');

async function recordedPayment(reference: string) {
  const [row] = await queryRows<{ order_id: number | null; status: string; amount: number; currency: string }>(
    shop.db,
    sql`SELECT order_id, status, amount, currency FROM payments WHERE provider_reference = ${reference}`,
  );
  return row;
}

describe('the Stripe webhook', () => {
  it('refuses a delivery whose signature does not match, and does nothing', async () => {
    const intent = orphanedIntent();
    const good = signedStripeEvent(intent);
    const wrongSecret = signedStripeEvent(intent, { secret: 'whsec_someoneelse' });
    const stale = signedStripeEvent(intent, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const tampered = good.payload.replace('"amount":2599', '"amount":1');
    for (const [payload, signature] of [
      [good.payload, undefined],
      [good.payload, wrongSecret.signature],
      [stale.payload, stale.signature],
      [tampered, good.signature],
      [good.payload, 'garbage'],
    ] as const) {
      const reply = await deliver(payload, signature);
      expect(reply.statusCode).toBe(400);
    }
    expect(refundRequests()).toHaveLength(0);
    expect(await recordedPayment(intent.id)).toBeUndefined();
  });

  it('is described in the OpenAPI document', async () => {
    const document = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys((document.json() as { paths: Record<string, unknown> }).paths)).toContain(STRIPE_WEBHOOK_PATH);
  });

  it('refunds a captured payment whose order was never recorded, once however often it is told', async () => {
    const intent = orphanedIntent();
    const event = signedStripeEvent(intent);
    const reply = await deliver(event.payload, event.signature);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: true, outcome: 'refunded' });
    expect(stripe.refunded).toEqual([intent.id]);
    const [refund] = refundRequests();
    expect(refund!.form.get('payment_intent')).toBe(intent.id);
    expect(refund!.headers['idempotency-key']).toBe(`refund-${intent.id}`);
    // Kept as refunded, held by no order, so no order can be paid with it afterwards.
    expect(await recordedPayment(intent.id)).toEqual({
      order_id: null,
      status: 'refunded',
      amount: 2599,
      currency: 'USD',
    });

    // Stripe delivers the same event again; then another event about the same payment.
    const repeated = await deliver(event.payload, event.signature);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({ received: true, outcome: 'seen' });
    const another = signedStripeEvent(intent);
    expect((await deliver(another.payload, another.signature)).json()).toEqual({ received: true, outcome: 'recorded' });
    expect(refundRequests()).toHaveLength(1);
    expect(stripe.refunded).toEqual([intent.id]);
  });

  it('leaves alone a payment that paid for an order', async () => {
    const product = await orderableProduct(shop);
    const placed = await placeOrderOf(shop, alice, product.id, {
      PaymentMethod: PaymentMethod.Card,
      paymentToken: TestPaymentMethods.visa,
    });
    expect(placed.status).toBe(200);
    const intent = [...stripe.intents.values()].at(-1)!;
    expect((await recordedPayment(intent.id))?.order_id).toBe(placed.rows[0]!.OrderId);

    const refundsBefore = refundRequests().length;
    const event = signedStripeEvent(intent);
    const reply = await deliver(event.payload, event.signature);
    expect(reply.json()).toEqual({ received: true, outcome: 'recorded' });
    expect(refundRequests()).toHaveLength(refundsBefore);
    expect((await recordedPayment(intent.id))?.status).toBe('captured');
  });

  it('leaves alone payments the shop did not make, and other events', async () => {
    const refundsBefore = refundRequests().length;
    const foreign = stripe.addIntent({ amount: 5000, metadata: {} });
    const event = signedStripeEvent(foreign);
    expect((await deliver(event.payload, event.signature)).json()).toEqual({ received: true, outcome: 'not-ours' });
    const created = signedStripeEvent(orphanedIntent(), { type: 'payment_intent.created' });
    expect((await deliver(created.payload, created.signature)).json()).toEqual({ received: true });
    expect(refundRequests()).toHaveLength(refundsBefore);
  });

  it('asks Stripe to come back while the order of the payment may still be being placed', async () => {
    const key = `${alice.userId}:key:placing-now`;
    await shop.db.insert(idempotencyRecords).values({ key, userId: alice.userId, requestHash: 'x' });
    const intent = orphanedIntent({ metadata: { shop_idempotency_key: key } });
    const event = signedStripeEvent(intent);
    const early = await deliver(event.payload, event.signature);
    expect(early.statusCode).toBe(409);
    expect(stripe.refunded).not.toContain(intent.id);

    // The request died without an order (its claim is abandoned): the redelivered event refunds it.
    await shop.db.execute(
      sql`UPDATE idempotency_records SET created_at = now() - interval '10 minutes' WHERE key = ${key}`,
    );
    const later = await deliver(event.payload, event.signature);
    expect(later.json()).toEqual({ received: true, outcome: 'refunded' });
    expect(stripe.refunded).toContain(intent.id);
  });

  it('keeps a checkout from using a payment reconciliation gave back', async () => {
    const card = createStripeCardProvider(
      createStripeClient({ secretKey: FAKE_STRIPE_SECRET_KEY, apiBase: stripe.url }),
      'pk_x',
    );
    const request = {
      token: TestPaymentMethods.visa,
      amount: { cents: 1500, currency: 'USD' as const },
      idempotencyKey: `${alice.userId}:key:crashed-checkout`,
      description: 'Order of customer 1',
    };
    const first = await card.charge(shop.db, request);
    expect(first).toMatchObject({ ok: true, provider: STRIPE_PROVIDER });
    const intent = stripe.intents.get((first as { reference: string }).reference)!;
    const event = signedStripeEvent(intent);
    expect((await deliver(event.payload, event.signature)).json()).toEqual({ received: true, outcome: 'refunded' });

    // The checkout retried under the same key: Stripe answers with the same, refunded, intent.
    const retried = await card.charge(shop.db, request);
    expect(retried).toEqual({
      ok: false,
      problem: {
        code: 'CARD_PAYMENT_USED',
        message: 'This card payment can no longer be used. Please enter your card again.',
      },
    });
  });
});

describe('payments:reconcile', () => {
  it("refunds the last day's succeeded payments that no order holds, and nothing else", async () => {
    const providers = createPaymentProviders(shop.db, shop.config);
    const now = Date.now();
    const fresh = orphanedIntent();
    const old = orphanedIntent({ created: Math.floor(now / 1000) - 2 * 24 * 3600 });
    const unfinished = orphanedIntent({ status: 'requires_payment_method' });
    // Earlier tests left orphans too (their events were refused or of another type): all are due.
    const since = Math.floor((now - 24 * 3600 * 1000) / 1000);
    const due: string[] = [];
    for (const intent of stripe.intents.values()) {
      const candidate =
        intent.status === 'succeeded' && intent.metadata.shop_idempotency_key && intent.created >= since;
      if (candidate && !(await recordedPayment(intent.id))) due.push(intent.id);
    }
    expect(due).toContain(fresh.id);
    const warnings: unknown[] = [];
    const summary = await reconcileRecentCardPayments(
      {
        db: shop.db,
        card: providers.card,
        provider: STRIPE_PROVIDER,
        records: providers.cardRecords!,
        log: { warn: (details: unknown) => warnings.push(details) } as never,
      },
      new Date(now - 24 * 3600 * 1000),
    );
    expect(summary.refunded.sort()).toEqual(due.sort());
    expect(summary.failed).toEqual([]);
    expect(stripe.refunded).toEqual(expect.arrayContaining(due));
    expect(stripe.refunded).not.toContain(old.id);
    expect(stripe.refunded).not.toContain(unfinished.id);
    expect(warnings).toHaveLength(due.length);
    expect(warnings).toContainEqual({ paymentIntent: fresh.id, cents: 2599, currency: 'USD' });
    // A payment that paid for an order is never given back.
    const paid = await queryRows<{ reference: string }>(
      shop.db,
      sql`SELECT provider_reference AS reference FROM payments WHERE order_id IS NOT NULL`,
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const { reference } of paid) expect(stripe.refunded).not.toContain(reference);
    const [list] = stripe.requestsTo('GET', '/v1/payment_intents');
    expect(Number(list!.query.get('created[gte]'))).toBe(Math.floor((now - 24 * 3600 * 1000) / 1000));

    // Run again: everything is reconciled already.
    const again = await reconcileRecentCardPayments(
      {
        db: shop.db,
        card: providers.card,
        provider: STRIPE_PROVIDER,
        records: providers.cardRecords!,
        log: { warn: () => {} } as never,
      },
      new Date(now - 24 * 3600 * 1000),
    );
    expect(again.refunded).toEqual([]);
    expect(again.checked).toBe(summary.checked);
  });

  it('says so and does nothing when Stripe is not configured', async () => {
    const printed: string[] = [];
    const { STRIPE_SECRET_KEY: _secret, STRIPE_PUBLISHABLE_KEY: _publishable, ...sandboxConfig } = shop.config;
    const exitCode = await reconcilePaymentsCommand(sandboxConfig, {
      // No back-office answers: the command works on the database itself.
      fetch: () => Promise.reject(new Error('nothing listens')),
      output: { out: (line) => printed.push(line), err: (line) => printed.push(line) },
    });
    expect(exitCode).toBe(0);
    expect(printed.join('\n')).toMatch(/Stripe is not configured/);
  });

  it('runs through the running back-office, with its Stripe keys, without opening the database', async () => {
    const orphan = orphanedIntent();
    const baseUrl = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const printed: string[] = [];
    // The command’s own settings hold no Stripe key and a database it cannot open: the back-office does it all.
    const { STRIPE_SECRET_KEY: _secret, STRIPE_PUBLISHABLE_KEY: _publishable, ...commandConfig } = shop.config;
    const exitCode = await reconcilePaymentsCommand(
      { ...commandConfig, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/nowhere' },
      {
        env: { BACKOFFICE_URL: baseUrl },
        output: { out: (line) => printed.push(line), err: (line) => printed.push(line) },
      },
    );
    expect(printed.join('\n')).toContain(`Refunded ${orphan.id}: no order holds it.`);
    expect(exitCode).toBe(0);
    expect(stripe.refunded).toContain(orphan.id);
  });
});
