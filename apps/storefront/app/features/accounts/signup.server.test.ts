import { Language, Messages } from '@shop/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { stubBackoffice } from '../../lib/fake-backoffice.test-support';
import { clearLabelCache } from '../../lib/labels/labels.server';
import { signUp } from './signup.server';

const TOKEN = 'tok_0123456789abcdefghij';
const FIELDS = {
  FirstName: ' Lina ',
  LastName: 'Haddad',
  EmailAddress: ' lina@example.com ',
  Password: 'olive grove 1948',
  CountryID: '1',
  StateProvinceId: '3',
  CityId: '',
  MobileNo: '0599 000 000',
  PostalCode: '',
  AddressLineOne: 'Old City 12',
};
const LOGIN_ROW = {
  UserID: 9,
  FirstName: 'Lina',
  LastName: 'Haddad',
  EmailAddress: 'lina@example.com',
  MobileNo: '0599 000 000',
  AddressLineOne: 'Old City 12',
  CountryID: 1,
  CountryName: 'Palestine',
  StateProvinceID: 3,
  StateName: 'Nablus',
  CityID: null,
  CityName: null,
  PostalCode: '',
  ResponseMsg: 'Login Successfully',
};
const KEPT = {
  FirstName: ' Lina ',
  LastName: 'Haddad',
  EmailAddress: ' lina@example.com ',
  MobileNo: '0599 000 000',
  PostalCode: '',
  AddressLineOne: 'Old City 12',
  CountryID: '1',
};

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request('http://shop.test/en/signup', { method: 'POST', headers });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return signUp(request, Language.en, form);
}

const setCookie = (result: Awaited<ReturnType<typeof post>>) => new Headers(result.init?.headers).get('Set-Cookie');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearLabelCache();
});

describe('signUp', () => {
  test('makes the account, then logs in at once and keeps the session', async () => {
    const calls = stubBackoffice({
      'signup-user': () => ({ rows: [{ ResponseMsg: 'Saved Successfully' }] }),
      'get-user-login': () => ({ rows: [LOGIN_ROW], token: TOKEN }),
    });

    const result = await post(FIELDS);

    expect(result.data).toEqual({ ok: true, user: LOGIN_ROW });
    expect(setCookie(result)).toMatch(new RegExp(`^shop_session=9\\.${TOKEN}; Path=/; HttpOnly`));
    expect(calls.map((call) => call.params)).toEqual([
      {
        FirstName: 'Lina',
        LastName: 'Haddad',
        EmailAddress: 'lina@example.com',
        Password: 'olive grove 1948',
        CountryID: 1,
        // The city was not chosen: -999, as the spec sends it.
        StateProvinceId: 3,
        CityId: -999,
        MobileNo: '0599 000 000',
        PostalCode: '',
        AddressLineOne: 'Old City 12',
        recordValueJson: '[]',
      },
      { Email: 'lina@example.com', Password: 'olive grove 1948', recordValueJson: '[]' },
    ]);
  });

  test('sends states and cities that were never offered (disabled selects) as -999', async () => {
    const calls = stubBackoffice({
      'signup-user': () => ({ rows: [{ ResponseMsg: 'Saved Successfully' }] }),
      'get-user-login': () => ({ rows: [LOGIN_ROW], token: TOKEN }),
    });
    const { StateProvinceId: _state, CityId: _city, ...withoutPlaces } = FIELDS;

    await post(withoutPlaces);

    expect(calls[0]?.params).toMatchObject({ StateProvinceId: -999, CityId: -999 });
  });

  test('says the account was made but sends the shopper to log in when the automatic login fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({
      'signup-user': () => ({ rows: [{ ResponseMsg: 'Saved Successfully' }] }),
      'get-user-login': () => ({ status: 500, errorMessage: 'boom' }),
    });

    const result = await post(FIELDS);

    expect(result.data).toEqual({ ok: true, user: null });
    expect(setCookie(result)).toBeNull();
  });

  test('answers "Email already exists!" and gives back what was typed, without the password', async () => {
    const calls = stubBackoffice({ 'signup-user': () => ({ rows: [{ ResponseMsg: 'Email already exists!' }] }) });

    const result = await post(FIELDS);

    expect(result.data).toEqual({ ok: false, message: Messages.emailExists, values: KEPT });
    expect(calls).toHaveLength(1);
  });

  test.each([
    [400, `Password: ${Messages.commonPassword}`],
    [400, 'CityId: The city 9 is not in the chosen state'],
    [429, 'Too many sign-ups. Please try again in 60 minutes.'],
  ])('shows the back-office’s own words for a %i', async (status, errorMessage) => {
    stubBackoffice({ 'signup-user': () => ({ status, errorMessage }) });

    const result = await post(FIELDS);

    expect(result.data).toEqual({ ok: false, message: errorMessage, values: KEPT });
    expect(result.init?.status).toBe(status);
  });

  test('answers the spec’s generic error otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'signup-user': () => ({ status: 500, errorMessage: 'boom' }) });
    expect((await post(FIELDS)).data).toMatchObject({ ok: false, message: Messages.genericError });

    stubBackoffice({ 'signup-user': () => ({ rows: [{ ResponseMsg: 'Something else' }] }) });
    expect((await post(FIELDS)).data).toMatchObject({ ok: false, message: Messages.genericError });
  });

  test.each([
    [{ FirstName: '  ' }, 'First Name is required'],
    [{ FirstName: 'x'.repeat(201) }, 'First Name max length should be 200 characters'],
    [{ LastName: '' }, 'Last Name is required'],
    [{ LastName: 'x'.repeat(151) }, 'Last Name max length should be 150 characters'],
    [{ EmailAddress: '' }, 'Email is required'],
    [{ EmailAddress: `${'a'.repeat(139)}@example.com` }, 'Email max length should be 150 characters'],
    [{ EmailAddress: 'lina.example.com' }, Messages.invalidEmail],
    [{ Password: '' }, 'Password is required'],
    [{ Password: 'short' }, 'Password min length should be 8 characters'],
    [{ Password: 'p'.repeat(151) }, 'Password max length should be 150 characters'],
    [{ Password: 'password1' }, Messages.commonPassword],
    [{ CountryID: '' }, 'Country is required'],
    [{ CountryID: '-999' }, 'Country is required'],
    [{ AddressLineOne: '' }, 'Shipping address is required'],
    [{ AddressLineOne: 'x'.repeat(601) }, 'Shipping address max length should be 600 characters'],
    [{ MobileNo: '1'.repeat(21) }, 'contact no max length should be 20 characters'],
    [{ PostalCode: '1'.repeat(21) }, 'postal code max length should be 20 characters'],
  ])('checks the form again before calling the back-office: %j', async (change, message) => {
    const calls = stubBackoffice({});

    const result = await post({ ...FIELDS, ...change });

    expect(result.data).toMatchObject({ ok: false, message });
    expect(result.init?.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  test('refuses a form another site sent', async () => {
    const calls = stubBackoffice({});

    const result = await post(FIELDS, { 'Sec-Fetch-Site': 'cross-site' });

    expect(result.init?.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});
