import { CURRENCY_CODES, CartPayloadLine, LANGUAGE_CODES, MAX_CART_LINES } from '@shop/contract';
import { z } from 'zod';

// The schema lives in a server module so that zod never reaches the shopper's browser.

/**
 * What the browser posts: its cart lines (extra keys of the stored items, such as DefaultImage,
 * are dropped), the page language, so names and variant texts come back in it, and the shopper's
 * currency, so every amount is the back-office's own in the currency the order will be paid in.
 */
export const CartPriceRequest = z.object({
  cart: z.array(CartPayloadLine).max(MAX_CART_LINES),
  lang: z.enum(LANGUAGE_CODES).optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
});
export type CartPriceRequest = z.input<typeof CartPriceRequest>;
