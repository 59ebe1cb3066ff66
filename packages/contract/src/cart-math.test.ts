import { describe, expect, it } from 'vitest';
import { cartLineTotal, clampQuantity, maxQuantityFor, roundMoney, unitPrice } from './cart-math';

describe('maxQuantityFor', () => {
  it("uses the product's maximum when above 0", () => {
    expect(maxQuantityFor(3)).toBe(3);
    expect(maxQuantityFor(25)).toBe(25);
  });
  it('caps at 10 otherwise', () => {
    expect(maxQuantityFor(0)).toBe(10);
    expect(maxQuantityFor(-4)).toBe(10);
    expect(maxQuantityFor(null)).toBe(10);
    expect(maxQuantityFor(undefined)).toBe(10);
    expect(maxQuantityFor(Number.NaN)).toBe(10);
  });
});

describe('clampQuantity', () => {
  it('stops at 1 and at the maximum', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(4, 3)).toBe(3);
    expect(clampQuantity(2, 3)).toBe(2);
  });
});

describe('prices', () => {
  it('sells at DiscountedPrice when above 0, else Price', () => {
    expect(unitPrice({ Price: 20, DiscountedPrice: 15 })).toBe(15);
    expect(unitPrice({ Price: 20, DiscountedPrice: 0 })).toBe(20);
    expect(unitPrice({ Price: 20, DiscountedPrice: null })).toBe(20);
  });
  it('adds shipping once per line and rounds to 2 decimals', () => {
    expect(cartLineTotal({ Price: 19.99, DiscountedPrice: 0, Quantity: 3, ShippingCharges: 2.5 })).toBe(62.47);
    expect(cartLineTotal({ Price: 10, DiscountedPrice: 7.1, Quantity: 3 })).toBe(21.3);
  });
  it('rounds half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0)).toBe(0);
  });
});
