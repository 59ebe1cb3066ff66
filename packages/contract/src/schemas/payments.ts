// Payment method logos and the card provider's publishable key.
import { z } from 'zod';
import { RecordValueJson } from './common';
import { wireId } from './wire';

/** Params of get-payment-methods; the footer calls it without a product. */
export const PaymentMethodsParams = z.object({
  /** Product being viewed, if any. */
  ProductId: wireId().optional(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type PaymentMethodsParams = z.infer<typeof PaymentMethodsParams>;

/** A row of get-payment-methods: one accepted payment logo. */
export const PaymentMethodRow = z.object({
  /** Logo path relative to the back-office host. */
  ImageUrl: z.string(),
  /** The method's name, for the logo's text alternative (an addition to the spec). */
  PaymentMethodName: z.string().optional(),
});
export type PaymentMethodRow = z.infer<typeof PaymentMethodRow>;

/** The row of get-strp-pub-key (its shape is not in the spec). */
export const StripeKeyRow = z.object({
  /** Publishable key for Stripe.js; a placeholder in sandbox mode. */
  PublishableKey: z.string(),
  /** 'live' when a real provider is configured, else the offline 'sandbox'. */
  Mode: z.enum(['live', 'sandbox']),
});
export type StripeKeyRow = z.infer<typeof StripeKeyRow>;
