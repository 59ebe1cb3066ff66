import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createTestShop, type TestShop } from '../test/test-app';
import { createPaymentProviders } from './create-providers';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
const payPalKeys = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' };
// Choosing providers never touches the database; the sandbox wallet only keeps it for later.
const db = {} as Database;

const providersFor = (env: Record<string, string>) =>
  createPaymentProviders(db, loadConfig({ DATA_DIR: '/tmp/x', ...env }));

describe('choosing the payment providers', () => {
  it('uses the sandbox for both without keys', () => {
    const providers = providersFor({});
    expect([providers.card.mode, providers.wallet.mode]).toEqual(['sandbox', 'sandbox']);
    expect(providers.wallet.checkout).toBeUndefined();
    expect(providers.cardRecords).toBeUndefined();
  });

  it('chooses Stripe and PayPal each on its own keys', () => {
    const stripeOnly = providersFor(stripeKeys);
    expect([stripeOnly.card.mode, stripeOnly.wallet.mode]).toEqual(['live', 'sandbox']);
    expect(stripeOnly.card.publishableKey).toBe('pk_test_abc');
    expect(stripeOnly.cardRecords?.verifyWebhook).toBeUndefined();

    const payPalOnly = providersFor(payPalKeys);
    expect([payPalOnly.card.mode, payPalOnly.wallet.mode]).toEqual(['sandbox', 'live']);
    expect(payPalOnly.wallet.checkout).toBeDefined();

    const both = providersFor({ ...stripeKeys, ...payPalKeys, STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect([both.card.mode, both.wallet.mode]).toEqual(['live', 'live']);
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
    });
  });
});
