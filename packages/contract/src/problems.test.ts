import { describe, expect, it } from 'vitest';
import { adminProblems } from './admin-problems';
import { Messages } from './messages';
import { isProblemCode, problem, shopProblems } from './problems';

describe('problem', () => {
  it('writes the sentence of its code from the values, and keeps them beside it', () => {
    expect(problem('LOW_STOCK', { product: 'Olive Oil', left: 2 })).toEqual({
      code: 'LOW_STOCK',
      message: 'Only 2 of Olive Oil left in stock.',
      values: { product: 'Olive Oil', left: 2 },
    });
    expect(problem('TOO_MANY_LOGINS', { minutes: 1 }).message).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    expect(problem('TOO_MANY_LOGINS', { minutes: 15 }).message).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
  });

  it('has no values for a sentence that names none', () => {
    expect(problem('ORDER_IN_PROGRESS')).toEqual({
      code: 'ORDER_IN_PROGRESS',
      message: 'This order is already being placed. Please wait a moment.',
    });
  });

  it("keeps the spec's own words where the spec has them", () => {
    expect(problem('COUPON_INVALID').message).toBe(Messages.couponInvalid);
    expect(problem('RESET_CODE_INVALID').message).toBe(Messages.resetCodeInvalid);
    expect(problem('SERVICE_BUSY').message).toBe(Messages.passwordChecksBusy);
  });
});

describe('the codes', () => {
  it('are UPPER_SNAKE and named once, across the shop and the admin', () => {
    const shop = Object.keys(shopProblems);
    const admin = Object.keys(adminProblems);
    for (const code of [...shop, ...admin]) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(shop.filter((code) => admin.includes(code))).toEqual([]);
  });

  it('are recognised, and nothing else is', () => {
    expect(isProblemCode('OUT_OF_STOCK')).toBe(true);
    expect(isProblemCode('TOO_MANY_STAFF_SIGN_INS')).toBe(true);
    for (const other of ['out_of_stock', 'toString', '__proto__', '', 42, undefined]) {
      expect(isProblemCode(other)).toBe(false);
    }
  });
});
