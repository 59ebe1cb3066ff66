import { describe, expect, it } from 'vitest';
import { amountText, centsOf, formatCents, westernDigits } from './money';

describe('centsOf', () => {
  it('reads dollars typed with up to two decimals as whole cents', () => {
    expect(centsOf('5')).toBe(500);
    expect(centsOf('5.5')).toBe(550);
    expect(centsOf(' 5.05 ')).toBe(505);
    expect(centsOf('0')).toBe(0);
    expect(centsOf('1,250.00')).toBe(125_000);
    // 0.29 * 100 is 28.999… in floating point: cents are counted, not multiplied.
    expect(centsOf('0.29')).toBe(29);
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(centsOf('٥٫٥٠')).toBe(550);
    expect(centsOf('١٬٢٥٠')).toBe(125_000);
    expect(centsOf('۱۲')).toBe(1200);
  });

  it('refuses what is not an amount, rather than guessing', () => {
    for (const text of ['', 'abc', '-5', '5.123', '5,50', '1,25', '5.', '.5', '5 000', '1e3', '$5']) {
      expect(centsOf(text), text).toBeUndefined();
    }
  });
});

describe('amountText', () => {
  it('writes cents as an input value that reads back the same', () => {
    expect(amountText(500)).toBe('5.00');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(123_456)).toBe('1234.56');
    for (const cents of [0, 1, 99, 100, 12_345, 100_000_000]) expect(centsOf(amountText(cents))).toBe(cents);
  });
});

describe('formatCents', () => {
  it('shows dollars with the plain $ sign, in Arabic-Indic digits in Arabic', () => {
    expect(formatCents(500, 'en-GB')).toBe('$5.00');
    expect(westernDigits(formatCents(500, 'ar-EG'))).toMatch(/5\.00/);
    expect(formatCents(500, 'ar-EG')).toMatch(/٥٫٠٠/);
    // Kept whole in right-to-left text, not drawn as "$US".
    expect(formatCents(500, 'ar-EG')).toContain('\u2068US$\u2069');
  });
});
