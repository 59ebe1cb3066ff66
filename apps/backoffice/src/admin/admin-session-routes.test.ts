import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problem } from '@shop/contract';
import { queryRows } from '../db/database';
import { GOOD_PASSWORD, freshAddress } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { AdminRateLimits } from './admin-rate-limits';
import { ADMIN_SESSION_PATH, ADMIN_SESSIONS_PATH } from './admin-session-routes';
import { ADMIN_STAFF_PATH } from './admin-staff-routes';
import { adminClient, problemOf } from '../../test/support/admin-test-client';
import { ADMIN_TOTP_CONFIRM_PATH, ADMIN_TOTP_PATH } from './staff-totp-routes';
import { codeAt, currentStep, enrolTwoFactor } from '../../test/support/totp-test-codes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let ownerEmail: string;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  ownerEmail = (await admin.firstOwner()).email;
});
afterAll(async () => {
  await shop?.close();
});

const login = (email: string, password: string, ip = freshAddress(), origin?: string | null) =>
  admin.send('POST', ADMIN_SESSION_PATH, { body: { email, password }, ip, origin });
const whoAmI = (cookie: string) => admin.send('GET', ADMIN_SESSION_PATH, { cookie });
const errorOf = (reply: { json: () => unknown }) => (reply.json() as { errorMessage: string }).errorMessage;

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie whose token is stored only as its SHA-256', async () => {
    const reply = await login(ownerEmail.toUpperCase(), GOOD_PASSWORD);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      staff: {
        id: expect.any(Number),
        name: expect.any(String),
        email: ownerEmail,
        role: 'owner',
        language: 'en',
        active: true,
        twoFactor: false,
        notifyByMail: false,
        createdAt: expect.any(String),
      },
      twoFactorRequired: false,
    });
    const cookie = String(reply.headers['set-cookie']);
    expect(cookie).toMatch(/^shop_admin=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const token = /^shop_admin=([^;]+)/.exec(cookie)![1]!;
    const stored = await queryRows<{ token_hash: string }>(shop.db, sql`SELECT token_hash FROM staff_sessions`);
    expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect((await whoAmI(token)).json()).toMatchObject({ staff: { email: ownerEmail, role: 'owner' } });
  });

  it('answers one 401 for an unknown email, a wrong password and an inactive member', async () => {
    const inactive = await admin.createMember('orders');
    await shop.db.execute(sql`UPDATE staff SET active = false WHERE id = ${inactive.id}`);
    for (const [email, password] of [
      ['nobody@example.com', GOOD_PASSWORD],
      [ownerEmail, 'wrong password'],
      [inactive.email, GOOD_PASSWORD],
    ] as const) {
      const reply = await login(email, password);
      expect(reply.statusCode, email).toBe(401);
      expect(problemOf(reply)).toEqual(problem('STAFF_SIGN_IN_FAILED'));
      expect(reply.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 400 naming the field for bad input', async () => {
    expect(errorOf(await login('not-an-email', GOOD_PASSWORD))).toMatch(/^email: /);
    expect(errorOf(await login(ownerEmail, ''))).toMatch(/^password: /);
  });

  it('needs the admin’s own Origin (403 otherwise)', async () => {
    for (const origin of [null, 'null', 'https://evil.example', 'http://localhost.evil.example']) {
      const reply = await login(ownerEmail, GOOD_PASSWORD, freshAddress(), origin);
      expect(reply.statusCode, String(origin)).toBe(403);
      expect(problemOf(reply)).toEqual(problem('CROSS_ORIGIN_REFUSED'));
    }
    // The request's own Host (inject sends localhost:80) is the admin's origin too.
    expect((await login(ownerEmail, GOOD_PASSWORD, freshAddress(), 'http://localhost')).statusCode).toBe(200);
  });

  it('checks no more than 5 passwords of a burst of 100 guesses sent at once; the right one, 91st, is refused', async () => {
    const { email } = await admin.createMember('catalogue');
    const ip = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, n) => login(email, n === 90 ? GOOD_PASSWORD : `guess ${n}`, ip)),
    );
    const limit = AdminRateLimits.staffLoginAttemptsPerAccount.limit;
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(limit);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(100 - limit);
    expect(replies[90]!.statusCode).toBe(429);
    // From another address, the email's own limit; the wait is on the wire for the admin to say it.
    const fromElsewhere = await login(email, GOOD_PASSWORD);
    expect(fromElsewhere.statusCode).toBe(429);
    expect(problemOf(fromElsewhere)).toEqual(problem('TOO_MANY_STAFF_SIGN_INS_FOR_EMAIL', { minutes: 15 }));
  });

  it('counts guesses over many emails against the address', async () => {
    const ip = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(`spray${n}@example.com`, 'guess', ip)),
    );
    const limit = AdminRateLimits.staffLoginAttemptsPerAddress.limit;
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(limit);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(40 - limit);
    expect(problemOf(replies.find((reply) => reply.statusCode === 429)!)).toEqual(
      problem('TOO_MANY_STAFF_SIGN_INS', { minutes: 15 }),
    );
  });

  it("forgets an email's failures after a successful sign-in", async () => {
    const { email } = await admin.createMember('orders');
    for (let round = 0; round < 2; round += 1) {
      for (let n = 1; n < AdminRateLimits.staffLoginAttemptsPerAccount.limit; n += 1) {
        expect((await login(email, `wrong ${n}`)).statusCode).toBe(401);
      }
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('a session', () => {
  it('is refused without a cookie, with a made-up one, and with an Authorization header beside it', async () => {
    const cookie = await admin.signIn(ownerEmail);
    expect((await admin.send('GET', ADMIN_SESSION_PATH)).statusCode).toBe(401);
    expect((await whoAmI('A'.repeat(43))).statusCode).toBe(401);
    const withBearer = await admin.send('DELETE', ADMIN_SESSION_PATH, { cookie, authorization: 'Bearer whatever' });
    expect(withBearer.statusCode).toBe(401);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });

  it('ends after 12 hours unused', async () => {
    const cookie = await admin.signIn(ownerEmail);
    const digest = createHash('sha256').update(cookie).digest('hex');
    await shop.db.execute(
      sql`UPDATE staff_sessions SET last_seen_at = now() - interval '11 hours 59 minutes' WHERE token_hash = ${digest}`,
    );
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    await shop.db.execute(
      sql`UPDATE staff_sessions SET last_seen_at = now() - interval '12 hours 1 minute' WHERE token_hash = ${digest}`,
    );
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('ends when its member is made inactive', async () => {
    const member = await admin.createMember('moderator');
    const cookie = await admin.signIn(member.email);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    await shop.db.execute(sql`UPDATE staff SET active = false WHERE id = ${member.id}`);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('is ended by DELETE session (204, cookie removed), which needs the admin’s Origin', async () => {
    const cookie = await admin.signIn(ownerEmail);
    const foreign = await admin.send('DELETE', ADMIN_SESSION_PATH, { cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await admin.send('DELETE', ADMIN_SESSION_PATH, { cookie, origin: null })).statusCode).toBe(403);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const reply = await admin.send('DELETE', ADMIN_SESSION_PATH, { cookie });
    expect(reply.statusCode).toBe(204);
    expect(String(reply.headers['set-cookie'])).toMatch(/^shop_admin=; .*Max-Age=0/);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('ends everywhere with DELETE sessions, leaving other members signed in', async () => {
    const member = await admin.createMember('orders');
    const first = await admin.signIn(member.email);
    const second = await admin.signIn(member.email);
    const other = await admin.signIn(ownerEmail);
    expect((await admin.send('DELETE', ADMIN_SESSIONS_PATH, { cookie: first })).statusCode).toBe(204);
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(401);
    expect((await whoAmI(other)).statusCode).toBe(200);
  });
});

// ── One's own details ────────────────────────────────────────────────────────────────────────

const staffRow = async (db: TestShop['db'], email: string) =>
  (
    await queryRows<{
      id: number;
      name: string;
      language: string;
      password_hash: string;
      totp_secret: string | null;
      totp_enabled_at: unknown;
    }>(db, sql`SELECT * FROM staff WHERE lower(email) = lower(${email})`)
  )[0]!;
const auditOf = (db: TestShop['db'], id: number) =>
  queryRows<{ action: string; staff_id: number; before: unknown; after: unknown }>(
    db,
    sql`SELECT action, staff_id, before, after FROM audit_log WHERE resource = 'staff' AND resource_id = ${String(id)}
        ORDER BY id`,
  );
const changeOwn = (cookie: string, body: unknown) => admin.send('PATCH', ADMIN_SESSION_PATH, { cookie, body });
const NEW_PASSWORD = 'terraced hills at dawn 9';

describe('changing one’s own details', () => {
  it('lets every role change their own name and language, recorded before and after', async () => {
    for (const role of ['owner', 'catalogue', 'orders', 'moderator'] as const) {
      const { email, id } = await admin.createMember(role);
      const cookie = await admin.signIn(email);
      const reply = await changeOwn(cookie, { name: ' Layla ', language: 'ar' });
      expect(reply.statusCode, role).toBe(200);
      expect(reply.json()).toMatchObject({
        staff: { id, name: 'Layla', language: 'ar', role },
        twoFactorRequired: false,
      });
      expect(await staffRow(shop.db, email)).toMatchObject({ name: 'Layla', language: 'ar' });
      expect((await auditOf(shop.db, id)).at(-1)).toEqual({
        action: 'update',
        staff_id: id,
        before: { name: expect.stringMatching(/^Member /), language: 'en' },
        after: { name: 'Layla', language: 'ar' },
      });
      expect((await whoAmI(cookie)).json()).toMatchObject({ staff: { name: 'Layla', language: 'ar' } });
    }
  });

  it.each([
    [{}, /^body: Send at least one field to change$/],
    [{ name: '' }, /^name: /],
    [{ language: 'de' }, /^language: Expected en or ar$/],
    [{ password: NEW_PASSWORD }, /^currentPassword: Enter your current password to choose a new one$/],
    [{ password: 'short', currentPassword: GOOD_PASSWORD }, /^password: /],
    [{ password: NEW_PASSWORD, currentPassword: '' }, /^currentPassword: /],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const { email } = await admin.createMember('orders');
    const before = await staffRow(shop.db, email);
    const reply = await changeOwn(await admin.signIn(email), body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
    expect(await staffRow(shop.db, email)).toEqual(before);
  });

  it('is refused without a session (401) and from another origin (403)', async () => {
    expect((await admin.send('PATCH', ADMIN_SESSION_PATH, { body: { name: 'X' } })).statusCode).toBe(401);
    const cookie = await admin.signIn(ownerEmail);
    const foreign = await admin.send('PATCH', ADMIN_SESSION_PATH, {
      cookie,
      body: { name: 'X' },
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('changes the password with the current one, ending the member’s other sessions but not this one', async () => {
    const { email, id } = await admin.createMember('catalogue');
    const cookie = await admin.signIn(email);
    const other = await admin.signIn(email);
    const reply = await changeOwn(cookie, { password: NEW_PASSWORD, currentPassword: GOOD_PASSWORD });
    expect(reply.statusCode).toBe(200);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const [entry] = (await auditOf(shop.db, id)).filter((row) => row.action === 'update');
    expect(entry).toMatchObject({ before: {}, after: { password: 'changed' } });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('counts wrong current passwords against the email’s sign-in limit, before checking them', async () => {
    const { email } = await admin.createMember('moderator');
    const cookie = await admin.signIn(email);
    const limit = AdminRateLimits.staffLoginAttemptsPerAccount.limit;
    const replies = await Promise.all(
      Array.from({ length: limit + 3 }, (_, n) =>
        changeOwn(cookie, { password: NEW_PASSWORD, currentPassword: `no ${n}` }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 400)).toHaveLength(limit);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(3);
    expect(problemOf(replies.find((reply) => reply.statusCode === 400)!)).toEqual(problem('CURRENT_PASSWORD_WRONG'));
    expect((await changeOwn(cookie, { password: NEW_PASSWORD, currentPassword: GOOD_PASSWORD })).statusCode).toBe(429);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(429);
    // A name needs no password, so it is not limited.
    expect((await changeOwn(cookie, { name: 'Still me' })).statusCode).toBe(200);
  });
});

// ── Two-factor sign-in ───────────────────────────────────────────────────────────────────────

const loginWith = (email: string, code?: string, password = GOOD_PASSWORD) =>
  admin.send('POST', ADMIN_SESSION_PATH, {
    body: code === undefined ? { email, password } : { email, password, code },
  });
const failureOf = (reply: { json: () => unknown }) => reply.json() as Record<string, unknown>;

describe('setting up two-factor sign-in', () => {
  it('answers a new secret and its otpauth URI once, and keeps the secret sealed, not yet on', async () => {
    const { email } = await admin.createMember('catalogue');
    const cookie = await admin.signIn(email);
    const reply = await admin.send('POST', ADMIN_TOTP_PATH, { cookie });
    expect(reply.statusCode).toBe(201);
    expect(reply.headers['cache-control']).toBe('no-store');
    const { secret, uri } = reply.json() as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe(`/Palestine Heritage Shop:${email}`);
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Palestine Heritage Shop');
    const row = await staffRow(shop.db, email);
    expect(row.totp_secret).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_enabled_at).toBeNull();
    // Pending is off: signing in still takes no code.
    expect((await loginWith(email)).statusCode).toBe(200);
    expect((await whoAmI(cookie)).json()).toMatchObject({ staff: { twoFactor: false } });
    // Starting again replaces the pending secret.
    const again = (await admin.send('POST', ADMIN_TOTP_PATH, { cookie })).json() as { secret: string };
    expect(again.secret).not.toBe(secret);
    expect((await staffRow(shop.db, email)).totp_secret).not.toBe(row.totp_secret);
  });

  it('turns on with the current code of the new secret; a wrong code is 400 naming it', async () => {
    const { email, id } = await admin.createMember('orders');
    const cookie = await admin.signIn(email);
    const notStarted = await admin.send('POST', ADMIN_TOTP_CONFIRM_PATH, { cookie, body: { code: '123456' } });
    expect(notStarted.statusCode).toBe(409);
    expect(problemOf(notStarted)).toEqual(problem('TWO_FACTOR_NOT_STARTED'));
    const { secret } = (await admin.send('POST', ADMIN_TOTP_PATH, { cookie })).json() as { secret: string };
    const step = currentStep();
    for (const [code, message] of [
      ['12345', /^code: Expected the 6 digits from your authenticator app$/],
      ['abcdef', /^code: Expected the 6 digits/],
      [undefined, /^code: Expected the 6 digits/],
    ] as const) {
      const reply = await admin.send('POST', ADMIN_TOTP_CONFIRM_PATH, { cookie, body: { code } });
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply)).toMatch(message);
    }
    const wrongCode = String((Number(await codeAt(secret, step)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await admin.send('POST', ADMIN_TOTP_CONFIRM_PATH, { cookie, body: { code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong)).toEqual(problem('TWO_FACTOR_CONFIRM_CODE_WRONG'));
    expect((await staffRow(shop.db, email)).totp_enabled_at).toBeNull();

    const spaced = (await codeAt(secret, step)).replace(/^(\d{3})/, '$1 ');
    const confirmed = await admin.send('POST', ADMIN_TOTP_CONFIRM_PATH, { cookie, body: { code: spaced } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ staff: { id, twoFactor: true }, twoFactorRequired: false });
    expect((await staffRow(shop.db, email)).totp_enabled_at).not.toBeNull();
    expect((await auditOf(shop.db, id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['create', null, expect.any(Object)],
      ['start-two-factor', null, { twoFactor: 'pending' }],
      ['enable-two-factor', { twoFactor: false }, { twoFactor: true }],
    ]);
    const restart = await admin.send('POST', ADMIN_TOTP_PATH, { cookie });
    expect(restart.statusCode).toBe(409);
    expect(problemOf(restart)).toEqual(problem('TWO_FACTOR_ALREADY_ON'));
    expect((await admin.send('POST', ADMIN_TOTP_CONFIRM_PATH, { cookie, body: { code: '000000' } })).statusCode).toBe(
      409,
    );
    // The confirming code is used: it cannot sign in.
    expect((await loginWith(email, await codeAt(secret, step))).statusCode).toBe(401);
  });

  it('is refused without a session (401)', async () => {
    expect((await admin.send('POST', ADMIN_TOTP_PATH)).statusCode).toBe(401);
    expect((await admin.send('POST', ADMIN_TOTP_CONFIRM_PATH, { body: { code: '123456' } })).statusCode).toBe(401);
    expect((await admin.send('DELETE', ADMIN_TOTP_PATH, { body: { code: '123456' } })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code (401, twoFactorRequired), takes it once, and refuses an older one', async () => {
    const { email } = await admin.createMember('catalogue');
    const step = currentStep();
    const secret = await enrolTwoFactor(admin, await admin.signIn(email), step);

    const noCode = await loginWith(email);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      statusCode: 401,
      errorMessage: problem('TWO_FACTOR_CODE_REQUIRED').message,
      errorCode: 'TWO_FACTOR_CODE_REQUIRED',
      twoFactorRequired: true,
    });
    expect(noCode.headers['set-cookie']).toBeUndefined();
    // A wrong password says nothing about two-factor, code or not.
    const wrongPassword = await loginWith(email, await codeAt(secret, step + 1), 'wrong password');
    expect(failureOf(wrongPassword)).toEqual({
      statusCode: 401,
      errorMessage: problem('STAFF_SIGN_IN_FAILED').message,
      errorCode: 'STAFF_SIGN_IN_FAILED',
    });

    const next = await codeAt(secret, step + 1);
    const signedIn = await loginWith(email, next);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ staff: { email, twoFactor: true } });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^shop_admin=/);

    for (const used of [next, await codeAt(secret, step)]) {
      const replay = await loginWith(email, used);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({
        statusCode: 401,
        errorMessage: problem('TWO_FACTOR_CODE_WRONG').message,
        errorCode: 'TWO_FACTOR_CODE_WRONG',
        twoFactorRequired: true,
      });
    }
  });

  it('lets one of a burst of sign-ins with the same fresh code through', async () => {
    const { email } = await admin.createMember('orders');
    const step = currentStep();
    const secret = await enrolTwoFactor(admin, await admin.signIn(email), step);
    const code = await codeAt(secret, step + 1);
    const limit = AdminRateLimits.staffLoginAttemptsPerAccount.limit;
    const sessionsBefore = await liveSessionsOf(email);
    const replies = await Promise.all(Array.from({ length: limit }, () => loginWith(email, code)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(limit - 1).fill(401)]);
    expect(await liveSessionsOf(email)).toBe(sessionsBefore + 1);
  });

  it('counts wrong codes against the email’s sign-in limit before checking them', async () => {
    const { email } = await admin.createMember('moderator');
    const step = currentStep();
    const secret = await enrolTwoFactor(admin, await admin.signIn(email), step);
    const right = await codeAt(secret, step + 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const limit = AdminRateLimits.staffLoginAttemptsPerAccount.limit;
    const sessionsBefore = await liveSessionsOf(email);
    const replies = await Promise.all(Array.from({ length: 20 }, () => loginWith(email, wrong)));
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(limit);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(20 - limit);
    expect(failureOf(replies.find((reply) => reply.statusCode === 401)!)).toMatchObject({ twoFactorRequired: true });
    expect((await loginWith(email, right)).statusCode).toBe(429);
    expect(await liveSessionsOf(email)).toBe(sessionsBefore);
  });
});

const liveSessionsOf = async (email: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        shop.db,
        sql`SELECT count(*) AS n FROM staff_sessions s JOIN staff m ON m.id = s.staff_id
            WHERE lower(m.email) = lower(${email}) AND s.revoked_at IS NULL`,
      )
    )[0]!.n,
  );

describe('turning two-factor off', () => {
  it('takes the current code or the password; anything else is 400 naming the field', async () => {
    for (const proof of ['code', 'password'] as const) {
      const { email, id } = await admin.createMember('catalogue');
      const step = currentStep();
      const cookie = await admin.signIn(email);
      const secret = await enrolTwoFactor(admin, cookie, step);
      const off = (body: unknown) => admin.send('DELETE', ADMIN_TOTP_PATH, { cookie, body });
      for (const [body, message] of [
        [{}, /^code: Enter a code from your authenticator app or your password$/],
        [{ code: 'nope' }, /^code: Expected the 6 digits/],
        [{ password: 'wrong password' }, /^password: That is not your password\.$/],
        [{ code: await codeAt(secret, step) }, /^code: That code is not right or was used already\.$/],
      ] as const) {
        const reply = await off(body);
        expect(reply.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(reply)).toMatch(message);
      }
      expect((await staffRow(shop.db, email)).totp_enabled_at).not.toBeNull();
      const reply = await off(
        proof === 'code' ? { code: await codeAt(secret, step + 1) } : { password: GOOD_PASSWORD },
      );
      expect(reply.statusCode, proof).toBe(204);
      expect(await staffRow(shop.db, email)).toMatchObject({ totp_secret: null, totp_enabled_at: null });
      expect((await auditOf(shop.db, id)).at(-1)).toMatchObject({
        action: 'disable-two-factor',
        before: { twoFactor: true },
        after: { twoFactor: false },
      });
      const again = await off({ password: GOOD_PASSWORD });
      expect(again.statusCode).toBe(409);
      expect(problemOf(again)).toEqual(problem('TWO_FACTOR_ALREADY_OFF'));
      expect((await loginWith(email)).statusCode).toBe(200);
    }
  });
});

describe('turning two-factor off, guessed', () => {
  it('counts each proof against the email’s sign-in limit before checking it', async () => {
    const { email } = await admin.createMember('orders');
    const cookie = await admin.signIn(email);
    await enrolTwoFactor(admin, cookie);
    const limit = AdminRateLimits.staffLoginAttemptsPerAccount.limit;
    const replies = await Promise.all(
      Array.from({ length: limit + 3 }, (_, n) =>
        admin.send('DELETE', ADMIN_TOTP_PATH, { cookie, body: { password: `guess ${n}` } }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 400)).toHaveLength(limit);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(3);
    const right = await admin.send('DELETE', ADMIN_TOTP_PATH, { cookie, body: { password: GOOD_PASSWORD } });
    expect(right.statusCode).toBe(429);
    expect((await staffRow(shop.db, email)).totp_enabled_at).not.toBeNull();
  });
});

// ── Production: owners must use two-factor ───────────────────────────────────────────────────

describe('in production', () => {
  let production: TestShop;
  let client: ReturnType<typeof adminClient>;
  beforeAll(async () => {
    production = await createTestShop({ env: { NODE_ENV: 'production', ARGON2_MEMORY_KIB: '19456' } });
    client = adminClient(production);
  });
  afterAll(async () => {
    await production?.close();
  });

  it('holds an owner without two-factor to setting it up before anything else', async () => {
    const { email, cookie } = await client.firstOwner();
    const session = await client.send('GET', ADMIN_SESSION_PATH, { cookie });
    expect(session.json()).toMatchObject({ staff: { role: 'owner', twoFactor: false }, twoFactorRequired: true });
    for (const url of [ADMIN_STAFF_PATH, `${ADMIN_STAFF_PATH}/1`, '/api/v1/admin/audit-log']) {
      const reply = await client.send('GET', url, { cookie });
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json()).toEqual({
        statusCode: 403,
        errorMessage: problem('TWO_FACTOR_SETUP_REQUIRED').message,
        errorCode: 'TWO_FACTOR_SETUP_REQUIRED',
        twoFactorSetupRequired: true,
      });
    }
    // The orders routes answer the storefront's envelope, which has no room for the flag.
    const orders = await client.send('GET', '/api/v1/admin/orders', { cookie });
    expect(orders.statusCode).toBe(403);
    expect(problemOf(orders)).toEqual(problem('TWO_FACTOR_SETUP_REQUIRED'));
    // Their own session stays usable: details, sign-out, and the set-up itself.
    expect((await client.send('PATCH', ADMIN_SESSION_PATH, { cookie, body: { language: 'ar' } })).statusCode).toBe(200);
    const step = currentStep();
    const secret = await enrolTwoFactor(client, cookie, step);
    expect((await client.send('GET', ADMIN_STAFF_PATH, { cookie })).statusCode).toBe(200);
    // Signing in now takes a code; the cookie is Secure.
    expect(
      failureOf(await client.send('POST', ADMIN_SESSION_PATH, { body: { email, password: GOOD_PASSWORD } })),
    ).toMatchObject({ twoFactorRequired: true });
    const signedIn = await client.send('POST', ADMIN_SESSION_PATH, {
      body: { email, password: GOOD_PASSWORD, code: await codeAt(secret, step + 1) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/; Secure$/);
    // Turning it off holds them again.
    const off = await client.send('DELETE', ADMIN_TOTP_PATH, { cookie, body: { password: GOOD_PASSWORD } });
    expect(off.statusCode).toBe(204);
    expect((await client.send('GET', ADMIN_STAFF_PATH, { cookie })).statusCode).toBe(403);
  });

  it('asks it of owners only, and not of the admin token', async () => {
    const { cookie: ownerCookie } = await client.firstOwner();
    const member = await client.createMember('orders', await enrolledOwnerCookie(ownerCookie));
    const cookie = await client.signIn(member.email);
    expect((await client.send('GET', ADMIN_SESSION_PATH, { cookie })).json()).toMatchObject({
      staff: { role: 'orders', twoFactor: false },
      twoFactorRequired: false,
    });
    expect((await client.send('GET', '/api/v1/admin/orders', { cookie })).statusCode).toBe(200);
    const bearer = `Bearer ${await client.adminToken()}`;
    const viaToken = await client.send('GET', '/api/v1/admin/orders', { authorization: bearer, origin: null });
    expect(viaToken.statusCode).toBe(200);
  });

  /** The owner's cookie once they have two-factor on (set up here when it is not). */
  async function enrolledOwnerCookie(cookie: string): Promise<string> {
    const session = (await client.send('GET', ADMIN_SESSION_PATH, { cookie })).json() as {
      staff: { twoFactor: boolean };
    };
    if (!session.staff.twoFactor) await enrolTwoFactor(client, cookie);
    return cookie;
  }
});

describe('the OpenAPI document', () => {
  it('lists the staff, session and two-factor routes with their bodies', async () => {
    const document = (await admin.send('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    const methods = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methods(ADMIN_STAFF_PATH)).toEqual(['get', 'post']);
    expect(methods(`${ADMIN_STAFF_PATH}/{id}`)).toEqual(['get', 'patch']);
    expect(methods(ADMIN_SESSION_PATH)).toEqual(['delete', 'get', 'patch', 'post']);
    expect(methods(ADMIN_TOTP_PATH)).toEqual(['delete', 'post']);
    expect(methods(ADMIN_TOTP_CONFIRM_PATH)).toEqual(['post']);
    const login = document.paths[ADMIN_SESSION_PATH]!.post!.requestBody!.content['application/json']!.schema;
    expect(login).toMatchObject({ properties: { email: {}, password: {}, code: {} }, required: ['email', 'password'] });
  });
});
