import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductPage } from '@shop/contract';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { ADMIN_PRODUCTS_PATH, adminProductPath } from './catalogue-routing';
import { catalogueKit, errorOf } from '../../../test/support/catalogue-test-kit';

let shop: TestShop;
let kit: Awaited<ReturnType<typeof catalogueKit>>;
const ids = { category: 0, child: 0, brand: 0, digitalFile: 0 };
const made = {} as Record<'cheap' | 'dear' | 'mid' | 'digital' | 'hidden' | 'archived', AdminProduct>;

beforeAll(async () => {
  shop = await createTestShop();
  kit = await catalogueKit(shop);
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(shop.db, query))[0]!.id;
  ids.category = await one(sql`INSERT INTO categories (name) VALUES ('Listing parent') RETURNING id`);
  ids.child = await one(
    sql`INSERT INTO categories (name, parent_id) VALUES ('Listing child', ${ids.category}) RETURNING id`,
  );
  ids.brand = await one(sql`INSERT INTO manufacturers (name) VALUES ('Listing brand') RETURNING id`);
  ids.digitalFile = await one(sql`SELECT min(id) AS id FROM digital_files`);
  const [c1, c2] = kit.taxonomy.colourIds;
  made.cheap = await kit.create({
    name: { en: 'Quokka cheap mug', ar: 'كوب رخيص' },
    price: 1_000,
    categoryId: ids.category,
    stockQuantity: 2,
    images: [{ url: '/media/cheap-main.webp' }, { url: '/media/cheap-second.webp' }],
  });
  made.dear = await kit.create({
    name: { en: 'Quokka dear mug', ar: 'كوب غالي' },
    price: 9_000,
    discountedPrice: 8_500,
    categoryId: ids.child,
    brandId: ids.brand,
    variants: [
      { colourId: c1, sku: 'LIST-DEAR-1', stockQuantity: 5 },
      { colourId: c2, sku: 'LIST-DEAR-2', stockQuantity: 1 },
    ],
  });
  made.mid = await kit.create({
    name: { en: 'Quokka mid mug', ar: '' },
    shortDescription: { en: 'Not a zebrafish.', ar: '' },
    price: 5_000,
    categoryId: ids.category,
    variants: [
      { colourId: c1, sku: 'LIST-MID-1', stockQuantity: 5 },
      { colourId: c2, sku: 'LIST-MID-2', stockQuantity: 5 },
    ],
  });
  made.digital = await kit.create({
    name: { en: 'Quokka pattern download', ar: 'نمط قابل للتنزيل' },
    price: 300,
    categoryId: ids.category,
    digitalFileId: ids.digitalFile,
    stockQuantity: 100,
  });
  made.hidden = await kit.create({
    name: { en: 'Quokka draft mug', ar: '' },
    price: 7_000,
    categoryId: ids.category,
    isPublished: false,
    stockQuantity: 9,
  });
  made.archived = await kit.create({ name: { en: 'Quokka old mug', ar: '' }, price: 4_000, categoryId: ids.category });
  expect((await kit.send('POST', adminProductPath(made.archived.id, '/archive'))).statusCode).toBe(200);
});
afterAll(async () => {
  await shop?.close();
});

