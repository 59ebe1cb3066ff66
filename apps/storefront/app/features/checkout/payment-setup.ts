import { PaymentMethod, type PaymentMethodCode, type StripeKeyRow } from '@shop/contract';

/**
 * How the checkout takes each kind of payment. 'live' when the shop has real provider keys: the
 * card form is Stripe Elements and the wallet the PayPal JS SDK buttons; 'sandbox' when the
 * back-office's offline stand-ins take them (test mode: test cards, a wallet approval step);
 * 'unavailable' when the shop cannot take them at all or the owner switched them off.
 */
export interface PaymentSetup {
  card: { mode: 'sandbox' } | { mode: 'live'; publishableKey: string } | { mode: 'unavailable' };
  wallet: { mode: 'sandbox' } | { mode: 'live'; clientId: string } | { mode: 'unavailable' };
  /** Whether the owner offers cash on delivery. */
  cashOnDelivery: boolean;
}

/**
 * The setup from the back-office's get-strp-pub-key row and the storefront's PAYPAL_CLIENT_ID
 * (which the PayPal buttons load with, and which sends the wallet calls to live PayPal, see
 * `walletIsLive`). No row (the lookup failed) offers neither card nor wallet: a checkout that
 * cannot tell whether payments are real must not offer test ones. A back-office too old to send
 * WalletMode always had a wallet, and one too old to send CashOnDeliveryOffered always took cash.
 */
export function paymentSetupFrom(row: StripeKeyRow | undefined, payPalClientId: string | undefined): PaymentSetup {
  if (!row) return { card: { mode: 'unavailable' }, wallet: { mode: 'unavailable' }, cashOnDelivery: true };
  const card: PaymentSetup['card'] =
    row.Mode !== 'live'
      ? { mode: row.Mode }
      : row.PublishableKey
        ? { mode: 'live', publishableKey: row.PublishableKey }
        : { mode: 'unavailable' };
  const wallet: PaymentSetup['wallet'] =
    row.WalletMode === 'unavailable'
      ? { mode: 'unavailable' }
      : payPalClientId
        ? { mode: 'live', clientId: payPalClientId }
        : // Live PayPal in the back-office, but no client id here to show its buttons with.
          row.WalletMode === 'live'
          ? { mode: 'unavailable' }
          : { mode: 'sandbox' };
  return { card, wallet, cashOnDelivery: row.CashOnDeliveryOffered ?? true };
}

/** The payment methods of the checkout's select, in the order it lists them. */
export const PAYMENT_CHOICES = [PaymentMethod.Card, PaymentMethod.Wallet, PaymentMethod.CashOnDelivery] as const;

/** Whether the shop takes `code` now: card and wallet when not unavailable, cash when the owner offers it. */
export function methodOffered(code: PaymentMethodCode, setup: PaymentSetup): boolean {
  if (code === PaymentMethod.Card) return setup.card.mode !== 'unavailable';
  if (code === PaymentMethod.Wallet) return setup.wallet.mode !== 'unavailable';
  return setup.cashOnDelivery;
}

/** Test mode: some payment method is taken by the offline sandbox, and no money changes hands. */
export function inTestMode(setup: PaymentSetup): boolean {
  return setup.card.mode === 'sandbox' || setup.wallet.mode === 'sandbox';
}

/** Where the sandbox card form turns a test card into a token (resource route `routes/api.card-token.ts`). */
export const CARD_TOKEN_PATH = '/api/card-token';

/** Where the wallet creates, approves (sandbox) and captures its payment (resource route `routes/api.wallet.ts`). */
export const WALLET_PATH = '/api/wallet';
