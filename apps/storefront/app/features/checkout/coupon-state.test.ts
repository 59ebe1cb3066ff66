import { Messages } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import type { PricedCart } from '../cart';
import { NO_COUPON, couponAnswered, couponAttempt, currentDiscount, orderTotals } from './coupon-state';

const applied = { status: 'applied', code: 'WELCOME10', discount: 2.5, quoteKey: 'USD:cart-a' } as const;

describe('couponAttempt', () => {
  test('asks the back-office about a valid code, trimmed', () => {
    expect(couponAttempt(NO_COUPON, '  WELCOME10 ')).toEqual({ kind: 'ask', code: 'WELCOME10' });
  });

  test("refuses an empty code and one over 30 characters with the spec's rule", () => {
    expect(couponAttempt(NO_COUPON, '   ')).toEqual({ kind: 'refused', message: 'Coupon Code is required' });
    expect(couponAttempt(NO_COUPON, 'X'.repeat(31))).toEqual({
      kind: 'refused',
      message: 'Coupon Code max length should be 30 characters',
    });
  });

  test('a second attempt once applied says it is applied already, whatever the code', () => {
    expect(couponAttempt(applied, 'WELCOME10')).toEqual({ kind: 'refused', message: Messages.couponAlreadyApplied });
    expect(couponAttempt(applied, 'OLIVE5')).toEqual({ kind: 'refused', message: Messages.couponAlreadyApplied });
  });
});

describe('couponAnswered', () => {
  test('applies a discount above 0', () => {
    expect(couponAnswered('WELCOME10', 2.5, 'USD:cart-a')).toEqual({ state: applied });
  });

  test.each([0, -1, null, undefined])('a discount of %j is an invalid code', (discount) => {
    expect(couponAnswered('NOPE', discount, 'USD:cart-a')).toEqual({
      state: NO_COUPON,
      message: Messages.couponInvalid,
    });
  });
});

describe('currentDiscount', () => {
  test('counts only for the cart and currency it was worked out for', () => {
    expect(currentDiscount(applied, 'USD:cart-a')).toBe(2.5);
    expect(currentDiscount(applied, 'EUR:cart-a')).toBe(0);
    expect(currentDiscount(applied, 'USD:cart-b')).toBe(0);
    expect(currentDiscount(NO_COUPON, 'USD:cart-a')).toBe(0);
  });
});

describe('orderTotals', () => {
  const pricedCart: PricedCart = { productsData: [], cartSubTotal: 20.1, shippingSubTotal: 5, orderTotal: 25.1 };

  test("are the back-office's, with the discount taken off the total to 2 decimals", () => {
    expect(orderTotals(pricedCart, 2.01)).toEqual({
      subtotal: 20.1,
      shipping: 5,
      total: 25.1,
      discount: 2.01,
      payable: 23.09,
    });
  });

  test('never pay below 0', () => {
    expect(orderTotals(pricedCart, 30).payable).toBe(0);
  });
});
