import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import {
  GOOD_PASSWORD,
  findPlaces,
  freshAddress,
  fromAddress,
  logIn,
  signUpAndLogIn,
  signupParams,
  type Place,
} from '../../test/support/shopper';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import { tokenDigest } from './sessions';

let shop: TestShop;
let home: Place;

beforeAll(async () => {
  shop = await createTestShop();
  ({ home } = await findPlaces(shop));
});
afterAll(async () => {
  await shop?.close();
});

const login = (Email: string, Password: string, ip = freshAddress()) =>
  shop.call(endpointPath('get-user-login'), { Email, Password, recordValueJson: '[]' }, fromAddress(ip));

const logout = (headers: Record<string, string>) => shop.call(endpointPath('logout-user'), {}, headers);

async function signUp(email: string): Promise<void> {
  const reply = await shop.call(
    endpointPath('signup-user'),
    signupParams(home, { EmailAddress: email }),
    fromAddress(freshAddress()),
  );
  expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
}

describe('get-user-login', () => {
  it('answers the User row with ResponseMsg and a session token, and stores only its SHA-256', async () => {
    await signUp('Mariam@Example.com');
    const reply = await login('  mariam@example.COM ', GOOD_PASSWORD);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Login Successfully');
    expect(reply.rows).toEqual([
      {
        UserID: expect.any(Number) as number,
        FirstName: 'Lina',
        LastName: 'Haddad',
        EmailAddress: 'Mariam@Example.com',
        MobileNo: '+970599000000',
        AddressLineOne: 'Main street 1',
        CountryID: home.countryId,
        CountryName: home.countryName,
        StateProvinceID: home.stateId,
        StateName: home.stateName,
        CityID: home.cityId,
        CityName: home.cityName,
        PostalCode: '00972',
        ResponseMsg: 'Login Successfully',
      },
    ]);
    const token = reply.body.token!;
    // 32 random bytes: 256 bits, at least the 128 the shop promises.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await queryRows<{ token_hash: string }>(
      shop.db,
      sql`SELECT token_hash FROM sessions WHERE user_id = ${reply.rows[0]!.UserID as number}`,
    );
    expect(stored.map((row) => row.token_hash)).toEqual([tokenDigest(token)]);
    expect(JSON.stringify(await queryRows(shop.db, sql`SELECT * FROM sessions`))).not.toContain(token);
  });

  it('names the places in the language of the request', async () => {
    await signUp('arabic-names@example.com');
    const reply = await shop.call(
      endpointPath('get-user-login'),
      { Email: 'arabic-names@example.com', Password: GOOD_PASSWORD },
      fromAddress(freshAddress(), { 'accept-language': 'ar' }),
    );
    expect(reply.rows[0]!.CountryName).not.toBe(home.countryName);
    expect(String(reply.rows[0]!.CountryName)).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a wrong password and an unknown email identically, with a 200 and no token', async () => {
    await signUp('known@example.com');
    const wrong = await login('known@example.com', 'not the password');
    const unknown = await login('nobody@example.com', 'not the password');
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        statusCode: 200,
        message: 'Incorrect email or password!',
        errorMessage: '',
        data: JSON.stringify([{ ResponseMsg: 'Incorrect email or password!' }]),
      });
    }
    expect(wrong.raw.body).toBe(unknown.raw.body);
  });

  it.each([
    [{ Email: '', Password: 'x' }, 'Email: Email is required'],
    [{ Email: 'a@b', Password: 'x' }, 'Email: Please enter valid email address'],
    [{ Email: `${'a'.repeat(190)}@example.com`, Password: 'x' }, 'Email: Email max length should be 200 characters'],
    [{ Email: 'a@b.co', Password: '' }, 'Password: Password is required'],
    [{ Email: 'a@b.co', Password: 'p'.repeat(151) }, 'Password: Password max length should be 150 characters'],
  ])('refuses %j with 400 and stores nothing', async (params, message) => {
    const before = await tableCounts(shop.db);
    const reply = await shop.call(endpointPath('get-user-login'), params, fromAddress(freshAddress()));
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe(message);
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('stores nothing but rate-limit counters for a failed login', async () => {
    const before = await tableCounts(shop.db);
    await login('known@example.com', 'still not the password');
    const after = await tableCounts(shop.db);
    expect({ ...after, rate_limit_counters: 0 }).toEqual({ ...before, rate_limit_counters: 0 });
  });

  it('answers 429 after 5 failures for one email, known or not, even with the right password', async () => {
    await signUp('guarded@example.com');
    const answers: Record<string, string[]> = {};
    for (const email of ['guarded@example.com', 'ghost@example.com']) {
      answers[email] = [];
      for (let n = 1; n <= 5; n += 1) expect((await login(email, `wrong guess ${n}`)).status).toBe(200);
      const refused = await login(email, GOOD_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body.token).toBeUndefined();
      answers[email]!.push(refused.raw.body);
    }
    expect(answers['guarded@example.com']).toEqual(answers['ghost@example.com']);
    expect(JSON.parse(answers['ghost@example.com']![0]!)).toMatchObject({
      statusCode: 429,
      errorMessage:
        'Too many failed login attempts for this email. Please try again in 15 minutes or reset your password.',
    });
  });

  it('answers 429 after 30 attempts from one address, whatever the emails', async () => {
    const ip = freshAddress();
    const { limit } = RateLimits.loginAttemptsPerAddress;
    for (let n = 1; n <= limit; n += 1) {
      expect((await login(`spray${n}@example.com`, 'wrong guess', ip)).status).toBe(200);
    }
    await signUp('sprayed@example.com');
    const refused = await login('sprayed@example.com', GOOD_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect((await login('sprayed@example.com', GOOD_PASSWORD)).body.token).toBeDefined();
  });

  it('checks no more than 5 passwords of a burst of 200 guesses sent at once; the right one, 191st, is refused', async () => {
    await signUp('burst@example.com');
    const ip = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, n) => login('burst@example.com', n === 190 ? GOOD_PASSWORD : `guess ${n}`, ip)),
    );
    const checked = replies.filter((reply) => reply.status === 200);
    expect(checked).toHaveLength(RateLimits.loginAttemptsPerAccount.limit);
    expect(checked.every((reply) => reply.body.message === 'Incorrect email or password!')).toBe(true);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(
      200 - RateLimits.loginAttemptsPerAccount.limit,
    );
    expect(replies[190]!.status).toBe(429);
    expect(replies.some((reply) => reply.body.token)).toBe(false);
    // Still refused after the burst, the right password included, until the window passes.
    expect((await login('burst@example.com', GOOD_PASSWORD)).status).toBe(429);
  });

  it('counts a burst spread over many emails against the address: no more than 30 passwords checked', async () => {
    const ip = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: 120 }, (_, n) => login(`sprayed-burst${n}@example.com`, 'wrong guess', ip)),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(RateLimits.loginAttemptsPerAddress.limit);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(
      120 - RateLimits.loginAttemptsPerAddress.limit,
    );
  });

  it("forgets an email's failures after a successful login", async () => {
    await signUp('forgetful@example.com');
    for (let round = 0; round < 2; round += 1) {
      for (let n = 1; n <= 4; n += 1) await login('forgetful@example.com', `wrong guess ${n}`);
      expect((await login('forgetful@example.com', GOOD_PASSWORD)).body.token).toBeDefined();
    }
  });
});

