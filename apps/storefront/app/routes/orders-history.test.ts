import type { BackofficeClient } from '@shop/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import { loader } from './orders-history';
import type { Route } from './+types/orders-history';

const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));

const SESSION_COOKIE = 'shop_session=42.abcdefghijklmnopqrstuvwxyz012345';

function open(lang: string | undefined, cookie: string | null = SESSION_COOKIE) {
  const request = new Request(`http://shop.test/${lang ?? ''}/orders-history`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return loader({ request, params: { lang }, context: {} } as unknown as Route.LoaderArgs);
}

async function thrownBy(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeDefined();
  return thrown as Response & { data?: unknown; init?: { status?: number } };
}

describe('the orders history loader', () => {
  beforeEach(() => {
    call.mockReset();
  });

  test('lists the session user’s orders with dd-mm-yyyy dates, privately', async () => {
    call.mockResolvedValue({
      ok: true,
      message: '',
      rows: [
        {
          OrderId: 7,
          OrderNumber: 'PS-261122-N2SHZ4',
          OrderDateUTC: '2026-11-22T10:00:00.000Z',
          LatestStatusName: 'Active',
          TotalItems: 2,
          OrderTotal: 24.5,
          CurrencyCode: 'USD',
        },
      ],
    });

    const result = (await open('en')) as unknown as {
      data: { orders: unknown[] };
      init: { headers: Record<string, string> };
    };

    expect(call).toHaveBeenCalledWith('get-customer-order-history-master', { UserId: 42, recordValueJson: '[]' });
    expect(result.data.orders).toEqual([
      {
        id: 7,
        number: 'PS-261122-N2SHZ4',
        date: '22-11-2026',
        statusName: 'Active',
        totalItems: 2,
        total: 24.5,
        currencyCode: 'USD',
      },
    ]);
    expect(result.init.headers['Cache-Control']).toBe('private, no-store');
  });

  test('sends a visitor to the login page of the page language', async () => {
    const response = await thrownBy(open('ar', null));
    expect(response.headers.get('Location')).toBe('/ar/login');
    expect(call).not.toHaveBeenCalled();
  });

  test('sends a shopper whose session the back-office refuses to login, forgetting the cookie', async () => {
    call.mockResolvedValue({ ok: false, status: 401, message: 'Failed', errorMessage: 'Token: session ended' });
    const response = await thrownBy(open(undefined));
    expect(response.headers.get('Location')).toBe('/en/login');
    expect(response.headers.get('Set-Cookie')).toMatch(/^shop_session=;/);
  });

  test('shows the error page when the back-office fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    call.mockResolvedValue({ ok: false, status: 0, message: 'Network error', errorMessage: 'ECONNREFUSED' });
    const thrown = await thrownBy(open('en'));
    expect(thrown.init?.status).toBe(502);
  });
});
