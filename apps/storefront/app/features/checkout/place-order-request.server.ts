import {
  COUPON_MAX_LENGTH,
  CURRENCY_CODES,
  CartPayloadLine,
  LANGUAGE_CODES,
  MAX_CART_LINES,
  Messages,
  ORDER_NOTE_MAX_LENGTH,
  PAYMENT_METHOD_CODES,
} from '@shop/contract';
import { z } from 'zod';

// The schema lives in a server module so that zod never reaches the shopper's browser.

// Longest payment token / wallet confirmation the back-office takes (contract's PlaceOrderParams).
const PAYMENT_TOKEN_MAX_LENGTH = 500;
const WALLET_CONFIRMATION_MAX_LENGTH = 20_000;

/**
 * What the checkout posts to place an order. No amount travels: the back-office prices the cart
 * again. `idempotencyKey` is made once per checkout attempt in the browser, so a double click or a
 * retry of the same attempt never places two orders.
 */
export const PlaceOrderRequest = z.object({
  lang: z.enum(LANGUAGE_CODES),
  /** A random UUID. */
  idempotencyKey: z.uuid(),
  cart: z.array(CartPayloadLine).min(1, Messages.cartEmpty).max(MAX_CART_LINES),
  OrderNote: z.string().max(ORDER_NOTE_MAX_LENGTH),
  /** The applied coupon; '' when none. */
  CouponCode: z.string().max(COUPON_MAX_LENGTH),
  PaymentMethod: z.literal(PAYMENT_METHOD_CODES),
  /** Card flow: the provider's token (a Stripe PaymentMethod id, or the sandbox's token). */
  paymentToken: z.string().max(PAYMENT_TOKEN_MAX_LENGTH),
  /** Wallet flow: the capture answer as JSON text. */
  payPalOrderConfirmJson: z.string().max(WALLET_CONFIRMATION_MAX_LENGTH),
  /** The currency the shopper saw the prices in; the order is charged in it. */
  currency: z.enum(CURRENCY_CODES),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;
