import { type BackofficeClient, Messages, PaymentMessages } from '@shop/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import { postJsonTo } from '../lib/http/json-action.test-support';
import { action } from './api.card-token';

const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));

const card = { CardNumber: '4242 4242 4242 4242', ExpiryMonth: 12, ExpiryYear: 2030, Cvc: '123', lang: 'en' };

const post = (body: unknown, cookie?: string | null) =>
  postJsonTo(action, 'http://shop.test/api/card-token', body, cookie);

describe('POST /api/card-token', () => {
  beforeEach(() => {
    call.mockReset();
  });

  test("turns the card into the sandbox provider's token", async () => {
    call.mockResolvedValue({
      ok: true,
      rows: [{ PaymentToken: 'tok_sandbox_abc', Brand: 'visa', Last4: '4242' }],
      message: '',
    });

    expect(await post(card)).toEqual({ status: 200, body: { ok: true, token: 'tok_sandbox_abc' } });
    expect(call).toHaveBeenCalledWith('payments/sandbox-card-token', {
      CardNumber: '4242424242424242',
      ExpiryMonth: 12,
      ExpiryYear: 2030,
      Cvc: '123',
    });
  });

  test("says why the provider refused the card, without the field's name", async () => {
    call.mockResolvedValue({
      ok: false,
      status: 400,
      message: 'Failed',
      errorMessage: 'ExpiryYear: Your card has expired.',
    });

    expect((await post(card)).body).toEqual({ ok: false, message: 'Your card has expired.' });
  });

  test('refuses an incomplete card before calling the provider', async () => {
    expect(await post({ ...card, CardNumber: '4242' })).toEqual({
      status: 400,
      body: { ok: false, message: 'Your card number is incomplete.' },
    });
    expect(call).not.toHaveBeenCalled();
  });

  test('only for a signed-in shopper: without the session nothing is sent on, and the shopper is asked to log in', async () => {
    for (const cookie of [null, 'shop_session=not-a-session', 'other=7.abcdefghijklmnopqrstuvwxyz012345']) {
      expect(await post(card, cookie)).toMatchObject({
        status: 401,
        body: { ok: false, message: PaymentMessages.signInToPay },
      });
    }
    expect(call).not.toHaveBeenCalled();
  });

  test('a session the back-office no longer accepts is forgotten, and the shopper asked to log in', async () => {
    call.mockResolvedValue({
      ok: false,
      status: 401,
      message: 'Failed',
      errorMessage: 'Your session has expired or is not valid. Please log in again.',
    });

    const answer = await post(card);

    expect(answer).toMatchObject({ status: 401, body: { ok: false, message: PaymentMessages.signInToPay } });
    expect(answer.setCookie).toMatch(/^shop_session=;.*Max-Age=0/);
  });

  test('too many card attempts say how long to wait', async () => {
    const tooMany = 'Too many card attempts. Please try again in 60 minutes.';
    call.mockResolvedValue({ ok: false, status: 429, message: 'Failed', errorMessage: tooMany });

    expect(await post(card)).toMatchObject({ status: 429, body: { ok: false, message: tooMany } });
  });

  test('another failure is the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    call.mockResolvedValue({ ok: false, status: 404, message: 'Failed', errorMessage: 'Unknown endpoint' });

    expect(await post(card)).toEqual({ status: 502, body: { ok: false, message: Messages.genericError } });
  });
});
