import { type BackofficeClient, Messages, PaymentMethod, type Problem, problem } from '@shop/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import type { PlaceOrderRequest } from '../features/checkout/place-order-request';
import type { Route } from './+types/api.place-order';
import { action } from './api.place-order';

const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));

const SESSION = 'shop_session=7.abcdefghijklmnopqrstuvwxyz012345';
const KEY = '3b241101-e2bb-4255-8caf-4136c566a962';

const order: PlaceOrderRequest = {
  lang: 'en',
  idempotencyKey: KEY,
  cart: [{ ProductId: 8, Quantity: 2, productSelectedAttributes: [] }],
  OrderNote: '  Ring twice ',
  CouponCode: 'WELCOME10',
  PaymentMethod: PaymentMethod.Card,
  paymentToken: 'tok_sandbox_1',
  payPalOrderConfirmJson: '',
  currency: 'EUR',
};

async function post(body: unknown, cookie: string | null = SESSION) {
  const request = new Request('http://shop.test/api/place-order', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const response = await action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

const refused = (status: number, errorMessage: string) =>
  ({ ok: false, status, message: 'Failed', errorMessage }) as const;
const refusedWith = (status: number, { code, message, values }: Problem) => ({
  ...refused(status, message),
  code,
  values,
});

describe('POST /api/place-order', () => {
  beforeEach(() => {
    call.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  test("places the session's order with the browser's Idempotency-Key and no amount", async () => {
    call.mockResolvedValue({
      ok: true,
      rows: [{ ResponseMsg: 'Order Placed Successfully', OrderId: 12, OrderNumber: 'PS-1' }],
      message: '',
    });

    const answer = await post(order);

    expect(answer).toMatchObject({ status: 200, body: { ok: true, orderNumber: 'PS-1' } });
    expect(call).toHaveBeenCalledWith(
      'post-order/post-customer-order',
      {
        UserID: 7,
        OrderNote: 'Ring twice',
        cartJsonData: '[{"ProductId":8,"productSelectedAttributes":[],"Quantity":2}]',
        CouponCode: 'WELCOME10',
        PaymentMethod: 5,
        paymentToken: 'tok_sandbox_1',
        payPalOrderConfirmJson: '',
        CurrencyCode: 'EUR',
        recordValueJson: '[]',
      },
      { idempotencyKey: KEY },
    );
  });

  test('a visitor is sent to the login page of the language, nothing placed', async () => {
    const answer = await post({ ...order, lang: 'ar' }, null);

    expect(answer).toMatchObject({ status: 401, body: { ok: false, settled: true, signIn: '/ar/login' } });
    expect(call).not.toHaveBeenCalled();
  });

  test('a session the back-office refuses is forgotten and the shopper sent to login', async () => {
    call.mockResolvedValue(refused(401, 'Token: your session has ended'));

    const answer = await post(order);

    expect(answer).toMatchObject({ status: 401, body: { ok: false, signIn: '/en/login' } });
    expect(answer.headers.get('Set-Cookie')).toMatch(/^shop_session=;.*Max-Age=0/);
  });

  test.each([
    [402, problem('CARD_DECLINED')],
    [409, problem('OUT_OF_STOCK', { product: 'Seven-Spice Baharat' })],
    [409, problem('COUPON_INVALID')],
  ])("a %i refusal is told in the back-office's words and settles the attempt", async (status, refusal) => {
    call.mockResolvedValue(refusedWith(status, refusal));

    const answer = await post(order);

    expect(answer).toMatchObject({
      status,
      body: { ok: false, message: refusal.message, code: refusal.code, settled: true },
    });
  });

  test.each([
    [402, problem('CARD_DECLINED'), 'تم رفض بطاقتك.'],
    [409, problem('OUT_OF_STOCK', { product: 'بهارات السبع' }), 'نفدت كمية بهارات السبع.'],
    [409, problem('LOW_STOCK', { product: 'بهارات السبع', left: 2 }), 'بقي 2 فقط من بهارات السبع في المخزون.'],
    [409, problem('COUPON_INVALID'), 'رمز القسيمة غير صالح!'],
  ])('on an Arabic page a %i refusal is told in Arabic, by its code', async (status, refusal, arabic) => {
    call.mockResolvedValue(refusedWith(status, refusal));

    const answer = await post({ ...order, lang: 'ar' });

    expect(answer).toMatchObject({ status, body: { ok: false, message: arabic, code: refusal.code, settled: true } });
  });

  test('the same attempt still being placed keeps the attempt open', async () => {
    const inProgress = problem('ORDER_IN_PROGRESS');
    call.mockResolvedValue(refusedWith(409, inProgress));

    expect((await post(order)).body).toEqual({
      ok: false,
      message: inProgress.message,
      code: 'ORDER_IN_PROGRESS',
      settled: false,
    });
  });

  test('a 409 with the same words but without the code settles the attempt (no sentence is compared)', async () => {
    call.mockResolvedValue(refused(409, problem('ORDER_IN_PROGRESS').message));

    expect((await post(order)).body).toMatchObject({ ok: false, settled: true });
  });

  test.each([
    [0, 'fetch failed'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ])('a %i leaves the outcome unknown: the generic message, attempt kept', async (status, errorMessage) => {
    call.mockResolvedValue(refused(status, errorMessage));

    expect(await post(order)).toMatchObject({
      status: 502,
      body: { ok: false, message: Messages.genericError, settled: false },
    });
  });

  test('other refusals are the generic message and settle the attempt', async () => {
    call.mockResolvedValue(refusedWith(422, problem('IDEMPOTENCY_KEY_REUSED')));

    expect((await post(order)).body).toEqual({ ok: false, message: Messages.genericError, settled: true });
  });

  test('an answer without the success message is not a placed order', async () => {
    call.mockResolvedValue({ ok: true, rows: [{ ResponseMsg: 'Something else' }], message: '' });

    expect((await post(order)).body).toEqual({ ok: false, message: Messages.genericError, settled: true });
  });

  test.each([
    ['a malformed body', { ...order, PaymentMethod: 3 }, Messages.genericError],
    ['an empty cart', { ...order, cart: [] }, Messages.genericError],
    ['a key that is not a UUID', { ...order, idempotencyKey: 'x' }, Messages.genericError],
    ['a coupon of spaces', { ...order, CouponCode: '   ' }, 'Coupon Code is required'],
    ['a note over 1000 characters', { ...order, OrderNote: 'n'.repeat(1001) }, Messages.genericError],
  ])('refuses %s before calling the back-office', async (_case, body, message) => {
    const answer = await post(body);

    expect(answer).toMatchObject({ status: 400, body: { ok: false, message, settled: true } });
    expect(call).not.toHaveBeenCalled();
  });
});
