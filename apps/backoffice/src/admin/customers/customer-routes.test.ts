import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  problem,
  ResponseMsg,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerPage,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import {
  findPlaces,
  freshAddress,
  fromAddress,
  GOOD_PASSWORD,
  signUpAndLogIn,
  type Place,
} from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_CUSTOMERS_PATH } from './customer-access';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let home: Place;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  ({ home } = await findPlaces(shop));
  ({ cookie: cookies.owner } = await admin.firstOwner());
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies[role] = await admin.signIn((await admin.createMember(role)).email);
  }
});
afterAll(async () => {
  await shop?.close();
});

const as = (role: StaffRole | null) => (role === null ? {} : { cookie: cookies[role] });
const errorOf = (reply: { json: () => unknown }) => (reply.json() as { errorMessage: string }).errorMessage;

let shoppers = 0;
/** A new shopper, signed up and logged in, with a unique email starting with `prefix`. */
async function newShopper(prefix = 'shopper') {
  shoppers += 1;
  const email = `${prefix}-${shoppers}@example.com`;
  return { email, ...(await signUpAndLogIn(shop, home, email)) };
}

let ordersMade = 0;
/** An order of the user's, stored as checkout would leave it. */
async function addOrder(
  userId: number,
  total: number,
  options: { status?: number; currency?: string; at?: string } = {},
) {
  ordersMade += 1;
  const [row] = await queryRows<{ id: number; order_number: string }>(
    shop.db,
    sql`INSERT INTO orders (order_number, user_id, status, payment_method, payment_status, currency, subtotal,
                            shipping_total, order_total, billing, created_at)
        VALUES (${`CUST-${ordersMade}-${Date.now()}`}, ${userId}, ${options.status ?? 1}, 5, 'unpaid',
                ${options.currency ?? 'USD'}, ${total}, 0, ${total}, '{}'::jsonb,
                ${options.at ?? new Date().toISOString()})
        RETURNING id, order_number`,
  );
  return row!;
}

const list = async (query: string) => {
  const reply = await admin.send('GET', `${ADMIN_CUSTOMERS_PATH}${query}`, as('owner'));
  expect(reply.statusCode).toBe(200);
  return reply.json() as AdminCustomerPage;
};
const disable = (id: number, role: StaffRole | null = 'owner') =>
  admin.send('POST', `${ADMIN_CUSTOMERS_PATH}/${id}/disable`, as(role));
const enable = (id: number, role: StaffRole | null = 'owner') =>
  admin.send('POST', `${ADMIN_CUSTOMERS_PATH}/${id}/enable`, as(role));
const auditOf = (id: number) =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    shop.db,
    sql`SELECT action, before, after FROM audit_log WHERE resource = 'customer' AND resource_id = ${String(id)} ORDER BY id`,
  );
const login = (email: string, password = GOOD_PASSWORD) =>
  shop.call(endpointPath('get-user-login'), { Email: email, Password: password }, fromAddress(freshAddress()));
const orderHistory = (session: { token: string; userId: number }) =>
  shop.call(
    endpointPath('get-customer-order-history-master'),
    { UserId: session.userId, recordValueJson: '[]' },
    { token: session.token, userid: String(session.userId) },
  );

describe('who may see and disable customers', () => {
  const routes: [string, (role: StaffRole | null) => Promise<number>][] = [
    ['GET customers', async (role) => (await admin.send('GET', ADMIN_CUSTOMERS_PATH, as(role))).statusCode],
    [
      'GET customer',
      async (role) =>
        (await admin.send('GET', `${ADMIN_CUSTOMERS_PATH}/${(await newShopper('roles')).userId}`, as(role))).statusCode,
    ],
    ['POST disable', async (role) => (await disable((await newShopper('roles')).userId, role)).statusCode],
    ['POST enable', async (role) => (await enable((await newShopper('roles')).userId, role)).statusCode],
  ];

  it.each(routes)('%s: owner and orders yes; catalogue and moderator 403; no session 401', async (_name, call) => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'orders', 'catalogue', 'moderator', null] as const) {
      answers[role ?? 'none'] = await call(role);
    }
    expect(answers).toEqual({ owner: 200, orders: 200, catalogue: 403, moderator: 403, none: 401 });
  });

  it('disables nothing and records nothing for a refused role', async () => {
    const shopper = await newShopper('refused');
    for (const role of ['catalogue', 'moderator', null] as const) {
      expect((await disable(shopper.userId, role)).statusCode).toBe(role === null ? 401 : 403);
    }
    expect((await orderHistory(shopper)).status).toBe(200);
    expect(await auditOf(shopper.userId)).toEqual([]);
  });
});

