import type { CartPayloadLine, CurrencyCode } from '@shop/contract';

import {
  type PricedCart,
  cartPricingKey,
  currencyOf,
  hasDiscountedLine,
  unavailableLines,
  useCartItems,
  useCartPricing,
} from '../cart';
import { US_DOLLAR } from '../../lib/currency/currency';
import { useLanguage } from '../../lib/language';
import { useLayoutData } from '../../lib/layout-data';
import { useHydrated } from '../../lib/use-hydrated';
import { type CheckoutCoupon, useCoupon } from './use-coupon';

/** The cart as the checkout shows and orders it. */
export interface CheckoutCart {
  /** The browser's cart has been read (it lives in the browser's storage). */
  hydrated: boolean;
  empty: boolean;
  /** The lines as the order sends them: products, chosen options and quantities. */
  cart: CartPayloadLine[];
  /** The currency the prices are shown, and the order charged, in. */
  currency: CurrencyCode;
  pricedCart: PricedCart | undefined;
  /** Newer prices are on their way. */
  pending: boolean;
  /** The last pricing failed. */
  failed: boolean;
  /** Whether the coupon row is shown: not when some line is discounted already (spec section 4). */
  couponAllowed: boolean;
  coupon: CheckoutCoupon;
  /** Some line cannot be bought as it is: the order waits until the cart is edited. */
  someUnavailable: boolean;
  /** Priced, coupon settled and every line available: the order can be placed. */
  ready: boolean;
}

/** The browser's cart priced by the back-office in the shopper's currency, with the checkout's coupon. */
export function useCheckoutCart(): CheckoutCart {
  const language = useLanguage();
  const hydrated = useHydrated();
  const items = useCartItems();
  const layoutCurrency = useLayoutData()?.currency ?? US_DOLLAR;
  const { pricedCart, pending, failed } = useCartPricing(items, hydrated, language.code, layoutCurrency.CurrencyCode);
  const quoteKey = `${layoutCurrency.CurrencyCode}:${cartPricingKey(items)}`;
  const cart = items.map(({ ProductId, productSelectedAttributes, Quantity }) => ({
    ProductId,
    productSelectedAttributes,
    Quantity,
  }));
  const currency = pricedCart ? currencyOf(pricedCart) : layoutCurrency.CurrencyCode;
  const couponAllowed = pricedCart !== undefined && !hasDiscountedLine(pricedCart.productsData);
  const coupon = useCoupon({ cart, currency, quoteKey, allowed: couponAllowed, pricedCart });
  const someUnavailable = unavailableLines(pricedCart).length > 0;
  return {
    hydrated,
    empty: items.length === 0,
    cart,
    currency,
    pricedCart,
    pending,
    failed,
    couponAllowed,
    coupon,
    someUnavailable,
    ready: hydrated && pricedCart !== undefined && !pending && !coupon.settling && !someUnavailable,
  };
}
