import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttributeKind, endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { tableCounts } from '../../test/support/table-counts';

let shop: TestShop;
const allProducts = (params: Record<string, unknown>, headers?: Record<string, string>) =>
  shop.call(endpointPath('get-all-products'), { PageNo: 1, PageSize: 100, ...params }, headers);
const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.ProductId as number);
const payable = (row: Record<string, unknown>) =>
  (row.DiscountedPrice as number) > 0 ? (row.DiscountedPrice as number) : (row.Price as number);

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(shop.db, query);
  return row?.n ?? 0;
}

describe('get-all-products', () => {
  it('answers nine products sorted by price with TotalRecords on the first row', async () => {
    const reply = await shop.call(endpointPath('get-all-products'), {
      PageNo: 1,
      PageSize: 9,
      OrderByColumnName: 'Price ASC',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.statusCode).toBe(200);
    expect(reply.rows).toHaveLength(9);
    const prices = reply.rows.map(payable);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const total = await count(sql`SELECT count(*)::int AS n FROM products WHERE is_published`);
    expect(total).toBeGreaterThanOrEqual(80);
    expect(reply.rows[0]!.TotalRecords).toBe(total);
    const images = JSON.parse(reply.rows[0]!.ProductImagesJson as string) as { AttachmentURL: string }[];
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]!.AttachmentURL).toMatch(/^\/media\//);
  });

  it('pages without overlap and sorts by each option', async () => {
    const first = await allProducts({ PageSize: 9, PageNo: 1, OrderByColumnName: 'Date DESC' });
    const second = await allProducts({ PageSize: 9, PageNo: 2, OrderByColumnName: 'Date DESC' });
    expect(second.rows).toHaveLength(9);
    expect(ids(first.rows).filter((id) => ids(second.rows).includes(id))).toEqual([]);

    const descending = await allProducts({ OrderByColumnName: 'Price DESC' });
    const prices = descending.rows.map(payable);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const newest = await allProducts({ OrderByColumnName: 'Date DESC', PageSize: 100 });
    const oldest = await allProducts({ OrderByColumnName: 'Date ASC', PageSize: 100 });
    expect(ids(oldest.rows)).toEqual([...ids(newest.rows)].reverse());

    const featured = await allProducts({ OrderByColumnName: '' });
    expect(featured.rows.length).toBeGreaterThan(0);
  });

  it('includes the products of child categories when filtering by a parent', async () => {
    const [parent] = await queryRows<{ id: number; n: number }>(
      shop.db,
      sql`SELECT parent.id, count(p.id)::int AS n FROM categories parent
            JOIN categories child ON child.parent_id = parent.id
            JOIN products p ON p.category_id = child.id
           WHERE parent.parent_id IS NULL GROUP BY parent.id ORDER BY n DESC LIMIT 1`,
    );
    const reply = await allProducts({ CategoryID: String(parent!.id) });
    expect(reply.rows.length).toBe(parent!.n);
    expect(reply.rows[0]!.TotalRecords).toBe(parent!.n);
    // Category 0 means every category.
    const everything = await allProducts({ CategoryID: '0', PageSize: 1 });
    expect(everything.rows[0]!.TotalRecords).toBeGreaterThanOrEqual(80);
  });

  it('filters by comma-joined sizes, colours, tags and brands', async () => {
    const [size] = await queryRows<{ value_key: number }>(
      shop.db,
      sql`SELECT value_key FROM product_attribute_values WHERE attribute_id = ${AttributeKind.Size} LIMIT 1`,
    );
    const bySize = await allProducts({ SizeID: `${size!.value_key},999999` });
    const sized = await count(
      sql`SELECT count(DISTINCT product_id)::int AS n FROM product_attribute_values
           WHERE attribute_id = ${AttributeKind.Size} AND value_key IN (${size!.value_key}, 999999)`,
    );
    expect(bySize.rows.length).toBe(sized);
    expect(sized).toBeGreaterThan(0);

    const [color] = await queryRows<{ value_key: number }>(
      shop.db,
      sql`SELECT value_key FROM product_attribute_values WHERE attribute_id = ${AttributeKind.Color} LIMIT 1`,
    );
    const byColor = await allProducts({ ColorID: String(color!.value_key) });
    expect(byColor.rows.length).toBe(
      await count(
        sql`SELECT count(DISTINCT product_id)::int AS n FROM product_attribute_values
             WHERE attribute_id = ${AttributeKind.Color} AND value_key = ${color!.value_key}`,
      ),
    );

    const [tag] = await queryRows<{ tag_id: number; n: number }>(
      shop.db,
      sql`SELECT tag_id, count(*)::int AS n FROM product_tags GROUP BY tag_id ORDER BY n DESC LIMIT 1`,
    );
    expect((await allProducts({ TagID: String(tag!.tag_id) })).rows.length).toBe(tag!.n);

    const [brands] = await queryRows<{ a: number; b: number; n: number }>(
      shop.db,
      sql`SELECT min(manufacturer_id) AS a, max(manufacturer_id) AS b,
                 count(*) FILTER (WHERE manufacturer_id IN (SELECT min(manufacturer_id) FROM products UNION SELECT max(manufacturer_id) FROM products))::int AS n
            FROM products`,
    );
    const byBrand = await allProducts({ ManufacturerID: `${brands!.a},${brands!.b}` });
    expect(byBrand.rows.length).toBe(brands!.n);
  });

  it('filters by price range on the price a shopper pays, and by rating', async () => {
    const reply = await allProducts({ MinPrice: 10, MaxPrice: 100 });
    expect(reply.rows.length).toBeGreaterThan(0);
    for (const row of reply.rows) {
      expect(payable(row)).toBeGreaterThanOrEqual(10);
      expect(payable(row)).toBeLessThanOrEqual(100);
    }
    const expensive = await allProducts({ MinPrice: '600', MaxPrice: '1000000000' });
    expect(expensive.rows.length).toBeGreaterThan(0);
    expect(expensive.rows.every((row) => payable(row) >= 600)).toBe(true);

    const rated = await allProducts({ Rating: 4 });
    expect(rated.rows.length).toBeGreaterThan(0);
    expect(rated.rows.every((row) => (row.Rating as number) >= 4)).toBe(true);
  });

  it('searches names and descriptions in English and Arabic', async () => {
    const english = await allProducts({ SearchTerm: 'olive' });
    expect(english.rows.length).toBeGreaterThan(0);

    const [arabic] = await queryRows<{ name: string; product_id: number }>(
      shop.db,
      sql`SELECT name, product_id FROM product_translations WHERE language_id = 2 ORDER BY product_id LIMIT 1`,
    );
    const word = arabic!.name.split(' ')[0]!;
    const found = await allProducts({ SearchTerm: word });
    expect(ids(found.rows)).toContain(arabic!.product_id);
  });

  it('answers Arabic names when asked in Arabic', async () => {
    const reply = await allProducts({ PageSize: 5 }, { 'accept-language': 'ar' });
    expect(reply.status).toBe(200);
    expect(reply.rows.every((row) => /[\u0600-\u06FF]/.test(row.ProductName as string))).toBe(true);
    expect(reply.rows.every((row) => /[\u0600-\u06FF]/.test(row.CategoryName as string))).toBe(true);
  });

  it('treats SQL and query metacharacters in the search as text and changes nothing', async () => {
    const before = await tableCounts(shop.db);
    // Beside a word no product has, none of these may widen the result or break the query.
    for (const term of [
      "'; DROP TABLE products; --",
      '\\',
      "O'Reilly",
      'x_y',
      '") OR 1=1 --',
      'a:* | b',
      '!(c) <-> d',
    ]) {
      const reply = await allProducts({ SearchTerm: `zzqx ${term}` });
      expect(reply.status, term).toBe(200);
      expect(reply.rows, term).toEqual([]);
    }
    // Punctuation alone names no word: nothing is found, not everything.
    for (const term of ['%', '%_%', "'", '--', '&|!']) {
      const reply = await allProducts({ SearchTerm: term });
      expect(reply.status, term).toBe(200);
      expect(reply.rows, term).toEqual([]);
    }
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('finds every word of the term as the start of a word, in any order', async () => {
    const [product] = await queryRows<{ product_id: number; name: string }>(
      shop.db,
      sql`SELECT product_id, name FROM product_translations WHERE language_id = 1 AND name LIKE '% % %' ORDER BY product_id LIMIT 1`,
    );
    const words = product!.name.split(' ').filter((word) => /^[A-Za-z]{3,}$/.test(word));
    expect(words.length).toBeGreaterThanOrEqual(2);
    const [first, second] = words as [string, string];
    // Reversed order, other case, and the last word cut short as while typing.
    const reply = await allProducts({ SearchTerm: `${second.toUpperCase()} ${first.slice(0, 3)}`, PageSize: 100 });
    expect(ids(reply.rows)).toContain(product!.product_id);
    // Words no product has, nor anything near them, find nothing. (A term whose words find nothing falls
    // back to names a letter or two off: search-relevance.test.ts.)
    const narrowed = await allProducts({ SearchTerm: 'zzqx qqzv' });
    expect(narrowed.rows).toEqual([]);
  });

  it('finds Arabic words whatever form of alef or short vowels the shopper typed', async () => {
    const [product] = await queryRows<{ product_id: number; name: string }>(
      shop.db,
      sql`SELECT product_id, name FROM product_translations WHERE language_id = 2 AND name ~ '[أإآ]' ORDER BY product_id LIMIT 1`,
    );
    const word = product!.name.split(' ').find((part) => /[أإآ]/.test(part))!;
    // Plain alef for the hamza forms, and a fatha added after the first letter.
    const typed = word.replace(/[أإآ]/g, 'ا').replace(/^(.)/, '$1\u064E');
    const reply = await allProducts({ SearchTerm: typed, PageSize: 100 });
    expect(ids(reply.rows)).toContain(product!.product_id);
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const before = await tableCounts(shop.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ PageSize: 1_000_000 }, 'PageSize'],
      [{ PageSize: 0 }, 'PageSize'],
      [{ PageNo: 'abc' }, 'PageNo'],
      [{ PageNo: -1 }, 'PageNo'],
      [{ CategoryID: 'one,two' }, 'CategoryID'],
      [{ SizeID: { a: 1 } }, 'SizeID'],
      [{ MinPrice: 'cheap' }, 'MinPrice'],
      [{ Rating: 9 }, 'Rating'],
      [{ OrderByColumnName: 'id; DROP TABLE products' }, 'OrderByColumnName'],
      [{ SearchTerm: 'x'.repeat(5000) }, 'Search'],
    ];
    for (const [params, field] of cases) {
      const reply = await allProducts(params);
      expect(reply.status, JSON.stringify(params)).toBe(400);
      expect(reply.body.statusCode).toBe(400);
      expect(reply.body.errorMessage).toContain(field);
      expect(reply.body.data).toBe('[]');
    }
    expect(await tableCounts(shop.db)).toEqual(before);
  });
});

