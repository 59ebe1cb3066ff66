import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { orderableProduct, placeOrderOf, sessionHeaders, stockOf, type Shopper } from '../../test/support/checkout';
import { payPalEnv, startFakePayPal, type FakePayPal } from '../../test/support/fake-paypal';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { centsToPayPalValue, payPalValueToCents } from './paypal-wallet';

let paypal: FakePayPal;
let shop: TestShop;
let alice: Shopper;
let bob: Shopper;

beforeAll(async () => {
  paypal = await startFakePayPal();
  shop = await createTestShop({ env: payPalEnv(paypal) });
  const home = (await findPlaces(shop)).home;
  alice = await signUpAndLogIn(shop, home, 'alice@example.com');
  bob = await signUpAndLogIn(shop, home, 'bob@example.com');
});
afterAll(async () => {
  await shop?.close();
  await paypal?.close();
});

const createOrder = (cents: number, currency = 'USD', shopper = alice) =>
  shop.call(
    endpointPath('payments/wallet-create-order'),
    { Amount: cents / 100, CurrencyCode: currency },
    sessionHeaders(shopper),
  );
const captureOrder = (walletOrderId: string, shopper = alice) =>
  shop.call(endpointPath('payments/wallet-capture-order'), { WalletOrderId: walletOrderId }, sessionHeaders(shopper));
const payByWallet = (payPalOrderConfirmJson: string) => ({
  PaymentMethod: PaymentMethod.Wallet,
  payPalOrderConfirmJson,
});

/** A PayPal order for `cents`, approved by the buyer and captured through the back-office: its CaptureJson. */
async function paidWalletOrder(cents: number): Promise<{ id: string; captureJson: string; captureId: string }> {
  const created = await createOrder(cents);
  const id = created.rows[0]!.WalletOrderId as string;
  paypal.approve(id);
  const captured = await captureOrder(id);
  expect(captured.status).toBe(200);
  return { id, captureJson: captured.rows[0]!.CaptureJson as string, captureId: paypal.orders.get(id)!.capture!.id };
}

async function orderState(productId: number) {
  const counts = await tableCounts(shop.db);
  return { orders: counts.orders, payments: counts.payments, stock: await stockOf(shop, productId) };
}

describe('PayPal amounts', () => {
  it('converts between cents and PayPal decimal strings exactly', () => {
    expect(centsToPayPalValue(1250)).toBe('12.50');
    expect(centsToPayPalValue(7)).toBe('0.07');
    expect(centsToPayPalValue(100_000_000_00)).toBe('100000000.00');
    expect(payPalValueToCents('12.50')).toBe(1250);
    expect(payPalValueToCents('12.5')).toBe(1250);
    expect(payPalValueToCents('0.07')).toBe(7);
    expect(payPalValueToCents('19')).toBe(1900);
    expect(payPalValueToCents('1.005')).toBeUndefined();
    expect(payPalValueToCents('-1.00')).toBeUndefined();
  });
});

