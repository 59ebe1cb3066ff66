import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import {
  findPlaces,
  freshAddress,
  fromAddress,
  GOOD_PASSWORD,
  signupParams,
  type Place,
} from '../../test/support/shopper';

let shop: TestShop;
let home: Place;
let elsewhereCityId: number;

beforeAll(async () => {
  shop = await createTestShop();
  ({ home, elsewhereCityId } = await findPlaces(shop));
});
afterAll(async () => {
  await shop?.close();
});

const signUp = (overrides: Record<string, unknown>, ip = freshAddress()) =>
  shop.call(endpointPath('signup-user'), signupParams(home, overrides), fromAddress(ip));

const storedUser = async (email: string) =>
  (
    await queryRows<{ email: string; password_hash: string; state_province_id: number | null; city_id: number | null }>(
      shop.db,
      sql`SELECT email, password_hash, state_province_id, city_id FROM users WHERE lower(email) = lower(${email})`,
    )
  )[0];

describe('signup-user', () => {
  it("creates a customer and answers 'Saved Successfully', storing only an Argon2id hash of the password", async () => {
    const reply = await signUp({ EmailAddress: 'salma@example.com' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ statusCode: 200, errorMessage: '' });
    expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    const user = await storedUser('salma@example.com');
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=2,p=1\$/);
    expect(user?.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it('stores a state and city sent as -999 as not chosen', async () => {
    const reply = await signUp({ EmailAddress: 'no-city@example.com', StateProvinceId: -999, CityId: '-999' });
    expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    expect(await storedUser('no-city@example.com')).toMatchObject({ state_province_id: null, city_id: null });
  });

  it("answers 'Email already exists!' for the same email in another case or with spaces, and stores no second user", async () => {
    await signUp({ EmailAddress: 'Nour@Example.com' });
    const before = await tableCounts(shop.db);
    for (const email of ['nour@example.com', '  NOUR@EXAMPLE.COM ']) {
      const reply = await signUp({ EmailAddress: email });
      expect(reply.status).toBe(200);
      expect(reply.rows).toEqual([{ ResponseMsg: 'Email already exists!' }]);
    }
    const after = await tableCounts(shop.db);
    expect(after.users).toBe(before.users);
  });

  it('keeps the email trimmed', async () => {
    await signUp({ EmailAddress: '  spaced@example.com  ' });
    expect((await storedUser('spaced@example.com'))?.email).toBe('spaced@example.com');
  });

  it.each([
    [{ FirstName: '  ' }, 'FirstName: First Name is required'],
    [{ FirstName: 'x'.repeat(201) }, 'FirstName: First Name max length should be 200 characters'],
    [{ LastName: '' }, 'LastName: Last Name is required'],
    [{ LastName: 'x'.repeat(151) }, 'LastName: Last Name max length should be 150 characters'],
    [{ EmailAddress: '' }, 'EmailAddress: Email is required'],
    [{ EmailAddress: 'lina@example' }, 'EmailAddress: Please enter valid email address'],
    [{ EmailAddress: `${'a'.repeat(140)}@example.com` }, 'EmailAddress: Email max length should be 150 characters'],
    [{ Password: '' }, 'Password: Password is required'],
    [{ Password: 'short77' }, 'Password: Password min length should be 8 characters'],
    [{ Password: 'p'.repeat(151) }, 'Password: Password max length should be 150 characters'],
    [{ Password: 'Password123' }, 'Password: This password is too common. Please choose another one.'],
    [{ CountryID: -999 }, 'CountryID: Country is required'],
    [{ CountryID: '' }, 'CountryID: Country is required'],
    [{ AddressLineOne: ' ' }, 'AddressLineOne: Shipping address is required'],
    [{ AddressLineOne: 'x'.repeat(601) }, 'AddressLineOne: Shipping address max length should be 600 characters'],
    [{ MobileNo: '1'.repeat(21) }, 'MobileNo: contact no max length should be 20 characters'],
    [{ PostalCode: '1'.repeat(21) }, 'PostalCode: postal code max length should be 20 characters'],
  ])('refuses %j with 400 and stores nothing', async (overrides, message) => {
    const before = await tableCounts(shop.db);
    const reply = await signUp({ EmailAddress: 'refused@example.com', ...overrides });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, errorMessage: message, data: '[]' });
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('refuses a missing country, and places that do not fit together, storing nothing', async () => {
    const before = await tableCounts(shop.db);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ CountryID: undefined }, /^CountryID: Country is required$/],
      [{ CountryID: 999_999 }, /^CountryID: There is no country with id 999999$/],
      [{ StateProvinceId: 999_999 }, /^StateProvinceId: /],
      [{ CityId: elsewhereCityId }, /^CityId: /],
      [{ StateProvinceId: -999, CityId: home.cityId }, /^CityId: /],
    ];
    for (const [overrides, message] of cases) {
      const reply = await signUp({ EmailAddress: 'misplaced@example.com', ...overrides });
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
      expect(reply.body.errorMessage).toMatch(message);
    }
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('answers 429 after 10 sign-ups from one address in an hour', async () => {
    const ip = freshAddress();
    for (let n = 1; n <= 10; n += 1) {
      const reply = await signUp({ EmailAddress: `burst${n}@example.com` }, ip);
      expect(reply.status).toBe(200);
    }
    const users = (await tableCounts(shop.db)).users;
    const refused = await signUp({ EmailAddress: 'burst11@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, data: '[]' });
    expect(refused.body.errorMessage).toMatch(/^Too many sign-ups\. Please try again in \d+ minutes\.$/);
    expect((await tableCounts(shop.db)).users).toBe(users);
    expect((await signUp({ EmailAddress: 'other-address@example.com' })).status).toBe(200);
  });
});
