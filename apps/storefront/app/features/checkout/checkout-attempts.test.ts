import { PaymentMethod } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { NO_PAYMENT, type OrderDraft, createCheckoutAttempts } from './checkout-attempts';

const draft: OrderDraft = {
  lang: 'en',
  cart: [{ ProductId: 8, Quantity: 2, productSelectedAttributes: [] }],
  OrderNote: 'Ring twice',
  CouponCode: '',
  PaymentMethod: PaymentMethod.CashOnDelivery,
  currency: 'USD',
};

function keys() {
  let n = 0;
  return () => `00000000-0000-4000-8000-00000000000${++n}`;
}

describe('checkout attempts', () => {
  test('a new attempt gets a new key and carries the payment', () => {
    const attempts = createCheckoutAttempts(keys());
    const request = attempts.begin(
      { ...draft, PaymentMethod: PaymentMethod.Card },
      {
        paymentToken: 'tok_1',
        payPalOrderConfirmJson: '',
      },
    );
    expect(request).toEqual({
      ...draft,
      PaymentMethod: PaymentMethod.Card,
      paymentToken: 'tok_1',
      payPalOrderConfirmJson: '',
      idempotencyKey: '00000000-0000-4000-8000-000000000001',
    });
  });

  test('until settled, the same order is resent as it was: same key, same payment', () => {
    const attempts = createCheckoutAttempts(keys());
    const card = { ...draft, PaymentMethod: PaymentMethod.Card };
    const first = attempts.begin(card, { paymentToken: 'tok_1', payPalOrderConfirmJson: '' });

    expect(attempts.resumable(card)).toBe(first);
    // A double click, or a retry after a lost answer, with a fresh token: the first token is what goes.
    expect(attempts.begin(card, { paymentToken: 'tok_2', payPalOrderConfirmJson: '' })).toBe(first);
  });

  test('a settled answer closes the attempt: the next order gets a new key', () => {
    const attempts = createCheckoutAttempts(keys());
    const first = attempts.begin(draft, NO_PAYMENT);
    attempts.settle();

    expect(attempts.resumable(draft)).toBeUndefined();
    const second = attempts.begin(draft, NO_PAYMENT);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  test('another order (cart, note, coupon, method or currency changed) is a new attempt', () => {
    const attempts = createCheckoutAttempts(keys());
    const first = attempts.begin(draft, NO_PAYMENT);

    for (const changed of [
      { ...draft, cart: [{ ProductId: 8, Quantity: 3, productSelectedAttributes: [] }] },
      { ...draft, OrderNote: 'Leave at the door' },
      { ...draft, CouponCode: 'WELCOME10' },
      { ...draft, PaymentMethod: PaymentMethod.Wallet },
      { ...draft, currency: 'EUR' as const },
    ]) {
      expect(attempts.resumable(changed)).toBeUndefined();
    }
    const other = attempts.begin({ ...draft, OrderNote: 'Leave at the door' }, NO_PAYMENT);
    expect(other.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  test('keys are random UUIDs by default', () => {
    const attempts = createCheckoutAttempts();
    expect(attempts.begin(draft, NO_PAYMENT).idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
