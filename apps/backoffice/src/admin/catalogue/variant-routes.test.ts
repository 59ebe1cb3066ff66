import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttributeKind,
  problem,
  type AdminProduct,
  type StockAdjustment,
  type StockAdjustmentPage,
} from '@shop/contract';
import { problemOf } from '../../../test/support/admin-test-client';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { ADMIN_PRODUCTS_PATH, adminProductPath } from './catalogue-routing';
import { catalogueKit, errorOf } from '../../../test/support/catalogue-test-kit';

let shop: TestShop;
let kit: Awaited<ReturnType<typeof catalogueKit>>;
let colours: number[];
let sizes: number[];

beforeAll(async () => {
  shop = await createTestShop();
  kit = await catalogueKit(shop);
  colours = kit.taxonomy.colourIds;
  sizes = kit.taxonomy.sizeIds;
});
afterAll(async () => {
  await shop?.close();
});

const stockOf = async (productId: number) =>
  (
    await queryRows<{ stock_quantity: number }>(
      shop.db,
      sql`SELECT stock_quantity FROM products WHERE id = ${productId}`,
    )
  )[0]!.stock_quantity;
const choicesOf = async (productId: number, attributeId: number) =>
  (
    await queryRows<{ value_key: number }>(
      shop.db,
      sql`SELECT value_key FROM product_attribute_values
           WHERE product_id = ${productId} AND attribute_id = ${attributeId} ORDER BY display_order`,
    )
  ).map((row) => row.value_key);
const replaceVariants = (productId: number, body: unknown) =>
  kit.send('PUT', adminProductPath(productId, '/variants'), body);

