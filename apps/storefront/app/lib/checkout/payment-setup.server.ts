import type { BackofficeClient } from '@shop/contract';

import { serverEnv } from '../env.server';
import type { PaymentSetup } from './payment-setup';

/**
 * The card mode as get-strp-pub-key says (live only with a publishable key to load Stripe.js
 * with), and the wallet mode from PAYPAL_CLIENT_ID. A failed key lookup is logged and falls back
 * to the sandbox form, whose token call then fails visibly rather than the page.
 */
export async function loadPaymentSetup(backoffice: BackofficeClient): Promise<PaymentSetup> {
  const key = await backoffice.call('get-strp-pub-key', {});
  if (!key.ok)
    console.error('checkout: get-strp-pub-key failed', { status: key.status, errorMessage: key.errorMessage });
  const row = key.ok ? key.rows[0] : undefined;
  const clientId = serverEnv.PAYPAL_CLIENT_ID;
  return {
    card:
      row?.Mode === 'live' && row.PublishableKey
        ? { mode: 'live', publishableKey: row.PublishableKey }
        : { mode: 'sandbox' },
    wallet: clientId ? { mode: 'live', clientId } : { mode: 'sandbox' },
  };
}

/** Whether the wallet goes to PayPal (payments/wallet-*) rather than the back-office's sandbox wallet. */
export function walletIsLive(): boolean {
  return Boolean(serverEnv.PAYPAL_CLIENT_ID);
}
