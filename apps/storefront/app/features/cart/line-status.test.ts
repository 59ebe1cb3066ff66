import { ScreenLabels } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { hasDiscountedLine, isAvailable, lineProblem, type PricedLine, unavailableLines } from './line-status';

const line = (fields: Partial<PricedLine>) => ({ Price: 10, DiscountedPrice: null, ...fields }) as PricedLine;
const labels = ScreenLabels.Cart;

describe('line status', () => {
  test("a line is available when the back-office says 'ok', or says nothing", () => {
    expect(isAvailable(line({ LineStatus: 'ok' }))).toBe(true);
    expect(isAvailable(line({}))).toBe(true);
    expect(isAvailable(line({ LineStatus: 'out-of-stock' }))).toBe(false);
  });

  test('lists the lines an order would be refused for', () => {
    const gone = line({ ProductId: 2, LineStatus: 'not-found' });
    const pricedCart = {
      productsData: [line({ ProductId: 1 }), gone],
      cartSubTotal: 10,
      shippingSubTotal: 0,
      orderTotal: 10,
    };
    expect(unavailableLines(pricedCart)).toEqual([gone]);
    expect(unavailableLines(undefined)).toEqual([]);
  });

  test('says why, with the numbers the back-office gives', () => {
    expect(lineProblem(line({ LineStatus: 'ok' }), labels)).toBeUndefined();
    expect(lineProblem(line({ LineStatus: 'out-of-stock' }), labels)).toBe('Out of stock');
    expect(lineProblem(line({ LineStatus: 'not-found' }), labels)).toBe('No longer available');
    expect(lineProblem(line({ LineStatus: 'insufficient-stock', AvailableQuantity: 3 }), labels)).toBe(
      'Only 3 left in stock',
    );
    expect(lineProblem(line({ LineStatus: 'quantity-exceeded', AvailableQuantity: 4 }), labels)).toBe(
      'At most 4 per order',
    );
    expect(lineProblem(line({ LineStatus: 'invalid-options' }), labels)).toBe(
      'Please choose the options of this product again',
    );
  });

  test('a line selling below its price is discounted (the coupon row hides then)', () => {
    expect(hasDiscountedLine([line({}), line({ DiscountedPrice: 8 })])).toBe(true);
    expect(hasDiscountedLine([line({}), line({ DiscountedPrice: 0 })])).toBe(false);
  });
});
