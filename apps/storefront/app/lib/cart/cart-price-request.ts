import { CartPayloadLine, type CartResultRow, LANGUAGE_CODES, MAX_CART_LINES } from '@shop/contract';
import { z } from 'zod';

/** Where the browser asks the storefront to price its cart (resource route `routes/api.cart-price.ts`). */
export const CART_PRICE_PATH = '/api/cart-price';

/**
 * What the browser posts: its cart lines (extra keys of the stored items, such as DefaultImage,
 * are dropped) and the page language, so names and variant texts come back in it.
 */
export const CartPriceRequest = z.object({
  cart: z.array(CartPayloadLine).max(MAX_CART_LINES),
  lang: z.enum(LANGUAGE_CODES).optional(),
});
export type CartPriceRequest = z.input<typeof CartPriceRequest>;

/** The priced cart as the back-office answered it, amounts in US dollars. */
export type PricedCart = CartResultRow;

/** The answer when the cart holds nothing: no call to the back-office is needed. */
export const EMPTY_PRICED_CART: PricedCart = {
  productsData: [],
  cartSubTotal: 0,
  shippingSubTotal: 0,
  orderTotal: 0,
  CurrencyCode: 'USD',
};