describe('the customer list and detail', () => {
  it('counts each customer’s orders and adds up what they spent per currency, without returned or refunded orders', async () => {
    const big = await newShopper('totals-big');
    const small = await newShopper('totals-small');
    const none = await newShopper('totals-none');
    await addOrder(big.userId, 10_000);
    await addOrder(big.userId, 2_550);
    await addOrder(big.userId, 99_999, { status: 5 });
    await addOrder(big.userId, 4_000, { currency: 'EUR' });
    await addOrder(small.userId, 500);
    await addOrder(small.userId, 700, { status: 4 });

    const page = await list('?q=totals-&sort=totalSpent&order=desc');
    expect(page).toMatchObject({ total: 3, limit: 25, offset: 0 });
    expect(page.items.map((customer) => customer.id)).toEqual([big.userId, small.userId, none.userId]);
    const [first, second, third] = page.items;
    expect(first).toEqual({
      id: big.userId,
      firstName: 'Lina',
      lastName: 'Haddad',
      email: big.email,
      mobileNo: '+970599000000',
      role: 'customer',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      disabledAt: null,
      erased: false,
      orderCount: 4,
      totalSpent: [
        { currency: 'EUR', amount: 4_000 },
        { currency: 'USD', amount: 12_550 },
      ],
    } satisfies AdminCustomer);
    expect(second).toMatchObject({ orderCount: 2, totalSpent: [{ currency: 'USD', amount: 500 }] });
    expect(third).toMatchObject({ orderCount: 0, totalSpent: [] });
    expect(JSON.stringify(page)).not.toMatch(/argon2|password/i);

    const byCount = await list('?q=totals-&sort=orderCount&order=asc');
    expect(byCount.items.map((customer) => customer.orderCount)).toEqual([0, 2, 4]);
    const byEmail = await list('?q=totals-&sort=email&order=asc');
    expect(byEmail.items.map((customer) => customer.email)).toEqual([big.email, none.email, small.email]);
    expect(await list('?q=totals-&sort=totalSpent&order=desc&limit=1&offset=1')).toMatchObject({
      total: 3,
      items: [{ id: small.userId }],
    });
  });

  it('searches the name, email and phone number, and sorts by name', async () => {
    const shopper = await newShopper('search');
    await shop.db.execute(
      sql`UPDATE users SET first_name = 'Zaina', last_name = 'Qasemname', mobile_no = '+970 52 777 1234'
           WHERE id = ${shopper.userId}`,
    );
    for (const q of ['qasemNAME', 'zaina qasem', shopper.email.toUpperCase(), '777 1234']) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).items.map((customer) => customer.id)).toEqual([
        shopper.userId,
      ]);
    }
    // LIKE's own characters are taken literally.
    expect((await list('?q=%25')).total).toBe(0);
    const other = await newShopper('search');
    await shop.db.execute(sql`UPDATE users SET first_name = 'Adam' WHERE id = ${other.userId}`);
    const byName = await list('?q=search-&sort=name&order=asc');
    expect(byName.items.map((customer) => customer.firstName)).toEqual(['Adam', 'Zaina']);
  });

  it('filters disabled and enabled accounts', async () => {
    const kept = await newShopper('filter');
    const gone = await newShopper('filter');
    expect((await disable(gone.userId)).statusCode).toBe(200);
    expect((await list('?q=filter-&disabled=true')).items.map((customer) => customer.id)).toEqual([gone.userId]);
    expect((await list('?q=filter-&disabled=false')).items.map((customer) => customer.id)).toEqual([kept.userId]);
    expect((await list('?q=filter-')).total).toBe(2);
    const refused = await admin.send('GET', `${ADMIN_CUSTOMERS_PATH}?disabled=maybe`, as('owner'));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatch(/disabled/);
  });

  it('shows a customer’s address and orders, newest first, with their totals; 404 for an unknown id', async () => {
    const shopper = await newShopper('detail');
    const older = await addOrder(shopper.userId, 1_200, { at: '2024-05-01T10:00:00Z', status: 3 });
    const newer = await addOrder(shopper.userId, 3_400, { at: '2025-02-01T10:00:00Z' });
    const reply = await admin.send('GET', `${ADMIN_CUSTOMERS_PATH}/${shopper.userId}`, as('orders'));
    expect(reply.statusCode).toBe(200);
    const detail = reply.json() as AdminCustomerDetail;
    expect(detail).toMatchObject({
      id: shopper.userId,
      email: shopper.email,
      orderCount: 2,
      totalSpent: [{ currency: 'USD', amount: 4_600 }],
      address: {
        addressLineOne: 'Main street 1',
        postalCode: '00972',
        country: home.countryName,
        state: home.stateName,
        city: home.cityName,
      },
    });
    expect(detail.orders).toEqual([
      {
        id: newer.id,
        orderNumber: newer.order_number,
        createdAt: '2025-02-01T10:00:00.000Z',
        status: 1,
        total: 3_400,
        currency: 'USD',
      },
      {
        id: older.id,
        orderNumber: older.order_number,
        createdAt: '2024-05-01T10:00:00.000Z',
        status: 3,
        total: 1_200,
        currency: 'USD',
      },
    ]);
    expect(JSON.stringify(detail)).not.toMatch(/argon2|password/i);

    const missing = await admin.send('GET', `${ADMIN_CUSTOMERS_PATH}/987654`, as('owner'));
    expect(missing.statusCode).toBe(404);
    expect(problemOf(missing)).toEqual(problem('CUSTOMER_NOT_FOUND', { id: 987654 }));
    const bad = await admin.send('GET', `${ADMIN_CUSTOMERS_PATH}/abc`, as('owner'));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatch(/customer id/);
  });
});

