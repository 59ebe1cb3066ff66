import { Language, Messages, ResponseMsg, ScreenEntity } from '@shop/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { stubBackoffice } from '../../lib/fake-backoffice.test-support';
import { clearLabelCache } from '../../lib/labels/labels.server';
import type { ShopLanguage } from '../../lib/language';
import { logIn } from './login.server';

const TOKEN = 'tok_0123456789abcdefghij';
const USER_ROW = {
  UserID: 7,
  FirstName: 'Lina',
  LastName: 'Haddad',
  EmailAddress: 'lina@example.com',
  MobileNo: null,
  AddressLineOne: 'Old City 12',
  CountryID: 1,
  CountryName: 'Palestine',
  StateProvinceID: null,
  StateName: null,
  CityID: null,
  CityName: null,
  PostalCode: null,
  ResponseMsg: 'Login Successfully',
};

function post(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  language: ShopLanguage = Language.en,
) {
  const request = new Request('http://shop.test/en/login', { method: 'POST', headers });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return logIn(request, language, form);
}

const setCookie = (result: Awaited<ReturnType<typeof post>>) => new Headers(result.init?.headers).get('Set-Cookie');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearLabelCache();
});

describe('logIn', () => {
  test('keeps the session in an httpOnly cookie and answers the login row', async () => {
    const calls = stubBackoffice({ 'get-user-login': () => ({ rows: [USER_ROW], token: TOKEN }) });

    const result = await post({ Email: '  lina@example.com ', Password: ' olive grove ' });

    expect(result.data).toEqual({ ok: true, user: USER_ROW });
    expect(setCookie(result)).toMatch(new RegExp(`^shop_session=7\\.${TOKEN}; Path=/; HttpOnly; SameSite=Lax`));
    // The email is trimmed, the password sent as typed.
    expect(calls).toEqual([
      {
        endpoint: 'get-user-login',
        params: { Email: 'lina@example.com', Password: ' olive grove ', recordValueJson: '[]' },
        language: 'en',
      },
    ]);
  });

  test('answers the spec message for a refused login and forgets the stored user', async () => {
    stubBackoffice({ 'get-user-login': () => ({ rows: [{ ResponseMsg: Messages.loginFailed }] }) });

    const result = await post({ Email: 'lina@example.com', Password: 'wrong' });

    expect(result.data).toEqual({ ok: false, message: Messages.loginFailed, forgetUser: true });
    expect(setCookie(result)).toBeNull();
  });

  test('tells the shopper of an account the shop disabled, and whom to ask', async () => {
    stubBackoffice({ 'get-user-login': () => ({ rows: [{ ResponseMsg: ResponseMsg.accountDisabled }] }) });

    const result = await post({ Email: 'lina@example.com', Password: 'olive grove' });

    expect(result.data).toEqual({ ok: false, message: ResponseMsg.accountDisabled, forgetUser: true });
    expect(setCookie(result)).toBeNull();
  });

  test('forgets a session the browser still held when the login fails', async () => {
    stubBackoffice({ 'get-user-login': () => ({ rows: [{ ResponseMsg: Messages.loginFailed }] }) });

    const result = await post({ Email: 'lina@example.com', Password: 'wrong' }, { Cookie: `shop_session=3.${TOKEN}` });

    expect(setCookie(result)).toMatch(/^shop_session=; .*Max-Age=0/);
  });

  test('shows how long to wait when the back-office limits attempts (429)', async () => {
    const wait = 'Too many failed login attempts. Please try again in 15 minutes.';
    stubBackoffice({ 'get-user-login': () => ({ status: 429, errorMessage: wait }) });

    const result = await post({ Email: 'lina@example.com', Password: 'wrong' });

    expect(result.data).toEqual({ ok: false, message: wait, forgetUser: true });
    expect(result.init?.status).toBe(429);
  });

  test('answers the spec’s generic error when the back-office fails or is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'get-user-login': () => ({ status: 500, errorMessage: 'boom' }) });
    expect((await post({ Email: 'lina@example.com', Password: 'pw' })).data).toEqual({
      ok: false,
      message: Messages.genericError,
      forgetUser: true,
    });

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const unreachable = await post({ Email: 'lina@example.com', Password: 'pw' });
    expect(unreachable.data).toEqual({ ok: false, message: Messages.genericError, forgetUser: true });
    expect(unreachable.init?.status).toBe(502);
  });

  test('a success row without a session token is not a login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'get-user-login': () => ({ rows: [USER_ROW] }) });

    const result = await post({ Email: 'lina@example.com', Password: 'pw' });

    expect(result.data).toMatchObject({ ok: false, message: Messages.loginFailed });
    expect(setCookie(result)).toBeNull();
  });

  test.each([
    [{ Email: '', Password: 'pw' }, 'Email is required'],
    [{ Email: 'lina@', Password: 'pw' }, Messages.invalidEmail],
    [{ Email: `${'a'.repeat(189)}@example.com`, Password: 'pw' }, 'Email max length should be 200 characters'],
    [{ Email: 'lina@example.com', Password: '   ' }, 'Password is required'],
    [{ Email: 'lina@example.com', Password: 'p'.repeat(151) }, 'Password max length should be 150 characters'],
  ])('checks the form again before calling the back-office: %j', async (fields, message) => {
    const calls = stubBackoffice({});

    const result = await post(fields);

    expect(result.data).toEqual({ ok: false, message, forgetUser: false });
    expect(result.init?.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  test('names fields by the Arabic labels on an Arabic page', async () => {
    stubBackoffice({
      'localization-cstm-portal/get-localization-data': (call) => {
        expect(call.params.entityId).toBe(ScreenEntity.Login);
        return { rows: [{ labelsJsonData: JSON.stringify([{ labelHtmlId: 'lbl_login_email', text: 'البريد' }]) }] };
      },
    });

    const result = await post({ Email: '', Password: 'pw' }, {}, Language.ar);

    expect(result.data).toEqual({ ok: false, message: 'البريد is required', forgetUser: false });
  });

  test('refuses a form another site sent', async () => {
    const calls = stubBackoffice({});

    const result = await post({ Email: 'lina@example.com', Password: 'pw' }, { 'Sec-Fetch-Site': 'cross-site' });

    expect(result.init?.status).toBe(403);
    expect(result.data).toMatchObject({ ok: false, message: Messages.genericError });
    expect(calls).toHaveLength(0);
  });
});
