import { describe, expect, test } from 'vitest';

import { currencyFromCookie, US_DOLLAR } from '../../lib/currency/currency';
import { CURRENCY_COOKIE_MAX_AGE_S, currencyCookie } from './currency-cookie';

const EURO = { CurrencyCode: 'EUR', Symbol: '€', Rate: 0.92 } as const;

describe('currencyCookie', () => {
  test('remembers the currency for a year on every path, SameSite=Lax', () => {
    expect(currencyCookie('EUR')).toBe(`currency=EUR; Max-Age=${CURRENCY_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`);
    expect(CURRENCY_COOKIE_MAX_AGE_S).toBe(31_536_000);
  });

  test('is Secure on https', () => {
    expect(currencyCookie('USD', { secure: true })).toMatch(/; Secure$/);
  });

  test('is read back by the server as the same currency', () => {
    const header = `langCode=ar; ${currencyCookie('EUR').split(';')[0]}`;
    expect(currencyFromCookie(header, [US_DOLLAR, EURO])).toEqual(EURO);
  });
});
