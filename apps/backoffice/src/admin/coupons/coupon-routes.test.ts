import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  PaymentMethod,
  problem,
  type AdminCoupon,
  type AdminCouponPage,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import { sessionHeaders } from '../../../test/support/checkout';
import { findPlaces, signUpAndLogIn } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_COUPONS_PATH } from './coupon-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  cookies.owner = (await admin.firstOwner()).cookie;
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies[role] = await admin.signIn((await admin.createMember(role)).email);
  }
});
afterAll(async () => {
  await shop?.close();
});

let codes = 0;
const uniqueCode = (prefix = 'TEST') => `${prefix}${(codes += 1)}`;
const couponBody = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  kind: 'percentage',
  value: 10,
  ...overrides,
});

const as = (role: StaffRole | null) => (role === null ? {} : { cookie: cookies[role] });
const create = async (body: unknown, role: StaffRole = 'catalogue') =>
  admin.send('POST', ADMIN_COUPONS_PATH, { body, ...as(role) });
const created = async (overrides: Record<string, unknown> = {}) => {
  const reply = await create(couponBody(overrides));
  if (reply.statusCode !== 201) throw new Error(`create coupon: ${reply.statusCode} ${reply.body}`);
  return reply.json() as AdminCoupon;
};
const list = async (query: string) =>
  (await admin.send('GET', `${ADMIN_COUPONS_PATH}${query}`, as('owner'))).json() as AdminCouponPage;
const auditOf = (id: number) =>
  queryRows<{ action: string; actor: string; before: unknown; after: unknown }>(
    shop.db,
    sql`SELECT action, actor, before, after FROM audit_log WHERE resource = 'coupon' AND resource_id = ${String(id)} ORDER BY id`,
  );
const couponRow = async (id: number) =>
  (await queryRows<Record<string, unknown>>(shop.db, sql`SELECT * FROM coupons WHERE id = ${id}`))[0];

describe('who may manage coupons', () => {
  const routes: [string, (role: StaffRole | null) => Promise<number>][] = [
    ['GET list', async (role) => (await admin.send('GET', ADMIN_COUPONS_PATH, as(role))).statusCode],
    [
      'GET one',
      async (role) => (await admin.send('GET', `${ADMIN_COUPONS_PATH}/${(await created()).id}`, as(role))).statusCode,
    ],
    [
      'POST',
      async (role) => (await admin.send('POST', ADMIN_COUPONS_PATH, { body: couponBody(), ...as(role) })).statusCode,
    ],
    [
      'PATCH',
      async (role) =>
        (
          await admin.send('PATCH', `${ADMIN_COUPONS_PATH}/${(await created()).id}`, {
            body: { value: 20 },
            ...as(role),
          })
        ).statusCode,
    ],
    [
      'DELETE',
      async (role) =>
        (await admin.send('DELETE', `${ADMIN_COUPONS_PATH}/${(await created()).id}`, as(role))).statusCode,
    ],
  ];
  const expected: Record<string, Record<StaffRole | 'none', number>> = {
    'GET list': { owner: 200, catalogue: 200, orders: 403, moderator: 403, none: 401 },
    'GET one': { owner: 200, catalogue: 200, orders: 403, moderator: 403, none: 401 },
    POST: { owner: 201, catalogue: 201, orders: 403, moderator: 403, none: 401 },
    PATCH: { owner: 200, catalogue: 200, orders: 403, moderator: 403, none: 401 },
    DELETE: { owner: 204, catalogue: 204, orders: 403, moderator: 403, none: 401 },
  };

  it.each(routes)('%s: owner and catalogue yes, orders and moderator 403, no session 401', async (name, call) => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'catalogue', 'orders', 'moderator', null] as const) {
      answers[role ?? 'none'] = await call(role);
    }
    expect(answers).toEqual(expected[name]);
  });

  it('writes nothing for a refused role', async () => {
    const code = uniqueCode('REFUSED');
    for (const role of ['orders', 'moderator'] as const) {
      expect((await create(couponBody({ code }), role)).statusCode).toBe(403);
    }
    expect(await queryRows(shop.db, sql`SELECT id FROM coupons WHERE code = ${code}`)).toEqual([]);
  });
});