const list = async (query: string) => {
  const reply = await kit.send('GET', `${ADMIN_PRODUCTS_PATH}?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as AdminProductPage;
};
const idsOf = async (query: string) => (await list(query)).items.map((row) => row.id);

describe('the product list', () => {
  it('answers rows with names, main picture, prices, category, brand, stock and variant count', async () => {
    const page = await list(`categoryId=${ids.category}&sort=price`);
    expect(page.total).toBe(5);
    const dear = page.items.find((row) => row.id === made.dear.id);
    expect(dear).toEqual({
      id: made.dear.id,
      name: { en: 'Quokka dear mug', ar: 'كوب غالي' },
      imageUrl: null,
      price: 9_000,
      discountedPrice: 8_500,
      categoryId: ids.child,
      categoryName: 'Listing child',
      brandId: ids.brand,
      brandName: 'Listing brand',
      vendorId: null,
      vendorName: null,
      stock: 6,
      variantCount: 2,
      active: true,
      archived: false,
      digital: false,
      updatedAt: made.dear.updatedAt,
    });
    expect(page.items.find((row) => row.id === made.cheap.id)).toMatchObject({
      imageUrl: '/media/cheap-main.webp',
      variantCount: 1,
      stock: 2,
      brandName: expect.any(String),
    });
  });

  it.each([
    ['q=quokka mug', ['cheap', 'dear', 'mid', 'hidden']],
    ['q=QUOK', ['cheap', 'dear', 'mid', 'digital', 'hidden']],
    ['q=غالي', ['dear']],
    ['q=zebrafish', []],
    ['q=list-mid-2', ['mid']],
    ['q=LIST-MID', []],
    ['brandId=:brand', ['dear']],
    ['categoryId=:child', ['dear']],
    ['active=false', ['hidden']],
    ['active=true&digital=true', ['digital']],
    ['digital=false&active=true', ['cheap', 'dear', 'mid']],
    ['archived=true', ['archived']],
    ['stockBelow=3', ['cheap', 'dear']],
    ['stockBelow=6', ['cheap', 'dear', 'mid']],
    ['stockBelow=1', []],
  ] as const)('filters by %s', async (query, expected) => {
    const scoped = query.replace(':brand', String(ids.brand)).replace(':child', String(ids.child));
    const scope = scoped.includes('categoryId=') ? '' : `categoryId=${ids.category}&`;
    const found = await idsOf(`${scope}${scoped}&limit=100`);
    expect(found.sort((a, b) => a - b)).toEqual(expected.map((key) => made[key].id).sort((a, b) => a - b));
  });

  it('finds a product by its id', async () => {
    expect(await idsOf(`q=${made.mid.id}&categoryId=${ids.category}`)).toEqual([made.mid.id]);
  });

  it.each([
    ['sort=price', ['digital', 'cheap', 'mid', 'hidden', 'dear']],
    ['sort=price&order=desc', ['dear', 'hidden', 'mid', 'cheap', 'digital']],
    ['sort=name', ['cheap', 'dear', 'hidden', 'mid', 'digital']],
    ['sort=stock&order=desc', ['digital', 'mid', 'hidden', 'dear', 'cheap']],
    ['sort=createdAt', ['cheap', 'dear', 'mid', 'digital', 'hidden']],
    ['sort=id&order=desc', ['hidden', 'digital', 'mid', 'dear', 'cheap']],
  ] as const)('sorts by %s', async (query, expected) => {
    expect(await idsOf(`categoryId=${ids.category}&${query}`)).toEqual(expected.map((key) => made[key].id));
  });

  it('sorts by the last change, and pages', async () => {
    const current = await kit.read(made.cheap.id);
    await kit.send('PATCH', adminProductPath(made.cheap.id), { updatedAt: current.updatedAt, price: 1_100 });
    expect((await idsOf(`categoryId=${ids.category}&sort=updatedAt&order=desc`))[0]).toBe(made.cheap.id);
    const page = await list(`categoryId=${ids.category}&sort=id&limit=2&offset=2`);
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(page.items.map((row) => row.id)).toEqual([made.mid.id, made.digital.id]);
  });

  it.each([
    ['sort=colour', /^sort: Expected id, name, price, stock, createdAt, updatedAt/],
    ['order=up', /^order: Expected asc or desc/],
    ['limit=0', /^limit: /],
    ['limit=101', /^limit: /],
    ['offset=-1', /^offset: /],
    ['categoryId=abc', /^categoryId: Expected the id of a category/],
    ['brandId=99999999999', /^brandId: Expected the id of a brand/],
    ['active=maybe', /^active: Expected true or false/],
    ['stockBelow=abc', /^stockBelow: /],
    ['stockBelow=0', /^stockBelow: At least 1/],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const reply = await kit.send('GET', `${ADMIN_PRODUCTS_PATH}?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
  });
});
