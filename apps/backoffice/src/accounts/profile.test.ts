import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { findPlaces, signUpAndLogIn, type Place } from '../../test/support/shopper';

let shop: TestShop;
let home: Place;
let elsewhereCityId: number;
let lina: { token: string; userId: number };
let omar: { token: string; userId: number };

beforeAll(async () => {
  shop = await createTestShop();
  ({ home, elsewhereCityId } = await findPlaces(shop));
  lina = await signUpAndLogIn(shop, home, 'lina@example.com');
  omar = await signUpAndLogIn(shop, home, 'omar@example.com');
});
afterAll(async () => {
  await shop?.close();
});

const profileParams = (userId: number, overrides: Record<string, unknown> = {}) => ({
  UserID: userId,
  FirstName: 'Lina',
  LastName: 'Khalil',
  MobileNo: '+970599111111',
  AddressLineOne: 'Old City, Al-Wad street 12',
  CityId: -999,
  StateProvinceId: -999,
  PostalCode: '97200',
  recordValueJson: '[]',
  ...overrides,
});

const update = (
  params: Record<string, unknown>,
  session: { token: string; userId: number } = lina,
  headers: Record<string, string> = {},
) =>
  shop.call(endpointPath('update-profile'), params, {
    token: session.token,
    userid: String(session.userId),
    ...headers,
  });

const storedProfile = async (userId: number) =>
  (
    await queryRows<Record<string, unknown>>(
      shop.db,
      sql`SELECT first_name, last_name, mobile_no, address_line_one, country_id, state_province_id, city_id, postal_code
            FROM users WHERE id = ${userId}`,
    )
  )[0];

describe('update-profile', () => {
  it("saves the signed-in user's profile and answers 'Saved Successfully'", async () => {
    const reply = await update(profileParams(lina.userId, { StateProvinceId: home.stateId, CityId: home.cityId }));
    expect(reply.status).toBe(200);
    expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    expect(await storedProfile(lina.userId)).toEqual({
      first_name: 'Lina',
      last_name: 'Khalil',
      mobile_no: '+970599111111',
      address_line_one: 'Old City, Al-Wad street 12',
      country_id: home.countryId,
      state_province_id: home.stateId,
      city_id: home.cityId,
      postal_code: '97200',
    });
  });

  it('keeps the country when the payload leaves it out, and stores -999 as not chosen', async () => {
    const reply = await update(profileParams(lina.userId));
    expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    expect(await storedProfile(lina.userId)).toMatchObject({
      country_id: home.countryId,
      state_province_id: null,
      city_id: null,
    });
  });

  it('is seen at the next login', async () => {
    await update(profileParams(lina.userId, { FirstName: 'Layla' }));
    const login = await shop.call(endpointPath('get-user-login'), {
      Email: 'lina@example.com',
      Password: 'olive grove 1948',
    });
    expect(login.rows[0]).toMatchObject({ FirstName: 'Layla', LastName: 'Khalil' });
  });

  it.each([
    [{ FirstName: ' ' }, 'FirstName: First Name is required'],
    [{ FirstName: 'x'.repeat(201) }, 'FirstName: First Name max length should be 200 characters'],
    [{ LastName: '' }, 'LastName: Last Name is required'],
    [{ LastName: 'x'.repeat(151) }, 'LastName: Last Name max length should be 150 characters'],
    [{ AddressLineOne: '' }, 'AddressLineOne: Shipping address is required'],
    [{ AddressLineOne: 'x'.repeat(601) }, 'AddressLineOne: Shipping address max length should be 600 characters'],
    [{ MobileNo: '1'.repeat(21) }, 'MobileNo: Mobile max length should be 20 characters'],
    [{ PostalCode: '1'.repeat(21) }, 'PostalCode: Postal Code max length should be 20 characters'],
  ])('refuses %j with 400 and changes nothing', async (overrides, message) => {
    const before = await storedProfile(lina.userId);
    const counts = await tableCounts(shop.db);
    const reply = await update(profileParams(lina.userId, overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe(message);
    expect(await storedProfile(lina.userId)).toEqual(before);
    expect(await tableCounts(shop.db)).toEqual(counts);
  });

  it('refuses places that do not fit together', async () => {
    const before = await storedProfile(lina.userId);
    for (const overrides of [
      { CountryID: 999_999 },
      { StateProvinceId: 999_999 },
      { StateProvinceId: home.stateId, CityId: elsewhereCityId },
    ]) {
      const reply = await update(profileParams(lina.userId, overrides));
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
    }
    expect(await storedProfile(lina.userId)).toEqual(before);
  });

  it("answers 401 and changes nothing when UserID, in the header or the payload, is someone else's", async () => {
    const linaBefore = await storedProfile(lina.userId);
    const omarBefore = await storedProfile(omar.userId);
    const attempts = [
      // Lina's token, Omar's id in the payload.
      update(profileParams(omar.userId, { FirstName: 'Hacked' })),
      // Lina's token, Omar's id in the header.
      update(profileParams(lina.userId, { FirstName: 'Hacked' }), lina, { userid: String(omar.userId) }),
      // Lina's token and both ids Omar's.
      update(profileParams(omar.userId, { FirstName: 'Hacked' }), { token: lina.token, userId: omar.userId }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(401);
      expect(reply.body.errorMessage).toBe('UserID does not match the signed-in user.');
    }
    expect(await storedProfile(lina.userId)).toEqual(linaBefore);
    expect(await storedProfile(omar.userId)).toEqual(omarBefore);
  });

  it('answers 401 without a session, and never touches the user named in the payload', async () => {
    const before = await storedProfile(omar.userId);
    const reply = await shop.call(endpointPath('update-profile'), profileParams(omar.userId, { FirstName: 'Hacked' }), {
      token: '',
      userid: String(omar.userId),
    });
    expect(reply.status).toBe(401);
    expect(reply.body.errorMessage).toBe('Your session has expired or is not valid. Please log in again.');
    expect(await storedProfile(omar.userId)).toEqual(before);
  });

  it('accepts an empty UserID header (the storefront sends empty headers when it has no value)', async () => {
    const reply = await update(profileParams(lina.userId), lina, { userid: '' });
    expect(reply.status).toBe(200);
  });
});
