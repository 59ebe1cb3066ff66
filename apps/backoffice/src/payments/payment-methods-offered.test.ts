// The owner chooses which payment methods checkout offers (setting payment_methods): a method
// switched off is reported unavailable to the storefront and refused when an order asks for it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentMethod, endpointPath, problem } from '@shop/contract';
import { saveSettings } from '../content/shop-settings-repository';
import { orderableProduct, placeOrderOf, stockOf, type Shopper } from '../../test/support/checkout';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type TestShop } from '../../test/support/test-app';

let shop: TestShop;
let alice: Shopper;
beforeAll(async () => {
  shop = await createTestShop();
  alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'alice@example.com');
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  await saveSettings(shop.db, { paymentMethods: { card: true, wallet: true, cashOnDelivery: true } });
});

const paymentKey = async () => (await shop.call(endpointPath('get-strp-pub-key'), {})).rows;

describe('get-strp-pub-key', () => {
  it('offers every method the shop can take while all are switched on', async () => {
    expect(await paymentKey()).toEqual([
      { PublishableKey: '', Mode: 'sandbox', WalletMode: 'sandbox', CashOnDeliveryOffered: true },
    ]);
  });

  it('answers a switched-off method as unavailable', async () => {
    await saveSettings(shop.db, { paymentMethods: { card: false, wallet: true, cashOnDelivery: false } });
    expect(await paymentKey()).toEqual([
      { PublishableKey: '', Mode: 'unavailable', WalletMode: 'sandbox', CashOnDeliveryOffered: false },
    ]);
    await saveSettings(shop.db, { paymentMethods: { card: true, wallet: false, cashOnDelivery: true } });
    expect(await paymentKey()).toEqual([
      { PublishableKey: '', Mode: 'sandbox', WalletMode: 'unavailable', CashOnDeliveryOffered: true },
    ]);
  });
});

describe('placing an order', () => {
  it('refuses a switched-off method with a 400 naming PaymentMethod, and stores nothing', async () => {
    const product = await orderableProduct(shop);
    const before = { counts: await tableCounts(shop.db), stock: await stockOf(shop, product.id) };
    // At least one method stays on: each is switched off in turn, with only the next one on.
    const onlyOn = [
      { method: PaymentMethod.CashOnDelivery, offered: { card: true, wallet: false, cashOnDelivery: false } },
      { method: PaymentMethod.Card, offered: { card: false, wallet: true, cashOnDelivery: false } },
      { method: PaymentMethod.Wallet, offered: { card: false, wallet: false, cashOnDelivery: true } },
    ];

    for (const { method, offered } of onlyOn) {
      await saveSettings(shop.db, { paymentMethods: offered });
      const refused = await placeOrderOf(shop, alice, product.id, {
        PaymentMethod: method,
        paymentToken: 'tok_unused',
        payPalOrderConfirmJson: '{}',
      });
      expect({
        method,
        status: refused.status,
        code: refused.body.errorCode,
        message: refused.body.errorMessage,
      }).toEqual({
        method,
        status: 400,
        code: 'PAYMENT_METHOD_NOT_OFFERED',
        message: problem('PAYMENT_METHOD_NOT_OFFERED').message,
      });
      expect(refused.body.errorMessage).toMatch(/^PaymentMethod: /);
    }

    const after = { counts: await tableCounts(shop.db), stock: await stockOf(shop, product.id) };
    expect(after.counts.orders).toBe(before.counts.orders);
    expect(after.counts.payments).toBe(before.counts.payments);
    expect(after.stock).toBe(before.stock);
  });

  it('takes a method that is switched on', async () => {
    await saveSettings(shop.db, { paymentMethods: { card: false, wallet: false, cashOnDelivery: true } });
    const product = await orderableProduct(shop);
    const stock = await stockOf(shop, product.id);
    const placed = await placeOrderOf(shop, alice, product.id, { PaymentMethod: PaymentMethod.CashOnDelivery });
    expect(placed.status).toBe(200);
    expect(await stockOf(shop, product.id)).toBe(stock - 1);
  });
});
