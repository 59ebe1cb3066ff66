import { describe, expect, it, vi } from 'vitest';
import { createBackofficeClient } from './client';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch that records the request and answers with `status` and `body` (an object is sent as JSON). */
function fakeFetch(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({
  statusCode: 200,
  message: 'OK',
  errorMessage: '',
  data: JSON.stringify(data),
  ...extra,
});

const logoRow = { AppConfigValue: '/media/logo.svg' };

describe('createBackofficeClient', () => {
  it('posts requestParameters with the protocol headers', async () => {
    const { fetch, sent } = fakeFetch(200, envelope([logoRow]));
    const client = createBackofficeClient({ baseUrl: 'http://bo.test/', token: 'tok', userId: 7, fetch });
    await client.call(
      'post-order/post-customer-order',
      { UserID: 7, cartJsonData: '[]', PaymentMethod: 6 },
      { idempotencyKey: 'k-1' },
    );

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe('http://bo.test/api/v1/common/post-order/post-customer-order');
    expect(request?.init.method).toBe('POST');
    expect(JSON.parse(String(request?.init.body))).toEqual({
      requestParameters: { UserID: 7, cartJsonData: '[]', PaymentMethod: 6 },
    });
    expect(request?.init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Token: 'tok',
      UserID: '7',
      'Idempotency-Key': 'k-1',
    });
  });

  it('sends empty Token and UserID when signed out, and lets extra headers add but not override', async () => {
    const { fetch, sent } = fakeFetch(200, envelope([logoRow]));
    const client = createBackofficeClient({
      baseUrl: 'http://bo.test',
      fetch,
      headers: { Token: 'forged', 'X-Request-Id': 'r1' },
    });
    await client.call('get-website-logo', {});
    expect(sent[0]?.url).toBe('http://bo.test/api/v1/dynamic/dataoperation/get-website-logo');
    expect(sent[0]?.init.headers).toEqual({
      'X-Request-Id': 'r1',
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Token: '',
      UserID: '',
    });
  });

  it('returns parsed rows, the message and the login token', async () => {
    const user = {
      UserID: '4',
      FirstName: 'Lina',
      LastName: 'Haddad',
      EmailAddress: 'lina@example.com',
      MobileNo: null,
      AddressLineOne: null,
      CountryID: 1,
      CountryName: 'Palestine',
      StateProvinceID: null,
      StateName: null,
      CityID: null,
      CityName: null,
      PostalCode: null,
      ResponseMsg: 'Login Successfully',
    };
    const { fetch } = fakeFetch(200, envelope([user], { message: 'Login Successfully', token: 'session-1' }));
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-user-login', {
      Email: 'lina@example.com',
      Password: 'pw',
    });
    expect(result).toEqual({
      ok: true,
      rows: [{ ...user, UserID: 4 }],
      message: 'Login Successfully',
      token: 'session-1',
    });
  });

  it('parses JSON text fields of rows', async () => {
    const { fetch } = fakeFetch(200, envelope([{ labelsJsonData: '[{"labelHtmlId":"lbl_a","text":"أ"}]' }]));
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call(
      'localization-cstm-portal/get-localization-data',
      { entityId: 63, languageCode: 'ar' },
    );
    expect(result.ok && result.rows[0]?.labelsJsonData).toEqual([{ labelHtmlId: 'lbl_a', text: 'أ' }]);
  });

  it('reads empty data as no rows', async () => {
    const { fetch } = fakeFetch(200, { statusCode: 200, message: 'Sent Successfully', errorMessage: '', data: '' });
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('validate-email-send-otp', {
      Email: 'a@b.co',
    });
    expect(result).toEqual({ ok: true, rows: [], message: 'Sent Successfully' });
  });

  it('returns a 400 with its errorMessage', async () => {
    const { fetch } = fakeFetch(400, {
      statusCode: 400,
      message: 'Invalid input',
      errorMessage: 'FirstName: First Name is required',
      data: '[]',
    });
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-website-logo', {});
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: 'Invalid input',
      errorMessage: 'FirstName: First Name is required',
    });
  });

  it("returns a refusal's errorCode and errorValues, for a translation by code", async () => {
    const { fetch } = fakeFetch(409, {
      statusCode: 409,
      message: 'Failed',
      errorMessage: 'Only 2 of Olive Oil left in stock.',
      errorCode: 'LOW_STOCK',
      errorValues: { product: 'Olive Oil', left: 2 },
      data: '[]',
    });
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-website-logo', {});
    expect(result).toEqual({
      ok: false,
      status: 409,
      message: 'Failed',
      errorMessage: 'Only 2 of Olive Oil left in stock.',
      code: 'LOW_STOCK',
      values: { product: 'Olive Oil', left: 2 },
    });
  });

  it('keeps no code it does not know, nor values of the wrong shape', async () => {
    for (const extra of [{ errorCode: 'NO_SUCH_CODE' }, { errorCode: 'LOW_STOCK', errorValues: 'two' }]) {
      const { fetch } = fakeFetch(409, { statusCode: 409, message: 'Failed', errorMessage: 'x', data: '[]', ...extra });
      const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-website-logo', {});
      expect(result).toEqual({ ok: false, status: 409, message: 'Failed', errorMessage: 'x' });
    }
  });

  it('returns a failure with status 0 when the host cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-website-logo', {});
    expect(result).toEqual({ ok: false, status: 0, message: 'Network error', errorMessage: 'fetch failed' });
  });

  it('returns a failure for a body that is not JSON', async () => {
    const { fetch } = fakeFetch(200, '<html>proxy error</html>');
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-website-logo', {});
    expect(result).toMatchObject({ ok: false, status: 200, errorMessage: 'The answer is not JSON' });
  });

  it('returns a failure for a non-JSON error page', async () => {
    const { fetch } = fakeFetch(502, 'Bad Gateway');
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-website-logo', {});
    expect(result).toMatchObject({ ok: false, status: 502, errorMessage: 'HTTP 502' });
  });

  it.each([
    ['data that is not JSON', { statusCode: 200, message: '', errorMessage: '', data: 'not json' }],
    ['data that is not a list', { statusCode: 200, message: '', errorMessage: '', data: '{"AppConfigValue":"x"}' }],
    ['an envelope without data', { statusCode: 200, message: '', errorMessage: '' }],
    ['an envelope whose data is not text', { statusCode: 200, message: '', errorMessage: '', data: [] }],
  ])('returns a failure for %s', async (_case, body) => {
    const { fetch } = fakeFetch(200, body);
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-website-logo', {});
    expect(result.ok).toBe(false);
  });

  it('names the field of a row that breaks its schema', async () => {
    const { fetch } = fakeFetch(200, envelope([logoRow, { AppConfigValue: 5 }]));
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('get-website-logo', {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('AppConfigValue');
      expect(result.errorMessage).toMatch(/^row 1: AppConfigValue: /);
    }
  });

  it('treats a failing envelope status inside HTTP 200 as a failure', async () => {
    const { fetch } = fakeFetch(200, {
      statusCode: 401,
      message: 'Unauthorized',
      errorMessage: 'Session expired',
      data: '[]',
    });
    const result = await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call('logout-user', {});
    expect(result).toEqual({ ok: false, status: 401, message: 'Unauthorized', errorMessage: 'Session expired' });
  });

  it('passes the abort signal through', async () => {
    const { fetch, sent } = fakeFetch(200, envelope([]));
    const controller = new AbortController();
    await createBackofficeClient({ baseUrl: 'http://bo.test', fetch }).call(
      'get-website-logo',
      {},
      { signal: controller.signal },
    );
    expect(sent[0]?.init.signal).toBe(controller.signal);
  });
});
