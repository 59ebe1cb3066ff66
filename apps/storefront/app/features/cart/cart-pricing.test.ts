import { describe, expect, test } from 'vitest';

import type { PricedCart } from './cart-price-request';
import type { CartItem } from './cart-store';
import { cartPricingKey, pricedLineFor, withOrderCaps } from './cart-pricing';

const item = (ProductId: number, Quantity = 1, extra: Partial<CartItem> = {}): CartItem => ({
  ProductId,
  productSelectedAttributes: [],
  Quantity,
  ShippingCharges: 0,
  DefaultImage: '',
  ...extra,
});

const line = (ProductId: number, OrderMaximumQuantity: number | null): PricedCart['productsData'][number] => ({
  ProductId,
  ProductName: `Product ${ProductId}`,
  Price: 10,
  DiscountedPrice: null,
  Quantity: 1,
  ShippingCharges: 0,
  OrderMaximumQuantity,
  ColorName: null,
  SizeShortName: null,
  ProductVariantCombination: null,
  ProductImagesJson: [],
  ItemSubTotal: 10,
});

describe('cartPricingKey', () => {
  test('changes with products, options and quantities', () => {
    const base = cartPricingKey([item(1, 2)]);
    expect(cartPricingKey([item(1, 3)])).not.toBe(base);
    expect(cartPricingKey([item(2, 2)])).not.toBe(base);
    expect(
      cartPricingKey([item(1, 2, { productSelectedAttributes: [{ ProductAttributeID: 3, PrimaryKeyValue: 1 }] })]),
    ).not.toBe(base);
  });

  test('ignores what does not change a price: pictures and caps', () => {
    expect(cartPricingKey([item(1, 2, { DefaultImage: '/x.svg', OrderMaximumQuantity: 4 })])).toBe(
      cartPricingKey([item(1, 2)]),
    );
  });
});

describe('pricedLineFor', () => {
  test('finds the line of a product, or nothing before pricing', () => {
    const pricedCart: PricedCart = {
      productsData: [line(1, 0), line(2, 5)],
      cartSubTotal: 20,
      shippingSubTotal: 0,
      orderTotal: 20,
    };
    expect(pricedLineFor(pricedCart, 2)?.OrderMaximumQuantity).toBe(5);
    expect(pricedLineFor(pricedCart, 3)).toBeUndefined();
    expect(pricedLineFor(undefined, 1)).toBeUndefined();
  });
});

describe('withOrderCaps', () => {
  test("copies the back-office's caps into the cart", () => {
    expect(withOrderCaps([item(1), item(2)], [line(1, 4), line(2, 0)])).toEqual([
      item(1, 1, { OrderMaximumQuantity: 4 }),
      item(2),
    ]);
  });

  test('null when every cap is known already (no cap and 0 are the same)', () => {
    expect(withOrderCaps([item(1, 1, { OrderMaximumQuantity: 4 }), item(2)], [line(1, 4), line(2, null)])).toBeNull();
    expect(withOrderCaps([item(1)], [])).toBeNull();
  });
});
