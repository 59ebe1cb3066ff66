// Test helpers for the catalogue's admin routes: the demo shop's taxonomy ids, signed-in members of
// every role, and a valid product body to vary.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AdminProduct, StaffRole } from '@shop/contract';
import { queryRows } from '../../src/db/database';
import type { TestShop } from './test-app';
import { adminClient } from './admin-test-client';
import { ADMIN_PRODUCTS_PATH, adminProductPath } from '../../src/admin/catalogue/catalogue-routing';

export interface Taxonomy {
  categoryIds: number[];
  brandIds: number[];
  tagIds: number[];
  colourIds: number[];
  sizeIds: number[];
  vendorIds: number[];
}

const idsOf = async (shop: TestShop, table: string) =>
  (await queryRows<{ id: number }>(shop.db, sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id`)).map(
    (row) => row.id,
  );

/** The signed-in members of every role, the demo shop's taxonomy, and request helpers. */
export async function catalogueKit(shop: TestShop) {
  const admin = adminClient(shop);
  const owner = await admin.firstOwner();
  const cookies = { owner: owner.cookie } as Record<StaffRole, string>;
  const members = {} as Record<StaffRole, { id: number; email: string }>;
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    members[role] = await admin.createMember(role);
    cookies[role] = await admin.signIn(members[role].email);
  }
  const taxonomy: Taxonomy = {
    categoryIds: await idsOf(shop, 'categories'),
    brandIds: await idsOf(shop, 'manufacturers'),
    tagIds: await idsOf(shop, 'tags'),
    colourIds: await idsOf(shop, 'colors'),
    sizeIds: await idsOf(shop, 'sizes'),
    vendorIds: await idsOf(shop, 'vendors'),
  };

  let counter = 0;
  /** A valid new product's body; `overrides` replace its fields. */
  const productBody = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    // A name without Arabic goes with descriptions without Arabic (an Arabic row needs its name).
    const arabic = (overrides.name as { ar?: string } | undefined)?.ar !== '';
    return {
      name: { en: `Test scarf ${counter}`, ar: `وشاح تجريبي ${counter}` },
      shortDescription: { en: 'Woven by hand.', ar: arabic ? 'منسوج يدوياً.' : '' },
      fullDescription: { en: '<p>Soft <strong>wool</strong>.</p>', ar: arabic ? '<p>صوف ناعم.</p>' : '' },
      price: 5_000,
      categoryId: taxonomy.categoryIds[0],
      brandId: taxonomy.brandIds[0],
      tagIds: [taxonomy.tagIds[0]],
      ...overrides,
    };
  };

  /** A request as a catalogue member (or `cookie`). */
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    cookie = cookies.catalogue,
  ): Promise<LightMyRequestResponse> => admin.send(method, url, { cookie, body });

  /** Creates a product (failing the test when it cannot). */
  const create = async (overrides: Record<string, unknown> = {}): Promise<AdminProduct> => {
    const reply = await send('POST', ADMIN_PRODUCTS_PATH, productBody(overrides));
    if (reply.statusCode !== 201) throw new Error(`create: ${reply.statusCode} ${reply.body}`);
    return reply.json() as AdminProduct;
  };

  const read = async (id: number): Promise<AdminProduct> => {
    const reply = await send('GET', adminProductPath(id));
    if (reply.statusCode !== 200) throw new Error(`read ${id}: ${reply.statusCode} ${reply.body}`);
    return reply.json() as AdminProduct;
  };

  /** The audit entries about a product, oldest first. */
  const auditOf = (productId: number) =>
    queryRows<{ action: string; actor: string; before: unknown; after: unknown; staff_id: number | null }>(
      shop.db,
      sql`SELECT action, actor, before, after, staff_id FROM audit_log
           WHERE resource = 'product' AND resource_id = ${String(productId)} ORDER BY id`,
    );

  return { admin, owner, cookies, members, taxonomy, productBody, send, create, read, auditOf };
}

/** The failure message of a reply. */
export const errorOf = (reply: LightMyRequestResponse) => (reply.json() as { errorMessage: string }).errorMessage;
