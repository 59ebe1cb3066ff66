import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problem } from '@shop/contract';
import { queryRows } from '../db/database';
import { GOOD_PASSWORD } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { adminClient, problemOf } from '../../test/support/admin-test-client';
import { ADMIN_SESSION_PATH } from './admin-session-routes';
import { ADMIN_SETUP_PATH, ADMIN_STAFF_PATH, STAFF_LOCK_KEY } from './admin-staff-routes';
import { listNotifiedStaff } from './staff-notifications';
import { enrolTwoFactor } from '../../test/support/totp-test-codes';

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
    expect(problemOf(catalogue)).toEqual(problem('FIRST_MEMBER_MUST_BE_OWNER'));
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
    for (const reply of refused) expect(problemOf(reply)).toEqual(problem('SHOP_HAS_OWNER'));
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
      staff: {
        id: expect.any(Number),
        name: 'Sara',
        email: 'Sara@Example.com',
        role: 'catalogue',
        language: 'ar',
        active: true,
        twoFactor: false,
        notifyByMail: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    });
    const again = await admin.send('POST', ADMIN_STAFF_PATH, {
      body: { ...body, email: 'sara@EXAMPLE.com' },
      cookie: owner,
    });
    expect(again.statusCode).toBe(409);
    expect(problemOf(again)).toEqual(problem('STAFF_EMAIL_TAKEN'));
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

// ── The owner's staff screens: list, one member, changes ─────────────────────────────────────

const errorOf = (reply: { json: () => unknown }) => (reply.json() as { errorMessage: string }).errorMessage;
const memberPath = (id: number | string) => `${ADMIN_STAFF_PATH}/${id}`;

/** The shop's first owner (made by the burst above), signed in afresh. */
async function firstOwnerSignedIn(): Promise<{ id: number; email: string; cookie: string }> {
  const [first] = await queryRows<{ id: number; email: string }>(
    shop.db,
    sql`SELECT id, email FROM staff WHERE role = 'owner' ORDER BY id LIMIT 1`,
  );
  return { ...first!, cookie: await admin.signIn(first!.email) };
}

interface StaffRow {
  role: string;
  active: boolean;
  name: string;
  language: string;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled_at: unknown;
  notify_by_mail: boolean;
}
const staffRow = async (id: number) =>
  (await queryRows<StaffRow>(shop.db, sql`SELECT * FROM staff WHERE id = ${id}`))[0]!;

interface AuditRow {
  action: string;
  actor: string;
  staff_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const auditOf = (id: number) =>
  queryRows<AuditRow>(
    shop.db,
    sql`SELECT action, actor, staff_id, before, after FROM audit_log
        WHERE resource = 'staff' AND resource_id = ${String(id)} ORDER BY id`,
  );
const liveSessions = async (staffId: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        shop.db,
        sql`SELECT count(*) AS n FROM staff_sessions WHERE staff_id = ${staffId} AND revoked_at IS NULL`,
      )
    )[0]!.n,
  );

describe('who may use the staff routes', () => {
  it('is the owner alone: other roles get 403, no session 401, and nothing changes', async () => {
    const owner = await firstOwnerSignedIn();
    const target = await admin.createMember('catalogue', owner.cookie);
    const cookies: Record<string, string | undefined> = { owner: owner.cookie, none: undefined };
    for (const role of ['catalogue', 'orders', 'moderator'] as const) {
      cookies[role] = await admin.signIn((await admin.createMember(role, owner.cookie)).email);
    }
    let fresh = 200;
    const routes = [
      { method: 'GET', url: ADMIN_STAFF_PATH, ok: 200, body: () => undefined },
      { method: 'GET', url: memberPath(target.id), ok: 200, body: () => undefined },
      { method: 'PATCH', url: memberPath(target.id), ok: 200, body: () => ({ name: 'Renamed by the owner' }) },
      {
        method: 'POST',
        url: ADMIN_STAFF_PATH,
        ok: 201,
        body: () => ({ ...ownerBody((fresh += 1)), role: 'orders' }),
      },
    ] as const;
    const expected: Record<string, (ok: number) => number> = {
      owner: (ok) => ok,
      catalogue: () => 403,
      orders: () => 403,
      moderator: () => 403,
      none: () => 401,
    };
    const table: string[] = [];
    for (const route of routes) {
      for (const [role, status] of Object.entries(expected)) {
        const before = { staff: await staffCount(), target: await staffRow(target.id) };
        const reply = await admin.send(route.method, route.url, { cookie: cookies[role], body: route.body() });
        table.push(`${route.method} ${route.url} as ${role}: ${reply.statusCode}`);
        expect(reply.statusCode, `${route.method} ${route.url} as ${role}`).toBe(status(route.ok));
        if (role !== 'owner') {
          expect(await staffCount()).toBe(before.staff);
          expect(await staffRow(target.id)).toEqual(before.target);
        }
      }
    }
    expect(table).toHaveLength(routes.length * Object.keys(expected).length);
  });
});