describe('replacing the variants', () => {
  it('keeps matched variants (ids, history, stock when not sent), adds and removes the rest, and keeps choices in step', async () => {
    const [c1, c2, c3] = colours;
    const [s1, s2] = sizes;
    const product = await kit.create({
      variants: [
        { colourId: c1, sizeId: s1, sku: 'KEEP-1', stockQuantity: 5 },
        { colourId: c2, sizeId: s1, sku: 'DROP-1', stockQuantity: 2 },
      ],
      images: [
        { url: '/media/keep.webp', colourId: c1 },
        { url: '/media/drop.webp', colourId: c2 },
      ],
    });
    const kept = product.variants[0]!;
    const reply = await replaceVariants(product.id, {
      updatedAt: product.updatedAt,
      variants: [
        { colourId: c3, sizeId: s2, sku: 'NEW-1', stockQuantity: 4, priceAdjustment: 300 },
        { colourId: c1, sizeId: s1, sku: 'KEEP-1-RENAMED' },
        { colourId: c1, sizeId: s2, sku: 'DROP-1' },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const changed = reply.json() as AdminProduct;
    expect(changed.variants.map(({ id: _id, ...variant }) => variant)).toEqual([
      { colourId: c3, sizeId: s2, sku: 'NEW-1', priceAdjustment: 300, stockQuantity: 4 },
      { colourId: c1, sizeId: s1, sku: 'KEEP-1-RENAMED', priceAdjustment: 0, stockQuantity: 5 },
      { colourId: c1, sizeId: s2, sku: 'DROP-1', priceAdjustment: 0, stockQuantity: 0 },
    ]);
    expect(changed.variants[1]!.id).toBe(kept.id);
    expect(changed).toMatchObject({ colourIds: [c1, c3], sizeIds: [s1, s2], stockQuantity: 9 });
    expect(await choicesOf(product.id, AttributeKind.Color)).toEqual([c1, c3]);
    expect(await choicesOf(product.id, AttributeKind.Size)).toEqual([s1, s2]);
    expect(await stockOf(product.id)).toBe(9);
    // The picture of the colour no longer offered stays, for every colour.
    expect(changed.images.map((image) => [image.url, image.colourId])).toEqual([
      ['/media/keep.webp', c1],
      ['/media/drop.webp', null],
    ]);
    const history = await queryRows<{ variant_id: number }>(
      shop.db,
      sql`SELECT variant_id FROM stock_adjustments WHERE variant_id = ${kept.id}`,
    );
    expect(history).toHaveLength(1);
    expect((await kit.auditOf(product.id)).at(-1)).toMatchObject({
      action: 'replace-variants',
      before: { variants: product.variants, colourIds: [c1, c2] },
      after: { variants: changed.variants, colourIds: [c1, c3] },
    });
  });

  it('records stock set in the editor as an adjustment, and refuses colour lists that differ from the variants', async () => {
    const [c1, c2] = colours;
    const product = await kit.create({ variants: [{ colourId: c1, sku: 'EDIT-1', stockQuantity: 5 }] });
    const reply = await replaceVariants(product.id, { variants: [{ colourId: c1, sku: 'EDIT-1', stockQuantity: 8 }] });
    expect(reply.statusCode, reply.body).toBe(200);
    const adjustments = await queryRows<{ delta: number; stock_after: number; reason: string }>(
      shop.db,
      sql`SELECT delta, stock_after, reason FROM stock_adjustments WHERE variant_id = ${product.variants[0]!.id} ORDER BY id`,
    );
    expect(adjustments).toEqual([
      { delta: 5, stock_after: 5, reason: 'New variant' },
      { delta: 3, stock_after: 8, reason: 'Set in the product editor' },
    ]);

    const current = await kit.read(product.id);
    const mismatch = await kit.send('PATCH', adminProductPath(product.id), {
      updatedAt: current.updatedAt,
      colourIds: [c1, c2],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch)).toMatch(/^colourIds: Must be the colours of the variants/);
    const sizesOnly = await replaceVariants(product.id, {
      variants: [
        { sizeId: sizes[0], sku: 'EDIT-1' },
        { colourId: c1, sizeId: sizes[1] },
      ],
    });
    expect(sizesOnly.statusCode).toBe(400);
    expect(errorOf(sizesOnly)).toMatch(/^variants\.1\.colourId: Expected none/);
  });

  it('answers 409 to a stale updatedAt, 404 to an unknown product', async () => {
    const product = await kit.create();
    await kit.send('PATCH', adminProductPath(product.id), { updatedAt: product.updatedAt, price: 4_321 });
    const stale = await replaceVariants(product.id, { updatedAt: product.updatedAt, variants: [{ sku: 'STALE-1' }] });
    expect(stale.statusCode).toBe(409);
    expect((await kit.read(product.id)).variants.map((variant) => variant.sku)).toEqual(['']);
    expect((await replaceVariants(99_999_999, { variants: [{ sku: '' }] })).statusCode).toBe(404);
  });

  it('are made from the choices for a new product sent without any, its stock shared out; a product keeps one', async () => {
    const [c1, c2] = colours;
    const product = await kit.create({ colourIds: [c1, c2], sizeIds: [sizes[0]], stockQuantity: 5 });
    expect(product.variants.map(({ id: _id, ...variant }) => variant)).toEqual([
      { colourId: c1, sizeId: sizes[0], sku: '', priceAdjustment: 0, stockQuantity: 3 },
      { colourId: c2, sizeId: sizes[0], sku: '', priceAdjustment: 0, stockQuantity: 2 },
    ]);
    expect(product).toMatchObject({ colourIds: [c1, c2], sizeIds: [sizes[0]], stockQuantity: 5 });
    const none = await replaceVariants(product.id, { variants: [] });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)).toMatch(/^variants: At least one/);
    const single = await replaceVariants(product.id, { variants: [{ sku: 'SINGLE-1', stockQuantity: 2 }] });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({ colourIds: [], sizeIds: [], stockQuantity: 2 });
  });
});

describe('SKUs', () => {
  it('are unique in the shop ignoring case, decided by the database under a parallel burst', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        kit.send(
          'POST',
          ADMIN_PRODUCTS_PATH,
          kit.productBody({ variants: [{ sku: n % 2 ? 'burst-sku-1' : 'BURST-SKU-1', stockQuantity: 1 }] }),
        ),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.statusCode === 409);
    expect(refused).toHaveLength(9);
    for (const reply of refused) {
      expect(errorOf(reply)).toMatch(/^variants\.0\.sku: The SKU burst-sku-1 is used by another product$/i);
    }
    const rows = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM product_variants WHERE upper(sku) = 'BURST-SKU-1'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('clash on replacing too, leaving the variants as they were; SKUs may move between one product’s variants', async () => {
    const other = await kit.create({ variants: [{ sku: 'TAKEN-9' }] });
    const product = await kit.create({
      variants: [
        { colourId: colours[0], sku: 'SWAP-A' },
        { colourId: colours[1], sku: 'SWAP-B' },
      ],
    });
    const clash = await replaceVariants(product.id, {
      variants: [
        { colourId: colours[0], sku: 'SWAP-A' },
        { colourId: colours[1], sku: 'taken-9' },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash)).toBe('variants.1.sku: The SKU taken-9 is used by another product');
    expect(problemOf(clash)).toEqual(problem('SKU_TAKEN', { index: 1, sku: 'taken-9' }));
    expect((await kit.read(product.id)).variants.map((variant) => variant.sku)).toEqual(['SWAP-A', 'SWAP-B']);
    expect((await kit.read(other.id)).variants.map((variant) => variant.sku)).toEqual(['TAKEN-9']);

    const swapped = await replaceVariants(product.id, {
      variants: [
        { colourId: colours[0], sku: 'SWAP-B' },
        { colourId: colours[1], sku: 'SWAP-A' },
      ],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((swapped.json() as AdminProduct).variants.map((variant) => variant.sku)).toEqual(['SWAP-B', 'SWAP-A']);
  });
});

describe('stock adjustments', () => {
  const adjust = (product: AdminProduct, body: unknown, variant = product.variants[0]!) =>
    kit.send('POST', adminProductPath(product.id, `/variants/${variant.id}/stock`), body);

  it('never go below zero: 20 parallel −1 on a stock of 5 make exactly 5 succeed', async () => {
    const product = await kit.create({
      variants: [
        { colourId: colours[0], sku: 'RACE-1', stockQuantity: 5 },
        { colourId: colours[1], sku: 'RACE-2', stockQuantity: 3 },
      ],
    });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => adjust(product, { delta: -1, reason: 'Sold at the market' })),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(5);
    const refused = replies.filter((reply) => reply.statusCode === 409);
    expect(refused).toHaveLength(15);
    expect(problemOf(refused[0]!)).toEqual(problem('STOCK_BELOW_ZERO', { left: 0 }));
    expect((await kit.read(product.id)).variants.map((variant) => variant.stockQuantity)).toEqual([0, 3]);
    expect(await stockOf(product.id)).toBe(3);
    const afters = replies
      .filter((reply) => reply.statusCode === 201)
      .map((reply) => (reply.json() as StockAdjustment).stockAfter)
      .sort();
    expect(afters).toEqual([0, 1, 2, 3, 4]);
    const audited = (await kit.auditOf(product.id)).filter((entry) => entry.action === 'adjust-stock');
    expect(audited).toHaveLength(5);
    expect(audited[0]).toMatchObject({
      actor: kit.members.catalogue.email,
      before: { variantId: product.variants[0]!.id, stockQuantity: 5 },
      after: { variantId: product.variants[0]!.id, stockQuantity: 4, reason: 'Sold at the market' },
    });
  });

  it('set the stock to a count, keep the product total in step, and are listed newest first', async () => {
    const product = await kit.create({ variants: [{ sku: 'COUNT-1', stockQuantity: 2 }] });
    const set = await adjust(product, { set: 12, reason: 'Counted on the shelf' });
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json()).toMatchObject({
      delta: 10,
      stockAfter: 12,
      reason: 'Counted on the shelf',
      staffEmail: kit.members.catalogue.email,
    });
    expect(await stockOf(product.id)).toBe(12);
    const added = await adjust(product, { delta: 3, reason: 'Delivery' }, product.variants[0]);
    expect(added.statusCode).toBe(201);

    const listed = await kit.send(
      'GET',
      adminProductPath(product.id, `/variants/${product.variants[0]!.id}/stock?limit=2`),
    );
    expect(listed.statusCode).toBe(200);
    const page = listed.json() as StockAdjustmentPage;
    expect(page.total).toBe(3);
    expect(page.items.map((item) => [item.delta, item.stockAfter, item.reason])).toEqual([
      [3, 15, 'Delivery'],
      [10, 12, 'Counted on the shelf'],
    ]);
  });

  it.each([
    [{ delta: -1 }, /^reason: Required/],
    [{ delta: -1, reason: '  ' }, /^reason: Required/],
    [{ reason: 'Why' }, /^delta: Give either delta or set/],
    [{ delta: 1, set: 1, reason: 'Why' }, /^delta: Give either delta or set/],
    [{ delta: 0, reason: 'Why' }, /^delta: Must not be 0/],
    [{ set: -1, reason: 'Why' }, /^set: At least 0/],
    [{ delta: 1.5, reason: 'Why' }, /^delta: Expected a whole number/],
  ])('answer 400 naming the field for %j', async (body, message) => {
    const product = await kit.create({ variants: [{ sku: '', stockQuantity: 1 }] });
    const reply = await adjust(product, body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
  });

  it('answer 404 for a variant of another product, 400 for a malformed id', async () => {
    const product = await kit.create({ variants: [{ sku: '' }] });
    const other = await kit.create({ variants: [{ sku: '' }] });
    const wrong = await adjust(product, { delta: 1, reason: 'Why' }, other.variants[0]);
    expect(wrong.statusCode).toBe(404);
    expect(problemOf(wrong)).toEqual(
      problem('VARIANT_NOT_FOUND', { variantId: other.variants[0]!.id, productId: product.id }),
    );
    const malformed = await kit.send('POST', adminProductPath(product.id, '/variants/abc/stock'), {
      delta: 1,
      reason: 'Why',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed)).toMatch(/^variantId: /);
  });
});

describe('pictures', () => {
  it('are replaced in order, each of one of the product’s colours or of every colour', async () => {
    const product = await kit.create({ variants: [{ colourId: colours[0] }, { colourId: colours[1] }] });
    const reply = await kit.send('PUT', adminProductPath(product.id, '/images'), {
      images: [
        { url: '/media/main.webp', colourId: null },
        { url: '/media/second.webp', colourId: colours[1] },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(
      (reply.json() as AdminProduct).images.map((image) => [image.url, image.colourId, image.displayOrder]),
    ).toEqual([
      ['/media/main.webp', null, 0],
      ['/media/second.webp', colours[1], 1],
    ]);
    const wrongColour = await kit.send('PUT', adminProductPath(product.id, '/images'), {
      images: [{ url: '/media/main.webp', colourId: colours[2] }],
    });
    expect(wrongColour.statusCode).toBe(400);
    expect(errorOf(wrongColour)).toMatch(/^images\.0\.colourId: Not one of the product's colours/);
    const twice = await kit.send('PUT', adminProductPath(product.id, '/images'), {
      images: [{ url: '/media/a.webp' }, { url: '/media/a.webp' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice)).toMatch(/^images\.1\.url: Repeats images\.0/);
    expect((await kit.auditOf(product.id)).at(-1)).toMatchObject({
      action: 'replace-images',
      before: { images: [] },
      after: {
        images: [
          { url: '/media/main.webp', colourId: null },
          { url: '/media/second.webp', colourId: colours[1] },
        ],
      },
    });
  });
});
