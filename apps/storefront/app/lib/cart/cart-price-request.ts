import {
  CURRENCY_CODES,
  CartPayloadLine,
  type CartResultRow,
  type CurrencyCode,
  DEFAULT_CURRENCY,
  LANGUAGE_CODES,
  MAX_CART_LINES,
} from '@shop/contract';
import { z } from 'zod';

/** Where the browser asks the storefront to price its cart (resource route `routes/api.cart-price.ts`). */
export const CART_PRICE_PATH = '/api/cart-price';

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

/** The priced cart as the back-office answered it, amounts in its `CurrencyCode` (US dollars when absent). */
export type PricedCart = CartResultRow;

/** The answer when the cart holds nothing: no call to the back-office is needed. */
export const EMPTY_PRICED_CART: PricedCart = {
  productsData: [],
  cartSubTotal: 0,
  shippingSubTotal: 0,
  orderTotal: 0,
  CurrencyCode: 'USD',
};

/** The currency a priced cart's amounts are in; a host that does not say prices in US dollars. */
export function currencyOf(pricedCart: PricedCart): CurrencyCode {
  return pricedCart.CurrencyCode ?? DEFAULT_CURRENCY;
}
