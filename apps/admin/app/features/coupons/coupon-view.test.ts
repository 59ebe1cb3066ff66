import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@shop/contract';
import { couponStatus, couponValueText } from './coupon-view';

const now = Date.parse('2026-05-15T12:00:00Z');
const coupon = (fields: Partial<AdminCoupon>): AdminCoupon => ({
  id: 1,
  code: 'C',
  kind: 'percentage',
  value: 10,
  minimumOrder: 0,
  validFrom: null,
  validTo: null,
  totalUseLimit: null,
  perCustomerLimit: null,
  isActive: true,
  timesUsed: 0,
  redemptions: 0,
  ...fields,
});

describe('a coupon’s status', () => {
  it('is in effect while on, started, not ended and not used up', () => {
    expect(couponStatus(coupon({}), now)).toBe('running');
    expect(couponStatus(coupon({ validFrom: '2026-05-01T00:00:00Z', validTo: '2026-06-01T00:00:00Z' }), now)).toBe(
      'running',
    );
  });

  it('gives the first reason it cannot be used', () => {
    expect(couponStatus(coupon({ isActive: false, validTo: '2026-01-01T00:00:00Z' }), now)).toBe('off');
    expect(couponStatus(coupon({ validTo: '2026-05-15T12:00:00Z', totalUseLimit: 1, timesUsed: 1 }), now)).toBe(
      'expired',
    );
    expect(couponStatus(coupon({ totalUseLimit: 100, timesUsed: 100 }), now)).toBe('usedUp');
    expect(couponStatus(coupon({ validFrom: '2026-06-01T00:00:00Z' }), now)).toBe('scheduled');
  });
});

describe('a coupon’s value', () => {
  it('reads as a percentage or an amount in the member’s language', () => {
    expect(couponValueText({ kind: 'percentage', value: 10 }, 'en-GB')).toBe('10%');
    expect(couponValueText({ kind: 'percentage', value: 10 }, 'ar-EG')).toMatch(/^١٠\s?٪/);
    expect(couponValueText({ kind: 'fixed', value: 500 }, 'en-GB')).toBe('$5.00');
  });
});
