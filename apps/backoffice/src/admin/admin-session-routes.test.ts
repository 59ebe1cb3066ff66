import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { GOOD_PASSWORD, freshAddress } from '../test/shopper';
import { createTestShop, type TestShop } from '../test/test-app';
import { CROSS_ORIGIN_ADMIN_MESSAGE } from './admin-origin';
import { AdminRateLimits } from './admin-rate-limits';
import { ADMIN_SESSION_PATH, ADMIN_SESSIONS_PATH, LOGIN_FAILED_MESSAGE } from './admin-session-routes';
import { adminClient } from './admin-test-client';

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
      staff: { id: expect.any(Number), name: expect.any(String), email: ownerEmail, role: 'owner', language: 'en' },
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
      expect(errorOf(reply)).toBe(LOGIN_FAILED_MESSAGE);
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
      expect(errorOf(reply)).toBe(CROSS_ORIGIN_ADMIN_MESSAGE);
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
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(429);
  });

  it('counts guesses over many emails against the address', async () => {
    const ip = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(`spray${n}@example.com`, 'guess', ip)),
    );
    const limit = AdminRateLimits.staffLoginAttemptsPerAddress.limit;
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(limit);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(40 - limit);
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