describe('creating and reading coupons', () => {
  it('creates a coupon with every field, answers it with its use counts, and audits it', async () => {
    const body = {
      code: 'Spring-25',
      kind: 'fixed',
      value: 500,
      minimumOrder: 2500,
      validFrom: '2030-03-01T00:00:00+02:00',
      validTo: '2030-05-31T23:59:59Z',
      totalUseLimit: 100,
      perCustomerLimit: 1,
      isActive: false,
    };
    const reply = await create(body, 'owner');
    expect(reply.statusCode).toBe(201);
    const coupon = reply.json() as AdminCoupon;
    expect(coupon).toEqual({
      ...body,
      id: expect.any(Number),
      validFrom: '2030-02-28T22:00:00.000Z',
      validTo: '2030-05-31T23:59:59.000Z',
      timesUsed: 0,
      redemptions: 0,
    });
    expect(await couponRow(coupon.id)).toMatchObject({
      code: 'Spring-25',
      kind: 'fixed',
      value: 500,
      is_active: false,
    });
    expect((await admin.send('GET', `${ADMIN_COUPONS_PATH}/${coupon.id}`, as('catalogue'))).json()).toEqual(coupon);

    const [entry] = await auditOf(coupon.id);
    expect(entry).toMatchObject({ action: 'create', actor: 'first-owner@example.com', before: null });
    expect(entry!.after).toMatchObject({ code: 'Spring-25', value: 500, totalUseLimit: 100 });
  });

  it('fills the defaults: no minimum, no dates, no limits, active', async () => {
    const coupon = await created({ code: 'PLAIN-DEFAULTS' });
    expect(coupon).toMatchObject({
      minimumOrder: 0,
      validFrom: null,
      validTo: null,
      totalUseLimit: null,
      perCustomerLimit: null,
      isActive: true,
    });
  });

  it.each([
    [{ code: '' }, /^code: Required/],
    [{ code: 'two words' }, /^code: Letters, digits/],
    [{ code: 'X'.repeat(31) }, /^code: At most 30/],
    [{ kind: 'half' }, /^kind: Expected percentage or fixed/],
    [{ value: 0 }, /^value: At least 1/],
    [{ value: 2.5 }, /^value: Expected a whole number/],
    [{ value: '10' }, /^value: Expected a whole number/],
    [{ value: 150 }, /^value: At most 100 for a percentage/],
    [{ minimumOrder: -1 }, /^minimumOrder: At least 0/],
    [{ validFrom: 'tomorrow' }, /^validFrom: Expected a date and time/],
    [{ validFrom: '2030-02-01T00:00:00Z', validTo: '2030-01-01T00:00:00Z' }, /^validTo: Must be after validFrom/],
    [{ totalUseLimit: 0 }, /^totalUseLimit: At least 1/],
    [{ perCustomerLimit: 1.5 }, /^perCustomerLimit: Expected a whole number/],
    [{ isActive: 'yes' }, /^isActive: Expected true or false/],
  ])('answers 400 naming the field for %j', async (overrides, message) => {
    const reply = await create(couponBody(overrides));
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(message);
  });

  it('answers 400 for a body that is not an object, and for a missing kind', async () => {
    const notObject = await create([couponBody()]);
    expect(notObject.json()).toMatchObject({ statusCode: 400, errorMessage: expect.stringMatching(/^body: /) });
    const { kind: _kind, ...noKind } = couponBody();
    expect((await create(noKind)).json()).toMatchObject({ errorMessage: expect.stringMatching(/^kind: /) });
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])('answers 400 for the id %s, never a 500', async (id) => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const reply = await admin.send(method, `${ADMIN_COUPONS_PATH}/${id}`, { body: { value: 5 }, ...as('owner') });
      expect(reply.statusCode, method).toBe(400);
      expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(/^id: /);
    }
  });

  it('answers 404 for an unknown id', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const reply = await admin.send(method, `${ADMIN_COUPONS_PATH}/424242`, { body: { value: 5 }, ...as('owner') });
      expect(reply.statusCode, method).toBe(404);
      expect(problemOf(reply)).toEqual(problem('COUPON_NOT_FOUND', { id: 424242 }));
    }
  });

  it('keeps codes unique ignoring case: one of 20 parallel creations of the same code wins', async () => {
    const spellings = ['Race', 'RACE', 'race', 'rAcE'];
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) => create(couponBody({ code: spellings[n % spellings.length] }))),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const reply of refused) expect(problemOf(reply)).toEqual(problem('COUPON_CODE_TAKEN'));
    const rows = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM coupons WHERE upper(code) = 'RACE'`,
    );
    expect(rows[0]!.n).toBe(1);
    const audits = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE resource = 'coupon' AND after ->> 'code' ILIKE 'race'`,
    );
    expect(audits[0]!.n).toBe(1);
  });

  it('refuses a code the demo shop has, in another case', async () => {
    const reply = await create(couponBody({ code: 'welcome10' }));
    expect(reply.statusCode).toBe(409);
  });
});

