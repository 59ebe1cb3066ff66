import { Messages } from '@shop/contract';
import { useCallback, useRef, useState } from 'react';

import { PLACE_ORDER_PATH, type PlaceOrderRequest } from './place-order-request';
import type { PlaceOrderResult } from './place-order-result';
import { postJson } from '../../lib/post-json';
import { type CheckoutAttempts, type OrderDraft, type OrderPayment, createCheckoutAttempts } from './checkout-attempts';

async function postOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const result = await postJson(PLACE_ORDER_PATH, request, () =>
    import('./place-order-result').then((module) => module.PlaceOrderResult),
  );
  if (result.ok) return result.answer;
  // The answer was lost on the way: the order may exist. The attempt stays open for a retry.
  console.error('checkout: placing the order failed', result.error);
  return { ok: false, message: Messages.genericError, settled: false };
}

/**
 * Places orders through the storefront's server action, one at a time: while one is on its way
 * another call answers null (a double click sends nothing twice), and each checkout attempt keeps
 * its Idempotency-Key until its answer is settled (`CheckoutAttempts`).
 */
export function usePlaceOrder() {
  const [attempts] = useState<CheckoutAttempts>(() => createCheckoutAttempts());
  const busy = useRef(false);
  const [placing, setPlacing] = useState(false);

  const place = useCallback(
    async (draft: OrderDraft, payment: OrderPayment): Promise<PlaceOrderResult | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPlacing(true);
      const result = await postOrder(attempts.begin(draft, payment));
      if (result.ok || result.settled) attempts.settle();
      busy.current = false;
      setPlacing(false);
      return result;
    },
    [attempts],
  );

  /** Whether `draft` is an attempt still open (its answer was lost): it is resent as it was, without paying again. */
  const isOpen = useCallback((draft: OrderDraft) => attempts.resumable(draft) !== undefined, [attempts]);

  return { place, placing, isOpen };
}
