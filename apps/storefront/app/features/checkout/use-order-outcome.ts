import { Messages, Timing } from '@shop/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { emptyCart } from '../cart';
import { localizedPath, useLanguage } from '../../lib/language';
import { clearStoredUser } from '../../lib/session/stored-user';
import { notify } from '../../ui/toast';
import type { PlaceOrderResult } from './place-order-result';
import type { CheckoutCart } from './use-checkout-cart';

export interface OrderOutcome {
  /** The placed order's number ('' when the back-office gave none); null until an order is placed. */
  placedNumber: string | null;
  /** Acts on the answer; returns the message a payment dialog keeps in view when the order was refused. */
  finish: (result: PlaceOrderResult | null) => Promise<string | undefined>;
}

/** The cart lives in the browser: an empty one sends the shopper home with the spec's message. */
function useHomeWhenCartEmpty(checkout: CheckoutCart, placed: RefObject<boolean>) {
  const language = useLanguage();
  const navigate = useNavigate();
  const { hydrated, empty } = checkout;
  useEffect(() => {
    // Placing the order empties the cart: that shopper is sent home by `finish`, after the spec's pause.
    if (!hydrated || !empty || placed.current) return;
    notify('info', Messages.cartEmpty, language.code);
    void navigate(localizedPath(language, '/'), { replace: true });
  }, [hydrated, empty, language, navigate, placed]);
}

/**
 * What the checkout does with the storefront's answer to an order (spec sections 4 and 8): placed,
 * the cart is emptied and the shopper sent home after the spec's pause; a session gone, to the
 * login page; refused, the message is shown (a coupon no longer valid is dropped).
 */
export function useOrderOutcome(checkout: CheckoutCart, closeDialog: () => void): OrderOutcome {
  const language = useLanguage();
  const navigate = useNavigate();
  const [placedNumber, setPlacedNumber] = useState<string | null>(null);
  const placed = useRef(false);
  useHomeWhenCartEmpty(checkout, placed);

  async function finish(result: PlaceOrderResult | null): Promise<string | undefined> {
    if (!result) return undefined;
    if (result.ok) {
      placed.current = true;
      closeDialog();
      setPlacedNumber(result.orderNumber);
      notify('success', Messages.orderPlaced, language.code);
      emptyCart();
      window.setTimeout(() => void navigate(localizedPath(language, '/')), Timing.orderRedirect);
      return undefined;
    }
    if (result.signIn) {
      clearStoredUser();
      await navigate(result.signIn);
      return undefined;
    }
    notify('error', result.message, language.code);
    if (result.code === 'COUPON_INVALID') checkout.coupon.remove();
    // Not settled: the order may exist. The dialog closes; Place Order sends the same attempt again.
    if (!result.settled) closeDialog();
    return result.settled ? result.message : undefined;
  }

  return { placedNumber, finish };
}
