import { AttributeKind } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { sampleCombinations, sampleProduct } from './fixtures.test-data';
import { additionalPriceOf, priceForSelection, toSelectedAttributes } from './variant-price';

describe('priceForSelection', () => {
  test('without choices is the base price and discounted price', () => {
    expect(priceForSelection(sampleProduct(), {})).toEqual({ price: 89, discountedPrice: 75, sellingPrice: 75 });
  });

  test('adds every chosen value to both the price and the discounted price', () => {
    const selection = { [AttributeKind.Color]: 2, [AttributeKind.Size]: 5, 8: 82, 5: 51 };

    expect(additionalPriceOf(sampleProduct(), selection)).toBe(24.5);
    expect(priceForSelection(sampleProduct(), selection)).toEqual({
      price: 113.5,
      discountedPrice: 99.5,
      sellingPrice: 99.5,
    });
  });

  test('a product without a discount keeps no discounted price, and sells at price plus additions', () => {
    const product = sampleProduct({ discountedPrice: 0 });

    expect(priceForSelection(product, { 8: 82 })).toEqual({ price: 104, discountedPrice: 0, sellingPrice: 104 });
  });

  test('values the product does not offer add nothing', () => {
    expect(additionalPriceOf(sampleProduct(), { [AttributeKind.Color]: 99, 77: 1 })).toBe(0);
  });

  test('rounds to cents', () => {
    const product = sampleProduct({
      price: 0.1,
      discountedPrice: 0,
      variants: [{ attributeId: 9, name: 'W', required: true, values: [{ id: 1, name: 'x', additionalPrice: 0.2 }] }],
    });

    expect(priceForSelection(product, { 9: 1 }).price).toBe(0.3);
  });
});

describe('priceForSelection by colour × size', () => {
  const product = sampleProduct({ combinations: sampleCombinations });

  test("adds the chosen combination's adjustment instead of the colour's and size's prices, and the other values' own", () => {
    // Black in XS adds 2.5 (not Black's 2.5 plus XS's 0 by coincidence: XL below shows the difference).
    expect(priceForSelection(product, { [AttributeKind.Color]: 2, [AttributeKind.Size]: 1, 8: 82 })).toEqual({
      price: 106.5,
      discountedPrice: 92.5,
      sellingPrice: 92.5,
    });
    // White in XL adds 4; XL's own additional price (4) is not added on top.
    expect(priceForSelection(product, { [AttributeKind.Color]: 3, [AttributeKind.Size]: 5 }).sellingPrice).toBe(79);
    expect(
      priceForSelection(
        sampleProduct({ combinations: sampleCombinations.map((c) => ({ ...c, priceAdjustment: 1 })) }),
        { [AttributeKind.Color]: 2, [AttributeKind.Size]: 5 },
      ).sellingPrice,
    ).toBe(76);
  });

  test('before the choice is complete, adds only what every possible combination agrees on', () => {
    expect(priceForSelection(product, { [AttributeKind.Color]: 3 }).sellingPrice).toBe(75);
  });
});

describe('toSelectedAttributes', () => {
  test('lists the choices as cart attributes in attribute id order', () => {
    expect(toSelectedAttributes({ 8: 82, [AttributeKind.Size]: 5, [AttributeKind.Color]: 2 })).toEqual([
      { ProductAttributeID: 1, PrimaryKeyValue: 2 },
      { ProductAttributeID: 2, PrimaryKeyValue: 5 },
      { ProductAttributeID: 8, PrimaryKeyValue: 82 },
    ]);
  });
});
