import { type BackofficeClient, Messages } from '@shop/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import type { CouponRequest } from '../features/checkout/coupon-request';
import type { Route } from './+types/api.coupon';
import { action } from './api.coupon';

const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));

const request: CouponRequest = {
  CouponCode: ' WELCOME10 ',
  cart: [{ ProductId: 8, Quantity: 2, productSelectedAttributes: [] }],
  currency: 'EUR',
  lang: 'en',
};

async function post(body: unknown) {
  const response = await action({
    request: new Request('http://shop.test/api/coupon', { method: 'POST', body: JSON.stringify(body) }),
    params: {},
    context: {},
  } as unknown as Route.ActionArgs);
  return { status: response.status, body: (await response.json()) as unknown };
}

const discountOf = (value: number | null) => ({
  ok: true as const,
  rows: [{ DiscountValueAfterCouponAppliedWithQuantity: value }],
  message: '',
});

describe('POST /api/coupon', () => {
  beforeEach(() => {
    call.mockReset();
  });

  test("answers the back-office's discount for the cart, in the currency asked", async () => {
    call.mockResolvedValue(discountOf(1.47));

    expect(await post(request)).toEqual({ status: 200, body: { ok: true, discount: 1.47 } });
    expect(call).toHaveBeenCalledWith('get-coupon-code-discount-value/calculate-coupon-discount', {
      CouponCode: 'WELCOME10',
      cartJsonData: '[{"ProductId":8,"productSelectedAttributes":[],"Quantity":2}]',
      CurrencyCode: 'EUR',
      recordValueJson: '[]',
    });
  });

  test.each([0, null])("a discount of %j is 'Invalid coupon code!'", async (value) => {
    call.mockResolvedValue(discountOf(value));

    expect((await post(request)).body).toEqual({ ok: false, message: Messages.couponInvalid });
  });

  test("a code the back-office refuses is 'Invalid coupon code!'", async () => {
    call.mockResolvedValue({ ok: false, status: 400, message: 'Failed', errorMessage: 'CouponCode: bad' });

    expect((await post(request)).body).toEqual({ ok: false, message: Messages.couponInvalid });
  });

  test('a back-office failure is the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    call.mockResolvedValue({ ok: false, status: 500, message: 'Failed', errorMessage: 'boom' });

    expect(await post(request)).toEqual({ status: 502, body: { ok: false, message: Messages.genericError } });
  });

  test("checks the spec's coupon rule first, without calling the back-office", async () => {
    expect(await post({ ...request, CouponCode: '  ' })).toEqual({
      status: 400,
      body: { ok: false, message: 'Coupon Code is required' },
    });
    expect((await post({ ...request, CouponCode: 'C'.repeat(31) })).body).toEqual({
      ok: false,
      message: 'Coupon Code max length should be 30 characters',
    });
    expect(call).not.toHaveBeenCalled();
  });
});
