import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { tableCounts } from '../../test/support/table-counts';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import {
  GOOD_PASSWORD,
  codeInMail,
  findPlaces,
  freshAddress,
  fromAddress,
  logIn,
  outboxFiles,
  signUpAndLogIn,
  waitForOutboxMessage,
  type Place,
} from '../../test/support/shopper';
import { INVALID_RESET_CODE } from './password-reset-handlers';

const invalidCode = { errorCode: 'RESET_CODE_INVALID', errorMessage: INVALID_RESET_CODE.message };

let shop: TestShop;
let home: Place;
let mailsSent = 0;

beforeAll(async () => {
  shop = await createTestShop();
  ({ home } = await findPlaces(shop));
});
afterAll(async () => {
  await shop?.close();
});

const NEW_PASSWORD = 'za3tar and olive oil';

const sendCode = (Email: string, ip = freshAddress(), headers: Record<string, string> = {}) =>
  shop.call(endpointPath('validate-email-send-otp'), { Email }, fromAddress(ip, headers));

const reset = (params: Record<string, unknown>, ip = freshAddress(), headers: Record<string, string> = {}) =>
  shop.call(
    endpointPath('validate-otp-change-password'),
    { Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, ...params },
    fromAddress(ip, headers),
  );

/** Asks for a code for an account and reads it from the outbox. */
async function requestCode(email: string): Promise<string> {
  const reply = await sendCode(email);
  expect(reply.body.message).toBe('Sent Successfully');
  mailsSent += 1;
  return codeInMail(await waitForOutboxMessage(shop, mailsSent));
}

const codesOf = (email: string) =>
  queryRows<{ code_hash: string; failed_attempts: number; used_at: Date | null }>(
    shop.db,
    sql`SELECT r.code_hash, r.failed_attempts, r.used_at FROM password_reset_codes r JOIN users u ON u.id = r.user_id
         WHERE lower(u.email) = lower(${email}) ORDER BY r.id`,
  );

const profile = (session: { token: string; userId: number }) =>
  shop.call(
    endpointPath('update-profile'),
    { UserID: session.userId, FirstName: 'Lina', LastName: 'Haddad', AddressLineOne: 'Street 3' },
    { token: session.token, userid: String(session.userId) },
  );

