import { describe, expect, test } from 'vitest';

import { CartPriceRequest } from './cart-price-request.server';

describe('CartPriceRequest', () => {
  test('keeps only what prices a line, with the language', () => {
    const parsed = CartPriceRequest.parse({
      cart: [{ ProductId: 3, Quantity: 2, productSelectedAttributes: [], DefaultImage: '/x.svg', ShippingCharges: 0 }],
      lang: 'ar',
    });
    expect(parsed).toEqual({ cart: [{ ProductId: 3, Quantity: 2, productSelectedAttributes: [] }], lang: 'ar' });
  });

  test("keeps the shopper's currency, and refuses one the shop does not sell in", () => {
    expect(CartPriceRequest.parse({ cart: [], currency: 'EUR' }).currency).toBe('EUR');
    expect(CartPriceRequest.safeParse({ cart: [], currency: 'GBP' }).success).toBe(false);
  });

  test('refuses a body without a cart, a bad line or an unknown language', () => {
    expect(CartPriceRequest.safeParse({}).success).toBe(false);
    expect(CartPriceRequest.safeParse({ cart: [{ ProductId: 3, Quantity: 0 }] }).success).toBe(false);
    expect(CartPriceRequest.safeParse({ cart: [], lang: 'fr' }).success).toBe(false);
  });
});
