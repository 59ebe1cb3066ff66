// Payment method logos and the card provider's publishable key.
import { z } from 'zod';
import { RecordValueJson } from './common';
import { CURRENCY_CODES, MAX_PAYMENT_AMOUNT } from '../constants';
import { wireId, wireInt, wireNumber } from './wire';

/** What a wallet order may be for: a positive amount with at most 2 decimals, up to MAX_PAYMENT_AMOUNT. */
const paymentAmount = () =>
  wireNumber(z.number().min(0.01).max(MAX_PAYMENT_AMOUNT).multipleOf(0.01, { message: 'Expected at most 2 decimals' }));

/** Params of get-payment-methods; the footer calls it without a product. */
export const PaymentMethodsParams = z.object({
  /** Product being viewed, if any. */
  ProductId: wireId().optional(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type PaymentMethodsParams = z.infer<typeof PaymentMethodsParams>;

/** A row of get-payment-methods: one accepted payment logo, in the requested language. */
export const PaymentMethodRow = z.object({
  /** Logo path relative to the back-office host; a logo with words in it has one per language. */
  ImageUrl: z.string(),
  /** The method's name in the requested language, for the logo's text alternative (an addition to the spec). */
  PaymentMethodName: z.string().optional(),
});
export type PaymentMethodRow = z.infer<typeof PaymentMethodRow>;

/**
 * How the shop takes one kind of payment: 'live' through its provider (real money), 'sandbox'
 * through the offline stand-in (test mode: test cards, no money taken), or 'unavailable' (a shop in
 * production without the provider's keys and without PAYMENTS=sandbox: the method is not offered).
 */
export const PAYMENT_MODES = ['live', 'sandbox', 'unavailable'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The row of get-strp-pub-key (its shape is not in the spec): how card and wallet payments are taken. */
export const StripeKeyRow = z.object({
  /** Publishable key for Stripe.js when card payments are live; '' otherwise. */
  PublishableKey: z.string(),
  /** How card payments are taken. */
  Mode: z.enum(PAYMENT_MODES),
  /** How wallet payments are taken; absent from older back-offices, whose wallet was never unavailable. */
  WalletMode: z.enum(PAYMENT_MODES).optional(),
  /** Whether cash on delivery is offered; absent from older back-offices, which always offered it. */
  CashOnDeliveryOffered: z.boolean().optional(),
});
export type StripeKeyRow = z.infer<typeof StripeKeyRow>;

// ---- the sandbox providers (additions to the spec; offline stand-ins for Stripe and PayPal) ----

/** Params of payments/sandbox-card-token: a card, turned into a single-use token. */
export const SandboxCardTokenParams = z.object({
  /** Card number; spaces and dashes allowed. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
  CardNumber: z
    .string()
    .trim()
    .transform((digits) => digits.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  /** Expiry month, 1-12. */
  ExpiryMonth: wireInt(1, 12),
  /** Expiry year, two or four digits. */
  ExpiryYear: wireInt(0, 9999),
  /** Security code, 3 or 4 digits. */
  Cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type SandboxCardTokenParams = z.infer<typeof SandboxCardTokenParams>;

/** The row of payments/sandbox-card-token. */
export const SandboxCardTokenRow = z.object({
  /** Single-use token for post-order's paymentToken. */
  PaymentToken: z.string(),
  /** 'visa', 'mastercard', ... */
  Brand: z.string(),
  /** Last four digits, for display. */
  Last4: z.string(),
});
export type SandboxCardTokenRow = z.infer<typeof SandboxCardTokenRow>;

/** Params of payments/sandbox-wallet-create: a wallet order for the amount to pay. */
export const SandboxWalletCreateParams = z.object({
  /** Amount to pay, e.g. 12.5; more than 0, at most MAX_PAYMENT_AMOUNT. */
  Amount: paymentAmount(),
  /** 'USD' or 'EUR'. */
  CurrencyCode: z.enum(CURRENCY_CODES),
});
export type SandboxWalletCreateParams = z.infer<typeof SandboxWalletCreateParams>;

/** Params of payments/sandbox-wallet-approve and -capture. */
export const SandboxWalletOrderParams = z.object({
  /** The wallet order's id. */
  WalletOrderId: z.string().trim().min(1).max(64),
});
export type SandboxWalletOrderParams = z.infer<typeof SandboxWalletOrderParams>;

/** The row of the sandbox wallet calls: the wallet order as the provider sees it. */
export const SandboxWalletOrderRow = z.object({
  /** The wallet order's id. */
  WalletOrderId: z.string(),
  /** 'CREATED', 'APPROVED', 'COMPLETED' or 'REFUNDED' (PayPal's words). */
  Status: z.string(),
  /** After capture: PayPal Orders v2's capture answer as JSON text, to send as payPalOrderConfirmJson. */
  CaptureJson: z.string().optional(),
});
export type SandboxWalletOrderRow = z.infer<typeof SandboxWalletOrderRow>;

// ---- the live wallet (additions to the spec): PayPal Orders v2 created and captured by the back-office ----

/** Params of payments/wallet-create-order: the amount the shopper approves with the PayPal buttons. */
export const WalletCreateOrderParams = z.object({
  /** Amount to pay, e.g. 12.5; more than 0. The order is placed only if the capture matches the server's total. */
  Amount: paymentAmount(),
  /** 'USD' or 'EUR'. */
  CurrencyCode: z.enum(CURRENCY_CODES),
});
export type WalletCreateOrderParams = z.infer<typeof WalletCreateOrderParams>;

/** Params of payments/wallet-capture-order. */
export const WalletCaptureOrderParams = z.object({
  /** PayPal's order id, as payments/wallet-create-order answered it. */
  WalletOrderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Expected a PayPal order id'),
});
export type WalletCaptureOrderParams = z.infer<typeof WalletCaptureOrderParams>;

/** The row of the live wallet calls: shaped like the sandbox's, with PayPal's order id and status. */
export const WalletOrderRow = SandboxWalletOrderRow;
export type WalletOrderRow = z.infer<typeof WalletOrderRow>;
