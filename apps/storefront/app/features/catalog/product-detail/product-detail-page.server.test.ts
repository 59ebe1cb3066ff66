import { describe, expect, test } from 'vitest';

import { parseProductId } from './product-detail-page.server';

describe('parseProductId', () => {
  test('reads a positive whole number', () => {
    expect(parseProductId('32')).toBe(32);
  });

  test('anything else names no product', () => {
    for (const segment of [undefined, '', '0', '-3', '3.5', 'abc', '32abc', ' 32', '1e3', '9999999999999999']) {
      expect(parseProductId(segment), String(segment)).toBeUndefined();
    }
  });
});
