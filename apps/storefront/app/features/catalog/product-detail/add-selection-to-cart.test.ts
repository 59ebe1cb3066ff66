import { AttributeKind, Messages, StorageKey, selectVariant } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { addSelectionToCart } from './add-selection-to-cart';
import { sampleCombinations, sampleProduct } from './fixtures.test-data';

// The cart lives in localStorage: a map stands in for the browser's.
let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const cart = () => JSON.parse(stored.get(StorageKey.cart) ?? '[]') as unknown[];
const FRAME = 8;
const WHITE = 3;
const BLACK = 2;
const XS = 1;
const XL = 5;

describe('addSelectionToCart', () => {
  it('asks for each missing choice in the spec order, naming the attribute to choose', () => {
    const product = sampleProduct();
    expect(addSelectionToCart(product, {}, 1)).toEqual({
      kind: 'error',
      message: Messages.selectSize,
      missingChoice: AttributeKind.Size,
    });
    expect(addSelectionToCart(product, { [AttributeKind.Size]: XS }, 1)).toEqual({
      kind: 'error',
      message: Messages.selectColor,
      missingChoice: AttributeKind.Color,
    });
    expect(addSelectionToCart(product, { [AttributeKind.Size]: XS, [AttributeKind.Color]: WHITE }, 1)).toEqual({
      kind: 'error',
      message: selectVariant('Frame'),
      missingChoice: FRAME,
    });
    expect(cart()).toEqual([]);
  });

  it('adds the chosen line once, with its choices and the chosen colour’s picture', () => {
    const product = sampleProduct();
    const selection = { [AttributeKind.Color]: BLACK, [AttributeKind.Size]: XS, [FRAME]: 82 };

    expect(addSelectionToCart(product, selection, 2)).toEqual({ kind: 'success', message: Messages.cartItemAdded });
    expect(cart()).toEqual([
      {
        ProductId: product.id,
        productSelectedAttributes: [
          { ProductAttributeID: AttributeKind.Color, PrimaryKeyValue: BLACK },
          { ProductAttributeID: AttributeKind.Size, PrimaryKeyValue: XS },
          { ProductAttributeID: FRAME, PrimaryKeyValue: 82 },
        ],
        Quantity: 2,
        ShippingCharges: 0,
        DefaultImage: '/media/products/blouse-black.svg',
        OrderMaximumQuantity: 0,
      },
    ]);
    expect(addSelectionToCart(product, selection, 1)).toEqual({ kind: 'warning', message: Messages.cartItemExists });
  });

  it('refuses a sold-out choice without pointing at a choice', () => {
    const product = sampleProduct({ combinations: sampleCombinations });
    const soldOut = { [AttributeKind.Color]: BLACK, [AttributeKind.Size]: XL, [FRAME]: 81 };
    expect(addSelectionToCart(product, soldOut, 1)).toEqual({ kind: 'error', message: Messages.outOfStock });
    expect(addSelectionToCart(sampleProduct({ stockQuantity: 0 }), {}, 1)).toEqual({
      kind: 'error',
      message: Messages.outOfStock,
    });
    expect(cart()).toEqual([]);
  });
});