describe('listing coupons', () => {
  it('filters by active and expired, searches the code, sorts and pages', async () => {
    const past = await created({
      code: 'LIST-PAST',
      validFrom: '2020-01-01T00:00:00Z',
      validTo: '2020-02-01T00:00:00Z',
    });
    const off = await created({ code: 'LIST-OFF', isActive: false });
    const open = await created({ code: 'LIST-OPEN' });

    const searched = await list('?q=list-&sort=code&order=desc');
    expect(searched.items.map((coupon) => coupon.code)).toEqual(['LIST-PAST', 'LIST-OPEN', 'LIST-OFF']);
    expect(searched.total).toBe(3);

    const expired = await list('?q=list-&expired=true');
    expect(expired.items.map((coupon) => coupon.id)).toEqual([past.id]);
    const current = await list('?q=list-&expired=false&active=true');
    expect(current.items.map((coupon) => coupon.id)).toEqual([open.id]);
    const inactive = await list('?q=list-&active=false');
    expect(inactive.items.map((coupon) => coupon.id)).toEqual([off.id]);

    const paged = await list('?q=list-&limit=2&offset=2&sort=id');
    expect(paged).toMatchObject({ total: 3, limit: 2, offset: 2, items: [{ id: open.id }] });

    // Open-ended coupons sort after every dated one.
    const byEnd = await list('?q=list-&sort=validTo');
    expect(byEnd.items[0]!.id).toBe(past.id);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await created({ code: 'UNDER_SCORE' });
    expect((await list('?q=_')).items.map((coupon) => coupon.code)).toEqual(['UNDER_SCORE']);
    expect((await list('?q=%25')).total).toBe(0);
  });

  it.each([
    ['?limit=0', /^limit: /],
    ['?limit=abc', /^limit: /],
    ['?sort=value', /^sort: Expected code, timesUsed, validTo, id/],
    ['?active=maybe', /^active: Expected true or false/],
    ['?expired=1', /^expired: Expected true or false/],
    ['?order=up', /^order: /],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const reply = await admin.send('GET', `${ADMIN_COUPONS_PATH}${query}`, as('owner'));
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(message);
  });
});

