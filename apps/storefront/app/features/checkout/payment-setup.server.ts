import type { BackofficeClient } from '@shop/contract';

import { serverEnv } from '../../lib/env.server';
import { type PaymentSetup, paymentSetupFrom } from './payment-setup';

/**
 * How card and wallet payments are taken, as get-strp-pub-key says, with PAYPAL_CLIENT_ID for
 * the PayPal buttons. A failed lookup is logged and offers neither card nor wallet (cash on
 * delivery remains) rather than a test form that might not be one.
 */
export async function loadPaymentSetup(backoffice: BackofficeClient): Promise<PaymentSetup> {
  const key = await backoffice.call('get-strp-pub-key', {});
  if (!key.ok)
    console.error('checkout: get-strp-pub-key failed', { status: key.status, errorMessage: key.errorMessage });
  return paymentSetupFrom(key.ok ? key.rows[0] : undefined, serverEnv.PAYPAL_CLIENT_ID);
}

/** Whether the wallet goes to PayPal (payments/wallet-*) rather than the back-office's sandbox wallet. */
export function walletIsLive(): boolean {
  return Boolean(serverEnv.PAYPAL_CLIENT_ID);
}