describe('the staff list', () => {
  it('pages, searches, filters and sorts members, each with active, twoFactor and createdAt', async () => {
    const owner = await firstOwnerSignedIn();
    const tag = `list${Date.now()}`;
    for (const [name, role] of [
      ['Zaid', 'moderator'],
      ['amal', 'orders'],
      ['Basel', 'orders'],
    ] as const) {
      const body = {
        name: `${name} ${tag}`,
        email: `${name.toLowerCase()}.${tag}@example.com`,
        password: GOOD_PASSWORD,
        role,
      };
      expect((await admin.send('POST', ADMIN_STAFF_PATH, { body, cookie: owner.cookie })).statusCode).toBe(201);
    }
    const list = async (query: string) => {
      const reply = await admin.send('GET', `${ADMIN_STAFF_PATH}?${query}`, { cookie: owner.cookie });
      expect(reply.statusCode, query).toBe(200);
      return reply.json() as { items: Array<Record<string, unknown>>; total: number; limit: number; offset: number };
    };
    const byName = await list(`q=${tag}`);
    expect(byName.total).toBe(3);
    expect(byName.items.map((item) => item.name)).toEqual([`amal ${tag}`, `Basel ${tag}`, `Zaid ${tag}`]);
    expect(byName.items[0]).toEqual({
      id: expect.any(Number),
      name: `amal ${tag}`,
      email: `amal.${tag}@example.com`,
      role: 'orders',
      language: 'en',
      active: true,
      twoFactor: false,
      notifyByMail: false,
      createdAt: expect.any(String),
    });
    expect((await list(`q=${tag}&sort=name&order=desc`)).items.map((item) => item.name)).toEqual([
      `Zaid ${tag}`,
      `Basel ${tag}`,
      `amal ${tag}`,
    ]);
    expect((await list(`q=${tag}&sort=role`)).items.map((item) => item.role)).toEqual([
      'moderator',
      'orders',
      'orders',
    ]);
    expect((await list(`q=BASEL.${tag.toUpperCase()}`)).total).toBe(1);
    expect((await list(`q=${tag}&role=orders`)).total).toBe(2);
    const page = await list(`q=${tag}&limit=1&offset=1&sort=email`);
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.items.map((item) => item.name)).toEqual([`Basel ${tag}`]);
    // A search for % or _ means those characters, not any text.
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);

    const zaid = byName.items[2]!.id as number;
    await admin.send('PATCH', memberPath(zaid), { cookie: owner.cookie, body: { active: false } });
    expect((await list(`q=${tag}&active=false`)).items.map((item) => item.name)).toEqual([`Zaid ${tag}`]);
    expect((await list(`q=${tag}&active=true`)).total).toBe(2);
    const all = await list('limit=100&sort=createdAt&order=desc');
    expect(all.total).toBe(await staffCount());
    expect(all.items[0]!.name).toBe(`Basel ${tag}`);
  });

  it.each([
    ['limit=0', /^limit: /],
    ['limit=101', /^limit: /],
    ['offset=-1', /^offset: /],
    ['sort=password', /^sort: Expected name, email, role, createdAt$/],
    ['order=up', /^order: Expected asc or desc$/],
    ['role=king', /^role: Expected owner, catalogue, orders or moderator$/],
    ['active=yes', /^active: Expected true or false$/],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    const { cookie } = await firstOwnerSignedIn();
    const reply = await admin.send('GET', `${ADMIN_STAFF_PATH}?${query}`, { cookie });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
  });
});

