import type { PlaceOrderRequest } from './place-order-request';
import { randomUuid } from './random-uuid';

/** An order as the shopper asks for it, before its payment and its key are added. */
export type OrderDraft = Omit<PlaceOrderRequest, 'idempotencyKey' | 'paymentToken' | 'payPalOrderConfirmJson'>;

/** The payment an attempt carries: a card token or a wallet capture ('' for the other and for cash). */
export type OrderPayment = Pick<PlaceOrderRequest, 'paymentToken' | 'payPalOrderConfirmJson'>;

export const NO_PAYMENT: OrderPayment = { paymentToken: '', payPalOrderConfirmJson: '' };

/** Same cart, note, coupon, payment method, currency and language: the same order. */
function sameOrder(request: PlaceOrderRequest, draft: OrderDraft): boolean {
  const key = (order: OrderDraft) =>
    JSON.stringify([order.lang, order.cart, order.OrderNote, order.CouponCode, order.PaymentMethod, order.currency]);
  return key(request) === key(draft);
}

/**
 * The checkout's attempts at placing an order, each with its Idempotency-Key made here in the
 * browser. An attempt stays open until the storefront gives a settled answer (placed, or refused
 * for a reason); while it is open, placing the same order again resends the very same request —
 * same key, same card token or wallet capture — so the back-office answers what it answered the
 * first time instead of placing (or charging) twice. A settled answer closes it; the next order
 * gets a new key.
 */
export interface CheckoutAttempts {
  /** The open attempt's request when `draft` is the same order, to resend as it is. */
  resumable(draft: OrderDraft): PlaceOrderRequest | undefined;
  /** The request to send: the open attempt's for the same order, else a new attempt with a new key. */
  begin(draft: OrderDraft, payment: OrderPayment): PlaceOrderRequest;
  /** The answer is settled: the next order is a new attempt. */
  settle(): void;
}

export function createCheckoutAttempts(newKey: () => string = randomUuid): CheckoutAttempts {
  let open: PlaceOrderRequest | undefined;
  return {
    resumable(draft) {
      return open && sameOrder(open, draft) ? open : undefined;
    },
    begin(draft, payment) {
      if (open && sameOrder(open, draft)) return open;
      open = { ...draft, ...payment, idempotencyKey: newKey() };
      return open;
    },
    settle() {
      open = undefined;
    },
  };
}
