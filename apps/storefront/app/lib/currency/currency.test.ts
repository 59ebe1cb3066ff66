import { describe, expect, test } from 'vitest';

import { formatAmountIn, formatMoney } from './currency';

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
