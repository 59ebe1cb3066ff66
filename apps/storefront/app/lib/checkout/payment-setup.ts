/**
 * How the checkout takes each kind of payment. 'live' when the shop has real provider keys: the
 * card form is Stripe Elements and the wallet the PayPal JS SDK buttons; 'sandbox' otherwise: the
 * back-office's offline stand-ins, with the test cards and a wallet approval step.
 */
export interface PaymentSetup {
  card: { mode: 'sandbox' } | { mode: 'live'; publishableKey: string };
  wallet: { mode: 'sandbox' } | { mode: 'live'; clientId: string };
}

/** Where the sandbox card form turns a test card into a token (resource route `routes/api.card-token.ts`). */
export const CARD_TOKEN_PATH = '/api/card-token';

/** Where the wallet creates, approves (sandbox) and captures its payment (resource route `routes/api.wallet.ts`). */
export const WALLET_PATH = '/api/wallet';
