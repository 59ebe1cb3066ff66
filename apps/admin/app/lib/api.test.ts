import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
  it('adds only the query values that say something', () => {
    expect(apiUrl('/products', { limit: 25, q: 'زيت', active: false, brandId: undefined, sort: '' })).toBe(
      '/api/v1/admin/products?limit=25&q=%D8%B2%D9%8A%D8%AA&active=false',
    );
  });
});

describe('ApiError', () => {
  it('names the field of a 400 and keeps the rest as the detail', () => {
    const error = new ApiError(400, 'name.ar: At most 200 characters');
    expect(error.field).toBe('name.ar');
    expect(error.detail).toBe('At most 200 characters');
  });

  it('names no field for other failures', () => {
    expect(new ApiError(409, 'code: taken').field).toBeUndefined();
    expect(new ApiError(400, 'Send at least one field').field).toBeUndefined();
  });
});

describe('api', () => {
  it('sends JSON and turns a failure into an ApiError with the server’s message and body', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ statusCode: 401, errorMessage: 'Enter the code', twoFactorRequired: true }), {
          status: 401,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const failure = await api('/session', { method: 'POST', body: { email: 'a@b.c' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Enter the code', body: { twoFactorRequired: true } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/admin/session');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"email":"a@b.c"}' });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('says the server could not be reached (status 0) when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/staff')).rejects.toMatchObject({ status: 0 });
  });

  it('answers nothing for a 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api('/session', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
