// Who may call each content route: the owner and the catalogue team; the orders team and the
// moderators get 403, no session 401, and the admin token (the CLI) 401 too (sessions only).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBanner, AdminCampaign, StaffRole } from '@shop/contract';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, type AdminRequest } from '../../../test/support/admin-test-client';
import { ADMIN_BANNERS_PATH } from './banner-routes';
import { ADMIN_CAMPAIGNS_PATH } from './campaign-routes';
import { ADMIN_PAGES_PATH } from './content-page-routes';
import { ADMIN_LOGO_PATH } from './logo-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let owner: string;
const cookies = new Map<StaffRole, string>();

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  owner = (await admin.firstOwner()).cookie;
  cookies.set('owner', owner);
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies.set(role, await admin.signIn((await admin.createMember(role)).email));
  }
});
afterAll(async () => {
  await shop?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  /** The path with its ids filled in, made fresh for each caller (a delete needs its own row). */
  url: () => Promise<string>;
  body?: () => Promise<unknown>;
  /** The answer of an allowed role. */
  ok: number;
}

const banner = { imageUrl: '/media/banners/olive-grove.svg', mainTitle: { en: 'Roles', ar: '' } };
const campaign = { mainTitle: { en: 'Roles', ar: '' } };

async function created(path: string, body: unknown): Promise<number> {
  const reply = await admin.send('POST', path, { cookie: owner, body });
  return (reply.json() as AdminBanner | AdminCampaign).id;
}
const firstId = async (table: 'banners' | 'campaigns') => {
  const rows = await queryRows<{ id: number }>(
    shop.db,
    table === 'banners' ? sql`SELECT min(id) AS id FROM banners` : sql`SELECT min(id) AS id FROM campaigns`,
  );
  return Number(rows[0]!.id);
};
const order = async (table: 'banners' | 'campaigns') => ({
  ids: (
    await queryRows<{ id: number }>(
      shop.db,
      table === 'banners'
        ? sql`SELECT id FROM banners ORDER BY display_order, id`
        : sql`SELECT id FROM campaigns ORDER BY display_order, id`,
    )
  ).map((row) => Number(row.id)),
});
const fixed = (url: string) => async () => url;

const routes: Record<string, Route> = {
  'GET /banners': { method: 'GET', url: fixed(ADMIN_BANNERS_PATH), ok: 200 },
  'GET /banners/:id': { method: 'GET', url: async () => `${ADMIN_BANNERS_PATH}/${await firstId('banners')}`, ok: 200 },
  'POST /banners': { method: 'POST', url: fixed(ADMIN_BANNERS_PATH), body: async () => banner, ok: 201 },
  'PATCH /banners/:id': {
    method: 'PATCH',
    url: async () => `${ADMIN_BANNERS_PATH}/${await firstId('banners')}`,
    body: async () => ({ bottomTitle: { en: `Changed ${Math.random()}` } }),
    ok: 200,
  },
  'DELETE /banners/:id': {
    method: 'DELETE',
    url: async () => `${ADMIN_BANNERS_PATH}/${await created(ADMIN_BANNERS_PATH, banner)}`,
    ok: 204,
  },
  'PUT /banners/order': {
    method: 'PUT',
    url: fixed(`${ADMIN_BANNERS_PATH}/order`),
    body: async () => order('banners'),
    ok: 200,
  },
  'GET /campaigns': { method: 'GET', url: fixed(ADMIN_CAMPAIGNS_PATH), ok: 200 },
  'GET /campaigns/:id': {
    method: 'GET',
    url: async () => `${ADMIN_CAMPAIGNS_PATH}/${await firstId('campaigns')}`,
    ok: 200,
  },
  'POST /campaigns': { method: 'POST', url: fixed(ADMIN_CAMPAIGNS_PATH), body: async () => campaign, ok: 201 },
  'PATCH /campaigns/:id': {
    method: 'PATCH',
    url: async () => `${ADMIN_CAMPAIGNS_PATH}/${await firstId('campaigns')}`,
    body: async () => ({ discountTitle: { en: `Changed ${Math.random()}` } }),
    ok: 200,
  },
  'DELETE /campaigns/:id': {
    method: 'DELETE',
    url: async () => `${ADMIN_CAMPAIGNS_PATH}/${await created(ADMIN_CAMPAIGNS_PATH, campaign)}`,
    ok: 204,
  },
  'PUT /campaigns/order': {
    method: 'PUT',
    url: fixed(`${ADMIN_CAMPAIGNS_PATH}/order`),
    body: async () => order('campaigns'),
    ok: 200,
  },
  'GET /pages': { method: 'GET', url: fixed(ADMIN_PAGES_PATH), ok: 200 },
  'GET /pages/:slug': { method: 'GET', url: fixed(`${ADMIN_PAGES_PATH}/faq`), ok: 200 },
  // Runs before the delete below, which then finds the page written.
  'PUT /pages/:slug': {
    method: 'PUT',
    url: fixed(`${ADMIN_PAGES_PATH}/faq`),
    body: async () => ({ title: { en: 'FAQ', ar: '' }, body: { en: `<p>${Math.random()}</p>`, ar: '' } }),
    ok: 200,
  },
  'DELETE /pages/:slug': { method: 'DELETE', url: fixed(`${ADMIN_PAGES_PATH}/faq`), ok: 204 },
  'GET /logo': { method: 'GET', url: fixed(ADMIN_LOGO_PATH), ok: 200 },
  'PUT /logo': {
    method: 'PUT',
    url: fixed(ADMIN_LOGO_PATH),
    body: async () => ({ url: `https://cdn.example.org/logo-${Math.random()}.svg` }),
    ok: 200,
  },
};

/** Each caller and what it gets from every route: the route's success, or a refusal. */
const callers: { caller: string; expected: (route: Route) => number; as: () => Promise<AdminRequest> }[] = [
  { caller: 'owner', expected: (route) => route.ok, as: async () => ({ cookie: cookies.get('owner')! }) },
  { caller: 'catalogue', expected: (route) => route.ok, as: async () => ({ cookie: cookies.get('catalogue')! }) },
  { caller: 'orders', expected: () => 403, as: async () => ({ cookie: cookies.get('orders')! }) },
  { caller: 'moderator', expected: () => 403, as: async () => ({ cookie: cookies.get('moderator')! }) },
  { caller: 'no session', expected: () => 401, as: async () => ({}) },
  {
    caller: 'the admin token',
    expected: () => 401,
    as: async () => ({ authorization: `Bearer ${await admin.adminToken()}`, origin: null }),
  },
];

const auditCount = async () =>
  Number((await queryRows<{ n: number }>(shop.db, sql`SELECT count(*) AS n FROM audit_log`))[0]!.n);

describe.each(callers)('$caller', ({ expected, as }) => {
  it.each(Object.entries(routes))('%s', async (_name, route) => {
    const url = await route.url();
    const body = route.body ? await route.body() : undefined;
    const entries = await auditCount();
    const reply = await admin.send(route.method, url, { ...(await as()), ...(body === undefined ? {} : { body }) });
    expect(reply.statusCode, reply.body).toBe(expected(route));
    // A refused call changes nothing (sign-in aside, nothing else writes to the log here).
    if (reply.statusCode >= 400) expect(await auditCount()).toBe(entries);
  });
});

describe('the OpenAPI document', () => {
  it('lists every content route under the admin tag, with its body', async () => {
    const document = (await admin.send('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    };
    for (const path of [ADMIN_BANNERS_PATH, ADMIN_CAMPAIGNS_PATH]) {
      expect(Object.keys(document.paths[path]!).sort()).toEqual(['get', 'post']);
      expect(Object.keys(document.paths[`${path}/{id}`]!).sort()).toEqual(['delete', 'get', 'patch']);
      expect(Object.keys(document.paths[`${path}/order`]!)).toEqual(['put']);
      expect(document.paths[path]!.post!.requestBody).toBeDefined();
    }
    expect(Object.keys(document.paths[ADMIN_PAGES_PATH]!)).toEqual(['get']);
    expect(Object.keys(document.paths[`${ADMIN_PAGES_PATH}/{slug}`]!).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(document.paths[ADMIN_LOGO_PATH]!).sort()).toEqual(['get', 'put']);
    const operations = [ADMIN_BANNERS_PATH, ADMIN_CAMPAIGNS_PATH, ADMIN_PAGES_PATH, ADMIN_LOGO_PATH].flatMap((path) =>
      Object.values(document.paths[path]!),
    );
    expect(operations.every((operation) => operation.tags?.includes('admin'))).toBe(true);
  });
});
