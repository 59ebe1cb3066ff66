import { CURRENCY_CODES, CartPayloadLine, LANGUAGE_CODES, MAX_CART_LINES } from '@shop/contract';
import { z } from 'zod';

/** Where the checkout asks what a coupon is worth (resource route `routes/api.coupon.ts`). */
export const COUPON_PATH = '/api/coupon';

/** What the checkout posts: the code as typed (checked by the spec's coupon rule), the cart and the currency. */
export const CouponRequest = z.object({
  CouponCode: z.string(),
  cart: z.array(CartPayloadLine).min(1).max(MAX_CART_LINES),
  currency: z.enum(CURRENCY_CODES),
  lang: z.enum(LANGUAGE_CODES),
});
export type CouponRequest = z.infer<typeof CouponRequest>;

/** The coupon's discount for the whole cart, in the request's currency; or the message to show. */
export type CouponResult = { ok: true; discount: number } | { ok: false; message: string };
