import type { Config } from '../config';
import type { Database } from '../db/database';
import { createPayPalClient } from './paypal-client';
import { createPayPalWalletProvider } from './paypal-wallet';
import type { PaymentProviders } from './providers';
import { sandboxCardProvider } from './sandbox-card';
import { createSandboxWalletProvider } from './sandbox-wallet';
import { createStripeCardProvider, createStripeClient, createStripePaymentRecords } from './stripe-card';
import { unavailableCardProvider, unavailableWalletProvider } from './unavailable-providers';

export type PaymentConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'PAYMENTS'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_API_BASE'
>;

/**
 * Whether the offline sandbox (any test card pays) may stand in for a provider without keys. Only
 * when chosen (PAYMENTS=sandbox), or by default outside production (development and tests): a
 * production shop that forgot its keys must not hand out paid orders for made-up cards.
 */
export function sandboxAllowed(config: Pick<Config, 'NODE_ENV' | 'PAYMENTS'>): boolean {
  if (config.PAYMENTS) return config.PAYMENTS === 'sandbox';
  return config.NODE_ENV !== 'production';
}

/**
 * The payment providers in use, card and wallet each on its own: Stripe when its keys are set,
 * PayPal when its keys are set; otherwise the offline sandbox where it is allowed, and else none
 * (the method is unavailable and cash on delivery remains).
 */
export function createPaymentProviders(db: Database, config: PaymentConfig): PaymentProviders {
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
      ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })
      : undefined;
  const payPal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
      ? createPayPalClient({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          apiBase: config.PAYPAL_API_BASE,
        })
      : undefined;
  const sandbox = sandboxAllowed(config);
  return {
    card: stripe
      ? createStripeCardProvider(stripe, config.STRIPE_PUBLISHABLE_KEY!)
      : sandbox
        ? sandboxCardProvider
        : unavailableCardProvider,
    wallet: payPal
      ? createPayPalWalletProvider(payPal)
      : sandbox
        ? createSandboxWalletProvider(db)
        : unavailableWalletProvider,
    ...(stripe && { cardRecords: createStripePaymentRecords(stripe, config.STRIPE_WEBHOOK_SECRET) }),
  };
}
