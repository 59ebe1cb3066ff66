import { CartResultRow } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { CartPriceResult, PricedCart } from './cart-price-result';

// The back-office's row as it arrives: numbers as text, the line's pictures as JSON text.
const wireRow = {
  productsData: [
    {
      ProductId: '8',
      ProductName: 'Olive oil soap',
      Price: '12.5',
      DiscountedPrice: null,
      Quantity: 2,
      ShippingCharges: 3,
      OrderMaximumQuantity: null,
      ColorName: 'Green',
      SizeShortName: null,
      ProductVariantCombination: null,
      ProductImagesJson: '[{"AttachmentURL":"/img/soap.webp","ColorID":null}]',
      ItemSubTotal: 28,
      LineStatus: 'ok',
      AvailableQuantity: 9,
    },
  ],
  cartSubTotal: 25,
  shippingSubTotal: 3,
  orderTotal: 28,
  CurrencyCode: 'EUR',
};

/** What `routes/api.cart-price.ts` sends: the row as the back-office client parsed it, as JSON. */
const answered = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('PricedCart', () => {
  test('reads the priced cart the storefront answers exactly as the server parsed it', () => {
    const row = CartResultRow.parse(wireRow);
    expect(PricedCart.parse(answered(row))).toEqual(row);
  });
});

describe('CartPriceResult', () => {
  test('is the priced cart, or why it could not be priced', () => {
    const row = CartResultRow.parse(wireRow);
    expect(CartPriceResult.parse(answered(row))).toEqual(row);
    expect(CartPriceResult.parse({ errorMessage: 'An error occured. Please try again later!' })).toEqual({
      errorMessage: 'An error occured. Please try again later!',
    });
    expect(CartPriceResult.safeParse({ productsData: '[]' }).success).toBe(false);
  });
});
