import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problem, type StaffRole } from '@shop/contract';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf, type AdminRequest } from '../../../test/support/admin-test-client';
import { ADMIN_TAXONOMY_PATH } from './taxonomy-routes';

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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
type Item = { id: number; name: { en: string; ar: string }; displayOrder: number; isActive: boolean } & Record<
  string,
  unknown
>;
type Page = { items: Item[]; total: number; limit: number; offset: number };

/** The nouns, their tables and the audit log's resource names. */
const NOUNS = [
  { path: 'categories', table: 'categories', resource: 'category' },
  { path: 'brands', table: 'manufacturers', resource: 'brand' },
  { path: 'tags', table: 'tags', resource: 'tag' },
  { path: 'colours', table: 'colors', resource: 'colour' },
  { path: 'sizes', table: 'sizes', resource: 'size' },
] as const;
type Noun = (typeof NOUNS)[number];

const url = (noun: Pick<Noun, 'path'>, suffix = '') => `${ADMIN_TAXONOMY_PATH}/${noun.path}${suffix}`;
/** A catalogue member's request (the role the shop gives taxonomy work). */
const send = (method: Method, path: string, request: AdminRequest = {}) =>
  admin.send(method, path, { cookie: cookies.catalogue, ...request });
const errorOf = (reply: { json(): unknown }) => (reply.json() as { errorMessage: string }).errorMessage;

/** A page of the list; `query` as '&sort=name&limit=5' (100 rows unless it sets a limit). */
const list = async (noun: Pick<Noun, 'path'>, query = '') => {
  const reply = await send('GET', url(noun, `?${query.includes('limit=') ? '' : 'limit=100'}${query}`));
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Page;
};

async function auditRows(resource: string, resourceId?: number) {
  return queryRows<{
    action: string;
    resource_id: string | null;
    staff_id: number | null;
    before: unknown;
    after: unknown;
  }>(
    shop.db,
    sql`SELECT action, resource_id, staff_id, before, after FROM audit_log
         WHERE resource = ${resource} ${resourceId === undefined ? sql`` : sql`AND resource_id = ${String(resourceId)}`}
         ORDER BY id`,
  );
}

