import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, type AuditLogPage, type StaffRole } from '@shop/contract';
import { queryRows } from '../db/database';
import { setOrderStatus } from '../orders/set-order-status';
import { orderableProduct, placeOrderOf } from '../../test/support/checkout';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { ADMIN_TOKEN_ACTOR } from './admin-actor';
import { ADMIN_AUDIT_LOG_PATH } from './admin-audit-routes';
import { ADMIN_ORDERS_PATH, ADMIN_SET_ORDER_STATUS_PATH } from './admin-order-routes';
import { ADMIN_SESSION_PATH } from './admin-session-routes';
import { ADMIN_SETUP_PATH, ADMIN_STAFF_PATH } from './admin-staff-routes';
import { adminClient } from '../../test/support/admin-test-client';
import { recordAudit } from './audit-log';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let owner: { email: string; cookie: string };
const cookies = {} as Record<StaffRole, string>;
const members = {} as Record<StaffRole, { id: number; email: string }>;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  owner = await admin.firstOwner();
  cookies.owner = owner.cookie;
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    members[role] = await admin.createMember(role);
    cookies[role] = await admin.signIn(members[role].email);
  }
});
afterAll(async () => {
  await shop?.close();
});

async function placeCashOrder(): Promise<string> {
  const shopper = await signUpAndLogIn(shop, (await findPlaces(shop)).home, `buyer-${Date.now()}@example.com`);
  const reply = await placeOrderOf(shop, shopper, (await orderableProduct(shop)).id, {
    PaymentMethod: PaymentMethod.CashOnDelivery,
  });
  expect(reply.status).toBe(200);
  return reply.rows[0]!.OrderNumber as string;
}

const auditLog = async (query = '', cookie = cookies.owner) => {
  const reply = await admin.send('GET', `${ADMIN_AUDIT_LOG_PATH}${query}`, { cookie });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as AuditLogPage;
};
const auditCount = async () =>
  Number((await queryRows<{ n: number }>(shop.db, sql`SELECT count(*) AS n FROM audit_log`))[0]!.n);

describe('roles', () => {
  // Route × role → the status each gets; 'none' is a browser without a session.
  const table: [string, string, Record<StaffRole | 'none', number>][] = [
    ['GET', ADMIN_SESSION_PATH, { owner: 200, catalogue: 200, orders: 200, moderator: 200, none: 401 }],
    ['GET', ADMIN_AUDIT_LOG_PATH, { owner: 200, catalogue: 403, orders: 403, moderator: 403, none: 401 }],
    ['GET', ADMIN_ORDERS_PATH, { owner: 200, catalogue: 403, orders: 200, moderator: 403, none: 401 }],
    ['POST', ADMIN_STAFF_PATH, { owner: 400, catalogue: 403, orders: 403, moderator: 403, none: 401 }],
    ['POST', ADMIN_SET_ORDER_STATUS_PATH, { owner: 400, catalogue: 403, orders: 400, moderator: 403, none: 401 }],
  ];
  it.each(table)('%s %s', async (method, url, expected) => {
    for (const [role, status] of Object.entries(expected) as [StaffRole | 'none', number][]) {
      const cookie = role === 'none' ? undefined : cookies[role];
      // An empty body: a role that passes gets the 400 naming the field, one that does not never gets it read.
      const reply = await admin.send(method as 'GET' | 'POST', url, {
        cookie,
        body: method === 'POST' ? {} : undefined,
      });
      expect(reply.statusCode, `${role}: ${reply.body}`).toBe(status);
    }
  });

  it('leaves the setup question open to anyone', async () => {
    expect((await admin.send('GET', ADMIN_SETUP_PATH)).json()).toEqual({ needsOwner: false });
  });

  it('lets an orders member move an order, from the admin’s origin only, and records who did', async () => {
    const orderNumber = await placeCashOrder();
    const body = { OrderNumber: orderNumber, Status: 'InProgress' };
    const foreign = await admin.send('POST', ADMIN_SET_ORDER_STATUS_PATH, {
      cookie: cookies.orders,
      body,
      origin: null,
    });
    expect(foreign.statusCode).toBe(403);
    const moved = await admin.send('POST', ADMIN_SET_ORDER_STATUS_PATH, { cookie: cookies.orders, body });
    expect(moved.statusCode, moved.body).toBe(200);
    const { entries } = await auditLog(`?resource=order&action=set-status&staffId=${members.orders.id}`);
    expect(entries).toEqual([
      expect.objectContaining({
        staffId: members.orders.id,
        actor: members.orders.email,
        resourceId: orderNumber,
        before: { status: 'Active' },
        after: { status: 'InProgress' },
      }),
    ]);
  });

  it('records a move with the admin token (the CLI) as the admin token', async () => {
    const orderNumber = await placeCashOrder();
    const reply = await admin.send('POST', ADMIN_SET_ORDER_STATUS_PATH, {
      authorization: `Bearer ${await admin.adminToken()}`,
      origin: null,
      body: { OrderNumber: orderNumber, Status: 'Refunded' },
      ip: '203.0.113.9',
    });
    expect(reply.statusCode).toBe(200);
    const [entry] = (await auditLog('?resource=order')).entries;
    expect(entry).toMatchObject({
      staffId: null,
      actor: ADMIN_TOKEN_ACTOR,
      address: '203.0.113.9',
      action: 'set-status',
      resourceId: orderNumber,
      after: { status: 'Refunded' },
    });
  });
});

