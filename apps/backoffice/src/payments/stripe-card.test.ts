import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { orderableProduct, placeOrderOf, sessionHeaders, stockOf, type Shopper } from '../../test/support/checkout';
import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_SECRET_KEY,
  TestPaymentMethods,
  startFakeStripe,
  stripeEnv,
  type FakeStripe,
} from '../../test/support/fake-stripe';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { PaymentProviderError } from './provider-error';
import { createStripeCardProvider, createStripeClient } from './stripe-card';

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

const payByCard = (paymentToken: string) => ({ PaymentMethod: PaymentMethod.Card, paymentToken });
const intentRequests = () => stripe.requestsTo('POST', '/v1/payment_intents');

/** Orders, their lines, payments and stock: what a refused order must leave as it was. */
async function orderState(productId: number) {
  const counts = await tableCounts(shop.db);
  return {
    orders: counts.orders,
    items: counts.order_items,
    payments: counts.payments,
    stock: await stockOf(shop, productId),
  };
}

describe('live card payments through Stripe', () => {
  it('gives the storefront the publishable key and no sandbox card calls', async () => {
    const key = await shop.call(endpointPath('get-strp-pub-key'), {});
    expect(key.rows).toEqual([
      { PublishableKey: FAKE_STRIPE_PUBLISHABLE_KEY, Mode: 'live', WalletMode: 'sandbox', CashOnDeliveryOffered: true },
    ]);
    const sandbox = await shop.call(
      endpointPath('payments/sandbox-card-token'),
      { CardNumber: '4242424242424242', ExpiryMonth: 12, ExpiryYear: 2099, Cvc: '123' },
      sessionHeaders(alice),
    );
    expect(sandbox.status).toBe(404);
  });

  it("charges exactly the server's total, confirmed with the PaymentMethod, under the order's idempotency key", async () => {
    const product = await orderableProduct(shop);
    const placed = await placeOrderOf(shop, alice, product.id, payByCard(TestPaymentMethods.visa), {
      'idempotency-key': 'checkout-card-1',
    });
    expect(placed.status).toBe(200);
    expect(placed.rows[0]!.ResponseMsg).toBe('Order Placed Successfully');

    const [request] = intentRequests();
    expect(intentRequests()).toHaveLength(1);
    const shopKey = `${alice.userId}:key:checkout-card-1`;
    expect(request!.headers['idempotency-key']).toBe(shopKey);
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: String(product.total),
      currency: 'usd',
      payment_method: TestPaymentMethods.visa,
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      description: `Order of customer ${alice.userId}`,
      'metadata[shop_idempotency_key]': shopKey,
    });

    const intent = [...stripe.intents.values()].at(-1)!;
    const [payment] = await queryRows<{
      provider: string;
      provider_reference: string;
      amount: number;
      currency: string;
    }>(
      shop.db,
      sql`SELECT provider, provider_reference, amount, currency FROM payments WHERE order_id = ${placed.rows[0]!.OrderId as number}`,
    );
    expect(payment).toEqual({
      provider: 'stripe',
      provider_reference: intent.id,
      amount: product.total,
      currency: 'USD',
    });
    const [order] = await queryRows<{ payment_status: string }>(
      shop.db,
      sql`SELECT payment_status FROM orders WHERE id = ${placed.rows[0]!.OrderId as number}`,
    );
    expect(order!.payment_status).toBe('paid');

    // The same checkout sent again is answered with the same order and never reaches Stripe twice.
    const again = await placeOrderOf(shop, alice, product.id, payByCard(TestPaymentMethods.visa), {
      'idempotency-key': 'checkout-card-1',
    });
    expect(again.rows[0]!.OrderNumber).toBe(placed.rows[0]!.OrderNumber);
    expect(intentRequests()).toHaveLength(1);
  });

  it("places nothing for a declined card and answers Stripe's decline message", async () => {
    const product = await orderableProduct(shop);
    for (const [paymentMethod, message, code] of [
      [TestPaymentMethods.declined, 'Your card was declined.', 'CARD_DECLINED'],
      [TestPaymentMethods.insufficientFunds, 'Your card has insufficient funds.', 'CARD_INSUFFICIENT_FUNDS'],
    ] as const) {
      const before = await orderState(product.id);
      const declined = await placeOrderOf(shop, alice, product.id, payByCard(paymentMethod));
      expect(declined.status, paymentMethod).toBe(402);
      expect(declined.body).toMatchObject({ errorMessage: message, errorCode: code });
      expect(await orderState(product.id)).toEqual(before);
    }
    expect(stripe.refunded).toEqual([]);
  });

  it('places nothing when the card asks for authentication, and cancels the intent', async () => {
    const product = await orderableProduct(shop);
    const before = await orderState(product.id);
    const reply = await placeOrderOf(shop, alice, product.id, payByCard(TestPaymentMethods.authenticationRequired));
    expect(reply.status).toBe(402);
    expect(reply.body.errorMessage).toBe('Your card payment could not be completed. Please try another card.');
    expect(await orderState(product.id)).toEqual(before);
    const intent = [...stripe.intents.values()].at(-1)!;
    expect(intent.status).toBe('canceled');
  });

  it('answers the generic error and stores nothing when Stripe fails or refuses the request', async () => {
    const product = await orderableProduct(shop);
    for (const paymentMethod of [TestPaymentMethods.stripeDown, TestPaymentMethods.unknown]) {
      const before = await orderState(product.id);
      const reply = await placeOrderOf(shop, alice, product.id, payByCard(paymentMethod), {
        'idempotency-key': `failing-${paymentMethod}`,
      });
      expect(reply.status, paymentMethod).toBe(500);
      expect(reply.body.errorMessage).toBe('An unexpected error occurred. Please try again later.');
      expect(reply.raw.body).not.toContain(paymentMethod);
      expect(await orderState(product.id)).toEqual(before);
      // The key is released: the shopper may try again with it.
      const [claim] = await queryRows<{ n: number }>(
        shop.db,
        sql`SELECT count(*)::int AS n FROM idempotency_records WHERE key = ${`${alice.userId}:key:failing-${paymentMethod}`}`,
      );
      expect(claim!.n).toBe(0);
    }
  });

  it('throws errors that carry nothing of the payment method into the logs', async () => {
    const card = createStripeCardProvider(
      createStripeClient({ secretKey: FAKE_STRIPE_SECRET_KEY, apiBase: stripe.url }),
      'pk_test_x',
    );
    const request = {
      token: TestPaymentMethods.unknown,
      amount: { cents: 1000, currency: 'USD' as const },
      idempotencyKey: 'log-check',
      description: 'Order of customer 1',
    };
    const error = await card.charge(shop.db, request).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: 'stripe', httpStatus: 400, code: 'resource_missing' });
    const logged = JSON.stringify(pino.stdSerializers.err(error as Error));
    expect(logged).toContain('resource_missing');
    expect(logged).not.toContain(TestPaymentMethods.unknown);
  });
});