describe('one member', () => {
  it('is answered by id; an unknown id is 404 and a malformed one 400 naming it', async () => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('orders', owner.cookie);
    const reply = await admin.send('GET', memberPath(member.id), { cookie: owner.cookie });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ staff: { id: member.id, email: member.email, role: 'orders', active: true } });
    for (const method of ['GET', 'PATCH'] as const) {
      const body = method === 'PATCH' ? { name: 'Nobody' } : undefined;
      const unknown = await admin.send(method, memberPath(2_147_483_647), { cookie: owner.cookie, body });
      expect(unknown.statusCode, method).toBe(404);
      expect(problemOf(unknown)).toEqual(problem('STAFF_MEMBER_NOT_FOUND', { id: 2_147_483_647 }));
      // The whole answer: the admin's failure shape, with the code and the values beside the sentence.
      expect(unknown.json()).toEqual({
        statusCode: 404,
        errorMessage: 'There is no staff member with id 2147483647.',
        errorCode: 'STAFF_MEMBER_NOT_FOUND',
        errorValues: { id: 2_147_483_647 },
      });
      for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '2147483648', '1e3']) {
        const bad = await admin.send(method, memberPath(id), { cookie: owner.cookie, body });
        expect(bad.statusCode, `${method} ${id}`).toBe(400);
        expect(errorOf(bad)).toMatch(/^id: Expected a staff id/);
      }
    }
  });
});

