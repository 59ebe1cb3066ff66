import type { PaymentMode, Problem } from '@shop/contract';
import type { Executor } from '../db/database';

/** Money a provider is asked to take or has taken: integer minor units and an ISO currency. */
export interface Amount {
  cents: number;
  currency: 'USD' | 'EUR';
}

export type PaymentResult = { ok: true; provider: string; reference: string } | { ok: false; problem: Problem };

/** What a provider reports it took, in its own currency code (which may not be one the shop sells in). */
export interface TakenAmount {
  cents: number;
  currency: string;
}

/** Part (or all) of a payment to give back; `key` names this one refund, so a repeated request is the same refund. */
export interface RefundRequest {
  /** The provider's id of the charge or capture. */
  reference: string;
  amount: Amount;
  key: string;
}

/**
 * A refund the provider made (its id and status), or one it refused with its reason. A provider
 * that cannot be reached, or answers what the shop cannot read, throws a PaymentProviderError.
 */
export type RefundResult = { ok: true; refundId: string; status: string } | { ok: false; message: string };

/**
 * Takes card payments. `charge` runs inside the order's transaction (`tx`): a provider that keeps
 * its state in the shop's database (the sandbox) commits or rolls back with the order.
 */
export interface CardProvider {
  readonly mode: PaymentMode;
  /** What the storefront needs to collect cards: Stripe's publishable key, or '' otherwise. */
  readonly publishableKey: string;
  charge(
    tx: Executor,
    request: { token: string; amount: Amount; idempotencyKey: string; description: string },
  ): Promise<PaymentResult>;
  refund(reference: string): Promise<void>;
  /** Gives back `amount` of a charge, in the order's transaction (`tx`), as `charge` runs. */
  refundAmount(tx: Executor, request: RefundRequest): Promise<RefundResult>;
}

/**
 * Wallet payments (PayPal Orders v2 shaped): the storefront creates and captures the wallet order,
 * the back-office verifies the capture before it places the shop's order.
 */
export interface WalletProvider {
  readonly mode: PaymentMode;
  /** Checks with the provider that the confirmation names a completed capture; answers what it took. */
  verifyCapture(
    tx: Executor,
    request: { confirmJson: string },
  ): Promise<{ ok: true; provider: string; reference: string; amount: TakenAmount } | { ok: false; problem: Problem }>;
  refund(reference: string): Promise<void>;
  /** Gives back `amount` of a capture, in the order's transaction (`tx`). */
  refundAmount(tx: Executor, request: RefundRequest): Promise<RefundResult>;
  /** Live only: the server-side create and capture behind the storefront's PayPal buttons (the sandbox has its own calls). */
  readonly checkout?: WalletCheckout;
}

/** A wallet order as the provider answers it; `captureJson` after a capture, to send back as payPalOrderConfirmJson. */
export type WalletCheckoutResult =
  | { ok: true; walletOrderId: string; status: string; captureJson?: string }
  | { ok: false; statusCode: 402 | 404 | 409; problem: Problem };

export interface WalletCheckout {
  createOrder(amount: Amount): Promise<WalletCheckoutResult>;
  captureOrder(walletOrderId: string): Promise<WalletCheckoutResult>;
}

/** A captured card payment as the provider reports it, for reconciliation with the shop's orders. */
export interface CapturedCardPayment {
  reference: string;
  amount: TakenAmount;
  /** The shop's idempotency key the charge was made under; absent when the shop did not make it. */
  shopKey: string | undefined;
}

/**
 * Live card provider's records, read to find payments that were captured but whose order was never
 * recorded (a crash between the charge and the commit).
 */
export interface CardPaymentRecords {
  /** Succeeded payments created since `since`, newest first. */
  listSucceeded(since: Date): AsyncIterable<CapturedCardPayment>;
  /** Verifies a webhook delivery's signature; undefined when it is not genuine. Present when a webhook secret is set. */
  verifyWebhook?(rawBody: Buffer, signature: string): WebhookEvent | undefined;
}

/** A verified webhook event; `capturedPayment` when it reports a succeeded card payment. */
export interface WebhookEvent {
  id: string;
  type: string;
  capturedPayment?: CapturedCardPayment;
}

export interface PaymentProviders {
  card: CardProvider;
  wallet: WalletProvider;
  /** The live card provider's records and webhooks; absent in the sandbox. */
  cardRecords?: CardPaymentRecords;
}
