import { describe, expect, test } from 'vitest';

import { chosenOptions, chosenOptionsText, parseVariantCombination } from './chosen-options';
import type { PricedLine } from './line-status';

describe('parseVariantCombination', () => {
  test("reads the back-office's 'Name: Value, Name: Value'", () => {
    expect(parseVariantCombination('Bottle size: 500 ml, Gift wrap: Gift wrap with tatreez ribbon')).toEqual([
      { attribute: 'Bottle size', value: '500 ml' },
      { attribute: 'Gift wrap', value: 'Gift wrap with tatreez ribbon' },
    ]);
  });

  test('keeps a comma inside a value', () => {
    expect(parseVariantCombination('Weight: Family tray, 1 kg, Gift wrap: Yes')).toEqual([
      { attribute: 'Weight', value: 'Family tray, 1 kg' },
      { attribute: 'Gift wrap', value: 'Yes' },
    ]);
  });

  test('nothing chosen is an empty list; a text without names is one value', () => {
    expect(parseVariantCombination(null)).toEqual([]);
    expect(parseVariantCombination('  ')).toEqual([]);
    expect(parseVariantCombination('Standard')).toEqual([{ attribute: '', value: 'Standard' }]);
  });
});

describe('chosenOptions', () => {
  const line = (fields: Partial<PricedLine>) =>
    ({ ColorName: null, SizeShortName: null, ProductVariantCombination: null, ...fields }) as PricedLine;

  test('colour and size first, named in the page language, then the other variants', () => {
    expect(
      chosenOptions(line({ ColorName: 'أسود', SizeShortName: 'S', ProductVariantCombination: 'التغليف: نعم' }), {
        color: 'اللون',
        size: 'المقاس',
      }),
    ).toEqual([
      { attribute: 'اللون', value: 'أسود' },
      { attribute: 'المقاس', value: 'S' },
      { attribute: 'التغليف', value: 'نعم' },
    ]);
  });

  test('a line without options has none', () => {
    expect(chosenOptions(line({}), { color: 'Color', size: 'Size' })).toEqual([]);
  });
});

describe('chosenOptionsText', () => {
  const line = (fields: Partial<PricedLine>) =>
    ({ ColorName: null, SizeShortName: null, ProductVariantCombination: null, ...fields }) as PricedLine;

  test('says every choice in one line, as the cart drawer and checkout show it', () => {
    expect(
      chosenOptionsText(line({ ColorName: 'Black', SizeShortName: 'M', ProductVariantCombination: 'Gift wrap: Yes' }), {
        color: 'Color',
        size: 'Size',
      }),
    ).toBe('Color: Black · Size: M · Gift wrap: Yes');
  });

  test('is empty for a line without choices (the drawer then says "Standard")', () => {
    expect(chosenOptionsText(line({}), { color: 'Color', size: 'Size' })).toBe('');
  });
});
