import { sql } from 'drizzle-orm';
import pg from 'pg';
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
import { reconcileCapturedCardPayment, reconcileRecentCardPayments } from './reconcile-card-payments';
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

describe('a payment owed back', () => {
  const reconcileDeps = (card = createPaymentProviders(shop.db, shop.config).card) => ({
    db: shop.db,
    card,
    provider: STRIPE_PROVIDER,
    log: { warn: () => {} } as never,
  });

  /** A checkout that charged the card and stopped before its order was written, as its retry will charge again. */
  async function checkoutCutOff(key: string) {
    const product = await orderableProduct(shop);
    const { card } = createPaymentProviders(shop.db, shop.config);
    const charged = await card.charge(shop.db, {
      token: TestPaymentMethods.visa,
      amount: { cents: product.total, currency: 'USD' },
      idempotencyKey: `${alice.userId}:key:${key}`,
      description: `Order of customer ${alice.userId}`,
    });
    if (!charged.ok) throw new Error(`the card was not charged: ${charged.problem.message}`);
    const intent = stripe.intents.get(charged.reference)!;
    const retry = () =>
      placeOrderOf(
        shop,
        alice,
        product.id,
        { PaymentMethod: PaymentMethod.Card, paymentToken: TestPaymentMethods.visa },
        { 'idempotency-key': key },
      );
    return { intent, payment: capturedPaymentOf(intent), retry };
  }

  const capturedPaymentOf = (intent: FakeIntent) => ({
    reference: intent.id,
    amount: { cents: intent.amount, currency: intent.currency.toUpperCase() },
    shopKey: intent.metadata.shop_idempotency_key,
  });
  const refundsOf = (intent: FakeIntent) => stripe.refunds.filter((refund) => refund.payment_intent === intent.id);

  it('is refused to the checkout that took it, when the process stops between the refund and its record', async () => {
    const { intent, payment, retry } = await checkoutCutOff(`stopped-${Math.random()}`);
    const { card } = createPaymentProviders(shop.db, shop.config);
    const stopsAfterRefunding = {
      ...card,
      refund: async (reference: string) => {
        await card.refund(reference);
        throw new Error('the process stopped here');
      },
    };
    await expect(reconcileCapturedCardPayment(reconcileDeps(stopsAfterRefunding), payment)).rejects.toThrow(
      'the process stopped here',
    );
    expect(stripe.refunded).toContain(intent.id);
    expect(await recordedPayment(intent.id)).toMatchObject({ order_id: null, status: 'refund_owed' });

    // The shopper's retry charges the same, refunded, intent: no order is placed with it.
    const retried = await retry();
    expect(retried.status).toBe(402);
    expect(retried.body.errorCode).toBe('CARD_PAYMENT_USED');

    // The next run finds it owed, asks Stripe again under the same key, and records it refunded: one refund in all.
    const requestsBefore = refundRequests().length;
    expect(await reconcileCapturedCardPayment(reconcileDeps(), payment)).toBe('refunded');
    expect(refundRequests()).toHaveLength(requestsBefore + 1);
    expect(refundsOf(intent)).toHaveLength(1);
    expect(await recordedPayment(intent.id)).toMatchObject({ order_id: null, status: 'refunded' });
    expect(await reconcileCapturedCardPayment(reconcileDeps(), payment)).toBe('recorded');
  });

  it('stays owed while Stripe cannot refund it, and is refunded by the webhook’s next delivery', async () => {
    const { intent, payment, retry } = await checkoutCutOff(`outage-${Math.random()}`);
    const { card } = createPaymentProviders(shop.db, shop.config);
    const down = { ...card, refund: () => Promise.reject(new Error('Stripe is down')) };
    await expect(reconcileCapturedCardPayment(reconcileDeps(down), payment)).rejects.toThrow('Stripe is down');
    expect(refundsOf(intent)).toEqual([]);
    expect(await recordedPayment(intent.id)).toMatchObject({ order_id: null, status: 'refund_owed' });
    expect((await retry()).body.errorCode).toBe('CARD_PAYMENT_USED');

    const event = signedStripeEvent(intent);
    expect((await deliver(event.payload, event.signature)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect(refundsOf(intent)).toHaveLength(1);
    expect(await recordedPayment(intent.id)).toMatchObject({ order_id: null, status: 'refunded' });
  });

  // On PGlite transactions run one at a time, so nothing can come between an order's check of its
  // payment and its insert: this moment exists on PostgreSQL only.
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    it('refuses, without an error, a retry whose payment reconciliation records between its check and its insert', async () => {
      const { intent, retry } = await checkoutCutOff(`between-${Math.random()}`);
      const reconciliation = new pg.Client({ connectionString: shop.config.DATABASE_URL });
      await reconciliation.connect();
      try {
        await reconciliation.query('BEGIN');
        await reconciliation.query(
          `INSERT INTO payments (order_id, provider, provider_reference, amount, currency, status)
           VALUES (NULL, 'stripe', $1, $2, 'USD', 'refund_owed')`,
          [intent.id, intent.amount],
        );
        // The retry finds the payment unused (the row is not committed), then waits on it to insert its own.
        const retried = retry();
        await expect
          .poll(async () => {
            const { rows } = await reconciliation.query<{ waiting: number }>(
              `SELECT count(*)::int AS waiting FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            );
            return rows[0]!.waiting;
          })
          .toBe(1);
        await reconciliation.query('COMMIT');
        const placed = await retried;
        expect(placed.status, JSON.stringify(placed.body)).toBe(402);
        expect(placed.body.errorCode).toBe('CARD_PAYMENT_USED');
        expect(await recordedPayment(intent.id)).toMatchObject({ order_id: null, status: 'refund_owed' });
      } finally {
        await reconciliation.end();
      }
    });
  }

  it('is either the order’s or refunded once, when the checkout’s retry and two reconciliations come at once', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 12; round += 1) {
      const { intent, payment, retry } = await checkoutCutOff(`race-${round}-${Math.random()}`);
      // The reconciliations start a little later each round, so that the retry is ahead in some and behind in others.
      const reconcile = async () => {
        await new Promise((resolve) => setTimeout(resolve, round * 5));
        return reconcileCapturedCardPayment(reconcileDeps(), payment);
      };
      const [placed, ...reconciled] = await Promise.all([retry(), reconcile(), reconcile()]);
      const recorded = await recordedPayment(intent.id);
      expect(refundsOf(intent).length, intent.id).toBeLessThanOrEqual(1);
      if (placed.status === 200) {
        expect(refundsOf(intent), intent.id).toEqual([]);
        expect(recorded).toMatchObject({ order_id: placed.rows[0]!.OrderId, status: 'captured' });
        outcomes.push(`placed (${reconciled.join(', ')})`);
      } else {
        expect(placed.status, JSON.stringify(placed.body)).toBe(402);
        expect(placed.body.errorCode).toBe('CARD_PAYMENT_USED');
        expect(reconciled).toContain('refunded');
        expect(refundsOf(intent), intent.id).toHaveLength(1);
        expect(recorded).toMatchObject({ order_id: null, status: 'refunded' });
        outcomes.push(`refunded (${reconciled.join(', ')})`);
      }
    }
    console.log(`retry beside two reconciliations, 12 rounds: ${outcomes.join(', ')}`);
  });
});