describe('sessions', () => {
  const profile = (token: string, userId: number, headers: Record<string, string> = {}) =>
    shop.call(
      endpointPath('update-profile'),
      { UserID: userId, FirstName: 'Lina', LastName: 'Haddad', AddressLineOne: 'Street 2' },
      { token, userid: String(userId), ...headers },
    );

  it('logout ends the session on the server: the token no longer works, and a second logout is a 401', async () => {
    const { token, userId } = await signUpAndLogIn(shop, home, 'leaving@example.com');
    expect((await profile(token, userId)).status).toBe(200);
    const out = await logout({ token, userid: String(userId) });
    expect(out.status).toBe(200);
    expect(out.rows).toEqual([{ ResponseMsg: 'Logged Out Successfully' }]);
    const after = await profile(token, userId);
    expect(after.status).toBe(401);
    expect(after.body.errorMessage).toBe('Your session has expired or is not valid. Please log in again.');
    expect((await logout({ token })).status).toBe(401);
  });

  it('logout without a token is a 401', async () => {
    const reply = await logout({ token: '', userid: '' });
    expect(reply.status).toBe(401);
    expect(reply.body.statusCode).toBe(401);
  });

  it('ends a session unused for more than 7 days', async () => {
    const { token, userId } = await signUpAndLogIn(shop, home, 'idle@example.com');
    await shop.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '7 days 1 minute' WHERE token_hash = ${tokenDigest(token)}`,
    );
    expect((await profile(token, userId)).status).toBe(401);
  });

  it('keeps a session in use alive, and moves its idle clock on', async () => {
    const { token, userId } = await signUpAndLogIn(shop, home, 'busy@example.com');
    await shop.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '6 days' WHERE token_hash = ${tokenDigest(token)}`,
    );
    expect((await profile(token, userId)).status).toBe(200);
    const [row] = await queryRows<{ idle_seconds: number }>(
      shop.db,
      sql`SELECT extract(epoch FROM now() - last_seen_at)::int AS idle_seconds FROM sessions WHERE token_hash = ${tokenDigest(token)}`,
    );
    expect(row!.idle_seconds).toBeLessThan(60);
  });

  it('ends a session 30 days after login even when in use', async () => {
    const { token, userId } = await signUpAndLogIn(shop, home, 'old-session@example.com');
    const [row] = await queryRows<{ days: number }>(
      shop.db,
      sql`SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM sessions WHERE token_hash = ${tokenDigest(token)}`,
    );
    expect(row!.days).toBe(30);
    await shop.db.execute(
      sql`UPDATE sessions SET created_at = now() - interval '30 days', expires_at = now() - interval '1 second'
           WHERE token_hash = ${tokenDigest(token)}`,
    );
    expect((await profile(token, userId)).status).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const { userId } = await signUpAndLogIn(shop, home, 'forged@example.com');
    expect((await profile('A'.repeat(43), userId)).status).toBe(401);
    expect((await profile('not a token', userId)).status).toBe(401);
  });

  it('each login is its own session: logging out of one keeps the other', async () => {
    const first = await signUpAndLogIn(shop, home, 'two-devices@example.com');
    const second = await logIn(shop, 'two-devices@example.com', GOOD_PASSWORD);
    expect(second.token).not.toBe(first.token);
    await logout({ token: first.token });
    expect((await profile(second.token, second.userId)).status).toBe(200);
  });
});
