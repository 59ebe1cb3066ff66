import { describe, expect, test } from 'vitest';

import { formatPrice } from './money';

describe('formatPrice', () => {
  test('shows the dollar sign and two decimals', () => {
    expect(formatPrice(12)).toBe('$12.00');
    expect(formatPrice(9.5)).toBe('$9.50');
    expect(formatPrice(1250)).toBe('$1,250.00');
  });

  test('rounds to cents', () => {
    expect(formatPrice(19.999)).toBe('$20.00');
    expect(formatPrice(1.005)).toBe('$1.01');
  });
});
