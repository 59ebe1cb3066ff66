// The storefront follows the admin: with the catalogue cache on (as in production), an entry
// deactivated, renamed or reordered in the admin shows so within 2 seconds (at once over PGlite; on
// PostgreSQL the cache is dropped when the change's NOTIFY comes back).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointPath, type EndpointName } from '@shop/contract';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient } from '../../../test/support/admin-test-client';
import { ADMIN_TAXONOMY_PATH } from './taxonomy-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let cookie: string;

beforeAll(async () => {
  shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: '300' } });
  admin = adminClient(shop);
  cookie = await admin.signIn((await admin.createMember('catalogue')).email);
});
afterAll(async () => {
  await shop?.close();
});

const storefront = async (name: EndpointName, idField: string, params: Record<string, unknown>, language = 'en') => {
  const reply = await shop.call(endpointPath(name), params, { 'accept-language': language });
  expect(reply.status).toBe(200);
  return reply.rows.map((row) => row[idField] as number);
};
/** The promise: a change saved in the admin shows on the storefront within 2 seconds. */
const STOREFRONT_DELAY_MS = 2000;
const eventually = (assertion: () => Promise<void>) =>
  vi.waitFor(assertion, { timeout: STOREFRONT_DELAY_MS, interval: 25 });

const change = async (path: string, id: number, body: unknown) => {
  const reply = await admin.send('PATCH', `${ADMIN_TAXONOMY_PATH}/${path}/${id}`, { cookie, body });
  expect(reply.statusCode, reply.body).toBe(200);
};
const firstId = async (table: string) =>
  (await queryRows<{ id: number }>(shop.db, sql`SELECT min(id) AS id FROM ${sql.identifier(table)}`))[0]!.id;

describe('the storefront lists only active entries', () => {
  it.each([
    ['brands', 'manufacturers', 'get-manufacturer-list', 'ManufacturerID'],
    ['sizes', 'sizes', 'get-size-list', 'SizeID'],
    ['tags', 'tags', 'get-popular-tags', 'TagID'],
  ] as const)('%s: hidden once deactivated, back once active', async (path, table, endpoint, idField) => {
    const id = await firstId(table);
    const listed = () => storefront(endpoint, idField, { PageNo: 1, PageSize: 100 });
    expect(await listed()).toContain(id);
    await change(path, id, { isActive: false });
    await eventually(async () => expect(await listed()).not.toContain(id));
    await change(path, id, { isActive: true });
    await eventually(async () => expect(await listed()).toContain(id));
  });

  it('hides a deactivated category and every category below it, and leaves its products out of the counts', async () => {
    const listed = async () => {
      const reply = await shop.call(endpointPath('get-categories-list'), { PageNo: 1, PageSize: 100 });
      return reply.rows as { CategoryID: number; ParentCategoryID: number | null; TotalProducts: number }[];
    };
    const before = await listed();
    const parent = before.find((row) => before.some((child) => child.ParentCategoryID === row.CategoryID))!;
    const children = before.filter((row) => row.ParentCategoryID === parent.CategoryID);
    const child = children[0]!;

    await change('categories', parent.CategoryID, { isActive: false });
    await eventually(async () => {
      const without = (await listed()).map((row) => row.CategoryID);
      expect(without).not.toContain(parent.CategoryID);
      for (const hidden of children) expect(without).not.toContain(hidden.CategoryID);
    });
    await change('categories', parent.CategoryID, { isActive: true });
    await eventually(async () => expect(await listed()).toEqual(before));

    // A deactivated child no longer counts towards its parent.
    await change('categories', child.CategoryID, { isActive: false });
    await eventually(async () => {
      const after = await listed();
      expect(after.map((row) => row.CategoryID)).not.toContain(child.CategoryID);
      expect(after.find((row) => row.CategoryID === parent.CategoryID)!.TotalProducts).toBe(
        parent.TotalProducts - child.TotalProducts,
      );
    });
    await change('categories', child.CategoryID, { isActive: true });
    await eventually(async () => expect(await listed()).toEqual(before));
  });

  it('hides an inactive popular category from the popular list', async () => {
    const popular = async () =>
      (await shop.call(endpointPath('get-popular-categories'), { recordValueJson: '[]' })).rows.map(
        (row) => row.CategoryID as number,
      );
    const [id] = await popular();
    await change('categories', id!, { isActive: false });
    await eventually(async () => expect(await popular()).not.toContain(id));
    await change('categories', id!, { isActive: true });
    await eventually(async () => expect(await popular()).toContain(id));
  });
});

describe('names and order reach the storefront at once', () => {
  it('shows a brand renamed in Arabic on /ar/, and the brands in the order the admin gives', async () => {
    const id = await firstId('manufacturers');
    await change('brands', id, { name: { ar: 'اسم تجاري جديد' } });
    await eventually(async () => {
      const reply = await shop.call(
        endpointPath('get-manufacturer-list'),
        { PageNo: 1, PageSize: 100 },
        {
          'accept-language': 'ar',
        },
      );
      expect(reply.rows.find((row) => row.ManufacturerID === id)?.Name).toBe('اسم تجاري جديد');
    });

    const ids = await storefront('get-manufacturer-list', 'ManufacturerID', { PageNo: 1, PageSize: 100 });
    const reversed = [...ids].reverse();
    const put = await admin.send('PUT', `${ADMIN_TAXONOMY_PATH}/brands/order`, { cookie, body: { ids: reversed } });
    expect(put.statusCode, put.body).toBe(200);
    await eventually(async () =>
      expect(await storefront('get-manufacturer-list', 'ManufacturerID', { PageNo: 1, PageSize: 100 })).toEqual(
        reversed,
      ),
    );
  });
});