async function tableRow(table: string, id: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    shop.db,
    sql`SELECT * FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  return row;
}

describe('who may use the taxonomy routes', () => {
  // Bodies and ids that are refused after the role check, so the table changes nothing.
  const routes: [Method, string, unknown, number][] = [
    ['GET', '', undefined, 200],
    ['GET', '/1', undefined, 200],
    ['POST', '', { name: { en: '' } }, 400],
    ['PATCH', '/1', {}, 400],
    ['DELETE', '/2147483647', undefined, 404],
    ['PUT', '/order', { ids: [] }, 400],
  ];
  const table = NOUNS.flatMap((noun) =>
    routes.flatMap(([method, suffix, body, allowed]) =>
      (['owner', 'catalogue', 'orders', 'moderator', 'none'] as const).map((role) => {
        const expected = role === 'none' ? 401 : role === 'orders' || role === 'moderator' ? 403 : allowed;
        return [`${method} ${url(noun, suffix)}`, role, expected, body] as const;
      }),
    ),
  );

  it.each(table)('%s as %s → %i', async (route, role, expected, body) => {
    const [method, path] = route.split(' ') as [Method, string];
    const reply = await admin.send(method, path, {
      ...(role === 'none' ? {} : { cookie: cookies[role] }),
      ...(body === undefined ? {} : { body }),
    });
    expect(reply.statusCode, reply.body).toBe(expected);
    if (expected === 401) expect(problemOf(reply)).toEqual(problem('STAFF_SIGN_IN_REQUIRED'));
    if (expected === 403) expect(problemOf(reply)).toEqual(problem('ROLE_NOT_ALLOWED'));
  });

  it('documents every route in the OpenAPI document under the tag admin', async () => {
    const document = (await admin.send('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    };
    for (const noun of NOUNS) {
      expect(Object.keys(document.paths[url(noun)]!).sort()).toEqual(['get', 'post']);
      expect(Object.keys(document.paths[url(noun, '/{id}')]!).sort()).toEqual(['delete', 'get', 'patch']);
      expect(Object.keys(document.paths[url(noun, '/order')]!)).toEqual(['put']);
      expect(document.paths[url(noun)]!.post!.tags).toEqual(['admin']);
      expect(document.paths[url(noun)]!.post!.requestBody).toBeDefined();
    }
  });

  it('refuses the admin token: these routes take a staff session', async () => {
    const reply = await admin.send('GET', url(NOUNS[1]), { authorization: `Bearer ${await admin.adminToken()}` });
    expect(reply.statusCode).toBe(401);
  });
});

describe('creating, reading, changing and deleting', () => {
  const cases: [Noun, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>][] = [
    [
      NOUNS[0],
      { name: { en: 'Lanterns', ar: 'فوانيس' }, imageUrl: '/media/categories/lanterns.svg', isPopular: true },
      { parentId: null, imageUrl: '/media/categories/lanterns.svg', isPopular: true, childCount: 0 },
      { isPopular: false },
    ],
    [NOUNS[1], { name: { en: 'Jericho Mats', ar: 'حصر أريحا' } }, {}, {}],
    [NOUNS[2], { name: { en: 'Seasonal', ar: 'موسمي' } }, {}, {}],
    [
      NOUNS[3],
      { name: { en: 'Saffron', ar: 'زعفراني' }, hexCode: '#F4C430' },
      { hexCode: '#f4c430' },
      { hexCode: '#123abc' },
    ],
    [
      NOUNS[4],
      { name: { en: 'Triple Extra Large', ar: 'كبير جداً جداً' }, shortName: 'XXXL', inches: '54-56' },
      { shortName: 'XXXL', inches: '54-56', centimeters: '' },
      { centimeters: '137-142' },
    ],
  ];

  it.each(cases)('keeps $path in both languages, audited field by field', async (noun, body, answered, extraChange) => {
    const before = await list(noun, '&sort=displayOrder&order=desc&limit=1');
    const lastOrder = before.items[0]?.displayOrder ?? -1;

    const created = await send('POST', url(noun), { body });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as Item;
    expect(item).toEqual({
      id: expect.any(Number),
      name: body.name,
      displayOrder: lastOrder + 1,
      isActive: true,
      productCount: 0,
      ...answered,
    });
    const { id } = item;
    const stored = await tableRow(noun.table, id);
    expect(stored).toMatchObject({ name: (body.name as { en: string }).en, localized: { 2: { name: item.name.ar } } });
    expect((await send('GET', url(noun, `/${id}`))).json()).toEqual(item);
    const [creation] = await auditRows(noun.resource, id);
    const { id: _id, productCount: _count, childCount: _children, ...fields } = item;
    expect(creation).toMatchObject({ action: 'create', before: null, after: fields });
    expect(creation!.staff_id).toEqual(expect.any(Number));

    // Arabic alone: the English name stays; the audit entry holds only what changed.
    const changed = await send('PATCH', url(noun, `/${id}`), {
      body: { name: { ar: 'اسم جديد' }, isActive: false, ...extraChange },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...item,
      name: { ...item.name, ar: 'اسم جديد' },
      isActive: false,
      ...extraChange,
    });
    const update = (await auditRows(noun.resource, id))[1];
    expect(update).toEqual({
      action: 'update',
      resource_id: String(id),
      staff_id: expect.any(Number),
      before: {
        name: { ar: item.name.ar },
        isActive: true,
        ...Object.fromEntries(Object.keys(extraChange).map((k) => [k, item[k]])),
      },
      after: { name: { ar: 'اسم جديد' }, isActive: false, ...extraChange },
    });

    // The same change again changes nothing and records nothing.
    const again = await send('PATCH', url(noun, `/${id}`), { body: { name: { ar: 'اسم جديد' }, isActive: false } });
    expect(again.statusCode).toBe(200);
    expect(await auditRows(noun.resource, id)).toHaveLength(2);

    // Arabic '' is a missing translation: the key goes, so shoppers on /ar/ see English.
    await send('PATCH', url(noun, `/${id}`), { body: { name: { ar: '' } } });
    expect((await tableRow(noun.table, id))!.localized).toEqual({});

    // Found by either language's name; filtered by active.
    expect(
      (
        await list(noun, `&q=${encodeURIComponent((body.name as { en: string }).en.slice(1, 6).toUpperCase())}`)
      ).items.map((row) => row.id),
    ).toContain(id);
    await send('PATCH', url(noun, `/${id}`), { body: { name: { ar: 'اسمٌ_آخر%' } } });
    expect((await list(noun, `&q=${encodeURIComponent('_آخر%')}`)).items.map((row) => row.id)).toEqual([id]);
    expect((await list(noun, '&active=false')).items.map((row) => row.id)).toContain(id);
    expect((await list(noun, '&active=true')).items.map((row) => row.id)).not.toContain(id);

    const deleted = await send('DELETE', url(noun, `/${id}`));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await tableRow(noun.table, id)).toBeUndefined();
    const removal = (await auditRows(noun.resource, id)).at(-1);
    expect(removal).toMatchObject({ action: 'delete', after: null, before: { isActive: false } });
    const gone = await send('GET', url(noun, `/${id}`));
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toBe(`No ${noun.resource} with id ${id}`);
    expect(problemOf(gone)).toMatchObject({ code: 'TAXONOMY_ENTRY_NOT_FOUND', values: { kind: noun.resource, id } });
    expect((await send('DELETE', url(noun, `/${id}`))).statusCode).toBe(404);
  });

  it('lists a page with the total, sorted by name or id in either direction', async () => {
    const byName = await list(NOUNS[2], '&sort=name&limit=5');
    expect(byName.limit).toBe(5);
    expect(byName.items).toHaveLength(5);
    const [{ n }] = (await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM tags`)) as [
      { n: number },
    ];
    expect(byName.total).toBe(n);
    const names = byName.items.map((row) => row.name.en.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byIdDesc = await list(NOUNS[2], '&sort=id&order=desc');
    const ids = byIdDesc.items.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list(NOUNS[2], '&sort=id&limit=100&offset=1');
    expect(second.items[0]!.id).toBe([...ids].reverse()[1]);
  });
});

