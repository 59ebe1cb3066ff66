import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttributeKind,
  endpointPath,
  problem,
  type AdminProduct,
  type AdminProductPage,
  type StaffRole,
} from '@shop/contract';
import { problemOf } from '../../../test/support/admin-test-client';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import {
  ADMIN_PRODUCTS_CSV_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_PRODUCT_IMPORT_PATH,
  adminProductPath,
} from './catalogue-routing';
import { catalogueKit, errorOf } from '../../../test/support/catalogue-test-kit';

let shop: TestShop;
let kit: Awaited<ReturnType<typeof catalogueKit>>;
let seededId: number;

beforeAll(async () => {
  // The storefront's answers are cached, so every check of them also proves the admin's change dropped the cache.
  shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: '60' } });
  kit = await catalogueKit(shop);
  seededId = (await queryRows<{ id: number }>(shop.db, sql`SELECT min(id) AS id FROM products`))[0]!.id;
});
afterAll(async () => {
  await shop?.close();
});

describe('roles', () => {
  // Route × role → the status each gets; 'none' is a browser without a session. A role that passes
  // gets the route's answer to an empty body (400) or an unknown id (404); one that does not never gets it read.
  const statuses = (allowed: number) => ({
    owner: allowed,
    catalogue: allowed,
    orders: 403,
    moderator: 403,
    none: 401,
  });
  const table: [string, string, number][] = [
    ['GET', ADMIN_PRODUCTS_PATH, 200],
    ['GET', adminProductPath(':seeded'), 200],
    ['POST', ADMIN_PRODUCTS_PATH, 400],
    ['PATCH', adminProductPath(':seeded'), 400],
    ['PUT', adminProductPath(':seeded', '/variants'), 400],
    ['PUT', adminProductPath(':seeded', '/images'), 400],
    ['POST', adminProductPath(':seeded', '/variants/1/stock'), 400],
    ['GET', adminProductPath(':seeded', '/variants/99999999/stock'), 404],
    ['POST', adminProductPath(99_999_999, '/duplicate'), 404],
    ['POST', adminProductPath(99_999_999, '/archive'), 404],
    ['POST', adminProductPath(99_999_999, '/restore'), 404],
    ['GET', `${ADMIN_PRODUCTS_CSV_PATH}?q=nothing-matches-this`, 200],
    ['POST', ADMIN_PRODUCT_IMPORT_PATH, 400],
  ];
  it.each(table)('%s %s', async (method, path, allowed) => {
    const url = path.replace(':seeded', String(seededId));
    for (const [role, status] of Object.entries(statuses(allowed)) as [StaffRole | 'none', number][]) {
      const cookie = role === 'none' ? undefined : kit.cookies[role];
      const body = method === 'GET' ? undefined : {};
      const reply = await kit.admin.send(method as 'GET', url, { cookie, body });
      expect(reply.statusCode, `${role}: ${reply.body}`).toBe(status);
    }
  });

  it('documents every route in the OpenAPI document under the tag admin', async () => {
    const document = (await kit.admin.send('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const methods = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methods(ADMIN_PRODUCTS_PATH)).toEqual(['get', 'post']);
    expect(methods(adminProductPath('{id}'))).toEqual(['get', 'patch']);
    expect(methods(adminProductPath('{id}', '/variants'))).toEqual(['put']);
    expect(methods(adminProductPath('{id}', '/images'))).toEqual(['put']);
    expect(methods(adminProductPath('{id}', '/variants/{variantId}/stock'))).toEqual(['get', 'post']);
    for (const action of ['/duplicate', '/archive', '/restore'])
      expect(methods(adminProductPath('{id}', action))).toEqual(['post']);
    expect(methods(ADMIN_PRODUCTS_CSV_PATH)).toEqual(['get']);
    expect(methods(ADMIN_PRODUCT_IMPORT_PATH)).toEqual(['post']);
    for (const operations of Object.entries(document.paths).filter(([path]) => path.startsWith(ADMIN_PRODUCTS_PATH))) {
      for (const operation of Object.values(operations[1])) expect(operation.tags).toEqual(['admin']);
    }
  });

  it('takes a staff session, not the admin token', async () => {
    const reply = await kit.admin.send('GET', ADMIN_PRODUCTS_PATH, {
      authorization: `Bearer ${await kit.admin.adminToken()}`,
      origin: null,
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('creating a product', () => {
  it('saves 2 colours × 2 sizes with their own SKUs, prices and stock, and the storefront offers them', async () => {
    const [red, blue] = kit.taxonomy.colourIds;
    const [small, large] = kit.taxonomy.sizeIds;
    const variants = [
      { colourId: red, sizeId: small, sku: 'GRID-R-S', priceAdjustment: 0, stockQuantity: 3 },
      { colourId: red, sizeId: large, sku: 'GRID-R-L', priceAdjustment: 500, stockQuantity: 0 },
      { colourId: blue, sizeId: small, sku: 'GRID-B-S', priceAdjustment: -250, stockQuantity: 7 },
      { colourId: blue, sizeId: large, sku: 'grid-b-l', priceAdjustment: 750, stockQuantity: 1 },
    ];
    const reply = await kit.send(
      'POST',
      ADMIN_PRODUCTS_PATH,
      kit.productBody({
        price: 10_000,
        discountedPrice: 8_000,
        variants,
        images: [
          { url: '/media/grid-red.webp', colourId: red },
          { url: '/media/grid-blue.webp', colourId: blue },
          { url: '/media/grid-all.webp' },
        ],
      }),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const product = reply.json() as AdminProduct;
    expect(product).toMatchObject({
      price: 10_000,
      discountedPrice: 8_000,
      colourIds: [red, blue],
      sizeIds: [small, large],
      stockQuantity: 11,
      isPublished: true,
      archivedAt: null,
      fullDescription: { en: '<p>Soft <strong>wool</strong>.</p>', ar: '<p>صوف ناعم.</p>' },
    });
    expect(product.variants.map(({ id: _id, ...variant }) => variant)).toEqual(variants);
    expect(product.images.map((image) => [image.url, image.colourId, image.displayOrder])).toEqual([
      ['/media/grid-red.webp', red, 0],
      ['/media/grid-blue.webp', blue, 1],
      ['/media/grid-all.webp', null, 2],
    ]);

    const [row] = await queryRows<{ stock_quantity: number }>(
      shop.db,
      sql`SELECT stock_quantity FROM products WHERE id = ${product.id}`,
    );
    expect(row!.stock_quantity).toBe(11);
    const choices = await queryRows<{ attribute_id: number; value_key: number; is_required: boolean }>(
      shop.db,
      sql`SELECT attribute_id, value_key, is_required FROM product_attribute_values
           WHERE product_id = ${product.id} ORDER BY attribute_id, display_order`,
    );
    expect(choices.map((choice) => [choice.attribute_id, choice.value_key])).toEqual([
      [AttributeKind.Color, red],
      [AttributeKind.Color, blue],
      [AttributeKind.Size, small],
      [AttributeKind.Size, large],
    ]);
    const history = await queryRows<{ delta: number; reason: string }>(
      shop.db,
      sql`SELECT a.delta, a.reason FROM stock_adjustments a JOIN product_variants v ON v.id = a.variant_id
           WHERE v.product_id = ${product.id} ORDER BY a.id`,
    );
    expect(history).toEqual([
      { delta: 3, reason: 'New variant' },
      { delta: 7, reason: 'New variant' },
      { delta: 1, reason: 'New variant' },
    ]);

    for (const language of ['en', 'ar']) {
      const detail = await shop.call(
        endpointPath('get-product_detail'),
        { ProductId: product.id },
        { 'accept-language': language },
      );
      expect(detail.status).toBe(200);
      const shown = detail.rows[0]!;
      expect(shown.ProductName).toBe(language === 'en' ? product.name.en : product.name.ar);
      expect(
        JSON.parse(shown.ProductColorsJson as string).map((colour: { ColorID: number }) => colour.ColorID),
      ).toEqual([red, blue]);
      expect(JSON.parse(shown.ProductSizesJson as string)).toHaveLength(2);
    }
  });

  it('sanitises the full description and keeps a product without Arabic texts without an Arabic row', async () => {
    const product = await kit.create({
      name: { en: 'Plain jar' },
      shortDescription: { en: 'A jar & a lid <b>', ar: '' },
      fullDescription: { en: '<p onclick="steal()">Clay<script>alert(1)</script></p>', ar: '' },
      stockQuantity: 4,
    });
    expect(product.fullDescription.en).toBe('<p>Clay</p>');
    expect(product.shortDescription.en).toBe('A jar & a lid <b>');
    expect(product.name.ar).toBe('');
    expect(product.stockQuantity).toBe(4);
    // Sent without variants, it gets the one a product without colours and sizes has.
    expect(product.variants).toEqual([
      { id: expect.any(Number), colourId: null, sizeId: null, sku: '', priceAdjustment: 0, stockQuantity: 4 },
    ]);
    const rows = await queryRows<{ language_id: number }>(
      shop.db,
      sql`SELECT language_id FROM product_translations WHERE product_id = ${product.id}`,
    );
    expect(rows.map((row) => row.language_id)).toEqual([1]);
    expect((await kit.auditOf(product.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  const longName = 'x'.repeat(201);
  it.each([
    [{ name: { ar: 'اسم' } }, /^name\.en: /],
    [{ name: { en: longName } }, /^name\.en: At most 200 characters/],
    [{ name: { en: 'Jar', ar: '' }, shortDescription: { en: '', ar: 'وصف' } }, /^name\.ar: Required when/],
    [{ price: -1 }, /^price: At least 0/],
    [{ price: 12.5 }, /^price: Expected a whole number/],
    [{ price: 'ten' }, /^price: Expected a whole number/],
    [{ price: 1_000, discountedPrice: 1_000 }, /^discountedPrice: Must be less than the price/],
    [{ categoryId: undefined }, /^categoryId: Expected the id of a category/],
    [{ categoryId: 99_999_999 }, /^categoryId: No category with id 99999999/],
    [{ categoryId: 0 }, /^categoryId: Expected the id of a category/],
    [{ categoryId: 99_999_999_999 }, /^categoryId: Expected the id of a category/],
    [{ brandId: 99_999_999 }, /^brandId: No brand with id 99999999/],
    [{ tagIds: [99_999_999] }, /^tagIds: No tag with id 99999999/],
    [{ colourIds: ['red'] }, /^colourIds\.0: Expected the id of a colour/],
    [{ digitalFileId: 99_999_999 }, /^digitalFileId: No digital file/],
    [{ isPublished: 'yes' }, /^isPublished: Expected true or false/],
    [{ variants: [{ colourId: 99_999_999 }] }, /^variants\.0\.colourId: No colour with id 99999999/],
    [{ variants: [{ sku: 'has space' }] }, /^variants\.0\.sku: Letters, digits/],
    [{ variants: [{ sku: 'A' }, { sku: 'B' }] }, /^variants\.1: Repeats the colour and size of variants\.0/],
    [{ price: 100, variants: [{ priceAdjustment: -101 }] }, /^variants\.0\.priceAdjustment: Makes/],
    [{ variants: [{ sku: 'S1' }], stockQuantity: 3 }, /^stockQuantity: /],
    [
      { colourIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], sizeIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      /^variants: 110 colour × size pairs make too many variants \(at most 100\)/,
    ],
    [{ images: [{ url: 'https://elsewhere.example/x.png' }] }, /^images\.0\.url: Expected a \/media\/ path/],
    [{ images: [{ url: '/media/../secret' }] }, /^images\.0\.url: Expected a \/media\/ path/],
    [{ images: [{ url: '/media/a.webp', colourId: 1 }] }, /^images\.0\.colourId: Not one of the product's colours/],
  ])('answers 400 naming the field for %j', async (overrides, message) => {
    const before = await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM products`);
    const reply = await kit.send('POST', ADMIN_PRODUCTS_PATH, kit.productBody(overrides));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(errorOf(reply)).toMatch(message);
    const after = await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM products`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a body that is not an object', async () => {
    const reply = await kit.send('POST', ADMIN_PRODUCTS_PATH, []);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(/^body: /);
  });
});

describe('reading a product', () => {
  it.each(['0', '-1', 'abc', '99999999999', '1.5'])('answers 400 for the id %s', async (id) => {
    const reply = await kit.send('GET', adminProductPath(id));
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(/^id: /);
  });

  it('answers 404 for an unknown id, and the seeded texts in both languages', async () => {
    const missing = await kit.send('GET', adminProductPath(99_999_999));
    expect(missing.statusCode).toBe(404);
    expect(problemOf(missing)).toEqual(problem('PRODUCT_ID_NOT_FOUND', { id: 99_999_999 }));
    const seeded = await kit.read(seededId);
    expect(seeded.name.en).not.toBe('');
    expect(seeded.name.ar).not.toBe('');
    expect(seeded.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });
});

describe('changing a product', () => {
  it('changes only what is sent, records the changed fields, and the storefront shows it at once', async () => {
    const product = await kit.create({ price: 2_000 });
    const storefrontPrice = async () =>
      (await shop.call(endpointPath('get-product_detail'), { ProductId: product.id })).rows[0]!.Price;
    expect(await storefrontPrice()).toBe(20);
    const reply = await kit.send('PATCH', adminProductPath(product.id), {
      updatedAt: product.updatedAt,
      price: 2_500,
      discountedPrice: 1_900,
      name: { en: product.name.en, ar: 'اسم جديد' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const changed = reply.json() as AdminProduct;
    expect(changed).toMatchObject({ price: 2_500, discountedPrice: 1_900, name: { ar: 'اسم جديد' } });
    expect(changed.shortDescription).toEqual(product.shortDescription);
    expect(changed.updatedAt).not.toBe(product.updatedAt);
    const audit = await kit.auditOf(product.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      actor: kit.members.catalogue.email,
      staff_id: kit.members.catalogue.id,
      before: { price: 2_000, discountedPrice: 0, name: product.name },
      after: { price: 2_500, discountedPrice: 1_900, name: { en: product.name.en, ar: 'اسم جديد' } },
    });
    expect(Object.keys(audit.at(-1)!.after as object).sort()).toEqual(['discountedPrice', 'name', 'price']);
    expect(await storefrontPrice()).toBe(25);
  });

  it('checks the discount against the stored price', async () => {
    const product = await kit.create({ price: 2_000 });
    const reply = await kit.send('PATCH', adminProductPath(product.id), {
      updatedAt: product.updatedAt,
      discountedPrice: 2_000,
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(/^discountedPrice: /);
  });

  it('answers 409 to a change made from a stale copy, and exactly one of two parallel ones wins', async () => {
    const product = await kit.create({ price: 3_000 });
    const first = await kit.send('PATCH', adminProductPath(product.id), { updatedAt: product.updatedAt, price: 3_100 });
    expect(first.statusCode).toBe(200);
    const stale = await kit.send('PATCH', adminProductPath(product.id), { updatedAt: product.updatedAt, price: 9_999 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toBe('This product was changed by someone else; reload to see their changes.');
    expect(problemOf(stale)).toEqual(problem('PRODUCT_CHANGED_MEANWHILE'));
    expect((await kit.read(product.id)).price).toBe(3_100);

    const loaded = (first.json() as AdminProduct).updatedAt;
    const replies = await Promise.all(
      [3_200, 3_300, 3_400, 3_500].map((price) =>
        kit.send('PATCH', adminProductPath(product.id), { updatedAt: loaded, price }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = replies.find((reply) => reply.statusCode === 200)!.json() as AdminProduct;
    expect((await kit.read(product.id)).price).toBe(winner.price);
    expect((await kit.auditOf(product.id)).filter((entry) => entry.action === 'update')).toHaveLength(2);
  });

  it('needs the updatedAt it was loaded with, and 404s for an unknown product', async () => {
    const product = await kit.create();
    const without = await kit.send('PATCH', adminProductPath(product.id), { price: 1 });
    expect(without.statusCode).toBe(400);
    expect(errorOf(without)).toMatch(/^updatedAt: /);
    const unknown = await kit.send('PATCH', adminProductPath(99_999_999), { updatedAt: product.updatedAt, price: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the vendor', () => {
  const vendorOf = async (id: number) =>
    (
      await queryRows<{ name: string; localized: Record<string, { name?: string }> }>(
        shop.db,
        sql`SELECT name, localized FROM vendors WHERE id = ${id}`,
      )
    )[0]!;

  it('is the shop itself (null) unless one is chosen; set, changed and cleared, audited, shown on the storefront in its language', async () => {
    const [first, second] = kit.taxonomy.vendorIds;
    expect((await kit.create()).vendorId).toBeNull();

    const product = await kit.create({ vendorId: first });
    expect(product.vendorId).toBe(first);
    expect((await kit.read(product.id)).vendorId).toBe(first);
    const [row] = await queryRows<{ vendor_id: number | null }>(
      shop.db,
      sql`SELECT vendor_id FROM products WHERE id = ${product.id}`,
    );
    expect(row!.vendor_id).toBe(first);
    expect((await kit.auditOf(product.id))[0]!.after).toMatchObject({ vendorId: first });

    const vendorName = async (language: string) =>
      (await shop.call(endpointPath('get-product_detail'), { ProductId: product.id }, { 'accept-language': language }))
        .rows[0]!.VendorName;
    const firstVendor = await vendorOf(first!);
    expect(firstVendor.localized['2']?.name).toBeTruthy();
    expect(await vendorName('en')).toBe(firstVendor.name);
    expect(await vendorName('ar')).toBe(firstVendor.localized['2']!.name);

    const moved = await kit.send('PATCH', adminProductPath(product.id), {
      updatedAt: product.updatedAt,
      vendorId: second,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedProduct = moved.json() as AdminProduct;
    expect(movedProduct.vendorId).toBe(second);
    expect(await vendorName('en')).toBe((await vendorOf(second!)).name);

    const cleared = await kit.send('PATCH', adminProductPath(product.id), {
      updatedAt: movedProduct.updatedAt,
      vendorId: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as AdminProduct).vendorId).toBeNull();
    expect(await vendorName('ar')).toBeNull();

    const updates = (await kit.auditOf(product.id)).filter((entry) => entry.action === 'update');
    expect(updates.map((entry) => [entry.before, entry.after])).toEqual([
      [{ vendorId: first }, { vendorId: second }],
      [{ vendorId: second }, { vendorId: null }],
    ]);
  });

  it.each([
    [{ vendorId: 99_999_999 }, 'vendorId: No vendor with id 99999999'],
    [{ vendorId: 0 }, 'vendorId: Expected the id of a vendor'],
    [{ vendorId: 'Olive Tree Traders' }, 'vendorId: Expected the id of a vendor'],
  ])(
    'answers 400 naming vendorId for %j, when creating and when changing, changing nothing',
    async (overrides, message) => {
      const created = await kit.send('POST', ADMIN_PRODUCTS_PATH, kit.productBody(overrides));
      expect(created.statusCode, created.body).toBe(400);
      expect(errorOf(created)).toBe(message);

      const product = await kit.create({ vendorId: kit.taxonomy.vendorIds[0] });
      const changed = await kit.send('PATCH', adminProductPath(product.id), {
        updatedAt: product.updatedAt,
        ...overrides,
      });
      expect(changed.statusCode, changed.body).toBe(400);
      expect(errorOf(changed)).toBe(message);
      expect(await kit.read(product.id)).toEqual(product);
      expect((await kit.auditOf(product.id)).map((entry) => entry.action)).toEqual(['create']);
    },
  );

  it('lists products with their vendor’s names and filters by vendor; a copy keeps the vendor', async () => {
    const vendorId = kit.taxonomy.vendorIds.at(-1)!;
    const vendor = await vendorOf(vendorId);
    const mine = await kit.create({ vendorId, name: { en: 'Vendorfilter basket', ar: 'سلة' } });
    const shops = await kit.create({ name: { en: 'Vendorfilter tray', ar: 'صينية' } });
    const copy = (await kit.send('POST', adminProductPath(mine.id, '/duplicate'))).json() as AdminProduct;
    expect(copy.vendorId).toBe(vendorId);

    const page = async (query: string) => {
      const reply = await kit.send('GET', `${ADMIN_PRODUCTS_PATH}?q=vendorfilter&sort=id${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return (reply.json() as AdminProductPage).items;
    };
    const all = await page('');
    expect(all.map((row) => [row.id, row.vendorId, row.vendorName])).toEqual([
      [mine.id, vendorId, { en: vendor.name, ar: vendor.localized['2']?.name ?? '' }],
      [shops.id, null, null],
      [copy.id, vendorId, { en: vendor.name, ar: vendor.localized['2']?.name ?? '' }],
    ]);
    expect((await page(`&vendorId=${vendorId}`)).map((row) => row.id)).toEqual([mine.id, copy.id]);
    const bad = await kit.send('GET', `${ADMIN_PRODUCTS_PATH}?vendorId=someone`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatch(/^vendorId: /);
  });
});

describe('duplicating, archiving and restoring', () => {
  it('copies a product unpublished, names marked, SKUs cleared and no stock', async () => {
    const [red, blue] = kit.taxonomy.colourIds;
    const source = await kit.create({
      variants: [
        { colourId: red, sku: 'DUP-RED', stockQuantity: 4, priceAdjustment: 100 },
        { colourId: blue, sku: 'DUP-BLUE', stockQuantity: 2 },
      ],
      images: [{ url: '/media/dup.webp', colourId: blue }],
    });
    const reply = await kit.send('POST', adminProductPath(source.id, '/duplicate'));
    expect(reply.statusCode, reply.body).toBe(201);
    const copy = reply.json() as AdminProduct;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: { en: `${source.name.en} (copy)`, ar: `${source.name.ar} (نسخة)` },
      fullDescription: source.fullDescription,
      price: source.price,
      categoryId: source.categoryId,
      tagIds: source.tagIds,
      colourIds: [red, blue],
      isPublished: false,
      stockQuantity: 0,
    });
    expect(
      copy.variants.map((variant) => [variant.colourId, variant.sku, variant.stockQuantity, variant.priceAdjustment]),
    ).toEqual([
      [red, '', 0, 100],
      [blue, '', 0, 0],
    ]);
    expect(copy.images.map((image) => [image.url, image.colourId])).toEqual([['/media/dup.webp', blue]]);
    expect(await kit.auditOf(copy.id)).toMatchObject([{ action: 'duplicate', after: { duplicateOf: source.id } }]);
  });

  it('archives (unpublished, hidden from shoppers and from the default list) and restores (still unpublished)', async () => {
    const product = await kit.create({ name: { en: 'Archivable zanzibarlamp', ar: 'فانوس' } });
    const shown = await shop.call(endpointPath('get-product_detail'), { ProductId: product.id });
    expect(shown.status).toBe(200);

    const archived = await kit.send('POST', adminProductPath(product.id, '/archive'));
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ isPublished: false, archivedAt: expect.any(String) });
    expect((await shop.call(endpointPath('get-product_detail'), { ProductId: product.id })).status).toBe(404);
    const listed = (url: string) =>
      kit.send('GET', url).then((reply) => (reply.json() as { items: { id: number }[] }).items);
    expect(await listed(`${ADMIN_PRODUCTS_PATH}?q=zanzibarlamp`)).toEqual([]);
    expect((await listed(`${ADMIN_PRODUCTS_PATH}?q=zanzibarlamp&archived=true`)).map((row) => row.id)).toEqual([
      product.id,
    ]);

    const again = await kit.send('POST', adminProductPath(product.id, '/archive'));
    expect(again.statusCode).toBe(409);
    expect(problemOf(again)).toEqual(problem('PRODUCT_ARCHIVED_ALREADY'));
    const current = await kit.read(product.id);
    const publish = await kit.send('PATCH', adminProductPath(product.id), {
      updatedAt: current.updatedAt,
      isPublished: true,
    });
    expect(publish.statusCode).toBe(409);
    expect(problemOf(publish)).toEqual(problem('PRODUCT_ARCHIVED'));

    const restored = await kit.send('POST', adminProductPath(product.id, '/restore'));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ isPublished: false, archivedAt: null });
    expect((await kit.send('POST', adminProductPath(product.id, '/restore'))).statusCode).toBe(409);
    expect((await listed(`${ADMIN_PRODUCTS_PATH}?q=zanzibarlamp`)).map((row) => row.id)).toEqual([product.id]);
    expect((await kit.auditOf(product.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['create', null, expect.any(Object)],
      ['archive', { isPublished: true, archivedAt: null }, { isPublished: false, archivedAt: expect.any(String) }],
      ['restore', { archivedAt: expect.any(String) }, { archivedAt: null }],
    ]);
  });
});
