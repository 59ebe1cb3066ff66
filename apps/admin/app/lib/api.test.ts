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

  it('keeps the code and values of the problem, only a code this admin knows with values of the right shape', () => {
    const limited = new ApiError(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.', {
      errorCode: 'TOO_MANY_STAFF_SIGN_INS',
      errorValues: { minutes: 15 },
    });
    expect(limited).toMatchObject({ code: 'TOO_MANY_STAFF_SIGN_INS', values: { minutes: 15 } });
    const fielded = new ApiError(400, 'currentPassword: That is not your current password.', {
      errorCode: 'CURRENT_PASSWORD_WRONG',
    });
    expect([fielded.code, fielded.values, fielded.field]).toEqual([
      'CURRENT_PASSWORD_WRONG',
      undefined,
      'currentPassword',
    ]);
    for (const errorCode of ['SOMETHING_NEW', 'toString', 42, undefined]) {
      const unknown = new ApiError(409, 'Refused.', { errorCode, errorValues: { id: 1 } });
      expect([unknown.code, unknown.values], String(errorCode)).toEqual([undefined, undefined]);
    }
    const odd = new ApiError(409, 'Refused.', { errorCode: 'COUPON_USED', errorValues: { orders: { many: true } } });
    expect([odd.code, odd.values, odd.message]).toEqual([undefined, undefined, 'Refused.']);
  });
});

describe('api', () => {
  it('sends JSON and turns a failure into an ApiError with the server’s message, code and body', async () => {
    const body = {
      statusCode: 401,
      errorMessage: 'Enter the 6-digit code from your authenticator app.',
      errorCode: 'TWO_FACTOR_CODE_REQUIRED',
      twoFactorRequired: true,
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const failure = await api('/session', { method: 'POST', body: { email: 'a@b.c' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 401,
      message: 'Enter the 6-digit code from your authenticator app.',
      code: 'TWO_FACTOR_CODE_REQUIRED',
      body: { twoFactorRequired: true },
    });
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
