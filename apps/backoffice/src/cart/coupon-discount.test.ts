import { describe, expect, it } from 'vitest';
import type { CouponRecord } from './coupon-repository';
import { couponDiscount } from './coupon-discount';

const now = new Date('2026-06-01T00:00:00Z');
const coupon = (overrides: Partial<CouponRecord> = {}): CouponRecord => ({
  id: 1,
  code: 'WELCOME10',
  kind: 'percentage',
  value: 10,
  minimumOrder: 0,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2026-12-31T00:00:00Z'),
  totalUseLimit: null,
  perCustomerLimit: null,
  timesUsed: 0,
  isActive: true,
  ...overrides,
});
const use = { subtotal: 5000, subtotalUsd: 5000, rate: 1, now, cartHasDiscountedLines: false };

describe('couponDiscount', () => {
  it('takes a percentage of the subtotal, or a fixed amount no larger than it', () => {
    expect(couponDiscount(coupon(), use)).toBe(500);
    expect(couponDiscount(coupon({ kind: 'fixed', value: 700 }), use)).toBe(700);
    expect(couponDiscount(coupon({ kind: 'fixed', value: 9000 }), use)).toBe(5000);
    expect(couponDiscount(coupon({ kind: 'fixed', value: 1000 }), { ...use, subtotal: 4600, rate: 0.92 })).toBe(920);
  });

  it('gives nothing when unknown, inactive, not yet or no longer valid', () => {
    expect(couponDiscount(undefined, use)).toBe(0);
    expect(couponDiscount(coupon({ isActive: false }), use)).toBe(0);
    expect(couponDiscount(coupon({ validFrom: new Date('2026-07-01T00:00:00Z') }), use)).toBe(0);
    expect(couponDiscount(coupon({ validTo: new Date('2026-05-01T00:00:00Z') }), use)).toBe(0);
  });

  it('gives nothing when used up, under its minimum, or for an empty cart', () => {
    expect(couponDiscount(coupon({ totalUseLimit: 3, timesUsed: 3 }), use)).toBe(0);
    expect(couponDiscount(coupon({ totalUseLimit: 3, timesUsed: 2 }), use)).toBe(500);
    expect(couponDiscount(coupon({ perCustomerLimit: 1 }), { ...use, customerRedemptions: 1 })).toBe(0);
    expect(couponDiscount(coupon({ perCustomerLimit: 1 }), { ...use, customerRedemptions: 0 })).toBe(500);
    expect(couponDiscount(coupon({ minimumOrder: 5001 }), use)).toBe(0);
    expect(couponDiscount(coupon({ minimumOrder: 5000 }), use)).toBe(500);
    expect(couponDiscount(coupon(), { ...use, subtotal: 0, subtotalUsd: 0 })).toBe(0);
  });

  it('gives nothing when some line of the cart is discounted already (spec section 8)', () => {
    expect(couponDiscount(coupon(), { ...use, cartHasDiscountedLines: true })).toBe(0);
    expect(couponDiscount(coupon({ kind: 'fixed', value: 700 }), { ...use, cartHasDiscountedLines: true })).toBe(0);
  });
});
