import { roundMoney } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { US_DOLLAR, formatAmountIn, formatMoney, moneyDigits } from './currency';

describe('formatMoney', () => {
  test('shows the dollar sign, thousands and two decimals', () => {
    expect(formatMoney(12, US_DOLLAR)).toBe('$12.00');
    expect(formatMoney(9.5, US_DOLLAR)).toBe('$9.50');
    expect(formatMoney(1250, US_DOLLAR)).toBe('$1,250.00');
    expect(formatMoney(1234567.5, US_DOLLAR)).toBe('$1,234,567.50');
  });

  test('rounds to cents', () => {
    expect(formatMoney(19.999, US_DOLLAR)).toBe('$20.00');
    expect(formatMoney(1.005, US_DOLLAR)).toBe('$1.01');
    expect(formatMoney(0, US_DOLLAR)).toBe('$0.00');
  });
});

describe('moneyDigits', () => {
  test('writes what en-US number formatting with two decimals wrote for the rounded amount', () => {
    const enUs = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 0.01, 0.5, 1, 1.005, 9.99, 99.995, 100, 999.99, 1000, 12345.67, 999999.999, 1e9 + 0.25];
    // And a spread of cents and part-cents over many magnitudes, both signs.
    for (let i = 1; i < 2000; i += 1) amounts.push((i * i * 7.31) / 100, ((i * 104729) % 10000000) / 1000);
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
      expect(moneyDigits(amount), String(amount)).toBe(enUs.format(roundMoney(amount)));
    }
  });
});

describe('formatAmountIn', () => {
  test("shows an amount already in the currency as it is, with that currency's symbol", () => {
    expect(formatAmountIn(1150, 'EUR')).toBe('€1,150.00');
    expect(formatAmountIn(13.245, 'USD')).toBe('$13.25');
  });

  test('is not converted again, unlike a US-dollar amount', () => {
    const euro = { CurrencyCode: 'EUR' as const, Symbol: '€', Rate: 0.92 };
    expect(formatMoney(10, euro)).toBe('€9.20');
    expect(formatAmountIn(9.2, 'EUR')).toBe('€9.20');
  });
});
