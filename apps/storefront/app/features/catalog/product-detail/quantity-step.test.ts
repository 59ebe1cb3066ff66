import { describe, expect, test } from 'vitest';

import { stepQuantity } from './quantity-step';

describe('stepQuantity', () => {
  test('minus stops at 1', () => {
    expect(stepQuantity(0, 0)).toEqual({ quantity: 1 });
    expect(stepQuantity(-4, 3)).toEqual({ quantity: 1 });
  });

  test("plus is capped by the product's OrderMaximumQuantity with the spec's warning", () => {
    expect(stepQuantity(3, 3)).toEqual({ quantity: 3 });
    expect(stepQuantity(4, 3)).toEqual({ quantity: 3, warning: 'Can not add more than 3 for this product' });
  });

  test('without a product cap the cap is 10', () => {
    expect(stepQuantity(10, 0)).toEqual({ quantity: 10 });
    expect(stepQuantity(11, null)).toEqual({ quantity: 10, warning: 'Can not add more than 10 for this product' });
  });

  test('typed fractions count whole units', () => {
    expect(stepQuantity(2.7, 0)).toEqual({ quantity: 2 });
  });
});
