import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { GOOD_PASSWORD } from '../test/shopper';
import { createTestShop, type TestShop } from '../test/test-app';
import { adminClient } from './admin-test-client';
import { ADMIN_SETUP_PATH, ADMIN_STAFF_PATH, StaffMessages } from './admin-staff-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let bearer: string;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  bearer = `Bearer ${await admin.adminToken()}`;
});
afterAll(async () => {
  await shop?.close();
});

const ownerBody = (n: number) => ({
  name: `Owner ${n}`,
  email: `owner${n}@example.com`,
  password: GOOD_PASSWORD,
  role: 'owner',
});
const setup = (body: unknown) => admin.send('POST', ADMIN_STAFF_PATH, { body, authorization: bearer, origin: null });
const needsOwner = async () => (await admin.send('GET', ADMIN_SETUP_PATH)).json() as { needsOwner: boolean };
const staffCount = async () =>
  Number((await queryRows<{ n: number }>(shop.db, sql`SELECT count(*) AS n FROM staff`))[0]!.n);

describe('the first owner', () => {
  it('is asked for while the shop has none; the admin token may not make anyone else first', async () => {
    expect(await needsOwner()).toEqual({ needsOwner: true });
    const catalogue = await setup({ ...ownerBody(0), role: 'catalogue' });
    expect(catalogue.statusCode).toBe(400);
    expect(catalogue.json()).toMatchObject({ errorMessage: StaffMessages.firstMustBeOwner });
    expect(await staffCount()).toBe(0);
  });

  it('refuses a call without the token (401) or with a wrong one (401)', async () => {
    expect((await admin.send('POST', ADMIN_STAFF_PATH, { body: ownerBody(0), origin: null })).statusCode).toBe(401);
    expect(
      (await admin.send('POST', ADMIN_STAFF_PATH, { body: ownerBody(0), authorization: 'Bearer nope' })).statusCode,
    ).toBe(401);
    expect(await staffCount()).toBe(0);
  });

  it.each([
    [{ ...ownerBody(0), password: 'short' }, /^password: /],
    [{ ...ownerBody(0), password: 'password123' }, /^password: .*common/i],
    [{ ...ownerBody(0), email: 'not an email' }, /^email: /],
    [{ ...ownerBody(0), name: '  ' }, /^name: /],
    [{ ...ownerBody(0), role: 'king' }, /^role: Expected owner, catalogue, orders or moderator/],
    [{ ...ownerBody(0), language: 'fr' }, /^language: Expected en or ar/],
    ['[]', /^body: /],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const reply = await setup(body);
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(message);
  });

  it('is made exactly once by a burst of 20 parallel setup calls', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, (_, n) => setup(ownerBody(n + 1))));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(
      refused.every((reply) => (reply.json() as { errorMessage: string }).errorMessage === StaffMessages.ownerExists),
    ).toBe(true);
    expect(await staffCount()).toBe(1);
    expect(await needsOwner()).toEqual({ needsOwner: false });
    const [owner] = await queryRows<{ role: string; password_hash: string }>(
      shop.db,
      sql`SELECT role, password_hash FROM staff`,
    );
    expect(owner!.role).toBe('owner');
    expect(owner!.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('adding staff', () => {
  it('lets an owner add members of any role, with the email unique ignoring case', async () => {
    const [first] = await queryRows<{ email: string }>(shop.db, sql`SELECT email FROM staff WHERE role = 'owner'`);
    const owner = await admin.signIn(first!.email);
    const body = {
      name: 'Sara',
      email: 'Sara@Example.com',
      password: GOOD_PASSWORD,
      role: 'catalogue',
      language: 'ar',
    };
    const created = await admin.send('POST', ADMIN_STAFF_PATH, { body, cookie: owner });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      staff: { id: expect.any(Number), name: 'Sara', email: 'Sara@Example.com', role: 'catalogue', language: 'ar' },
    });
    const again = await admin.send('POST', ADMIN_STAFF_PATH, {
      body: { ...body, email: 'sara@EXAMPLE.com' },
      cookie: owner,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorMessage: StaffMessages.emailTaken });
    // An owner may add another owner; the admin token no longer may.
    expect((await admin.send('POST', ADMIN_STAFF_PATH, { body: ownerBody(90), cookie: owner })).statusCode).toBe(201);
    expect((await setup(ownerBody(91))).statusCode).toBe(409);
  });

  it('refuses every other role (403) and writes nothing', async () => {
    const [first] = await queryRows<{ email: string }>(
      shop.db,
      sql`SELECT email FROM staff WHERE role = 'owner' ORDER BY id`,
    );
    const owner = await admin.signIn(first!.email);
    for (const role of ['catalogue', 'orders', 'moderator'] as const) {
      const member = await admin.signIn((await admin.createMember(role, owner)).email);
      const before = await staffCount();
      const reply = await admin.send('POST', ADMIN_STAFF_PATH, { body: ownerBody(100), cookie: member });
      expect(reply.statusCode, role).toBe(403);
      expect(await staffCount()).toBe(before);
    }
  });
});