describe('disabling and enabling an account', () => {
  it('ends every session at once and refuses the login with a message; enabling lets them log in again', async () => {
    const shopper = await newShopper('disable');
    const second = await (async () => {
      const reply = await login(shopper.email);
      return { token: reply.body.token!, userId: shopper.userId };
    })();
    expect((await orderHistory(shopper)).status).toBe(200);

    const reply = await disable(shopper.userId, 'orders');
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as AdminCustomer).disabledAt).toMatch(/^\d{4}-/);
    for (const session of [shopper, second]) {
      const refused = await orderHistory(session);
      expect(refused.status).toBe(401);
    }
    const [sessions] = await queryRows<{ live: number }>(
      shop.db,
      sql`SELECT count(*)::int AS live FROM sessions WHERE user_id = ${shopper.userId} AND revoked_at IS NULL`,
    );
    expect(sessions!.live).toBe(0);

    const refusedLogin = await login(shopper.email);
    expect(refusedLogin.status).toBe(200);
    expect(refusedLogin.rows).toEqual([{ ResponseMsg: ResponseMsg.accountDisabled }]);
    expect(refusedLogin.body.message).toBe(ResponseMsg.accountDisabled);
    expect(refusedLogin.body.token).toBeUndefined();
    // A wrong password learns nothing about the account.
    const wrong = await login(shopper.email, 'not the password 1');
    expect(wrong.rows).toEqual([{ ResponseMsg: ResponseMsg.loginFailed }]);

    const enabled = await enable(shopper.userId);
    expect(enabled.statusCode).toBe(200);
    expect((enabled.json() as AdminCustomer).disabledAt).toBeNull();
    const again = await login(shopper.email);
    expect(again.rows[0]).toMatchObject({ ResponseMsg: ResponseMsg.loginOk, UserID: shopper.userId });
    expect((await orderHistory({ token: again.body.token!, userId: shopper.userId })).status).toBe(200);
    // The sessions that ended stay ended.
    expect((await orderHistory(shopper)).status).toBe(401);

    const audit = await auditOf(shopper.userId);
    expect(audit.map((entry) => entry.action)).toEqual(['disable', 'enable']);
    expect(audit[0]).toMatchObject({ before: { disabledAt: null }, after: { email: shopper.email } });
  });

  it('disables once under a burst of 10: one audit entry, the first time kept', async () => {
    const shopper = await newShopper('burst');
    const replies = await Promise.all(Array.from({ length: 10 }, () => disable(shopper.userId)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    const times = new Set(replies.map((reply) => (reply.json() as AdminCustomer).disabledAt));
    expect(times.size).toBe(1);
    expect((await auditOf(shopper.userId)).map((entry) => entry.action)).toEqual(['disable']);

    const enables = await Promise.all(Array.from({ length: 10 }, () => enable(shopper.userId)));
    expect(enables.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect((await auditOf(shopper.userId)).map((entry) => entry.action)).toEqual(['disable', 'enable']);
  });

  it('answers 404 for an unknown customer and records nothing', async () => {
    const reply = await disable(987655);
    expect(reply.statusCode).toBe(404);
    expect(problemOf(reply)).toEqual(problem('CUSTOMER_NOT_FOUND', { id: 987655 }));
    expect(await auditOf(987655)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists every customer route under the admin tag', async () => {
    const paths = (
      (await admin.send('GET', '/api/docs/json')).json() as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      }
    ).paths;
    const documented = [
      ADMIN_CUSTOMERS_PATH,
      '{id}',
      '{id}/disable',
      '{id}/enable',
      '{id}/reset-code',
      '{id}/export',
      '{id}/erase',
    ].map((tail) => (tail === ADMIN_CUSTOMERS_PATH ? tail : `${ADMIN_CUSTOMERS_PATH}/${tail}`));
    expect(documented.map((route) => Object.keys(paths[route] ?? {}))).toEqual([
      ['get'],
      ['get'],
      ['post'],
      ['post'],
      ['post'],
      ['get'],
      ['post'],
    ]);
    for (const route of documented) expect(paths[route]!.get?.tags ?? paths[route]!.post?.tags).toEqual(['admin']);
  });
});
