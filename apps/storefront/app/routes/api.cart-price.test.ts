import type { BackofficeClient } from '@shop/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import type { Route } from './+types/api.cart-price';
import { action } from './api.cart-price';

const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));

async function post(body: unknown) {
  const response = await action({
    request: new Request('http://shop.test/api/cart-price', { method: 'POST', body: JSON.stringify(body) }),
    params: {},
    context: {},
  } as unknown as Route.ActionArgs);
  return { status: response.status, body: (await response.json()) as unknown };
}

const cart = [{ ProductId: 8, Quantity: 1, productSelectedAttributes: [] }];
const priced = { productsData: [], cartSubTotal: 7.36, shippingSubTotal: 0, orderTotal: 7.36, CurrencyCode: 'EUR' };

describe('POST /api/cart-price', () => {
  beforeEach(() => {
    call.mockReset();
  });

  test("prices the cart in the shopper's currency", async () => {
    call.mockResolvedValue({ ok: true, rows: [priced], message: '' } as never);

    expect(await post({ cart, currency: 'EUR' })).toEqual({ status: 200, body: priced });
    expect(call).toHaveBeenCalledWith('get-customer-cart-items/cart-data', {
      cartJsonData: '[{"ProductId":8,"productSelectedAttributes":[],"Quantity":1}]',
      CurrencyCode: 'EUR',
      recordValueJson: '[]',
    });
  });

  test('in US dollars when no currency is named', async () => {
    call.mockResolvedValue({ ok: true, rows: [{ ...priced, CurrencyCode: 'USD' }], message: '' } as never);

    await post({ cart });

    expect(call.mock.calls[0]?.[1]).toMatchObject({ CurrencyCode: 'USD' });
  });

  test('an empty cart needs no call and answers in the currency asked', async () => {
    expect((await post({ cart: [], currency: 'EUR' })).body).toMatchObject({ orderTotal: 0, CurrencyCode: 'EUR' });
    expect(call).not.toHaveBeenCalled();
  });
});
