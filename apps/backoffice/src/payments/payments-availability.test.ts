// Payments fail closed: a production back-office without provider keys offers no card and no
// wallet unless the sandbox was chosen (PAYMENTS=sandbox); cash on delivery still works.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages, PaymentMethod, endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { orderableProduct, placeOrderOf, sessionHeaders, stockOf, type Shopper } from '../../test/support/checkout';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { createSandboxCardToken } from './sandbox-card';
import { advanceWalletOrder, captureAnswer, createWalletOrder } from './sandbox-wallet';

// Production refuses the tests' cheap password hashing.
const production = { NODE_ENV: 'production', ARGON2_MEMORY_KIB: '19456' };
const testCard = { CardNumber: '4242424242424242', ExpiryMonth: 12, ExpiryYear: 2099, Cvc: '123' };

/** What a refused order must leave as it was. */
async function orderState(shop: TestShop, productId: number) {
  const counts = await tableCounts(shop.db);
  return {
    orders: counts.orders,
    items: counts.order_items,
    payments: counts.payments,
    stock: await stockOf(shop, productId),
  };
}

describe('a production back-office without keys and without PAYMENTS=sandbox', () => {
  let shop: TestShop;
  let alice: Shopper;
  beforeAll(async () => {
    shop = await createTestShop({ env: production });
    alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'alice@example.com');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('tells the storefront that card and wallet are unavailable, and serves no sandbox calls', async () => {
    expect((await shop.call(endpointPath('get-strp-pub-key'), {})).rows).toEqual([
      { PublishableKey: '', Mode: 'unavailable', WalletMode: 'unavailable', CashOnDeliveryOffered: true },
    ]);
    const signedIn = sessionHeaders(alice);
    expect((await shop.call(endpointPath('payments/sandbox-card-token'), testCard, signedIn)).status).toBe(404);
    for (const name of ['payments/sandbox-wallet-create', 'payments/wallet-create-order'] as const) {
      expect((await shop.call(endpointPath(name), { Amount: 1, CurrencyCode: 'USD' }, signedIn)).status).toBe(404);
    }
  });

  it('refuses a card order, even with a sandbox token made before, and stores nothing', async () => {
    const product = await orderableProduct(shop);
    const token = await createSandboxCardToken(shop.db, testCard);
    if (!token.ok) throw new Error(token.problem.message);
    const before = await orderState(shop, product.id);

    const refused = await placeOrderOf(shop, alice, product.id, {
      PaymentMethod: PaymentMethod.Card,
      paymentToken: token.token,
    });

    expect(refused.status).toBe(402);
    expect(refused.body.errorMessage).toBe(PaymentMessages.cardUnavailable);
    expect(await orderState(shop, product.id)).toEqual(before);
    const [row] = await queryRows<{ used: boolean }>(
      shop.db,
      sql`SELECT used_at IS NOT NULL AS used FROM sandbox_card_tokens ORDER BY expires_at DESC LIMIT 1`,
    );
    expect(row!.used).toBe(false);
  });

  it('refuses a wallet order, even with a completed sandbox capture, and stores nothing', async () => {
    const product = await orderableProduct(shop);
    const created = await createWalletOrder(shop.db, { cents: product.total, currency: 'USD' });
    await advanceWalletOrder(shop.db, created.id, 'approve');
    const captured = await advanceWalletOrder(shop.db, created.id, 'capture');
    const before = await orderState(shop, product.id);

    const refused = await placeOrderOf(shop, alice, product.id, {
      PaymentMethod: PaymentMethod.Wallet,
      payPalOrderConfirmJson: captureAnswer(captured!),
    });

    expect(refused.status).toBe(402);
    expect(refused.body.errorMessage).toBe(PaymentMessages.walletUnavailable);
    expect(await orderState(shop, product.id)).toEqual(before);
  });

  it('still takes cash on delivery', async () => {
    const product = await orderableProduct(shop);
    const placed = await placeOrderOf(shop, alice, product.id, { PaymentMethod: PaymentMethod.CashOnDelivery });
    expect(placed.status).toBe(200);
    expect(placed.rows[0]!.ResponseMsg).toBe('Order Placed Successfully');
  });
});

describe('a production back-office with PAYMENTS=sandbox (the demo shop of npm start)', () => {
  let shop: TestShop;
  let alice: Shopper;
  beforeAll(async () => {
    shop = await createTestShop({ env: { ...production, PAYMENTS: 'sandbox' } });
    alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'alice@example.com');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('says it is in test mode and takes a test card', async () => {
    expect((await shop.call(endpointPath('get-strp-pub-key'), {})).rows).toEqual([
      { PublishableKey: '', Mode: 'sandbox', WalletMode: 'sandbox', CashOnDeliveryOffered: true },
    ]);
    const token = await shop.call(endpointPath('payments/sandbox-card-token'), testCard, sessionHeaders(alice));
    expect(token.status).toBe(200);
    const product = await orderableProduct(shop);
    const placed = await placeOrderOf(shop, alice, product.id, {
      PaymentMethod: PaymentMethod.Card,
      paymentToken: token.rows[0]!.PaymentToken as string,
    });
    expect(placed.status).toBe(200);
  });
});
