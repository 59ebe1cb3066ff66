import type { Config } from '../config';
import type { Database } from '../db/database';
import { createPayPalClient } from './paypal-client';
import { createPayPalWalletProvider } from './paypal-wallet';
import type { PaymentProviders } from './providers';
import { sandboxCardProvider } from './sandbox-card';
import { createSandboxWalletProvider } from './sandbox-wallet';
import { createStripeCardProvider, createStripeClient, createStripePaymentRecords } from './stripe-card';

export type PaymentConfig = Pick<
  Config,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_API_BASE'
>;

/**
 * The payment providers in use, card and wallet each on its own: Stripe when its keys are set,
 * PayPal when its keys are set, and otherwise the offline sandbox the demo and the tests use.
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
  return {
    card: stripe ? createStripeCardProvider(stripe, config.STRIPE_PUBLISHABLE_KEY!) : sandboxCardProvider,
    wallet: payPal ? createPayPalWalletProvider(payPal) : createSandboxWalletProvider(db),
    ...(stripe && { cardRecords: createStripePaymentRecords(stripe, config.STRIPE_WEBHOOK_SECRET) }),
  };
}
