// papaparse is CommonJS: Node hands its exports over as the default export only (its types declare none).
// eslint-disable-next-line import-x/default
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, ProductImportReport } from '@shop/contract';
import { problemOf } from '../../../test/support/admin-test-client';
import { queryRows } from '../../db/database';
import { freshAddress, fromAddress } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { ADMIN_PRODUCTS_CSV_PATH, ADMIN_PRODUCT_IMPORT_PATH } from './catalogue-routing';
import { catalogueKit, errorOf } from '../../../test/support/catalogue-test-kit';

let shop: TestShop;
let kit: Awaited<ReturnType<typeof catalogueKit>>;
let category: number;
let otherCategory: number;
const made = {} as Record<'plain' | 'formula' | 'variants', AdminProduct>;

beforeAll(async () => {
  shop = await createTestShop();
  kit = await catalogueKit(shop);
  category = (
    await queryRows<{ id: number }>(shop.db, sql`INSERT INTO categories (name) VALUES ('CSV shelf') RETURNING id`)
  )[0]!.id;
  otherCategory = kit.taxonomy.categoryIds[0]!;
  made.plain = await kit.create({
    name: { en: 'Olive soap, large', ar: 'صابون زيت الزيتون' },
    price: 1_250,
    categoryId: category,
    stockQuantity: 7,
  });
  made.formula = await kit.create({ name: { en: '=HYPERLINK("x")', ar: '' }, price: 99, categoryId: category });
  made.variants = await kit.create({
    name: { en: 'Embroidered cushion', ar: 'وسادة مطرزة' },
    price: 4_000,
    discountedPrice: 3_500,
    categoryId: category,
    variants: [
      { colourId: kit.taxonomy.colourIds[0], sku: 'CSV-1', stockQuantity: 2 },
      { colourId: kit.taxonomy.colourIds[1], sku: 'CSV-2', stockQuantity: 3 },
    ],
  });
});
afterAll(async () => {
  await shop?.close();
});

const exportCsv = (query: string) => kit.send('GET', `${ADMIN_PRODUCTS_CSV_PATH}?${query}`);
const importCsv = (csv: string, dryRun: boolean) =>
  shop.app.inject({
    method: 'POST',
    url: `${ADMIN_PRODUCT_IMPORT_PATH}?dryRun=${dryRun}`,
    headers: {
      ...fromAddress(freshAddress()),
      cookie: `shop_admin=${kit.cookies.catalogue}`,
      origin: kit.admin.publicOrigin,
      'content-type': 'text/csv; charset=utf-8',
    },
    payload: csv,
  });
const productCount = async () =>
  (await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM products`))[0]!.n;
const lineOf = (report: ProductImportReport, line: number) => report.lines.find((entry) => entry.line === line);

describe('exporting', () => {
  it('answers the filtered list as UTF-8 CSV with a byte-order mark, Arabic intact and formulas escaped', async () => {
    const reply = await exportCsv(`categoryId=${category}&sort=id`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(reply.body.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<Record<string, string>>(reply.body.slice(1), { header: true, skipEmptyLines: true }).data;
    expect(rows.map((row) => Number(row.id))).toEqual([made.plain.id, made.formula.id, made.variants.id]);
    expect(rows[0]).toEqual({
      id: String(made.plain.id),
      nameEn: 'Olive soap, large',
      nameAr: 'صابون زيت الزيتون',
      price: '12.50',
      discountedPrice: '0.00',
      categoryId: String(category),
      categoryName: 'CSV shelf',
      brandName: expect.any(String),
      stock: '7',
      variantCount: '1',
      isPublished: 'true',
      archived: 'false',
      digital: 'false',
    });
    expect(rows[1]!.nameEn).toBe(`'=HYPERLINK("x")`);
    expect(rows[2]).toMatchObject({ stock: '5', variantCount: '2', price: '40.00', discountedPrice: '35.00' });
  });

  it('answers 400 naming a bad filter', async () => {
    const reply = await exportCsv('sort=colour');
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(/^sort: /);
  });
});

