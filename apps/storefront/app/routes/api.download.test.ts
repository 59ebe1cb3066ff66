import type { BackofficeClient } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { loader } from './api.download';
import type { Route } from './+types/api.download';

// Labels come from the back-office's localization endpoint for Arabic pages.
const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const SESSION_COOKIE = `shop_session=42.${TOKEN}`;
const PDF = '%PDF-1.4 recipes';

const upstreamUrls: string[] = [];
function backofficeAnswers(response: () => Response) {
  vi.stubGlobal('fetch', async (url: string) => {
    upstreamUrls.push(url);
    return response();
  });
}

function download(path: string, cookie: string | null = SESSION_COOKIE) {
  const url = new URL(`http://shop.test${path}`);
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  const orderItemId = url.pathname.split('/').pop()!;
  return loader({ request, params: { orderItemId }, context: {} } as unknown as Route.LoaderArgs);
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe('GET /api/download/{orderItemId}', () => {
  beforeEach(() => {
    upstreamUrls.length = 0;
    call.mockReset();
    call.mockResolvedValue({
      ok: true,
      message: '',
      rows: [
        {
          labelsJsonData: [
            { labelHtmlId: 'lbl_orders_download_unavailable', text: 'هذا التنزيل غير متاح.' },
            { labelHtmlId: 'lbl_orders_back_to_history', text: 'العودة إلى سجل الطلبات' },
          ],
        },
      ],
    } as unknown as Awaited<ReturnType<BackofficeClient['call']>>);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('streams the back-office’s file with its type and name, never cached, the token kept server-side', async () => {
    backofficeAnswers(
      () =>
        new Response(PDF, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Length': String(PDF.length),
            'Content-Disposition': `attachment; filename="recipes.pdf"; filename*=UTF-8''recipes.pdf`,
            'X-Powered-By': 'back-office',
          },
        }),
    );

    const response = await download('/api/download/11?name=Recipes&lang=en');

    expect(upstreamUrls).toEqual([`http://127.0.0.1:4000/api/v1/common/download-digital-file/11/${TOKEN}`]);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PDF);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `attachment; filename="recipes.pdf"; filename*=UTF-8''recipes.pdf`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  test('names the file after the product with the extension of its type when the host names none', async () => {
    backofficeAnswers(() => new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } }));
    const response = await download(
      `/api/download/11?${new URLSearchParams({ name: 'The Palestinian Kitchen: Recipes', lang: 'en' })}`,
    );
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="the-palestinian-kitchen-recipes.pdf"; filename*=UTF-8''the-palestinian-kitchen-recipes.pdf`,
    );
  });

  test('answers a 404 page in the shopper’s language for a file that is not theirs or not ready', async () => {
    backofficeAnswers(() =>
      Response.json({ statusCode: 404, errorMessage: 'This download is not available.' }, { status: 404 }),
    );
    const response = await download('/api/download/11?lang=ar');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await response.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>هذا التنزيل غير متاح.</h1>');
    expect(page).toContain('<a href="/ar/orders-history">العودة إلى سجل الطلبات</a>');
    expect(page).not.toContain(TOKEN);
  });

  test('answers 404 for an item id that is not one, without asking the back-office', async () => {
    backofficeAnswers(() => new Response(PDF));
    for (const id of ['abc', '0', '-1', '2.5']) {
      expect((await download(`/api/download/${id}`)).status).toBe(404);
    }
    expect(upstreamUrls).toEqual([]);
  });

  test('sends a visitor, and a shopper whose session ended, to the login page', async () => {
    backofficeAnswers(() => Response.json({ statusCode: 401 }, { status: 401 }));
    const visitor = await thrownBy(download('/api/download/11?lang=ar', null));
    expect(visitor.headers.get('Location')).toBe('/ar/login');
    expect(upstreamUrls).toEqual([]);

    const ended = await thrownBy(download('/api/download/11?lang=en'));
    expect(ended.headers.get('Location')).toBe('/en/login');
    expect(ended.headers.get('Set-Cookie')).toMatch(/^shop_session=;/);
  });

  test('answers 502 when the back-office cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect((await download('/api/download/11?lang=en')).status).toBe(502);
  });
});
