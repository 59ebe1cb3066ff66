import { type CartPayloadLine, type CurrencyCode, Messages } from '@shop/contract';
import { useEffect, useState } from 'react';

import type { PricedCart } from '../cart';
import { COUPON_PATH, type CouponRequest } from './coupon-request';
import type { CouponResult } from './coupon-result';
import { useLanguage } from '../../lib/language';
import { postJson } from '../../lib/post-json';
import { notify } from '../../ui/toast';
import {
  type CouponState,
  NO_COUPON,
  type OrderTotals,
  couponAnswered,
  couponAttempt,
  currentDiscount,
  orderTotals,
} from './coupon-state';

async function askCoupon(request: CouponRequest, signal?: AbortSignal): Promise<CouponResult> {
  const result = await postJson(
    COUPON_PATH,
    request,
    () => import('./coupon-result').then((module) => module.CouponResult),
    { signal },
  );
  if (result.ok) return result.answer;
  if (!signal?.aborted) console.error('checkout: coupon request failed', result.error);
  return { ok: false, message: Messages.genericError };
}

export interface CheckoutCoupon {
  /** Apply Coupon with the typed code (spec section 4). */
  apply: (typed: string) => void;
  /** Drops the coupon (the back-office refused it when the order was placed). */
  remove: () => void;
  busy: boolean;
  /** The cart or currency changed since the discount was worked out: it is being asked again. */
  settling: boolean;
  /** The code to send with the order; '' when none applies. */
  appliedCode: string;
  totals: OrderTotals | undefined;
}

/**
 * The checkout's coupon: applied once the back-office gives a positive discount for the cart,
 * asked again whenever the cart or the currency changes, and ignored while the coupon row is
 * hidden (some line is discounted already).
 */
export function useCoupon({
  cart,
  currency,
  quoteKey,
  allowed,
  pricedCart,
}: {
  cart: CartPayloadLine[];
  currency: CurrencyCode;
  quoteKey: string;
  allowed: boolean;
  pricedCart: PricedCart | undefined;
}): CheckoutCoupon {
  const language = useLanguage();
  const [state, setState] = useState<CouponState>(NO_COUPON);
  const [busy, setBusy] = useState(false);
  const effective = allowed ? state : NO_COUPON;
  const settling = effective.status === 'applied' && effective.quoteKey !== quoteKey;
  const request = (code: string): CouponRequest => ({ CouponCode: code, cart, currency, lang: language.code });

  // A discount worked out for another cart or currency is asked again; a coupon no longer valid goes.
  const settlingCode = settling ? effective.code : null;
  useEffect(() => {
    if (settlingCode === null || cart.length === 0) return;
    const controller = new AbortController();
    void askCoupon(request(settlingCode), controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const answered = couponAnswered(settlingCode, result.ok ? result.discount : 0, quoteKey);
      setState(answered.state);
      if (answered.message) notify('error', answered.message, language.code);
    });
    return () => controller.abort();
    // The cart and currency are read through `quoteKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settlingCode, quoteKey]);

  function apply(typed: string) {
    if (busy) return;
    const attempt = couponAttempt(effective, typed);
    if (attempt.kind === 'refused') {
      notify(attempt.message === Messages.couponAlreadyApplied ? 'warning' : 'error', attempt.message, language.code);
      return;
    }
    setBusy(true);
    const askedFor = quoteKey;
    void askCoupon(request(attempt.code)).then((result) => {
      setBusy(false);
      if (!result.ok) {
        notify('error', result.message, language.code);
        return;
      }
      const answered = couponAnswered(attempt.code, result.discount, askedFor);
      setState(answered.state);
      if (answered.message) notify('error', answered.message, language.code);
    });
  }

  return {
    apply,
    remove: () => setState(NO_COUPON),
    busy,
    settling,
    appliedCode: effective.status === 'applied' ? effective.code : '',
    totals: pricedCart ? orderTotals(pricedCart, currentDiscount(effective, quoteKey)) : undefined,
  };
}
