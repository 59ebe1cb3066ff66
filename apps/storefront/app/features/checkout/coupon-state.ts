import { FormRules, Messages, roundMoney, validateForm } from '@shop/contract';

import type { PricedCart } from '../cart';

/**
 * The checkout's coupon (spec section 4): not applied, or applied once the back-office gave a
 * positive discount. `quoteKey` names the cart and currency the discount was worked out for; a
 * discount for another cart is stale and asked again.
 */
export type CouponState = { status: 'none' } | { status: 'applied'; code: string; discount: number; quoteKey: string };

export const NO_COUPON: CouponState = { status: 'none' };

export type CouponAttempt =
  | { kind: 'refused'; message: string }
  /** Ask the back-office what `code` is worth. */
  | { kind: 'ask'; code: string };

/**
 * What Apply Coupon does: a second coupon is refused with 'Coupon code is already applied!'; a code
 * breaking the spec's coupon rule (required, at most 30 characters) is refused with its message;
 * otherwise the code is asked about, trimmed.
 */
export function couponAttempt(state: CouponState, typed: string): CouponAttempt {
  if (state.status === 'applied') return { kind: 'refused', message: Messages.couponAlreadyApplied };
  const failure = validateForm(FormRules.coupon, { CouponCode: typed });
  if (failure) return { kind: 'refused', message: failure.message };
  return { kind: 'ask', code: typed.trim() };
}

/** The state after the back-office answered: applied only for a discount above 0, else 'Invalid coupon code!'. */
export function couponAnswered(
  code: string,
  discount: number | null | undefined,
  quoteKey: string,
): { state: CouponState; message?: string } {
  if (discount == null || !(discount > 0)) return { state: NO_COUPON, message: Messages.couponInvalid };
  return { state: { status: 'applied', code, discount, quoteKey } };
}

/** The discount that counts for the cart as it is now: none while the coupon's quote is for another cart. */
export function currentDiscount(state: CouponState, quoteKey: string): number {
  return state.status === 'applied' && state.quoteKey === quoteKey ? state.discount : 0;
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  /** The back-office's order total, before any coupon. */
  total: number;
  discount: number;
  /** What the shopper pays: the total less the coupon's discount (never below 0). */
  payable: number;
}

/** The checkout's totals: the back-office's, with the coupon's discount taken off the order total. */
export function orderTotals(pricedCart: PricedCart, discount: number): OrderTotals {
  return {
    subtotal: pricedCart.cartSubTotal,
    shipping: pricedCart.shippingSubTotal,
    total: pricedCart.orderTotal,
    discount,
    payable: Math.max(0, roundMoney(pricedCart.orderTotal - discount)),
  };
}
