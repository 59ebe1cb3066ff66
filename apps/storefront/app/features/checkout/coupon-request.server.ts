import { CURRENCY_CODES, CartPayloadLine, LANGUAGE_CODES, MAX_CART_LINES } from '@shop/contract';
import { z } from 'zod';

// The schema lives in a server module so that zod never reaches the shopper's browser.

/** What the checkout posts: the code as typed (checked by the spec's coupon rule), the cart and the currency. */
export const CouponRequest = z.object({
  CouponCode: z.string(),
  cart: z.array(CartPayloadLine).min(1).max(MAX_CART_LINES),
  currency: z.enum(CURRENCY_CODES),
  lang: z.enum(LANGUAGE_CODES),
});
export type CouponRequest = z.infer<typeof CouponRequest>;