describe('changing coupons', () => {
  it('changes the fields given and audits only those, before and after', async () => {
    const coupon = await created({ code: 'EDIT-ME', value: 10 });
    const reply = await admin.send('PATCH', `${ADMIN_COUPONS_PATH}/${coupon.id}`, {
      body: { value: 15, isActive: false, code: 'EDIT-ME' },
      ...as('catalogue'),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ...coupon, value: 15, isActive: false });
    expect(await couponRow(coupon.id)).toMatchObject({ value: 15, is_active: false });
    const entries = await auditOf(coupon.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      before: { value: 10, isActive: true },
      after: { value: 15, isActive: false },
    });
  });

  it('records nothing for a change that changes nothing', async () => {
    const coupon = await created();
    const reply = await admin.send('PATCH', `${ADMIN_COUPONS_PATH}/${coupon.id}`, {
      body: { value: coupon.value },
      ...as('owner'),
    });
    expect(reply.json()).toEqual(coupon);
    expect(await auditOf(coupon.id)).toHaveLength(1);
  });

  it('checks the coupon as a whole: a fixed 500 cannot become a percentage alone; the end stays after the start', async () => {
    const coupon = await created({ kind: 'fixed', value: 500, validFrom: '2030-01-01T00:00:00Z' });
    const path = `${ADMIN_COUPONS_PATH}/${coupon.id}`;
    const toPercent = await admin.send('PATCH', path, { body: { kind: 'percentage' }, ...as('owner') });
    expect(toPercent.statusCode).toBe(400);
    expect(toPercent.json()).toMatchObject({ errorMessage: 'value: At most 100 for a percentage' });
    const early = await admin.send('PATCH', path, { body: { validTo: '2029-12-31T00:00:00Z' }, ...as('owner') });
    expect(early.json()).toMatchObject({ statusCode: 400, errorMessage: 'validTo: Must be after validFrom' });
    const both = await admin.send('PATCH', path, { body: { kind: 'percentage', value: 25 }, ...as('owner') });
    expect(both.json()).toMatchObject({ kind: 'percentage', value: 25 });
    expect(await couponRow(coupon.id)).toMatchObject({ kind: 'percentage', value: 25 });
  });

  it('refuses a code another coupon has (409), allows a new case of its own', async () => {
    const coupon = await created({ code: 'RENAME-ME' });
    const path = `${ADMIN_COUPONS_PATH}/${coupon.id}`;
    const taken = await admin.send('PATCH', path, { body: { code: 'Olive5' }, ...as('owner') });
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken)).toEqual(problem('COUPON_CODE_TAKEN'));
    expect(await couponRow(coupon.id)).toMatchObject({ code: 'RENAME-ME' });
    const recased = await admin.send('PATCH', path, { body: { code: 'rename-me' }, ...as('owner') });
    expect(recased.json()).toMatchObject({ code: 'rename-me' });
  });

  it('lets one of 5 coupons renamed to the same code at once have it; the others get 409', async () => {
    const renamed = await Promise.all(Array.from({ length: 5 }, () => created()));
    const replies = await Promise.all(
      renamed.map((coupon, n) =>
        admin.send('PATCH', `${ADMIN_COUPONS_PATH}/${coupon.id}`, {
          body: { code: n % 2 === 0 ? 'SAME-NAME' : 'same-name' },
          ...as('owner'),
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM coupons WHERE upper(code) = 'SAME-NAME'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 400 naming the field for a bad change', async () => {
    const coupon = await created();
    const reply = await admin.send('PATCH', `${ADMIN_COUPONS_PATH}/${coupon.id}`, {
      body: { totalUseLimit: -3 },
      ...as('owner'),
    });
    expect(reply.json()).toMatchObject({ statusCode: 400, errorMessage: expect.stringMatching(/^totalUseLimit: /) });
  });
});

describe('deleting coupons, and the use counts', () => {
  it('deletes a coupon no order used, and audits what it was', async () => {
    const coupon = await created({ code: 'DELETE-ME' });
    const reply = await admin.send('DELETE', `${ADMIN_COUPONS_PATH}/${coupon.id}`, as('catalogue'));
    expect(reply.statusCode).toBe(204);
    expect(await couponRow(coupon.id)).toBeUndefined();
    expect((await auditOf(coupon.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { code: 'DELETE-ME' },
      after: null,
    });
  });

  it('counts the uses of a coupon shoppers ordered with, and keeps it (409, deactivate instead)', async () => {
    const coupon = await created({ code: 'USED-AT-CHECKOUT', value: 10 });
    const place = (await findPlaces(shop)).home;
    const shopper = await signUpAndLogIn(shop, place, 'coupon-admin-shopper@example.com');
    const [product] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT p.id FROM products p
           WHERE p.is_published AND p.digital_file_id IS NULL AND p.discounted_price = 0 AND p.stock_quantity >= 1
             AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.is_required)
           ORDER BY p.id LIMIT 1`,
    );
    const order = await shop.call(
      endpointPath('post-order/post-customer-order'),
      {
        UserID: shopper.userId,
        OrderNote: '',
        cartJsonData: JSON.stringify([{ ProductId: product!.id, Quantity: 1, productSelectedAttributes: [] }]),
        CouponCode: 'used-at-checkout',
        PaymentMethod: PaymentMethod.CashOnDelivery,
        paymentToken: '',
        payPalOrderConfirmJson: '',
        recordValueJson: '[]',
      },
      sessionHeaders(shopper),
    );
    expect(order.status, order.raw.body).toBe(200);

    const path = `${ADMIN_COUPONS_PATH}/${coupon.id}`;
    expect((await admin.send('GET', path, as('owner'))).json()).toMatchObject({ timesUsed: 1, redemptions: 1 });
    const refused = await admin.send('DELETE', path, as('owner'));
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)).toEqual(problem('COUPON_USED', { orders: 1 }));
    expect(refused.json().errorMessage).toMatch(/deactivate/);
    expect(await couponRow(coupon.id)).toBeDefined();
    expect((await auditOf(coupon.id)).map((entry) => entry.action)).toEqual(['create']);

    const deactivated = await admin.send('PATCH', path, { body: { isActive: false }, ...as('owner') });
    expect(deactivated.json()).toMatchObject({ isActive: false, timesUsed: 1 });
    expect((await list('?q=used-at-checkout&sort=timesUsed&order=desc')).items[0]).toMatchObject({ timesUsed: 1 });
  });
});

const documentedPaths = async () =>
  ((await admin.send('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> })
    .paths;

describe('the OpenAPI document', () => {
  it('lists every coupon route under the admin tag', async () => {
    const paths = await documentedPaths();
    expect(Object.keys(paths[ADMIN_COUPONS_PATH]!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths[`${ADMIN_COUPONS_PATH}/{id}`]!).sort()).toEqual(['delete', 'get', 'patch']);
    for (const operation of [
      ...Object.values(paths[ADMIN_COUPONS_PATH]!),
      ...Object.values(paths[`${ADMIN_COUPONS_PATH}/{id}`]!),
    ]) {
      expect(operation.tags).toEqual(['admin']);
    }
  });
});