describe('the audit log', () => {
  it('records the first owner, each member added, and sign-ins and sign-outs', async () => {
    const created = (await auditLog('?resource=staff&action=create&limit=100')).entries;
    expect(created.at(-1)).toMatchObject({
      staffId: null,
      actor: ADMIN_TOKEN_ACTOR,
      after: { role: 'owner', email: owner.email },
    });
    expect(created.filter((entry) => entry.staffId !== null)).toHaveLength(3);
    expect(JSON.stringify(created)).not.toMatch(/argon2|password/i);

    const cookie = await admin.signIn(members.moderator.email);
    expect((await admin.send('DELETE', ADMIN_SESSION_PATH, { cookie })).statusCode).toBe(204);
    const [logout, login] = (await auditLog(`?resource=session&staffId=${members.moderator.id}`)).entries;
    expect(login).toMatchObject({ action: 'login', actor: members.moderator.email });
    expect(logout).toMatchObject({ action: 'logout', resourceId: login!.resourceId });
  });

  it('pages newest first and counts what matches', async () => {
    const all = await auditLog('?limit=100');
    expect(all.total).toBe(all.entries.length);
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await auditLog('?limit=2&offset=1');
    expect(second).toMatchObject({ limit: 2, offset: 1, total: all.total });
    expect(second.entries.map((entry) => entry.id)).toEqual(ids.slice(1, 3));
  });

  it('answers 400 naming the field for a bad query', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?offset=-1', 'offset'],
      ['?staffId=abc', 'staffId'],
    ]) {
      const reply = await admin.send('GET', `${ADMIN_AUDIT_LOG_PATH}${query}`, { cookie: cookies.owner });
      expect(reply.statusCode, query).toBe(400);
      expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('cannot be edited or deleted through the API', async () => {
    const before = await auditCount();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [ADMIN_AUDIT_LOG_PATH, `${ADMIN_AUDIT_LOG_PATH}/1`]) {
        const reply = await admin.send(method, url, {
          cookie: cookies.owner,
          body: method === 'DELETE' ? undefined : {},
        });
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await auditCount()).toBe(before);
    const document = (await admin.send('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths[ADMIN_AUDIT_LOG_PATH]!)).toEqual(['get']);
  });

  it('writes no entry for a refused change, and loses its entry with a change that fails', async () => {
    const orderNumber = await placeCashOrder();
    const before = await auditCount();
    // A move the status graph forbids changes nothing and records nothing.
    const refused = await admin.send('POST', ADMIN_SET_ORDER_STATUS_PATH, {
      cookie: cookies.owner,
      body: { OrderNumber: orderNumber, Status: 'Returned' },
    });
    expect(refused.statusCode).toBe(409);
    expect(await auditCount()).toBe(before);
    // An entry written in the change's transaction goes when the change fails after it.
    const actor = { kind: 'token', label: ADMIN_TOKEN_ACTOR, address: '127.0.0.1' } as const;
    await expect(
      setOrderStatus(shop.db, orderNumber, OrderStatus.InProgress, '', async (tx) => {
        await recordAudit(tx, actor, { action: 'set-status', resource: 'order', resourceId: orderNumber });
        throw new Error('the change fails after its entry');
      }),
    ).rejects.toThrow('the change fails after its entry');
    expect(await auditCount()).toBe(before);
    const [order] = await queryRows<{ status: number }>(
      shop.db,
      sql`SELECT status FROM orders WHERE order_number = ${orderNumber}`,
    );
    expect(order!.status).toBe(OrderStatus.Active);
  });

  it('documents every admin route under the tag admin', async () => {
    const document = (await admin.send('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const adminPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/v1/admin/'));
    expect(adminPaths).toEqual(
      expect.arrayContaining([ADMIN_SESSION_PATH, ADMIN_STAFF_PATH, ADMIN_SETUP_PATH, ADMIN_AUDIT_LOG_PATH]),
    );
    for (const path of adminPaths) {
      for (const operation of Object.values(document.paths[path]!)) expect(operation.tags, path).toEqual(['admin']);
    }
  });
});
