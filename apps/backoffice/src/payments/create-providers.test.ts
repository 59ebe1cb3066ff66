import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages, endpointPath } from '@shop/contract';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { createPaymentProviders } from './create-providers';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
const payPalKeys = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' };
// Choosing providers never touches the database; the sandbox wallet only keeps it for later.
const db = {} as Database;

const providersFor = (env: Record<string, string>) =>
  createPaymentProviders(db, loadConfig({ DATA_DIR: '/tmp/x', ...env }));

describe('choosing the payment providers', () => {
  // Without keys: the sandbox only where it was chosen, or by default outside production.
  const withoutKeys = [
    { NODE_ENV: 'development', PAYMENTS: undefined, mode: 'sandbox' },
    { NODE_ENV: 'test', PAYMENTS: undefined, mode: 'sandbox' },
    { NODE_ENV: 'production', PAYMENTS: undefined, mode: 'unavailable' },
    { NODE_ENV: 'development', PAYMENTS: 'sandbox', mode: 'sandbox' },
    { NODE_ENV: 'test', PAYMENTS: 'sandbox', mode: 'sandbox' },
    { NODE_ENV: 'production', PAYMENTS: 'sandbox', mode: 'sandbox' },
    { NODE_ENV: 'development', PAYMENTS: 'live', mode: 'unavailable' },
    { NODE_ENV: 'test', PAYMENTS: 'live', mode: 'unavailable' },
    { NODE_ENV: 'production', PAYMENTS: 'live', mode: 'unavailable' },
  ] as const;
  const keySets = [
    { name: 'no keys', env: {}, card: false, wallet: false },
    { name: 'Stripe keys', env: stripeKeys, card: true, wallet: false },
    { name: 'PayPal keys', env: payPalKeys, card: false, wallet: true },
    { name: 'both pairs of keys', env: { ...stripeKeys, ...payPalKeys }, card: true, wallet: true },
  ];

  for (const setting of withoutKeys) {
    for (const keys of keySets) {
      it(`NODE_ENV=${setting.NODE_ENV}, PAYMENTS=${setting.PAYMENTS ?? '(unset)'}, ${keys.name}`, () => {
        const providers = providersFor({
          NODE_ENV: setting.NODE_ENV,
          ...(setting.PAYMENTS && { PAYMENTS: setting.PAYMENTS }),
          ...(setting.NODE_ENV === 'production' && { ARGON2_MEMORY_KIB: '19456' }),
          ...keys.env,
        });
        // Live keys always win for their own provider.
        expect(providers.card.mode).toBe(keys.card ? 'live' : setting.mode);
        expect(providers.wallet.mode).toBe(keys.wallet ? 'live' : setting.mode);
        expect(providers.cardRecords === undefined).toBe(!keys.card);
      });
    }
  }

  it('a blank PAYMENTS counts as unset, and anything else stops start-up', () => {
    expect(providersFor({ NODE_ENV: 'production', PAYMENTS: '', ARGON2_MEMORY_KIB: '19456' }).card.mode).toBe(
      'unavailable',
    );
    expect(() => loadConfig({ PAYMENTS: 'test' })).toThrow(/PAYMENTS/);
  });

  it('an unavailable method refuses every payment with a plain reason, and takes nothing', async () => {
    const providers = providersFor({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '19456' });
    const charge = await providers.card.charge(db, {
      token: 'tok_sandbox_anything',
      amount: { cents: 100, currency: 'USD' },
      idempotencyKey: 'k',
      description: 'd',
    });
    expect(charge).toEqual({
      ok: false,
      problem: { code: 'CARD_UNAVAILABLE', message: PaymentMessages.cardUnavailable },
    });
    expect(await providers.wallet.verifyCapture(db, { confirmJson: '{}' })).toEqual({
      ok: false,
      problem: { code: 'WALLET_UNAVAILABLE', message: PaymentMessages.walletUnavailable },
    });
    expect(providers.wallet.checkout).toBeUndefined();
  });

  it('chooses Stripe and PayPal each on its own keys', () => {
    const stripeOnly = providersFor(stripeKeys);
    expect(stripeOnly.card.publishableKey).toBe('pk_test_abc');
    expect(stripeOnly.cardRecords?.verifyWebhook).toBeUndefined();

    const payPalOnly = providersFor(payPalKeys);
    expect(payPalOnly.wallet.checkout).toBeDefined();

    const both = providersFor({ ...stripeKeys, ...payPalKeys, STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(both.cardRecords?.verifyWebhook).toBeDefined();
  });

  it('refuses half a pair of keys, and a secret key where the public one goes', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/,
    );
    expect(() => loadConfig({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'client' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    // Blank lines in a .env file mean "not set".
    const blank = loadConfig({
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      PAYPAL_CLIENT_ID: '',
      PAYPAL_CLIENT_SECRET: '',
    });
    expect(blank.STRIPE_SECRET_KEY).toBeUndefined();
    expect(blank.PAYPAL_API_BASE).toBe('https://api-m.sandbox.paypal.com');
  });
});

describe('the Stripe webhook without a signing secret', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ seed: false, env: stripeKeys });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('is not served, while live card payments are', async () => {
    const reply = await shop.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: '{}' });
    expect(reply.statusCode).toBe(404);
    expect((await shop.call(endpointPath('get-strp-pub-key'), {})).rows[0]).toEqual({
      PublishableKey: 'pk_test_abc',
      Mode: 'live',
      WalletMode: 'sandbox',
      CashOnDeliveryOffered: true,
    });
  });
});