describe('validate-email-send-otp', () => {
  it("mails a 6-digit code valid 10 minutes, stored only as a keyed hash, and answers 'Sent Successfully'", async () => {
    await signUpAndLogIn(shop, home, 'reset-me@example.com');
    const reply = await sendCode('Reset-Me@example.com');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ statusCode: 200, message: 'Sent Successfully', errorMessage: '' });
    expect(reply.rows).toEqual([{ ResponseMsg: 'Sent Successfully' }]);
    mailsSent += 1;
    const mail = await waitForOutboxMessage(shop, mailsSent);
    expect(mail).toMatch(/^To: reset-me@example\.com$/m);
    const code = codeInMail(mail);
    expect(code).toMatch(/^\d{6}$/);

    const [stored] = await codesOf('reset-me@example.com');
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await queryRows(shop.db, sql`SELECT * FROM password_reset_codes`))).not.toContain(code);
    const [lifetime] = await queryRows<{ minutes: number }>(
      shop.db,
      sql`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_reset_codes`,
    );
    expect(lifetime!.minutes).toBe(10);
  });

  it('answers an email without an account exactly as one with an account, and mails and stores nothing', async () => {
    await signUpAndLogIn(shop, home, 'has-account@example.com');
    const known = await sendCode('has-account@example.com');
    mailsSent += 1;
    await waitForOutboxMessage(shop, mailsSent);
    const before = await tableCounts(shop.db);
    const unknown = await sendCode('no-account@example.com');
    expect(unknown.raw.body).toBe(known.raw.body);
    expect(unknown.status).toBe(known.status);
    // A background send to the outbox takes milliseconds; give one the time to show up if it was made.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outboxFiles(shop)).toHaveLength(mailsSent);
    const after = await tableCounts(shop.db);
    expect({ ...after, rate_limit_counters: 0 }).toEqual({ ...before, rate_limit_counters: 0 });
  });

  it.each([
    [{ Email: '' }, 'Email: Email is required'],
    [{ Email: 'reset@' }, 'Email: Please enter valid email address'],
    [{ Email: `${'a'.repeat(190)}@example.com` }, 'Email: Email max length should be 200 characters'],
  ])('refuses %j with 400 and stores nothing', async (params, message) => {
    const before = await tableCounts(shop.db);
    const reply = await shop.call(endpointPath('validate-email-send-otp'), params, fromAddress(freshAddress()));
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe(message);
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('answers 429 after 3 codes for one email in 15 minutes, the same for an email without an account', async () => {
    await signUpAndLogIn(shop, home, 'impatient@example.com');
    const refusals: string[] = [];
    for (const email of ['impatient@example.com', 'nobody-here@example.com']) {
      for (let n = 1; n <= 3; n += 1) expect((await sendCode(email)).status).toBe(200);
      const refused = await sendCode(email);
      expect(refused.status).toBe(429);
      refusals.push(refused.raw.body);
    }
    mailsSent += 3;
    await waitForOutboxMessage(shop, mailsSent);
    expect(refusals[0]).toBe(refusals[1]);
    expect(JSON.parse(refusals[0]!)).toMatchObject({
      statusCode: 429,
      errorMessage: 'Too many codes were requested for this email. Please try again in 15 minutes.',
    });
  });

  it('answers 429 after 10 codes from one address in an hour', async () => {
    const ip = freshAddress();
    for (let n = 1; n <= 10; n += 1) expect((await sendCode(`nobody${n}@example.com`, ip)).status).toBe(200);
    const refused = await sendCode('nobody11@example.com', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toBe('Too many codes were requested. Please try again in 60 minutes.');
  });
});

describe('validate-otp-change-password', () => {
  it('sets the new password with the code: the old one stops working, the new one logs in', async () => {
    await signUpAndLogIn(shop, home, 'forgot@example.com');
    const code = await requestCode('forgot@example.com');
    const reply = await reset({ Email: 'FORGOT@example.com', Otp: code });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ statusCode: 200, message: 'Password reset successfully', errorMessage: '' });
    expect(reply.rows).toEqual([{ ResponseMsg: 'Password reset successfully' }]);
    const old = await shop.call(endpointPath('get-user-login'), {
      Email: 'forgot@example.com',
      Password: GOOD_PASSWORD,
    });
    expect(old.rows).toEqual([{ ResponseMsg: 'Incorrect email or password!' }]);
    expect((await logIn(shop, 'forgot@example.com', NEW_PASSWORD)).token).toBeTruthy();
    const [user] = await queryRows<{ password_hash: string }>(
      shop.db,
      sql`SELECT password_hash FROM users WHERE email = 'forgot@example.com'`,
    );
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(user!.password_hash).not.toContain(NEW_PASSWORD);
  });

  it("ends the user's other sessions, keeps the one that asked, and leaves other users alone", async () => {
    const phone = await signUpAndLogIn(shop, home, 'many-sessions@example.com');
    const laptop = await logIn(shop, 'many-sessions@example.com', GOOD_PASSWORD);
    const stranger = await signUpAndLogIn(shop, home, 'stranger@example.com');
    const code = await requestCode('many-sessions@example.com');
    const reply = await reset({ Email: 'many-sessions@example.com', Otp: code }, freshAddress(), {
      token: laptop.token,
    });
    expect(reply.status).toBe(200);
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(laptop)).status).toBe(200);
    expect((await profile(stranger)).status).toBe(200);
  });

  it('ends every session when the request carries none', async () => {
    const session = await signUpAndLogIn(shop, home, 'all-sessions@example.com');
    const code = await requestCode('all-sessions@example.com');
    expect((await reset({ Email: 'all-sessions@example.com', Otp: code })).status).toBe(200);
    expect((await profile(session)).status).toBe(401);
  });

  it('works once: the same code again is refused', async () => {
    await signUpAndLogIn(shop, home, 'reuse@example.com');
    const code = await requestCode('reuse@example.com');
    expect((await reset({ Email: 'reuse@example.com', Otp: code })).status).toBe(200);
    const again = await reset({
      Email: 'reuse@example.com',
      Otp: code,
      Password: 'another fine phrase',
      ConfirmPassword: 'another fine phrase',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject(invalidCode);
    expect((await logIn(shop, 'reuse@example.com', NEW_PASSWORD)).token).toBeTruthy();
  });

  it('refuses an expired code', async () => {
    await signUpAndLogIn(shop, home, 'slow@example.com');
    const code = await requestCode('slow@example.com');
    await shop.db.execute(
      sql`UPDATE password_reset_codes SET expires_at = now() - interval '1 second'
           WHERE user_id = (SELECT id FROM users WHERE email = 'slow@example.com')`,
    );
    const reply = await reset({ Email: 'slow@example.com', Otp: code });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject(invalidCode);
    expect((await logIn(shop, 'slow@example.com', GOOD_PASSWORD)).token).toBeTruthy();
  });

  it('kills a code after 5 wrong tries: the right code no longer works', async () => {
    await signUpAndLogIn(shop, home, 'guessed@example.com');
    const code = await requestCode('guessed@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 1; n <= 5; n += 1) {
      const reply = await reset({ Email: 'guessed@example.com', Otp: wrong });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject(invalidCode);
    }
    expect((await codesOf('guessed@example.com'))[0]!.failed_attempts).toBe(5);
    const right = await reset({ Email: 'guessed@example.com', Otp: code });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject(invalidCode);
  });

  it('counts each try before comparing: of 200 guesses sent at once, 5 are compared and the right one, 191st, is refused', async () => {
    await signUpAndLogIn(shop, home, 'burst-guessed@example.com');
    const code = await requestCode('burst-guessed@example.com');
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
    // Every guess from an address of its own, so only the code's own limit stands in the way.
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        reset({ Email: 'burst-guessed@example.com', Otp: n === 190 ? code : wrong(n) }),
      ),
    );
    expect(replies.every((reply) => reply.status === 400 && reply.body.errorCode === invalidCode.errorCode)).toBe(true);
    const [stored] = await codesOf('burst-guessed@example.com');
    expect(stored!.failed_attempts).toBe(5);
    expect(stored!.used_at).toBeNull();
    // The code is dead: the right code no longer works, and the old password still does.
    expect((await reset({ Email: 'burst-guessed@example.com', Otp: code })).status).toBe(400);
    expect((await logIn(shop, 'burst-guessed@example.com', GOOD_PASSWORD)).token).toBeTruthy();
  });

  it('still takes the right code after 4 wrong tries', async () => {
    await signUpAndLogIn(shop, home, 'clumsy@example.com');
    const code = await requestCode('clumsy@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 1; n <= 4; n += 1) await reset({ Email: 'clumsy@example.com', Otp: wrong });
    expect((await reset({ Email: 'clumsy@example.com', Otp: code })).status).toBe(200);
  });

  it('only the newest code works', async () => {
    await signUpAndLogIn(shop, home, 'twice@example.com');
    const first = await requestCode('twice@example.com');
    const second = await requestCode('twice@example.com');
    if (first !== second) expect((await reset({ Email: 'twice@example.com', Otp: first })).status).toBe(400);
    expect((await reset({ Email: 'twice@example.com', Otp: second })).status).toBe(200);
  });

  it("refuses another user's code, and answers an unknown email like a wrong code", async () => {
    await signUpAndLogIn(shop, home, 'owner@example.com');
    await signUpAndLogIn(shop, home, 'thief@example.com');
    const code = await requestCode('owner@example.com');
    const theft = await reset({ Email: 'thief@example.com', Otp: code });
    const unknown = await reset({ Email: 'not-registered@example.com', Otp: code });
    expect(theft.raw.body).toBe(unknown.raw.body);
    expect(theft.status).toBe(400);
    expect(theft.body).toMatchObject(invalidCode);
    expect((await reset({ Email: 'owner@example.com', Otp: code })).status).toBe(200);
  });

  it.each([
    [{ Email: '' }, 'Email: Email is required'],
    [{ Email: 'x@y' }, 'Email: Please enter valid email address'],
    [{ Otp: '' }, 'Otp: OTP is required'],
    [{ Otp: '1234' }, 'Otp: OTP min length should be 5 characters'],
    [{ Otp: '1'.repeat(16) }, 'Otp: OTP max length should be 15 characters'],
    [{ Password: '', ConfirmPassword: '' }, 'Password: Password is required'],
    [{ Password: 'short77', ConfirmPassword: 'short77' }, 'Password: Password min length should be 8 characters'],
    [
      { Password: 'p'.repeat(151), ConfirmPassword: 'p'.repeat(151) },
      'Password: Password max length should be 150 characters',
    ],
    [
      { Password: 'iloveyou', ConfirmPassword: 'iloveyou' },
      'Password: This password is too common. Please choose another one.',
    ],
    [{ ConfirmPassword: 'something else' }, 'ConfirmPassword: Password does not match!'],
  ])('refuses %j with 400, stores nothing and leaves the code alive', async (overrides, message) => {
    await signUpAndLogIn(shop, home, `checked-${mailsSent}@example.com`);
    const email = `checked-${mailsSent}@example.com`;
    const code = await requestCode(email);
    const before = await tableCounts(shop.db);
    const reply = await reset({ Email: email, Otp: code, ...overrides });
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe(message);
    expect(await tableCounts(shop.db)).toEqual(before);
    expect((await reset({ Email: email, Otp: code })).status).toBe(200);
  });

  it('answers 429 after 10 tries from one address in 15 minutes', async () => {
    const ip = freshAddress();
    for (let n = 1; n <= 10; n += 1) {
      expect((await reset({ Email: `guess${n}@example.com`, Otp: '123456' }, ip)).status).toBe(400);
    }
    const refused = await reset({ Email: 'guess11@example.com', Otp: '123456' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toBe('Too many password reset attempts. Please try again in 15 minutes.');
  });

  it('lifts the login lock of the account it resets', async () => {
    await signUpAndLogIn(shop, home, 'locked-out@example.com');
    for (let n = 1; n <= 5; n += 1) {
      await shop.call(endpointPath('get-user-login'), { Email: 'locked-out@example.com', Password: `guess ${n}` });
    }
    const locked = await shop.call(
      endpointPath('get-user-login'),
      { Email: 'locked-out@example.com', Password: GOOD_PASSWORD },
      fromAddress(freshAddress()),
    );
    expect(locked.status).toBe(429);
    const code = await requestCode('locked-out@example.com');
    expect((await reset({ Email: 'locked-out@example.com', Otp: code })).status).toBe(200);
    expect((await logIn(shop, 'locked-out@example.com', NEW_PASSWORD)).token).toBeTruthy();
  });
});
