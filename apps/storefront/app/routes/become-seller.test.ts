import { Messages, NOT_CHOSEN_ID } from '@shop/contract';
import { describe, expect, test, vi } from 'vitest';

import { stubBackoffice } from '../lib/fake-backoffice.test-support';
import { postFormTo, startEachTestAfresh } from '../lib/forms/form-action.test-support';
import { action } from './become-seller';

const PASSWORD = 'embroidery from Hebron';
const SEALED = 'sealed:v1:opaque-text';

const validRequest = {
  FirstName: 'Nadia',
  LastName: 'Saleh',
  EmailAddress: ' nadia@example.com ',
  Password: PASSWORD,
  ConfirmPassword: PASSWORD,
  MobileNo: '0599111222',
  PostalCode: '900',
  AddressLineOne: 'Old City, Hebron',
  CountryID: 1,
  StateProvinceId: 4,
  CityId: NOT_CHOSEN_ID,
};

const post = (body: Record<string, unknown>, lang = 'en', headers: Record<string, string> = {}) =>
  postFormTo(action, 'become-seller', body, { lang, headers });

const sealing = () => ({ rows: [{ EncryptedPassword: SEALED }] });

startEachTestAfresh();

describe('POST /{lang}/become-seller', () => {
  test('seals the password first and files the request with the sealed value only', async () => {
    const calls = stubBackoffice({
      'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': sealing,
      'create-vendor-request': () => ({ rows: [{ ResponseMsg: 'Saved Successfully' }] }),
    });

    const result = await post(validRequest);

    expect(result.data).toEqual({ ok: true });
    expect(calls.map((call) => call.endpoint)).toEqual([
      'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom',
      'create-vendor-request',
    ]);
    expect(calls[0]!.params).toEqual({ Password: PASSWORD });
    expect(calls[1]!.params).toEqual({
      FirstName: 'Nadia',
      LastName: 'Saleh',
      EmailAddress: 'nadia@example.com',
      Password: SEALED,
      MobileNo: '0599111222',
      AddressLineOne: 'Old City, Hebron',
      CityId: NOT_CHOSEN_ID,
      StateProvinceId: 4,
      PostalCode: '900',
      CountryID: 1,
      recordValueJson: '[]',
    });
    expect(JSON.stringify(calls[1])).not.toContain(PASSWORD);
  });

  test('sends state and city as -999 when they are not chosen', async () => {
    const calls = stubBackoffice({
      'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': sealing,
      'create-vendor-request': () => ({ rows: [{ ResponseMsg: 'Saved Successfully' }] }),
    });

    await post({ ...validRequest, StateProvinceId: undefined, CityId: '' });

    expect(calls[1]!.params).toMatchObject({ StateProvinceId: NOT_CHOSEN_ID, CityId: NOT_CHOSEN_ID });
  });

  test('answers "Email already exists!" as the back-office says it', async () => {
    stubBackoffice({
      'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': sealing,
      'create-vendor-request': () => ({ rows: [{ ResponseMsg: 'Email already exists!' }] }),
    });

    expect((await post(validRequest)).data).toEqual({ ok: false, message: Messages.emailExists });
  });

  test.each([
    [{ FirstName: '' }, 'First Name is required'],
    [{ EmailAddress: 'nadia' }, Messages.invalidEmail],
    [{ ConfirmPassword: 'embroidery from Gaza' }, Messages.passwordMismatch],
    [{ CountryID: NOT_CHOSEN_ID }, 'Country is required'],
    [{ AddressLineOne: '' }, 'Home address is required'],
  ])('checks the seller rules again, sending nothing: %o', async (change, message) => {
    const calls = stubBackoffice({});

    const result = await post({ ...validRequest, ...change });

    expect(result.data).toEqual({ ok: false, message });
    expect(result.init?.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  test('shows a 400’s errorMessage from either call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({
      'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': () => ({ status: 400, errorMessage: 'Password: too weak' }),
    });
    expect((await post(validRequest)).data).toEqual({ ok: false, message: 'Password: too weak' });

    stubBackoffice({
      'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': sealing,
      'create-vendor-request': () => ({ status: 400, errorMessage: 'CityId: The city 9 is not in the chosen state' }),
    });
    expect((await post(validRequest)).data).toEqual({
      ok: false,
      message: 'CityId: The city 9 is not in the chosen state',
    });
  });

  test('answers the spec’s message for any other failure, without logging the password', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': () => ({ status: 500, errorMessage: 'boom' }) });
    expect((await post(validRequest)).data).toEqual({ ok: false, message: Messages.genericError });

    stubBackoffice({
      'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': sealing,
      'create-vendor-request': () => ({ status: 503, errorMessage: 'down' }),
    });
    const result = await post(validRequest);
    expect(result.data).toEqual({ ok: false, message: Messages.genericError });
    expect(result.init?.status).toBe(502);

    expect(JSON.stringify(log.mock.calls)).not.toContain(PASSWORD);
  });

  test('refuses a form another site sent, without calling the back-office', async () => {
    const calls = stubBackoffice({});

    const result = await post(validRequest, 'en', { 'Sec-Fetch-Site': 'same-site' });

    expect(result.data).toEqual({ ok: false, message: Messages.genericError });
    expect(result.init?.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});
