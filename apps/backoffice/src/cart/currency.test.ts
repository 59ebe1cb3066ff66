// Prices are shown in the currencies the owner offers: euros switched off are refused, as a
// currency the shop never had is (the storefront then falls back to US dollars).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { saveSettings } from '../content/shop-settings-repository';
import { orderableProduct } from '../../test/support/checkout';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { pricingCurrency } from './currency';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await saveSettings(shop.db, { eurPerUsd: 0.9 });
});
afterAll(async () => {
  await shop?.close();
});

const priceIn = async (currency: 'USD' | 'EUR') => {
  const product = await orderableProduct(shop);
  return shop.call(endpointPath('get-customer-cart-items/cart-data'), {
    cartJsonData: JSON.stringify([{ ProductId: product.id, productSelectedAttributes: [], Quantity: 1 }]),
    CurrencyCode: currency,
  });
};

describe('pricingCurrency', () => {
  it('prices in euros at the saved rate while euros are offered', async () => {
    await saveSettings(shop.db, { currencies: ['USD', 'EUR'] });
    expect(await pricingCurrency(shop.db, 'EUR')).toEqual({ code: 'EUR', rate: 0.9 });
    expect((await priceIn('EUR')).status).toBe(200);
  });

  it('refuses euros the owner switched off, rate or not, and keeps US dollars', async () => {
    await saveSettings(shop.db, { currencies: ['USD'] });
    expect(await pricingCurrency(shop.db, 'EUR')).toBeUndefined();
    expect(await pricingCurrency(shop.db, 'USD')).toEqual({ code: 'USD', rate: 1 });

    const refused = await priceIn('EUR');
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('CurrencyCode: this currency is not offered by the shop');
    expect((await priceIn('USD')).status).toBe(200);
  });
});
