import { type CurrencyCode, DEFAULT_CURRENCY } from '@shop/contract';

import type { PricedCart } from './cart-price-result';

export type { CartPriceRequest } from './cart-price-request.server';
export type { PricedCart } from './cart-price-result';

/** Where the browser asks the storefront to price its cart (resource route `routes/api.cart-price.ts`). */
export const CART_PRICE_PATH = '/api/cart-price';

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
