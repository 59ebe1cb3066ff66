import { describe, expect, test } from 'vitest';

import { CardMessages } from '../../lib/payment-messages';
import { checkSandboxCard, formatCardNumber, formatExpiry, passesLuhn } from './sandbox-card';

const NOW = new Date(2026, 4, 15); // 15 May 2026

describe('formatCardNumber', () => {
  test('groups digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });

  test('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  test('writes MM / YY as the digits come', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
  });

  test('a first digit above 1 is a month of its own', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('430')).toBe('04 / 30');
  });
});

describe('passesLuhn', () => {
  test('knows the test cards from a typo', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});

describe('checkSandboxCard', () => {
  const valid = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

  test('gives the card as the sandbox token call takes it', () => {
    expect(checkSandboxCard(valid, NOW)).toEqual({
      ok: true,
      card: { CardNumber: '4242424242424242', ExpiryMonth: 12, ExpiryYear: 2030, Cvc: '123' },
    });
  });

  test('accepts this month, refuses last month', () => {
    expect(checkSandboxCard({ ...valid, expiry: '05 / 26' }, NOW).ok).toBe(true);
    expect(checkSandboxCard({ ...valid, expiry: '04 / 26' }, NOW)).toEqual({
      ok: false,
      field: 'expiry',
      message: CardMessages.expiryPast,
    });
  });

  test.each([
    [{ number: '4242 4242' }, 'number', CardMessages.numberIncomplete],
    [{ number: '4242 4242 4242 4241' }, 'number', CardMessages.numberInvalid],
    [{ expiry: '' }, 'expiry', CardMessages.expiryIncomplete],
    [{ expiry: '13 / 30' }, 'expiry', CardMessages.expiryIncomplete],
    [{ expiry: '00 / 30' }, 'expiry', CardMessages.expiryIncomplete],
    [{ cvc: '12' }, 'cvc', CardMessages.cvcIncomplete],
    [{ cvc: '12a' }, 'cvc', CardMessages.cvcIncomplete],
  ])('refuses %j naming the field', (change, field, message) => {
    expect(checkSandboxCard({ ...valid, ...change }, NOW)).toEqual({ ok: false, field, message });
  });
});
