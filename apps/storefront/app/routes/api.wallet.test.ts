import { type BackofficeClient, Messages, PaymentMessages } from '@shop/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import { postJsonTo } from '../lib/http/json-action.test-support';
import { action } from './api.wallet';

const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));
const live = vi.hoisted(() => ({ value: false }));
vi.mock('../features/checkout/payment-setup.server', () => ({ walletIsLive: () => live.value }));

const cart = [{ ProductId: 8, Quantity: 2, productSelectedAttributes: [] }];
const create = { step: 'create', cart, CouponCode: 'WELCOME10', currency: 'EUR', lang: 'en' };

const post = (body: unknown, cookie?: string | null) => postJsonTo(action, 'http://shop.test/api/wallet', body, cookie);

const rows = (...list: unknown[]) => ({ ok: true, rows: list, message: '' }) as never;
const pricedCart = (orderTotal: number, LineStatus = 'ok') =>
  rows({
    productsData: [{ ProductId: 8, LineStatus }],
    cartSubTotal: orderTotal,
    shippingSubTotal: 0,
    orderTotal,
    CurrencyCode: 'EUR',
  });

/** The back-office: the cart costs €14.72, WELCOME10 takes €1.47 off, the wallet answers for each step. */
function backoffice(overrides: Partial<Record<string, unknown>> = {}) {
  call.mockImplementation(async (name) => {
    const answers: Record<string, unknown> = {
      'get-customer-cart-items/cart-data': pricedCart(14.72),
      'get-coupon-code-discount-value/calculate-coupon-discount': rows({
        DiscountValueAfterCouponAppliedWithQuantity: 1.47,
      }),
      'payments/sandbox-wallet-create': rows({ WalletOrderId: 'WLT-1', Status: 'CREATED' }),
      'payments/wallet-create-order': rows({ WalletOrderId: '5O190127TN364715T', Status: 'CREATED' }),
      'payments/sandbox-wallet-approve': rows({ WalletOrderId: 'WLT-1', Status: 'APPROVED' }),
      'payments/sandbox-wallet-capture': rows({ WalletOrderId: 'WLT-1', Status: 'COMPLETED', CaptureJson: '{"id":1}' }),
      'payments/wallet-capture-order': rows({ WalletOrderId: 'PP-1', Status: 'COMPLETED', CaptureJson: '{"id":2}' }),
      ...overrides,
    };
    return answers[name] as never;
  });
}

describe('POST /api/wallet', () => {
  beforeEach(() => {
    call.mockReset();
    live.value = false;
  });

  test("create opens the sandbox wallet for the back-office's total less the coupon, never the browser's", async () => {
    backoffice();

    const answer = await post({ ...create, amount: 0.01 });

    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, walletOrderId: 'WLT-1', status: 'CREATED', amount: 13.25, currency: 'EUR' },
    });
    expect(call).toHaveBeenCalledWith('payments/sandbox-wallet-create', { Amount: 13.25, CurrencyCode: 'EUR' });
  });

  test('live, create and capture go to PayPal through the back-office', async () => {
    live.value = true;
    backoffice();

    expect((await post(create)).body).toMatchObject({ ok: true, walletOrderId: '5O190127TN364715T' });
    expect((await post({ step: 'capture', walletOrderId: 'PP-1', lang: 'en' })).body).toMatchObject({
      ok: true,
      captureJson: '{"id":2}',
    });
    expect(call.mock.calls.map(([name]) => name)).toContain('payments/wallet-create-order');
    expect(call.mock.calls.map(([name]) => name)).toContain('payments/wallet-capture-order');
    // Live approval happens in PayPal's window only.
    expect((await post({ step: 'approve', walletOrderId: 'PP-1', lang: 'en' })).status).toBe(400);
  });

  test('approve then capture gives the capture JSON the order is placed with', async () => {
    backoffice();

    expect((await post({ step: 'approve', walletOrderId: 'WLT-1', lang: 'en' })).body).toEqual({
      ok: true,
      walletOrderId: 'WLT-1',
      status: 'APPROVED',
    });
    expect((await post({ step: 'capture', walletOrderId: 'WLT-1', lang: 'en' })).body).toEqual({
      ok: true,
      walletOrderId: 'WLT-1',
      status: 'COMPLETED',
      captureJson: '{"id":1}',
    });
  });

  test('a coupon no longer valid, or a line that cannot be bought, opens no wallet', async () => {
    backoffice({
      'get-coupon-code-discount-value/calculate-coupon-discount': rows({
        DiscountValueAfterCouponAppliedWithQuantity: 0,
      }),
    });
    expect((await post(create)).body).toEqual({ ok: false, message: Messages.couponInvalid });

    backoffice({ 'get-customer-cart-items/cart-data': pricedCart(14.72, 'out-of-stock') });
    expect((await post(create)).body).toEqual({ ok: false, message: Messages.genericError });
    expect(call.mock.calls.map(([name]) => name)).not.toContain('payments/sandbox-wallet-create');
  });

  test("a wallet order in the wrong state is told in the wallet's words", async () => {
    backoffice({
      'payments/sandbox-wallet-capture': {
        ok: false,
        status: 409,
        message: 'Failed',
        errorMessage: 'The wallet order cannot do that now.',
      },
    });

    expect(await post({ step: 'capture', walletOrderId: 'WLT-1', lang: 'en' })).toMatchObject({
      status: 409,
      body: { ok: false, message: 'The wallet order cannot do that now.' },
    });
  });

  test('only for a signed-in shopper, and only well-formed steps', async () => {
    for (const step of [create, { step: 'approve', walletOrderId: 'WLT-1', lang: 'en' }]) {
      expect(await post(step, null)).toMatchObject({
        status: 401,
        body: { ok: false, message: PaymentMessages.signInToPay },
      });
    }
    expect((await post({ step: 'refund', walletOrderId: 'WLT-1', lang: 'en' })).status).toBe(400);
    expect((await post({ step: 'capture', walletOrderId: 'WLT 1; drop', lang: 'en' })).status).toBe(400);
    expect(call).not.toHaveBeenCalled();
  });

  test('a session the back-office no longer accepts is forgotten, and the shopper asked to log in', async () => {
    backoffice({
      'payments/sandbox-wallet-approve': {
        ok: false,
        status: 401,
        message: 'Failed',
        errorMessage: 'Your session has expired or is not valid. Please log in again.',
      },
    });

    const answer = await post({ step: 'approve', walletOrderId: 'WLT-1', lang: 'en' });

    expect(answer).toMatchObject({ status: 401, body: { ok: false, message: PaymentMessages.signInToPay } });
    expect(answer.setCookie).toMatch(/^shop_session=;.*Max-Age=0/);
  });

  test('too many wallet attempts say how long to wait', async () => {
    const tooMany = 'Too many wallet payment attempts. Please try again in 60 minutes.';
    backoffice({
      'payments/sandbox-wallet-create': { ok: false, status: 429, message: 'Failed', errorMessage: tooMany },
    });

    expect(await post(create)).toMatchObject({ status: 429, body: { ok: false, message: tooMany } });
  });
});
