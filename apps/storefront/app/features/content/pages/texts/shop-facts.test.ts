import { describe, expect, test } from 'vitest';

import { arabicDays } from './shop-facts';

describe('arabicDays', () => {
  test('uses the singular for one day and the dual for two', () => {
    expect(arabicDays(1)).toBe('يوم واحد');
    expect(arabicDays(2)).toBe('يومين');
    expect(arabicDays(2, { working: true })).toBe('يومي عمل');
  });

  test('counts three to ten with the plural and from eleven with the singular', () => {
    expect(arabicDays(5)).toBe('5 أيام');
    expect(arabicDays(10, { working: true })).toBe('10 أيام عمل');
    expect(arabicDays(14)).toBe('14 يوماً');
    expect(arabicDays(30)).toBe('30 يوماً');
    expect(arabicDays(11, { working: true })).toBe('11 يوم عمل');
  });
});
