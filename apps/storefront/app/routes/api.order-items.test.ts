import type { BackofficeClient } from '@shop/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import { loader } from './api.order-items';
import type { Route } from './+types/api.order-items';

const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));

const SESSION_COOKIE = 'shop_session=42.abcdefghijklmnopqrstuvwxyz012345';

function get(query: string, cookie: string | null = SESSION_COOKIE) {
  const request = new Request(`http://shop.test/api/order-items?${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return loader({ request, params: {}, context: {} } as unknown as Route.LoaderArgs);
}

/** The answer of a loader that returned `data(...)`. */
function answerOf(result: Awaited<ReturnType<typeof loader>>) {
  const { data, init } = result as unknown as { data: unknown; init?: { status?: number; headers?: HeadersInit } };
  return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
}

async function redirectOf(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

const itemRow = {
  OrderItemID: 11,
  ProductName: 'The Palestinian Kitchen',
  DefaultImageUrl: null,
  Price: 7,
  Quantity: 1,
  OrderItemTotal: 7,
  IsDigitalProduct: true,
  LatestStatusID: 2,
  ShippingStatusID: 2,
};

describe('GET /api/order-items', () => {
  beforeEach(() => {
    call.mockReset();
  });

  test('answers the items of the shopper’s order, privately', async () => {
    call.mockResolvedValue({ ok: true, rows: [itemRow], message: '' });

    const answer = answerOf(await get('orderId=7&lang=en'));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      items: [
        {
          id: 11,
          name: 'The Palestinian Kitchen',
          image: undefined,
          price: 7,
          quantity: 1,
          total: 7,
          digital: 'in-progress',
        },
      ],
    });
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(call).toHaveBeenCalledWith('get-customer-order-history-detail', { OrderId: 7, recordValueJson: '[]' });
  });

  test('sends a visitor to the login page of the language', async () => {
    const response = await redirectOf(get('orderId=7&lang=ar', null));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/ar/login');
    expect(call).not.toHaveBeenCalled();
  });

  test('sends a shopper whose session the back-office refuses to login, forgetting the cookie', async () => {
    call.mockResolvedValue({ ok: false, status: 401, message: 'Failed', errorMessage: 'Token: session ended' });
    const response = await redirectOf(get('orderId=7&lang=en'));
    expect(response.headers.get('Location')).toBe('/en/login');
    expect(response.headers.get('Set-Cookie')).toMatch(/^shop_session=;.*Max-Age=0/);
  });

  test('answers 404 for an order that is not the shopper’s, and the generic message', async () => {
    call.mockResolvedValue({ ok: false, status: 404, message: 'Failed', errorMessage: 'OrderId: no order' });
    expect(answerOf(await get('orderId=8'))).toMatchObject({
      status: 404,
      body: { ok: false, message: 'An error occured. Please try again!' },
    });
  });

  test('refuses an order id that is not one, without calling the back-office', async () => {
    for (const query of ['orderId=abc', 'orderId=0', 'orderId=-3', 'orderId=1.5', '']) {
      expect(answerOf(await get(query)).status).toBe(400);
    }
    expect(call).not.toHaveBeenCalled();
  });

  test('answers 502 when the back-office fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    call.mockResolvedValue({ ok: false, status: 0, message: 'Network error', errorMessage: 'ECONNREFUSED' });
    expect(answerOf(await get('orderId=7')).status).toBe(502);
  });
});
