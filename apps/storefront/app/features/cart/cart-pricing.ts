import { type CurrencyCode, type LanguageCode, Timing } from '@shop/contract';
import { useEffect, useState } from 'react';

import { CART_PRICE_PATH, type CartPriceRequest, type PricedCart } from './cart-price-request';
import { type CartItem, cartStore } from './cart-store';
import { postJson } from '../../lib/post-json';

type PricedLine = PricedCart['productsData'][number];

/** What decides a cart's prices: products, chosen options and quantities (not pictures or caps). */
export function cartPricingKey(items: readonly CartItem[]): string {
  return JSON.stringify(items.map((item) => [item.ProductId, item.productSelectedAttributes, item.Quantity]));
}

/** The priced line of a product, once the back-office has answered. */
export function pricedLineFor(pricedCart: PricedCart | undefined, productId: number): PricedLine | undefined {
  return pricedCart?.productsData.find((line) => line.ProductId === productId);
}

/**
 * The cart with each product's OrderMaximumQuantity as the back-office knows it, so the quantity
 * stepper stops at the right number without asking again; null when nothing changed.
 */
export function withOrderCaps(items: readonly CartItem[], lines: readonly PricedLine[]): CartItem[] | null {
  let changed = false;
  const next = items.map((item) => {
    const line = lines.find((candidate) => candidate.ProductId === item.ProductId);
    if (!line) return item;
    const cap = line.OrderMaximumQuantity ?? 0;
    if ((item.OrderMaximumQuantity ?? 0) === cap) return item;
    changed = true;
    return { ...item, OrderMaximumQuantity: cap };
  });
  return changed ? next : null;
}

/** The cart priced by the storefront's server; rejects when it could not be priced. */
async function fetchPricedCart(body: CartPriceRequest, signal: AbortSignal): Promise<PricedCart> {
  const result = await postJson(
    CART_PRICE_PATH,
    body,
    () => import('./cart-price-result').then((module) => module.CartPriceResult),
    { signal },
  );
  if (!result.ok)
    throw new Error(`${CART_PRICE_PATH}: no readable answer (${result.failure})`, { cause: result.error });
  if ('errorMessage' in result.answer) throw new Error(`${CART_PRICE_PATH} answered: ${result.answer.errorMessage}`);
  return result.answer;
}

/** What `useCartPricing` knows: the last prices, whether newer ones are on their way, and whether the last try failed. */
export interface CartPricing {
  pricedCart: PricedCart | undefined;
  pending: boolean;
  failed: boolean;
}

/**
 * The back-office's prices for the cart while `active` (the drawer is open, the cart or checkout
 * page is shown), in `currency`. Quantity changes are priced again after the spec's cart refresh
 * delay. When pricing fails the lines stay unpriced and the failure is only logged (spec section
 * 8: cart load failures are quiet); the next change or opening tries again.
 */
export function useCartPricing(
  items: readonly CartItem[],
  active: boolean,
  language: LanguageCode,
  currency: CurrencyCode,
): CartPricing {
  const key = `${currency}:${cartPricingKey(items)}`;
  const [state, setState] = useState<{ key: string; pricedCart: PricedCart | undefined; failed: boolean }>({
    key: '',
    pricedCart: undefined,
    failed: false,
  });

  useEffect(() => {
    if (!active || items.length === 0) return;
    const controller = new AbortController();
    // The first pricing is immediate; later changes wait for the shopper to settle.
    const delay = state.pricedCart ? Timing.cartRefresh : 0;
    const timer = window.setTimeout(() => {
      fetchPricedCart({ cart: [...items], lang: language, currency }, controller.signal)
        .then((pricedCart) => {
          setState({ key, pricedCart, failed: false });
          const capped = withOrderCaps(cartStore.get(), pricedCart.productsData);
          if (capped) cartStore.set(capped);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('cart: prices unavailable', error);
          setState({ key, pricedCart: undefined, failed: true });
        });
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `items` and `state` are read through `key`: a new array with the same lines is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, key, language]);

  return {
    pricedCart: state.pricedCart,
    pending: active && items.length > 0 && state.key !== key,
    failed: state.key === key && state.failed,
  };
}