describe('importing', () => {
  it('round-trips an export unchanged, and a dry run reports creates, updates and errors naming the column, changing nothing', async () => {
    const exported = (await exportCsv(`categoryId=${category}&sort=id`)).body;
    const roundTrip = await importCsv(exported, true);
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);
    expect(roundTrip.json()).toMatchObject({
      dryRun: true,
      applied: false,
      creates: 0,
      updates: 0,
      unchanged: 3,
      errors: 0,
    });

    const csv = [
      'id,nameEn,nameAr,price,discountedPrice,categoryId,stock,isPublished,notes',
      `${made.plain.id},,,13.00,,,9,,ignored`,
      `,New lamp,مصباح جديد,25.5,,${category},4,false,`,
      `${made.variants.id},,,,,,6,,`,
      `99999999,,,1,,,,,`,
      `,No price,,,,${category},,,`,
      `${made.formula.id},,,ten,,${99_999_999},,maybe,`,
      `${made.formula.id},,,,0.99,,,,`,
      '',
      `,'=SUM(A1),,1,,${otherCategory},,,`,
    ].join('\n');
    const before = await productCount();
    const reply = await importCsv(csv, true);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as ProductImportReport;
    expect(report).toMatchObject({ dryRun: true, applied: false, creates: 2, updates: 1, unchanged: 0, errors: 5 });
    expect(lineOf(report, 2)).toEqual({
      line: 2,
      id: made.plain.id,
      action: 'update',
      changes: { price: { before: 1_250, after: 1_300 }, stock: { before: 7, after: 9 } },
      errors: [],
    });
    expect(lineOf(report, 3)).toMatchObject({
      id: null,
      action: 'create',
      changes: {
        nameEn: { before: null, after: 'New lamp' },
        price: { before: null, after: 2_550 },
        isPublished: { after: false },
      },
    });
    expect(lineOf(report, 4)!.errors).toEqual([
      "stock: This product's variants have colours or sizes: change their stock in the admin, or leave the cell empty",
    ]);
    expect(lineOf(report, 5)!.errors).toEqual(['id: No product with id 99999999']);
    expect(lineOf(report, 6)!.errors).toEqual(['price: Required to create a product']);
    expect(lineOf(report, 7)!.errors).toEqual([
      'price: Expected an amount such as 12.50',
      'isPublished: Expected true or false',
      'categoryId: No category with id 99999999',
    ]);
    expect(lineOf(report, 8)!.errors).toEqual([
      `id: Repeats line 7`,
      'discountedPrice: Must be less than the price (0 for no discount)',
    ]);
    expect(lineOf(report, 10)).toMatchObject({ action: 'create', changes: { nameEn: { after: '=SUM(A1)' } } });
    expect(await productCount()).toBe(before);
    expect((await kit.read(made.plain.id)).price).toBe(1_250);

    const refused = await importCsv(csv, false);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe(
      "line 4: stock: This product's variants have colours or sizes: change their stock in the admin, or leave the cell empty",
    );
    expect(problemOf(refused)).toMatchObject({ code: 'IMPORT_LINE_INVALID', values: { line: 4 } });
    expect(await productCount()).toBe(before);
  });

  it('applies every line in one transaction, each product audited', async () => {
    const csv = [
      'id,nameEn,nameAr,price,discountedPrice,categoryId,stock,isPublished',
      `${made.plain.id},Olive soap,,13.00,,,9,`,
      `,Hand-painted bowl,وعاء مرسوم يدوياً,30,,${category},4,false`,
      `${made.variants.id},,,45.00,,,,`,
    ].join('\r\n');
    const reply = await kit.send('POST', `${ADMIN_PRODUCT_IMPORT_PATH}?dryRun=false`, { csv });
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as ProductImportReport;
    expect(report).toMatchObject({ dryRun: false, applied: true, creates: 1, updates: 2, errors: 0 });
    const createdId = lineOf(report, 3)!.id!;
    expect(createdId).toEqual(expect.any(Number));

    expect(await kit.read(made.plain.id)).toMatchObject({
      name: { en: 'Olive soap', ar: 'صابون زيت الزيتون' },
      price: 1_300,
      stockQuantity: 9,
    });
    expect(await kit.read(createdId)).toMatchObject({
      name: { en: 'Hand-painted bowl', ar: 'وعاء مرسوم يدوياً' },
      price: 3_000,
      categoryId: category,
      stockQuantity: 4,
      isPublished: false,
      variants: [{ colourId: null, sizeId: null, sku: '', stockQuantity: 4 }],
    });
    const reasons = await queryRows<{ delta: number; stock_after: number; reason: string }>(
      shop.db,
      sql`SELECT a.delta, a.stock_after, a.reason FROM stock_adjustments a JOIN product_variants v ON v.id = a.variant_id
           WHERE v.product_id IN (${made.plain.id}, ${createdId}) ORDER BY a.id`,
    );
    expect(reasons).toEqual([
      { delta: 7, stock_after: 7, reason: 'New variant' },
      { delta: 2, stock_after: 9, reason: 'CSV import' },
      { delta: 4, stock_after: 4, reason: 'CSV import' },
    ]);
    expect(await kit.read(made.variants.id)).toMatchObject({ price: 4_500, discountedPrice: 3_500, stockQuantity: 5 });

    expect((await kit.auditOf(made.plain.id)).at(-1)).toMatchObject({
      action: 'import',
      actor: kit.members.catalogue.email,
      before: { name: { en: 'Olive soap, large', ar: 'صابون زيت الزيتون' }, price: 1_250, stockQuantity: 7 },
      after: { name: { en: 'Olive soap', ar: 'صابون زيت الزيتون' }, price: 1_300, stockQuantity: 9 },
    });
    expect(await kit.auditOf(createdId)).toMatchObject([
      { action: 'import', before: null, after: { price: 3_000, isPublished: false } },
    ]);
    expect((await kit.auditOf(made.variants.id)).at(-1)).toMatchObject({
      action: 'import',
      before: { price: 4_000 },
      after: { price: 4_500 },
    });
  });

  it.each([
    ['', /^csv: Required/],
    ['name,colour\nx,y', /^csv: The first line names no column to import/],
    ['id,price,price\n1,2,3', /^csv: The column price appears twice/],
  ])('answers 400 for a file it cannot read: %j', async (csv, message) => {
    const reply = await importCsv(csv, true);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
  });

  it('answers 400 for a JSON body without csv, or a bad dryRun', async () => {
    const missing = await kit.send('POST', ADMIN_PRODUCT_IMPORT_PATH, { file: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatch(/^csv: /);
    const dryRun = await kit.send('POST', `${ADMIN_PRODUCT_IMPORT_PATH}?dryRun=perhaps`, { csv: 'id,price\n,1' });
    expect(dryRun.statusCode).toBe(400);
    expect(errorOf(dryRun)).toMatch(/^dryRun: Expected true or false/);
  });
});