describe('changing a member', () => {
  it.each([
    [{}, /^body: Send at least one field to change$/],
    [{ name: '   ' }, /^name: /],
    [{ name: 'x'.repeat(101) }, /^name: /],
    [{ role: 'king' }, /^role: Expected owner, catalogue, orders or moderator$/],
    [{ language: 'fr' }, /^language: Expected en or ar$/],
    [{ active: 'no' }, /^active: Expected true or false$/],
    [{ password: 'short' }, /^password: /],
    [{ password: 'password123' }, /^password: .*common/i],
    [{ twoFactor: true }, /^twoFactor: Expected false/],
    ['[]', /^body: /],
  ])('answers 400 naming the field for %j, changing nothing', async (body, message) => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('orders', owner.cookie);
    const before = await staffRow(member.id);
    const reply = await admin.send('PATCH', memberPath(member.id), { cookie: owner.cookie, body });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
    expect(await staffRow(member.id)).toEqual(before);
  });

  it('changes only what is sent, records before and after, and keeps the member signed in for a name', async () => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('catalogue', owner.cookie);
    const session = await admin.signIn(member.email);
    const reply = await admin.send('PATCH', memberPath(member.id), {
      cookie: owner.cookie,
      body: { name: '  Nour Haddad ', language: 'ar', role: 'catalogue' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      staff: { id: member.id, name: 'Nour Haddad', language: 'ar', role: 'catalogue', active: true },
    });
    expect(await staffRow(member.id)).toMatchObject({ name: 'Nour Haddad', language: 'ar', role: 'catalogue' });
    const [, update] = await auditOf(member.id);
    expect(update).toEqual({
      action: 'update',
      actor: owner.email,
      staff_id: owner.id,
      before: { name: expect.stringMatching(/^Member /), language: 'en' },
      after: { name: 'Nour Haddad', language: 'ar' },
    });
    expect(await liveSessions(member.id)).toBe(1);
    expect((await admin.send('GET', '/api/v1/admin/session', { cookie: session })).statusCode).toBe(200);
    // The same change again changes nothing and records nothing.
    const again = await admin.send('PATCH', memberPath(member.id), { cookie: owner.cookie, body: { language: 'ar' } });
    expect(again.statusCode).toBe(200);
    expect(await auditOf(member.id)).toHaveLength(2);
  });

  it('ends the member’s sessions on a new role, on deactivation and on a new password', async () => {
    const owner = await firstOwnerSignedIn();
    for (const [change, after] of [
      [{ role: 'orders' }, { role: 'orders' }],
      [{ active: false }, { active: false }],
      [{ password: 'a new olive grove 2025' }, { password: 'changed' }],
    ] as const) {
      const member = await admin.createMember('catalogue', owner.cookie);
      const sessions = [await admin.signIn(member.email), await admin.signIn(member.email)];
      const reply = await admin.send('PATCH', memberPath(member.id), { cookie: owner.cookie, body: change });
      expect(reply.statusCode, JSON.stringify(change)).toBe(200);
      expect(await liveSessions(member.id)).toBe(0);
      for (const cookie of sessions) {
        expect((await admin.send('GET', '/api/v1/admin/session', { cookie })).statusCode).toBe(401);
      }
      expect((await auditOf(member.id)).at(-1)!.after).toEqual(after);
    }
  });

  it('sets a new password that signs in, the old one no more, and never records the password or its hash', async () => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('moderator', owner.cookie);
    const newPassword = 'courtyard lemon tree 77';
    const hashBefore = (await staffRow(member.id)).password_hash;
    const reply = await admin.send('PATCH', memberPath(member.id), {
      cookie: owner.cookie,
      body: { password: newPassword },
    });
    expect(reply.statusCode).toBe(200);
    const hashAfter = (await staffRow(member.id)).password_hash;
    expect(hashAfter).not.toBe(hashBefore);
    expect(hashAfter).toMatch(/^\$argon2id\$/);
    await expect(admin.signIn(member.email)).rejects.toThrow(/401/);
    await admin.signIn(member.email, newPassword);
    const [update] = (await auditOf(member.id)).filter((entry) => entry.action === 'update');
    expect(update).toMatchObject({ before: {}, after: { password: 'changed' } });
    const everything = JSON.stringify(await queryRows(shop.db, sql`SELECT before, after FROM audit_log`));
    expect(everything).not.toContain(newPassword);
    expect(everything).not.toContain(hashAfter);
    expect(everything).not.toContain('$argon2');
  });

  it('lets a deactivated member back in once reactivated', async () => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('orders', owner.cookie);
    await admin.send('PATCH', memberPath(member.id), { cookie: owner.cookie, body: { active: false } });
    await expect(admin.signIn(member.email)).rejects.toThrow(/401/);
    const back = await admin.send('PATCH', memberPath(member.id), { cookie: owner.cookie, body: { active: true } });
    expect(back.json()).toMatchObject({ staff: { active: true } });
    await admin.signIn(member.email);
  });

  it('refuses an owner’s own password and two-factor here: those take the current password or a code', async () => {
    const owner = await firstOwnerSignedIn();
    const password = await admin.send('PATCH', memberPath(owner.id), {
      cookie: owner.cookie,
      body: { password: 'another long password 1' },
    });
    expect(password.statusCode).toBe(400);
    expect(problemOf(password)).toEqual(problem('OWN_PASSWORD_UNDER_SESSION'));
    const twoFactor = await admin.send('PATCH', memberPath(owner.id), {
      cookie: owner.cookie,
      body: { twoFactor: false },
    });
    expect(twoFactor.statusCode).toBe(400);
    expect(problemOf(twoFactor)).toEqual(problem('OWN_TWO_FACTOR_UNDER_SESSION'));
  });

  it('lets an owner turn another member’s two-factor off; the member then signs in without a code', async () => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('catalogue', owner.cookie);
    await enrolTwoFactor(admin, await admin.signIn(member.email));
    expect(await staffRow(member.id)).toMatchObject({ totp_secret: expect.stringMatching(/^v1\./) });
    await expect(admin.signIn(member.email)).rejects.toThrow(/401/);
    const reply = await admin.send('PATCH', memberPath(member.id), {
      cookie: owner.cookie,
      body: { twoFactor: false },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ staff: { twoFactor: false } });
    expect(await staffRow(member.id)).toMatchObject({ totp_secret: null, totp_enabled_at: null });
    expect((await auditOf(member.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    await admin.signIn(member.email);
  });
});