describe('product detail, attributes, reviews and related products', () => {
  it('answers the detail row of a product and 404 for an unknown one', async () => {
    const [product] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM product_attribute_values v
           WHERE v.product_id = p.id AND v.attribute_id = ${AttributeKind.Color}) ORDER BY p.id LIMIT 1`,
    );
    const reply = await shop.call(endpointPath('get-product_detail'), { ProductId: product!.id });
    expect(reply.status).toBe(200);
    const row = reply.rows[0]!;
    expect(row.ProductId).toBe(product!.id);
    for (const field of [
      'MetaTitle',
      'MetaDescription',
      'MetaKeywords',
      'FullDescription',
      'VendorName',
      'ManufacturerName',
    ]) {
      expect(typeof row[field], field).toBe('string');
    }
    expect(JSON.parse(row.ProductColorsJson as string).length).toBeGreaterThan(0);
    expect(JSON.parse(row.ProductColorsJson as string)[0]).toHaveProperty('HexCode');

    const missing = await shop.call(endpointPath('get-product_detail'), { ProductId: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toContain('ProductId');

    const wrongType = await shop.call(endpointPath('get-product_detail'), { ProductId: 'seven' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errorMessage).toContain('ProductId');
  });

  it('resolves percentage prices of attribute values into amounts', async () => {
    const [value] = await queryRows<{ product_id: number; additional_price: number; effective_price: number }>(
      shop.db,
      sql`SELECT v.product_id, v.additional_price, p.effective_price FROM product_attribute_values v
            JOIN products p ON p.id = v.product_id WHERE v.value_type = 2 AND v.additional_price > 0 LIMIT 1`,
    );
    const reply = await shop.call(endpointPath('get-product-all-attributes-by-productId'), {
      ProductId: value!.product_id,
    });
    expect(reply.status).toBe(200);
    const expected = Math.round((value!.effective_price * value!.additional_price) / 10_000) / 100;
    expect(reply.rows.map((row) => row.AdditionalPrice)).toContain(expected);
    for (const row of reply.rows) {
      expect(row).toHaveProperty('ProductAttributeID');
      expect(row).toHaveProperty('PrimaryKeyDisplayValue');
      expect(typeof row.IsRequiredAttribute).toBe('boolean');
    }
  });

  it('lists reviews newest first, related products without the product itself', async () => {
    const [reviewed] = await queryRows<{ product_id: number; n: number }>(
      shop.db,
      sql`SELECT product_id, count(*)::int AS n FROM reviews GROUP BY product_id ORDER BY n DESC LIMIT 1`,
    );
    const reviews = await shop.call(endpointPath('get-product-reviews'), { ProductId: reviewed!.product_id });
    expect(reviews.rows).toHaveLength(Math.min(reviewed!.n, 10));
    expect(reviews.rows[0]).toMatchObject({ Title: expect.any(String), Body: expect.any(String) });
    const dates = reviews.rows.map((row) => Date.parse(row.ReviewDate as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const related = await shop.call(endpointPath('get-related-products-list'), {
      ProductId: reviewed!.product_id,
      PageNo: 1,
      PageSize: 20,
    });
    expect(related.status).toBe(200);
    expect(related.rows.length).toBeGreaterThan(0);
    expect(ids(related.rows)).not.toContain(reviewed!.product_id);
  });
});

describe('home lists', () => {
  it('answers recent products newest first and popular products', async () => {
    const recent = await shop.call(endpointPath('get-recents-products-list'), {
      PageNo: 1,
      PageSize: 20,
      TabName: 'new products',
    });
    expect(recent.rows).toHaveLength(20);
    const [newest] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT id FROM products ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    expect(recent.rows[0]!.ProductId).toBe(newest!.id);

    const popular = await shop.call(endpointPath('get-popular-products-list'), { PageNo: 1, PageSize: 10 });
    expect(popular.rows.length).toBeGreaterThan(0);
    expect(popular.rows.length).toBeLessThanOrEqual(10);
  });
});

describe('taxonomy lists', () => {
  it('answers categories with children, product counts and Arabic names', async () => {
    const reply = await shop.call(endpointPath('get-categories-list'), { PageNo: 1, PageSize: 100 });
    const topLevel = reply.rows.filter((row) => !row.ParentCategoryID);
    const children = reply.rows.filter((row) => row.ParentCategoryID);
    expect(topLevel.length).toBeGreaterThanOrEqual(10);
    expect(children.length).toBeGreaterThan(0);
    for (const row of reply.rows) {
      const names = JSON.parse(row.LocalizationJsonData as string) as { langId: number; text: string }[];
      expect(names.find((name) => name.langId === 2)?.text).toMatch(/[\u0600-\u06FF]/);
    }
    const parent = topLevel.find((row) => children.some((child) => child.ParentCategoryID === row.CategoryID))!;
    const childTotal = children
      .filter((child) => child.ParentCategoryID === parent.CategoryID)
      .reduce((sum, child) => sum + (child.TotalProducts as number), 0);
    expect(parent.TotalProducts).toBeGreaterThanOrEqual(childTotal);

    const popular = await shop.call(endpointPath('get-popular-categories'), { recordValueJson: '[]' });
    expect(popular.rows.length).toBeGreaterThan(0);
  });

  it('answers sizes, brands and popular tags', async () => {
    const sizes = await shop.call(endpointPath('get-size-list'), { PageNo: 1, PageSize: 100 });
    expect(sizes.rows[0]).toMatchObject({ SizeID: expect.any(Number), ShortName: expect.any(String) });
    const brands = await shop.call(endpointPath('get-manufacturer-list'), { PageNo: 1, PageSize: 100 });
    expect(brands.rows.length).toBeGreaterThan(5);
    expect(brands.rows[0]).toMatchObject({ ManufacturerID: expect.any(Number), Name: expect.any(String) });
    const tags = await shop.call(endpointPath('get-popular-tags'), { PageNo: 1, PageSize: 5 });
    expect(tags.rows).toHaveLength(5);
    expect(tags.rows[0]).toMatchObject({ TagID: expect.any(Number), TagName: expect.any(String) });
  });

  it('names sizes in the asked language, their letters the same in both', async () => {
    const list = { PageNo: 1, PageSize: 100 };
    const english = await shop.call(endpointPath('get-size-list'), list);
    const arabic = await shop.call(endpointPath('get-size-list'), list, { 'accept-language': 'ar' });
    expect(arabic.rows.map((row) => row.ShortName)).toEqual(english.rows.map((row) => row.ShortName));
    expect(english.rows.find((row) => row.ShortName === 'XS')?.Name).toBe('Extra Small');
    expect(arabic.rows.find((row) => row.ShortName === 'XS')?.Name).toBe('صغير جدًا');
    for (const row of arabic.rows) expect(row.Name).toMatch(/[\u0600-\u06FF]/);
  });
});
