import { AttributeKind } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import {
  chosenCombination,
  combinationAdjustment,
  offeredColors,
  offeredSizes,
  quantityLimit,
  stockForSelection,
  withChoice,
} from './combinations';
import { sampleCombinations, sampleProduct } from './fixtures.test-data';

const { Color, Size } = AttributeKind;
const WHITE = 3;
const BLACK = 2;
const XS = 1;
const XL = 5;
const product = sampleProduct({ combinations: sampleCombinations });
const summary = (options: { id: number; additionalPrice: number; available: boolean }[]) =>
  options.map((option) => [option.id, option.additionalPrice, option.available]);

describe('chosenCombination and stockForSelection', () => {
  test('wait for both a colour and a size; until then the stock is the product’s in all', () => {
    expect(chosenCombination(product, {})).toBeUndefined();
    expect(chosenCombination(product, { [Color]: WHITE })).toBeUndefined();
    expect(stockForSelection(product, { [Color]: WHITE })).toBe(45);
    expect(chosenCombination(product, { [Color]: WHITE, [Size]: XL })).toEqual(sampleCombinations[1]);
    expect(stockForSelection(product, { [Color]: WHITE, [Size]: XL })).toBe(3);
  });

  test('a sold-out colour × size, or one not sold at all, has nothing to buy', () => {
    expect(stockForSelection(product, { [Color]: BLACK, [Size]: XL })).toBe(0);
    expect(chosenCombination(product, { [Color]: 42, [Size]: XL })).toBeNull();
    expect(stockForSelection(product, { [Color]: 42, [Size]: XL })).toBe(0);
  });

  test('a product that comes in colours only is chosen by its colour; one in neither at once', () => {
    const colours = sampleProduct({
      sizes: [],
      combinations: [
        { colorId: WHITE, sizeId: null, priceAdjustment: 0, stockQuantity: 4 },
        { colorId: BLACK, sizeId: null, priceAdjustment: 1, stockQuantity: 0 },
      ],
    });
    expect(stockForSelection(colours, { [Color]: WHITE })).toBe(4);
    expect(summary(offeredColors(colours, {}))).toEqual([
      [WHITE, 0, true],
      [BLACK, 1, false],
    ]);
    const plain = sampleProduct({
      colors: [],
      sizes: [],
      stockQuantity: 7,
      combinations: [{ colorId: null, sizeId: null, priceAdjustment: 0, stockQuantity: 7 }],
    });
    expect(chosenCombination(plain, {})).toEqual(plain.combinations[0]);
  });

  test('a product without combinations sells from its own stock', () => {
    expect(chosenCombination(sampleProduct(), { [Color]: WHITE, [Size]: XS })).toBeUndefined();
    expect(stockForSelection(sampleProduct(), { [Color]: WHITE, [Size]: XS })).toBe(45);
  });
});

describe('quantityLimit', () => {
  test("is the product's cap, and no more than the chosen combination has left", () => {
    expect(quantityLimit(product, {})).toBe(10);
    expect(quantityLimit(product, { [Color]: WHITE, [Size]: XS })).toBe(10);
    expect(quantityLimit(product, { [Color]: WHITE, [Size]: XL })).toBe(3);
    expect(quantityLimit({ ...product, orderMaximumQuantity: 2 }, { [Color]: WHITE, [Size]: XL })).toBe(2);
    // Nothing left: the cap stays, and adding is refused as out of stock.
    expect(quantityLimit(product, { [Color]: BLACK, [Size]: XL })).toBe(10);
  });
});

describe('combinationAdjustment', () => {
  test("is the chosen combination's, or what every combination still possible agrees on", () => {
    expect(combinationAdjustment(product, { [Color]: BLACK, [Size]: XS })).toBe(2.5);
    // White adds 0 in XS and 4 in XL: not known until the size is chosen.
    expect(combinationAdjustment(product, { [Color]: WHITE })).toBe(0);
    const byColour = sampleProduct({
      combinations: sampleCombinations.map((combination) => ({
        ...combination,
        priceAdjustment: combination.colorId === BLACK ? 2 : 0,
      })),
    });
    expect(combinationAdjustment(byColour, { [Color]: BLACK })).toBe(2);
  });
});

describe('offeredColors and offeredSizes', () => {
  test('offer every size left in some colour until a colour is chosen, then the ones left in it', () => {
    expect(summary(offeredSizes(product, {}))).toEqual([
      [XS, 0, true],
      [XL, 0, true],
    ]);
    expect(summary(offeredSizes(product, { [Color]: BLACK }))).toEqual([
      [XS, 2.5, true],
      [XL, 6.5, false],
    ]);
  });

  test('offer a colour while any of its sizes is left, whatever size is chosen, priced with that size', () => {
    expect(summary(offeredColors(product, { [Size]: XL }))).toEqual([
      [WHITE, 4, true],
      [BLACK, 6.5, true],
    ]);
    const blackSoldOut = sampleProduct({
      combinations: sampleCombinations.map((combination) =>
        combination.colorId === BLACK ? { ...combination, stockQuantity: 0 } : combination,
      ),
    });
    expect(offeredColors(blackSoldOut, {}).map((colour) => colour.available)).toEqual([true, false]);
  });

  test('offer a product’s colours and sizes with their own prices when it has no combinations', () => {
    expect(summary(offeredColors(sampleProduct(), {}))).toEqual([
      [WHITE, 0, true],
      [BLACK, 2.5, true],
    ]);
  });
});

describe('withChoice', () => {
  test('drops a size that is sold out in the newly chosen colour, and keeps one that is not', () => {
    expect(withChoice(product, { [Size]: XL }, Color, BLACK)).toEqual({ [Color]: BLACK });
    expect(withChoice(product, { [Size]: XS }, Color, BLACK)).toEqual({ [Color]: BLACK, [Size]: XS });
    expect(withChoice(product, { [Color]: WHITE, 8: 82 }, Size, XL)).toEqual({ [Color]: WHITE, [Size]: XL, 8: 82 });
    expect(withChoice(product, { [Color]: WHITE, 8: 82 }, 8, undefined)).toEqual({ [Color]: WHITE });
  });
});