describe('mail notices about new business (notifyByMail)', () => {
  const notified = async () => (await listNotifiedStaff(shop.db)).map((member) => member.id);
  const changeOwn = (cookie: string, body: unknown) => admin.send('PATCH', ADMIN_SESSION_PATH, { cookie, body });

  it('is answered for every member: off unless asked for, in the list, one member and the session', async () => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('moderator', owner.cookie);
    const one = await admin.send('GET', memberPath(member.id), { cookie: owner.cookie });
    expect(one.json()).toMatchObject({ staff: { id: member.id, notifyByMail: false } });
    const list = await admin.send('GET', `${ADMIN_STAFF_PATH}?limit=100`, { cookie: owner.cookie });
    const items = (list.json() as { items: Array<Record<string, unknown>> }).items;
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((item) => typeof item.notifyByMail === 'boolean')).toBe(true);
    const session = await admin.send('GET', ADMIN_SESSION_PATH, { cookie: await admin.signIn(member.email) });
    expect(session.json()).toMatchObject({ staff: { id: member.id, notifyByMail: false } });
    // Not opted in: not mailed. The owner is mailed though their own choice is off.
    expect(await notified()).not.toContain(member.id);
    expect((await staffRow(owner.id)).notify_by_mail).toBe(false);
    expect(await notified()).toContain(owner.id);
  });

  it('is set by the owner when adding a member, recorded, and the member is then mailed', async () => {
    const owner = await firstOwnerSignedIn();
    const body = {
      name: 'Hana',
      email: `hana.${Date.now()}@example.com`,
      password: GOOD_PASSWORD,
      role: 'orders',
      notifyByMail: true,
    };
    const reply = await admin.send('POST', ADMIN_STAFF_PATH, { body, cookie: owner.cookie });
    expect(reply.statusCode).toBe(201);
    const { staff } = reply.json() as { staff: { id: number; notifyByMail: boolean } };
    expect(staff.notifyByMail).toBe(true);
    expect((await staffRow(staff.id)).notify_by_mail).toBe(true);
    expect((await auditOf(staff.id))[0]).toMatchObject({ action: 'create', after: { notifyByMail: true } });
    expect(await notified()).toContain(staff.id);
  });

  it('is changed by the owner on a member: only that is recorded, the member stays signed in', async () => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('catalogue', owner.cookie);
    const session = await admin.signIn(member.email);
    const on = await admin.send('PATCH', memberPath(member.id), { cookie: owner.cookie, body: { notifyByMail: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ staff: { id: member.id, notifyByMail: true } });
    expect((await staffRow(member.id)).notify_by_mail).toBe(true);
    expect((await auditOf(member.id)).at(-1)).toEqual({
      action: 'update',
      actor: owner.email,
      staff_id: owner.id,
      before: { notifyByMail: false },
      after: { notifyByMail: true },
    });
    expect(await notified()).toContain(member.id);
    expect((await admin.send('GET', ADMIN_SESSION_PATH, { cookie: session })).statusCode).toBe(200);

    const off = await admin.send('PATCH', memberPath(member.id), {
      cookie: owner.cookie,
      body: { notifyByMail: false },
    });
    expect(off.json()).toMatchObject({ staff: { notifyByMail: false } });
    expect(await notified()).not.toContain(member.id);
    expect(await auditOf(member.id)).toHaveLength(3);
  });

  it('is set by every member for themselves under their session, recorded as their own change', async () => {
    const owner = await firstOwnerSignedIn();
    for (const role of ['catalogue', 'orders', 'moderator'] as const) {
      const member = await admin.createMember(role, owner.cookie);
      const cookie = await admin.signIn(member.email);
      const reply = await changeOwn(cookie, { notifyByMail: true });
      expect(reply.statusCode, role).toBe(200);
      expect(reply.json()).toMatchObject({ staff: { id: member.id, role, notifyByMail: true } });
      expect((await staffRow(member.id)).notify_by_mail).toBe(true);
      expect((await auditOf(member.id)).at(-1)).toEqual({
        action: 'update',
        actor: member.email,
        staff_id: member.id,
        before: { notifyByMail: false },
        after: { notifyByMail: true },
      });
      expect(await notified(), role).toContain(member.id);
      // The same choice again changes and records nothing.
      expect((await changeOwn(cookie, { notifyByMail: true })).statusCode).toBe(200);
      expect(await auditOf(member.id)).toHaveLength(2);
    }
  });

  it('is refused (403) to a member setting it for someone else, even for themselves through the staff route', async () => {
    const owner = await firstOwnerSignedIn();
    const target = await admin.createMember('orders', owner.cookie);
    for (const role of ['catalogue', 'orders', 'moderator'] as const) {
      const member = await admin.createMember(role, owner.cookie);
      const cookie = await admin.signIn(member.email);
      for (const id of [target.id, owner.id, member.id]) {
        const reply = await admin.send('PATCH', memberPath(id), { cookie, body: { notifyByMail: true } });
        expect(reply.statusCode, `${role} on ${id}`).toBe(403);
      }
      expect((await staffRow(member.id)).notify_by_mail).toBe(false);
    }
    expect((await staffRow(target.id)).notify_by_mail).toBe(false);
    expect(await notified()).not.toContain(target.id);
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it.each([
    ['POST', { notifyByMail: 'yes' }],
    ['PATCH staff', { notifyByMail: 1 }],
    ['PATCH session', { notifyByMail: null }],
  ])('answers 400 naming notifyByMail for a value that is not true or false (%s)', async (route, change) => {
    const owner = await firstOwnerSignedIn();
    const member = await admin.createMember('orders', owner.cookie);
    const before = await staffRow(member.id);
    const reply =
      route === 'POST'
        ? await admin.send('POST', ADMIN_STAFF_PATH, {
            cookie: owner.cookie,
            body: { ...ownerBody(500), role: 'orders', ...change },
          })
        : route === 'PATCH staff'
          ? await admin.send('PATCH', memberPath(member.id), { cookie: owner.cookie, body: change })
          : await changeOwn(await admin.signIn(member.email), change);
    expect(reply.statusCode).toBe(400);
    expect(problemOf(reply)).toEqual(problem('INVALID_INPUT', { reason: 'notifyByMail: Expected true or false' }));
    expect(await staffRow(member.id)).toEqual(before);
  });

  it('keeps an owner’s stored choice: owners are mailed anyway, and the choice counts once they are not owners', async () => {
    const owner = await firstOwnerSignedIn();
    const second = await admin.createMember('owner', owner.cookie);
    const cookie = await admin.signIn(second.email);
    expect(await notified()).toContain(second.id);
    // An owner may turn their own choice on and off; they are mailed either way.
    expect((await changeOwn(cookie, { notifyByMail: true })).json()).toMatchObject({ staff: { notifyByMail: true } });
    expect((await changeOwn(cookie, { notifyByMail: false })).json()).toMatchObject({ staff: { notifyByMail: false } });
    expect(await notified()).toContain(second.id);
    const demoted = await admin.send('PATCH', memberPath(second.id), {
      cookie: owner.cookie,
      body: { role: 'orders' },
    });
    expect(demoted.json()).toMatchObject({ staff: { role: 'orders', notifyByMail: false } });
    expect(await notified()).not.toContain(second.id);
    await admin.send('PATCH', memberPath(second.id), { cookie: owner.cookie, body: { notifyByMail: true } });
    expect(await notified()).toContain(second.id);
  });

  it('records one change when the owner and the member turn it on at the same moment', async () => {
    const owner = await firstOwnerSignedIn();
    for (let round = 0; round < 3; round += 1) {
      const member = await admin.createMember('orders', owner.cookie);
      const cookies = await Promise.all([1, 2, 3].map(() => admin.signIn(member.email)));
      const replies = await Promise.all([
        ...cookies.map((cookie) => changeOwn(cookie, { notifyByMail: true })),
        ...cookies.map(() =>
          admin.send('PATCH', memberPath(member.id), { cookie: owner.cookie, body: { notifyByMail: true } }),
        ),
      ]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const changes = (await auditOf(member.id)).filter((entry) => entry.action === 'update');
      expect(changes, `round ${round}`).toHaveLength(1);
      expect(changes[0]).toMatchObject({ before: { notifyByMail: false }, after: { notifyByMail: true } });
      expect(await notified()).toContain(member.id);
    }
  });
});

describe('the last active owner', () => {
  // A shop of its own, so that the owners here are the only ones.
  let owners: TestShop;
  let client: ReturnType<typeof adminClient>;
  beforeAll(async () => {
    owners = await createTestShop();
    client = adminClient(owners);
  });
  afterAll(async () => {
    await owners?.close();
  });

  const activeOwners = async () =>
    queryRows<{ id: number }>(owners.db, sql`SELECT id FROM staff WHERE role = 'owner' AND active ORDER BY id`);

  it('cannot be demoted or deactivated (409), by themselves or anyone', async () => {
    const { cookie } = await client.firstOwner();
    const [owner] = await activeOwners();
    expect(await activeOwners()).toHaveLength(1);
    for (const body of [{ role: 'catalogue' }, { active: false }, { role: 'orders', active: false }]) {
      const reply = await client.send('PATCH', memberPath(owner!.id), { cookie, body });
      expect(reply.statusCode, JSON.stringify(body)).toBe(409);
      expect(problemOf(reply)).toEqual(problem('LAST_OWNER'));
    }
    expect(await activeOwners()).toEqual([owner]);
    expect((await client.send('GET', '/api/v1/admin/session', { cookie })).statusCode).toBe(200);
    // Other changes to the last owner are fine, and so is demoting an owner who is not the last.
    const renamed = await client.send('PATCH', memberPath(owner!.id), { cookie, body: { name: 'The Owner' } });
    expect(renamed.statusCode).toBe(200);
    const second = await client.createMember('owner', cookie);
    const demoted = await client.send('PATCH', memberPath(second.id), { cookie, body: { role: 'catalogue' } });
    expect(demoted.statusCode).toBe(200);
    expect(await activeOwners()).toEqual([owner]);
  });

  it('survives two owners deactivating and demoting each other in a parallel burst: exactly one stays', async () => {
    const { email } = await client.firstOwner();
    for (let round = 0; round < 3; round += 1) {
      const a = { email, cookie: await client.signIn(email), id: (await activeOwners())[0]!.id };
      const other = await client.createMember('owner', a.cookie);
      expect(await activeOwners()).toHaveLength(2);
      const aCookies = await Promise.all(Array.from({ length: 5 }, () => client.signIn(a.email)));
      const bCookies = await Promise.all(Array.from({ length: 5 }, () => client.signIn(other.email)));
      const bodies = [{ active: false }, { role: 'catalogue' }];
      const replies = await Promise.all(
        aCookies.flatMap((cookie, n) => [
          client.send('PATCH', memberPath(other.id), { cookie, body: bodies[n % 2] }),
          client.send('PATCH', memberPath(a.id), { cookie: bCookies[n]!, body: bodies[(n + 1) % 2] }),
        ]),
      );
      const survivors = await activeOwners();
      expect(survivors, `round ${round}`).toHaveLength(1);
      // Whoever lost was refused: as the last owner (409), as no longer an owner (403: demoted by a
      // change decided first, whether their request came in before or after it), or signed out (401).
      const statuses = replies.map((reply) => reply.statusCode);
      expect(statuses.filter((status) => ![200, 401, 403, 409].includes(status))).toEqual([]);
      expect(statuses.some((status) => status !== 200)).toBe(true);
      // The next round starts from the first owner again.
      if (survivors[0]!.id !== a.id) {
        await owners.db.execute(sql`UPDATE staff SET role = 'owner', active = true WHERE id = ${a.id}`);
      }
      await owners.db.execute(sql`UPDATE staff SET active = false WHERE id <> ${a.id}`);
    }
  });

  it('refuses (403) an owner’s change that waited for a change demoting them', async () => {
    const { email } = await client.firstOwner();
    const first = { cookie: await client.signIn(email), id: (await activeOwners())[0]!.id };
    const other = await client.createMember('owner', first.cookie);
    const otherCookie = await client.signIn(other.email);
    let reply: Awaited<ReturnType<typeof client.send>> | undefined;
    // The change demoting them holds the staff lock (as changeStaff does) while their own request
    // comes in: on PostgreSQL it passes the session check, as they still own the shop, and waits.
    await owners.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK_KEY})`);
      await tx.execute(sql`UPDATE staff SET role = 'catalogue' WHERE id = ${other.id}`);
      const sent = client.send('PATCH', memberPath(first.id), { cookie: otherCookie, body: { active: false } });
      void sent.then((answer) => (reply = answer));
      if (owners.driver === 'postgres') {
        for (let waited = 0; waited < 500; waited += 1) {
          const [waiting] = await queryRows<{ n: number }>(
            owners.db,
            sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          );
          if (waiting!.n > 0) break;
          await new Promise((done) => setTimeout(done, 20));
        }
      }
    });
    for (let waited = 0; waited < 500 && !reply; waited += 1) await new Promise((done) => setTimeout(done, 20));
    expect(reply?.statusCode).toBe(403);
    expect(await activeOwners()).toEqual([{ id: first.id }]);
    await owners.db.execute(sql`UPDATE staff SET active = false WHERE id <> ${first.id}`);
  });
});
