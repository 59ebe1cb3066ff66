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
  signUpAndLogIn,
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

const SELLER_PASSWORD = 'hebron glass 1970';

const seal = (Password: string) =>
  shop.call(endpointPath('en-ur-drow-pass-rndom/en-ur-drow-pass-rndom'), { Password }, fromAddress(freshAddress()));

async function sealed(password = SELLER_PASSWORD): Promise<string> {
  const reply = await seal(password);
  expect(reply.status).toBe(200);
  return reply.rows[0]!.EncryptedPassword as string;
}

const requestSeller = (overrides: Record<string, unknown>, ip = freshAddress()) =>
  shop.call(endpointPath('create-vendor-request'), signupParams(home, overrides), fromAddress(ip));

const storedRequests = (email: string) =>
  queryRows<{ email: string; password_hash: string; status: string }>(
    shop.db,
    sql`SELECT email, password_hash, status FROM vendor_requests WHERE lower(email) = lower(${email})`,
  );

describe('en-ur-drow-pass-rndom', () => {
  it('answers an opaque sealed value that differs every time and does not contain the password', async () => {
    const first = await sealed();
    const second = await sealed();
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(SELLER_PASSWORD);
    expect(Buffer.from(first.slice(3), 'base64url').toString('latin1')).not.toContain(SELLER_PASSWORD);
    expect(first.length).toBeLessThanOrEqual(1000);
  });

  it.each([
    ['', 'Password: Password is required'],
    ['short77', 'Password: Password min length should be 8 characters'],
    ['p'.repeat(151), 'Password: Password max length should be 150 characters'],
    ['Football1', 'Password: This password is too common. Please choose another one.'],
  ])('refuses %j with 400', async (password, message) => {
    const reply = await seal(password);
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe(message);
  });

  it('seals the longest password within the request limit', async () => {
    const longest = await sealed('\u0001'.repeat(75) + '\u0800'.repeat(75));
    expect(longest.length).toBeLessThanOrEqual(1000);
  });
});

describe('create-vendor-request', () => {
  it("files a pending request with only an Argon2id hash of the password, answering 'Saved Successfully'", async () => {
    const reply = await requestSeller({ EmailAddress: 'seller@example.com', Password: await sealed() });
    expect(reply.status).toBe(200);
    expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    const [request] = await storedRequests('seller@example.com');
    expect(request!.status).toBe('pending');
    expect(request!.password_hash).toMatch(/^\$argon2id\$/);
    expect(request!.password_hash).not.toContain(SELLER_PASSWORD);
    expect((await tableCounts(shop.db)).users).toBe(0);
  });

  it("answers 'Email already exists!' for a pending request's or an account's email, in any case, storing nothing", async () => {
    await requestSeller({ EmailAddress: 'Weaver@Example.com', Password: await sealed() });
    await signUpAndLogIn(shop, home, 'customer@example.com');
    const before = await tableCounts(shop.db);
    for (const email of [' weaver@example.com', 'CUSTOMER@example.com']) {
      const reply = await requestSeller({ EmailAddress: email, Password: await sealed() });
      expect(reply.status).toBe(200);
      expect(reply.rows).toEqual([{ ResponseMsg: 'Email already exists!' }]);
    }
    const after = await tableCounts(shop.db);
    expect(after.vendor_requests).toBe(before.vendor_requests);
  });

  it('refuses a password that was not sealed by this shop, or was altered, with 400', async () => {
    const good = await sealed();
    const altered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const before = await tableCounts(shop.db);
    for (const password of [SELLER_PASSWORD, altered, 'v1.', `v2.${good.slice(3)}`]) {
      const reply = await requestSeller({ EmailAddress: 'tamper@example.com', Password: password });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        errorCode: 'SEALED_PASSWORD_UNREADABLE',
        errorMessage: 'Password: The password could not be read. Please enter it again.',
      });
    }
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it.each([
    [{ FirstName: '' }, 'FirstName: First Name is required'],
    [{ LastName: 'x'.repeat(151) }, 'LastName: Last Name max length should be 150 characters'],
    [{ EmailAddress: 'seller@' }, 'EmailAddress: Please enter valid email address'],
    [{ Password: '' }, 'Password: Password is required'],
    [{ Password: 'x'.repeat(1001) }, 'Password: Password max length should be 1000 characters'],
    [{ CountryID: -999 }, 'CountryID: Country is required'],
    [{ AddressLineOne: '  ' }, 'AddressLineOne: Home address is required'],
    [{ AddressLineOne: 'x'.repeat(601) }, 'AddressLineOne: Home address max length should be 600 characters'],
  ])('refuses %j with 400 and stores nothing', async (overrides, message) => {
    const before = await tableCounts(shop.db);
    const reply = await requestSeller({ EmailAddress: 'checked@example.com', Password: await sealed(), ...overrides });
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe(message);
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('refuses places that do not fit together', async () => {
    const reply = await requestSeller({
      EmailAddress: 'far-away@example.com',
      Password: await sealed(),
      CityId: elsewhereCityId,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toMatch(/^CityId: /);
  });

  it('answers 429 after 5 requests from one address in an hour', async () => {
    const ip = freshAddress();
    for (let n = 1; n <= 5; n += 1) {
      expect(
        (await requestSeller({ EmailAddress: `maker${n}@example.com`, Password: await sealed() }, ip)).status,
      ).toBe(200);
    }
    const refused = await requestSeller({ EmailAddress: 'maker6@example.com', Password: await sealed() }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toBe('Too many seller requests. Please try again in 60 minutes.');
    expect(await storedRequests('maker6@example.com')).toEqual([]);
  });
});
