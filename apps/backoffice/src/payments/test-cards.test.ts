import { describe, expect, it } from 'vitest';
import { cardBrand, chargeOutcomeFor, isExpired, normalizeCardNumber, passesLuhn } from './test-cards';

describe('sandbox test cards', () => {
  it('checks the Luhn digit first', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('abcd')).toBe(false);
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('knows what each well-known test card does', () => {
    expect(chargeOutcomeFor('4242424242424242')).toBe('succeeded');
    expect(chargeOutcomeFor('4000000000000002')).toBe('card_declined');
    expect(chargeOutcomeFor('4000000000009995')).toBe('insufficient_funds');
    expect(chargeOutcomeFor('4000000000000069')).toBe('expired_card');
    expect(chargeOutcomeFor('4000000000000127')).toBe('incorrect_cvc');
    expect(chargeOutcomeFor('5555555555554444')).toBe('succeeded');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('4242424242424242')).toBe('visa');
  });

  it('tells an expired month from a current one', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(1, 27, now)).toBe(false);
    expect(isExpired(12, 25, now)).toBe(true);
  });
});
