import { Messages, NOT_CHOSEN_ID } from '@shop/contract';
import { describe, expect, test, vi } from 'vitest';

import { stubBackoffice } from '../lib/fake-backoffice.test-support';
import { postFormTo, startEachTestAfresh } from '../lib/forms/form-action.test-support';
import type { Route } from './+types/update-profile';
import { action, loader } from './update-profile';

const SESSION = 'shop_session=7.abcdefghijklmnopqrstuvwx';

const validProfile = {
  FirstName: ' Layla ',
  LastName: 'Haddad',
  MobileNo: '0599000000',
  AddressLineOne: 'Old City 12, Nablus',
  PostalCode: '97200',
  CountryID: 1,
  StateProvinceId: 3,
  CityId: NOT_CHOSEN_ID,
};

const post = (
  body: Record<string, unknown>,
  { lang = 'en', cookie = SESSION, headers = {} as Record<string, string> } = {},
) => postFormTo(action, 'update-profile', body, { lang, headers: { Cookie: cookie, ...headers } });

/** What a thrown redirect says: where to, and the cookie it sets. */
async function thrownRedirect(promise: Promise<unknown>) {
  const thrown: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return {
    status: response.status,
    location: response.headers.get('Location'),
    cookie: response.headers.get('Set-Cookie'),
  };
}

const saved = () => ({ rows: [{ ResponseMsg: 'Saved Successfully' }] });

startEachTestAfresh();

describe('GET /{lang}/update-profile', () => {
  test('sends a visitor to the language’s home page', async () => {
    const request = new Request('http://shop.test/ar/update-profile');
    const redirect = await thrownRedirect(
      loader({ request, params: { lang: 'ar' }, context: {} } as unknown as Route.LoaderArgs),
    );

    expect(redirect).toMatchObject({ status: 302, location: '/ar/' });
  });

  test('gives a signed-in shopper the countries for the form', async () => {
    stubBackoffice({ 'get-countries-list': () => ({ rows: [{ CountryID: 1, CountryName: 'Palestine' }] }) });
    const request = new Request('http://shop.test/en/update-profile', { headers: { Cookie: SESSION } });

    const data = await loader({ request, params: { lang: 'en' }, context: {} } as unknown as Route.LoaderArgs);

    expect(data.countries).toEqual([{ id: 1, name: 'Palestine' }]);
  });
});

describe('POST /{lang}/update-profile', () => {
  test('saves the profile of the session’s user, whatever UserID the browser sends', async () => {
    const calls = stubBackoffice({ 'update-profile': saved });

    const result = await post({ ...validProfile, UserID: 99 });

    expect(result.data).toEqual({ ok: true, userId: 7 });
    expect(calls).toEqual([
      {
        endpoint: 'update-profile',
        language: 'en',
        params: {
          UserID: 7,
          FirstName: 'Layla',
          LastName: 'Haddad',
          MobileNo: '0599000000',
          AddressLineOne: 'Old City 12, Nablus',
          PostalCode: '97200',
          CountryID: 1,
          StateProvinceId: 3,
          CityId: NOT_CHOSEN_ID,
          recordValueJson: '[]',
        },
      },
    ]);
  });

  test('sends a session the back-office refuses (401) to the login page, forgetting the cookie', async () => {
    stubBackoffice({
      'localization-cstm-portal/get-localization-data': () => ({ rows: [{ labelsJsonData: '[]' }] }),
      'update-profile': () => ({ status: 401, errorMessage: 'Session expired' }),
    });

    const redirect = await thrownRedirect(post(validProfile, { lang: 'ar' }));

    expect(redirect.location).toBe('/ar/login');
    expect(redirect.cookie).toMatch(/^shop_session=;.*Max-Age=0/);
  });

  test('sends a request without a session to the login page, without calling the back-office', async () => {
    const calls = stubBackoffice({});

    const redirect = await thrownRedirect(post(validProfile, { cookie: '' }));

    expect(redirect.location).toBe('/en/login');
    expect(calls).toHaveLength(0);
  });

  test.each([
    [{ FirstName: ' ' }, 'First Name is required'],
    [{ AddressLineOne: '' }, 'Shipping address is required'],
    [{ PostalCode: 'P-97200' }, 'Postal Code should be a number'],
    [{ CountryID: NOT_CHOSEN_ID }, 'Country is required'],
  ])('checks the profile rules again: %o', async (change, message) => {
    const calls = stubBackoffice({});

    const result = await post({ ...validProfile, ...change });

    expect(result.data).toEqual({ ok: false, message });
    expect(result.init?.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  test('names the field in Arabic on Arabic pages', async () => {
    stubBackoffice({
      'localization-cstm-portal/get-localization-data': () => ({
        rows: [{ labelsJsonData: JSON.stringify([{ labelHtmlId: 'lbl_profile_last_name', text: 'اسم العائلة' }]) }],
      }),
    });

    const result = await post({ ...validProfile, LastName: '' }, { lang: 'ar' });

    expect(result.data).toEqual({ ok: false, message: 'اسم العائلة is required' });
  });

  test('shows the back-office’s words for bad input it names', async () => {
    const errorMessage = 'StateProvinceId: The state 3 is not in the chosen country';
    stubBackoffice({ 'update-profile': () => ({ status: 400, errorMessage }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await post(validProfile);

    expect(result.data).toEqual({ ok: false, message: errorMessage });
    expect(result.init?.status).toBe(400);
  });

  test('answers the spec’s message when the back-office fails or does not save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'update-profile': () => ({ status: 500, errorMessage: 'boom' }) });
    expect((await post(validProfile)).data).toEqual({ ok: false, message: Messages.genericError });

    stubBackoffice({ 'update-profile': () => ({ rows: [{ ResponseMsg: 'Something else' }] }) });
    expect((await post(validProfile)).data).toEqual({ ok: false, message: Messages.genericError });

    stubBackoffice({ 'update-profile': () => ({ rows: [{ ResponseMsg: 'Email already exists!' }] }) });
    expect((await post(validProfile)).data).toEqual({ ok: false, message: Messages.emailExists });
  });

  test('refuses a form another site sent, without calling the back-office', async () => {
    const calls = stubBackoffice({});

    const result = await post(validProfile, { headers: { 'Sec-Fetch-Site': 'cross-site' } });

    expect(result.data).toEqual({ ok: false, message: Messages.genericError });
    expect(result.init?.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  test('refuses a body that is not a form (e.g. JSON)', async () => {
    const calls = stubBackoffice({});
    const request = new Request('http://shop.test/en/update-profile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: SESSION },
      body: JSON.stringify(validProfile),
    });

    const result = await action({ request, params: { lang: 'en' }, context: {} } as unknown as Route.ActionArgs);

    expect(result.data).toEqual({ ok: false, message: Messages.genericError });
    expect(calls).toHaveLength(0);
  });
});