describe('bad input', () => {
  it.each([
    ['GET', '/0', undefined, /^id: Expected a positive whole number$/],
    ['GET', '/-1', undefined, /^id: /],
    ['GET', '/abc', undefined, /^id: /],
    ['PATCH', '/99999999999', { isActive: false }, /^id: /],
    ['DELETE', '/1.5', undefined, /^id: /],
    ['GET', '?sort=price', undefined, /^sort: Expected displayOrder, name, id$/],
    ['GET', '?limit=0', undefined, /^limit: /],
    ['GET', '?active=yes', undefined, /^active: Expected true or false$/],
    ['POST', '', '[]', /^body: /],
    ['POST', '', { name: { en: 'x'.repeat(201) } }, /^name\.en: At most 200 characters$/],
    ['POST', '', { name: { en: 'Tile', ar: 'x'.repeat(201) } }, /^name\.ar: At most 200 characters$/],
    ['POST', '', { name: { en: '  ' } }, /^name\.en: Required$/],
    ['POST', '', { name: { en: 'Tile' }, displayOrder: -1 }, /^displayOrder: /],
    ['POST', '', { name: { en: 'Tile' }, isActive: 'yes' }, /^isActive: Expected true or false$/],
    ['POST', '', { name: { en: 'Tile' }, imageUrl: 'javascript:alert(1)' }, /^imageUrl: /],
    ['POST', '', { name: { en: 'Tile' }, parentId: 0 }, /^parentId: /],
    ['POST', '', { name: { en: 'Tile' }, parentId: 2147483647 }, /^parentId: No category with id 2147483647$/],
    ['PATCH', '/1', {}, /^body: Send at least one field to change$/],
    ['PATCH', '/1', { name: { en: '' } }, /^name\.en: Required$/],
    ['PUT', '/order', { ids: [1, 2, 1] }, /^ids\.2: 1 is listed twice$/],
    ['PUT', '/order', { ids: [1, 'two'] }, /^ids\.1: /],
  ] as const)('categories: %s %s answers 400 (%j)', async (method, suffix, body, message) => {
    const before = await auditRows('category');
    const reply = await send(method, url(NOUNS[0], suffix), body === undefined ? {} : { body });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(errorOf(reply)).toMatch(message);
    expect(await auditRows('category')).toHaveLength(before.length);
  });

  it.each([
    ['colours', { name: { en: 'Sky' }, hexCode: 'blue' }, /^hexCode: Expected a colour as #RRGGBB$/],
    ['colours', { name: { en: 'Sky' }, hexCode: '#12345' }, /^hexCode: /],
    ['colours', { name: { en: 'Sky' } }, /^hexCode: /],
    ['sizes', { name: { en: 'Huge' } }, /^shortName: /],
    ['sizes', { name: { en: 'Huge' }, shortName: 'H', inches: 'x'.repeat(41) }, /^inches: At most 40 characters$/],
  ] as const)('%s: POST answers 400 for %j', async (path, body, message) => {
    const reply = await send('POST', url({ path }), { body });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
  });
});

describe('deleting an entry in use', () => {
  /** The id and product count of the entry of `table` used by most products, counted here independently. */
  const mostUsed: Record<Noun['path'], ReturnType<typeof sql>> = {
    categories: sql`SELECT category_id AS id, count(*)::int AS n FROM products GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    brands: sql`SELECT manufacturer_id AS id, count(*)::int AS n FROM products WHERE manufacturer_id IS NOT NULL
                 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    tags: sql`SELECT tag_id AS id, count(*)::int AS n FROM product_tags GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    colours: sql`SELECT id, count(DISTINCT product_id)::int AS n FROM (
                   SELECT value_key AS id, product_id FROM product_attribute_values WHERE attribute_id = 1
                   UNION ALL SELECT color_id, product_id FROM product_variants WHERE color_id IS NOT NULL
                   UNION ALL SELECT color_id, product_id FROM product_images WHERE color_id IS NOT NULL) used
                  GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    sizes: sql`SELECT id, count(DISTINCT product_id)::int AS n FROM (
                 SELECT value_key AS id, product_id FROM product_attribute_values WHERE attribute_id = 2
                 UNION ALL SELECT size_id, product_id FROM product_variants WHERE size_id IS NOT NULL) used
                GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
  };

  it.each(NOUNS)('refuses $path with 409 saying how many products use it, and suggests deactivation', async (noun) => {
    const [used] = await queryRows<{ id: number; n: number }>(shop.db, mostUsed[noun.path]);
    expect(used!.n).toBeGreaterThan(0);
    const item = (await send('GET', url(noun, `/${used!.id}`))).json() as Item;
    expect(item.productCount).toBe(used!.n);
    const auditBefore = await auditRows(noun.resource);

    const reply = await send('DELETE', url(noun, `/${used!.id}`));
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply)).toBe(
      `The ${noun.resource} '${item.name.en}' is used by ${used!.n} product${used!.n === 1 ? '' : 's'}: remove it ` +
        'from them first, or deactivate it (isActive: false) to hide it from shoppers.',
    );
    expect(problemOf(reply)).toMatchObject({
      code: 'TAXONOMY_ENTRY_IN_USE',
      values: { kind: noun.resource, name: item.name.en, products: used!.n },
    });
    expect(await tableRow(noun.table, used!.id)).toBeDefined();
    expect(await auditRows(noun.resource)).toHaveLength(auditBefore.length);
  });

  it('refuses a category with subcategories, then deletes it once they are gone', async () => {
    const parent = (await send('POST', url(NOUNS[0]), { body: { name: { en: 'Parent' } } })).json() as Item;
    const child = (
      await send('POST', url(NOUNS[0]), { body: { name: { en: 'Child' }, parentId: parent.id } })
    ).json() as Item;
    expect((await send('GET', url(NOUNS[0], `/${parent.id}`))).json()).toMatchObject({ childCount: 1 });
    const refused = await send('DELETE', url(NOUNS[0], `/${parent.id}`));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatch(
      /^The category 'Parent' has 1 subcategory: move or delete them first, or deactivate it/,
    );
    expect((await send('DELETE', url(NOUNS[0], `/${child.id}`))).statusCode).toBe(204);
    expect((await send('DELETE', url(NOUNS[0], `/${parent.id}`))).statusCode).toBe(204);
  });
});

describe('the category tree', () => {
  const create = async (en: string, parentId: number | null = null) => {
    const reply = await send('POST', url(NOUNS[0]), { body: { name: { en }, parentId } });
    expect(reply.statusCode, reply.body).toBe(201);
    return (reply.json() as Item).id;
  };
  const move = (id: number, parentId: number | null) => send('PATCH', url(NOUNS[0], `/${id}`), { body: { parentId } });

  it('refuses making a category its own parent (400) or its own ancestor (409)', async () => {
    const a = await create('Tree A');
    const b = await create('Tree B', a);
    const c = await create('Tree C', b);
    const self = await move(a, a);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toBe('parentId: A category cannot be its own parent');
    const below = await move(a, c);
    expect(below.statusCode).toBe(409);
    expect(errorOf(below)).toBe("parentId: 'Tree C' is inside 'Tree A'; a category cannot move below itself");
    expect(problemOf(below)).toEqual(problem('CATEGORY_BELOW_ITSELF', { parent: 'Tree C', category: 'Tree A' }));
    expect((await move(a, 2147483646)).statusCode).toBe(400);
    expect((await tableRow('categories', a))!.parent_id).toBeNull();

    // Moving C to the top, then A below C, is fine.
    expect((await move(c, null)).statusCode).toBe(200);
    const fine = await move(a, c);
    expect(fine.statusCode, fine.body).toBe(200);
    expect((await auditRows('category', a)).at(-1)).toMatchObject({
      before: { parentId: null },
      after: { parentId: c },
    });
  });

  it('lets only one of two crossing moves made at once succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const x = await create(`Cross X${round}`);
      const y = await create(`Cross Y${round}`);
      const replies = await Promise.all([move(x, y), move(y, x)]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const rows = await queryRows<{ id: number; parent_id: number | null }>(
        shop.db,
        sql`SELECT id, parent_id FROM categories WHERE id IN (${x}, ${y})`,
      );
      expect(rows.filter((row) => row.parent_id !== null)).toHaveLength(1);
    }
  });
});

describe('reordering', () => {
  const order = async (path: Noun['path']) => (await list({ path }, '&sort=displayOrder')).items.map((row) => row.id);

  it('puts every entry in the order given, in one audited change', async () => {
    const before = await order('tags');
    const reversed = [...before].reverse();
    const auditBefore = await auditRows('tag');
    const reply = await send('PUT', url(NOUNS[2], '/order'), { body: { ids: reversed } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ ids: reversed });
    expect(await order('tags')).toEqual(reversed);
    const rows = await queryRows<{ id: number; display_order: number }>(
      shop.db,
      sql`SELECT id, display_order FROM tags`,
    );
    expect(rows.map((row) => row.display_order).sort((a, b) => a - b)).toEqual(rows.map((_row, index) => index));
    const audit = await auditRows('tag');
    expect(audit).toHaveLength(auditBefore.length + 1);
    expect(audit.at(-1)).toMatchObject({
      action: 'reorder',
      resource_id: null,
      before: { order: before },
      after: { order: reversed },
    });

    // The same order again is no change.
    expect((await send('PUT', url(NOUNS[2], '/order'), { body: { ids: reversed } })).statusCode).toBe(200);
    expect(await auditRows('tag')).toHaveLength(auditBefore.length + 1);
  });

  it('refuses a list that misses an entry or names an unknown one (409)', async () => {
    const ids = await order('sizes');
    const missing = await send('PUT', url(NOUNS[4], '/order'), { body: { ids: ids.slice(1) } });
    expect(missing.statusCode).toBe(409);
    expect(errorOf(missing)).toBe(
      `ids: List every size exactly once (missing ${ids[0]}): the list changed meanwhile, reload it.`,
    );
    expect(problemOf(missing)).toEqual(
      problem('TAXONOMY_ORDER_CHANGED', {
        kind: 'size',
        missing: String(ids[0]),
        missingMore: 0,
        unknown: '',
        unknownMore: 0,
      }),
    );
    const unknown = await send('PUT', url(NOUNS[4], '/order'), { body: { ids: [...ids, 2147483647] } });
    expect(unknown.statusCode).toBe(409);
    expect(errorOf(unknown)).toMatch(/no size with id 2147483647/);
    expect(await order('sizes')).toEqual(ids);
  });

  it('stays whole under a burst of parallel creations and reorders', async () => {
    const start = await order('brands');
    // The demo shop's brands share displayOrder 0: numbered 0, 1, 2… first.
    expect((await send('PUT', url(NOUNS[1], '/order'), { body: { ids: start } })).statusCode).toBe(200);
    const auditBefore = await auditRows('brand');
    const rotations = [1, 2, 3, 4, 5].map((k) => [...start.slice(k), ...start.slice(0, k)]);
    const replies = await Promise.all([
      ...rotations.map((ids) => send('PUT', url(NOUNS[1], '/order'), { body: { ids } })),
      ...Array.from({ length: 8 }, (_, n) =>
        send('POST', url(NOUNS[1]), { body: { name: { en: `Burst ${n}`, ar: `دفعة ${n}` } } }),
      ),
    ]);
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.slice(5)).toEqual(Array(8).fill(201));
    expect(statuses.slice(0, 5).every((status) => status === 200 || status === 409)).toBe(true);
    const reordered = statuses.slice(0, 5).filter((status) => status === 200).length;

    const rows = await queryRows<{ id: number; display_order: number }>(
      shop.db,
      sql`SELECT id, display_order FROM manufacturers ORDER BY display_order, id`,
    );
    expect(rows).toHaveLength(start.length + 8);
    expect(new Set(rows.map((row) => row.display_order)).size).toBe(rows.length);
    expect(await auditRows('brand')).toHaveLength(auditBefore.length + 8 + reordered);

    // Whatever happened, the list as it is now can be put in any order.
    const now = rows.map((row) => row.id).reverse();
    expect((await send('PUT', url(NOUNS[1], '/order'), { body: { ids: now } })).statusCode).toBe(200);
    expect(await order('brands')).toEqual(now);
  });

  it('gives each of a burst of new entries its own place at the end', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        send('POST', url(NOUNS[3]), { body: { name: { en: `Swatch ${n}` }, hexCode: '#000000' } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(201));
    const places = replies.map((reply) => (reply.json() as Item).displayOrder);
    expect(new Set(places).size).toBe(10);
  });
});