describe('live wallet payments through PayPal', () => {
  it('creates the PayPal order on the server: intent CAPTURE, the amount, no shipping, a PayPal-Request-Id', async () => {
    const created = await createOrder(1250);
    expect(created.status).toBe(200);
    const row = created.rows[0]!;
    expect(row).toEqual({ WalletOrderId: expect.stringMatching(/^[A-Z0-9]{17}$/), Status: 'CREATED' });
    const [request] = paypal.requestsTo('POST', '/v2/checkout/orders').slice(-1);
    expect(request!.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '12.50' } }],
      application_context: { shipping_preference: 'NO_SHIPPING' },
    });
    expect(request!.headers['paypal-request-id']).toMatch(/^create-[0-9a-f-]{36}$/);
    expect(request!.headers.authorization).toMatch(/^Bearer A21AA/);

    // The sandbox's wallet calls are not served; the card stays in the sandbox.
    expect(
      (
        await shop.call(
          endpointPath('payments/sandbox-wallet-create'),
          { Amount: 1, CurrencyCode: 'USD' },
          sessionHeaders(alice),
        )
      ).status,
    ).toBe(404);
    expect((await shop.call(endpointPath('get-strp-pub-key'), {})).rows[0]).toEqual({
      PublishableKey: '',
      Mode: 'sandbox',
      WalletMode: 'live',
      CashOnDeliveryOffered: true,
    });
    expect(
      (await shop.call(endpointPath('payments/wallet-create-order'), { Amount: 0, CurrencyCode: 'USD' })).status,
    ).toBe(400);
  });

  it('creates and captures only for a signed-in shopper: without a session PayPal is never asked', async () => {
    const asked = paypal.requests.length;
    const create = await shop.call(endpointPath('payments/wallet-create-order'), { Amount: 1, CurrencyCode: 'USD' });
    const capture = await shop.call(endpointPath('payments/wallet-capture-order'), { WalletOrderId: 'ANYORDER1' });
    expect([create.status, capture.status]).toEqual([401, 401]);
    expect(paypal.requests.length).toBe(asked);
  });

  it('captures only an approved order, once, and answers the capture without the payer', async () => {
    const created = await createOrder(999);
    const id = created.rows[0]!.WalletOrderId as string;
    const early = await captureOrder(id);
    expect(early.status).toBe(409);
    expect((await captureOrder('NOSUCHORDER123')).status).toBe(404);

    paypal.approve(id);
    const captured = await captureOrder(id);
    expect(captured.rows[0]).toMatchObject({ WalletOrderId: id, Status: 'COMPLETED' });
    const captureJson = captured.rows[0]!.CaptureJson as string;
    expect(JSON.parse(captureJson)).toEqual({
      id,
      status: 'COMPLETED',
      purchase_units: [
        {
          payments: {
            captures: [
              {
                id: paypal.orders.get(id)!.capture!.id,
                status: 'COMPLETED',
                amount: { currency_code: 'USD', value: '9.99' },
              },
            ],
          },
        },
      ],
    });
    expect(captureJson).not.toContain('buyer@example.com');
    const [request] = paypal.requestsTo('POST', `/v2/checkout/orders/${id}/capture`).slice(-1);
    expect(request!.headers['paypal-request-id']).toBe(`capture-${id}`);

    // Capturing again is PayPal's idempotent replay: the same capture, never a second one.
    const again = await captureOrder(id);
    expect(again.rows[0]!.CaptureJson).toBe(captureJson);
  });

  it('places the order with a capture PayPal confirms for the total, and refuses to use it again', async () => {
    const product = await orderableProduct(shop);
    const paid = await paidWalletOrder(product.total);
    const placed = await placeOrderOf(shop, alice, product.id, payByWallet(paid.captureJson));
    expect(placed.status).toBe(200);
    expect(paypal.requestsTo('GET', `/v2/checkout/orders/${paid.id}`)).toHaveLength(1);
    const [payment] = await queryRows<{ provider: string; provider_reference: string; amount: number }>(
      shop.db,
      sql`SELECT provider, provider_reference, amount FROM payments WHERE order_id = ${placed.rows[0]!.OrderId as number}`,
    );
    expect(payment).toEqual({ provider: 'paypal', provider_reference: paid.captureId, amount: product.total });

    // The PayPal buttons' onApprove data names the same order: still the same capture.
    for (const confirmation of [paid.captureJson, JSON.stringify({ orderID: paid.id })]) {
      const before = await orderState(product.id);
      const reused = await placeOrderOf(shop, bob, product.id, payByWallet(confirmation));
      expect(reused.status).toBe(409);
      expect(reused.body.errorMessage).toBe('This payment was already used for another order.');
      expect(await orderState(product.id)).toEqual(before);
    }
    // The capture pays for Alice's order: it is not given back.
    expect(paypal.refunded).not.toContain(paid.captureId);
  });

  it('refuses a capture for another amount and gives it back', async () => {
    const product = await orderableProduct(shop);
    const short = await paidWalletOrder(product.total - 1);
    const before = await orderState(product.id);
    const refused = await placeOrderOf(shop, bob, product.id, payByWallet(short.captureJson));
    expect(refused.status).toBe(402);
    expect(refused.body.errorMessage).toBe('The wallet payment does not match the order total.');
    expect(await orderState(product.id)).toEqual(before);
    expect(paypal.refunded).toContain(short.captureId);
    const [refund] = paypal.requestsTo('POST', `/v2/payments/captures/${short.captureId}/refund`);
    expect(refund!.headers['paypal-request-id']).toBe(`refund-${short.captureId}`);
  });

  it('believes PayPal, not the confirmation: other currencies, unfinished and unknown orders are refused', async () => {
    const product = await orderableProduct(shop);
    const value = centsToPayPalValue(product.total);

    // Paid in euros for a dollar order: refused and given back.
    const euros = paypal.addOrder({ status: 'COMPLETED', amount: { currency_code: 'EUR', value } });
    const inEuros = await placeOrderOf(shop, bob, product.id, payByWallet(JSON.stringify({ id: euros.id })));
    expect(inEuros.status).toBe(402);
    expect(paypal.refunded).toContain(euros.capture!.id);

    // Approved but never captured, though the confirmation claims a completed capture: nothing was taken.
    const approved = paypal.addOrder({ status: 'APPROVED', amount: { currency_code: 'USD', value } });
    const forged = JSON.stringify({
      id: approved.id,
      status: 'COMPLETED',
      purchase_units: [
        { payments: { captures: [{ id: 'FORGED', status: 'COMPLETED', amount: { currency_code: 'USD', value } }] } },
      ],
    });
    // A capture PayPal still holds as pending has not paid yet either.
    const pending = paypal.addOrder({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      captureStatus: 'PENDING',
    });
    for (const confirmation of [forged, JSON.stringify({ id: pending.id }), JSON.stringify({ id: 'UNKNOWNORDER1' })]) {
      const before = await orderState(product.id);
      const refused = await placeOrderOf(shop, bob, product.id, payByWallet(confirmation));
      expect(refused.status, confirmation).toBe(402);
      expect(refused.body.errorMessage).toBe('The wallet payment was not completed.');
      expect(await orderState(product.id)).toEqual(before);
    }
    expect(paypal.refunded).not.toContain(pending.capture!.id);

    for (const unreadable of ['not json', '{"id":"../../v1/oauth2/token"}', '{}']) {
      const refused = await placeOrderOf(shop, bob, product.id, payByWallet(unreadable));
      expect(refused.status).toBe(402);
      expect(refused.body.errorMessage).toContain('payPalOrderConfirmJson');
    }
  });

  it('asks PayPal for an access token once and reuses it', () => {
    expect(paypal.requestsTo('POST', '/v1/oauth2/token')).toHaveLength(1);
    expect(paypal.requests.length).toBeGreaterThan(10);
  });
});
