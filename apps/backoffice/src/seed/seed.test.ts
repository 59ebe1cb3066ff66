import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttributeKind, AttributeValueType, Language } from '@shop/contract';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { tableCounts } from '../../test/support/table-counts';
import { addMissingLabels, seedDemoShop } from './seed';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(shop.db, query))[0]?.n ?? 0;

describe('the demo shop', () => {
  it('is seeded once and never overwrites a shop that exists', async () => {
    const before = await tableCounts(shop.db);
    expect(await seedDemoShop(shop.db, shop.config)).toBe(false);
    expect(await tableCounts(shop.db)).toEqual(before);
  });

  it('has at least 10 top-level categories with children, all named in Arabic', async () => {
    expect(
      await one(sql`SELECT count(*)::int AS n FROM categories c WHERE c.parent_id IS NULL
                      AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)`),
    ).toBeGreaterThanOrEqual(10);
    expect(await one(sql`SELECT count(*)::int AS n FROM categories WHERE localized -> '2' ->> 'name' IS NULL`)).toBe(0);
  });

  it('names every taxonomy entry and every option a shopper can choose in Arabic', async () => {
    const arabicScript = /\p{Script=Arabic}/u;
    const ar = String(Language.ar.id);
    const tables = [
      'categories',
      'manufacturers',
      'vendors',
      'sizes',
      'colors',
      'tags',
      'shipping_methods',
      'attributes',
    ];
    for (const table of tables) {
      const rows = await queryRows<{ name: string; arabic: string | null }>(
        shop.db,
        sql`SELECT name, localized -> ${ar} ->> 'name' AS arabic FROM ${sql.identifier(table)}`,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) expect(row.arabic ?? '', `${table}: ${row.name}`).toMatch(arabicScript);
    }
    // A size's choice is the letters on its label (XS…XXL); every other choice has a name.
    const choices = await queryRows<{ value: string; arabic: string | null }>(
      shop.db,
      sql`SELECT DISTINCT display_value AS value, localized -> ${ar} ->> 'displayValue' AS arabic
            FROM product_attribute_values WHERE attribute_id <> ${AttributeKind.Size}`,
    );
    expect(choices.length).toBeGreaterThan(10);
    for (const choice of choices) expect(choice.arabic ?? '', choice.value).toMatch(arabicScript);
  });

  it('has at least 80 products, each in English and Arabic with meta texts and several images', async () => {
    expect(await one(sql`SELECT count(*)::int AS n FROM products`)).toBeGreaterThanOrEqual(80);
    for (const language of [Language.en.id, Language.ar.id]) {
      expect(
        await one(sql`SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (
          SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.language_id = ${language}
            AND t.name <> '' AND t.full_description <> '' AND t.meta_title <> ''
            AND t.meta_description <> '' AND t.meta_keywords <> '')`),
      ).toBe(0);
    }
    expect(
      await one(sql`SELECT count(*)::int AS n FROM products p
                     WHERE (SELECT count(*) FROM product_images i WHERE i.product_id = p.id) < 2`),
    ).toBe(0);
  });

  it('covers the states a shopper can meet: discounts, stock outs, low stock, caps, variants of both kinds', async () => {
    expect(await one(sql`SELECT count(*)::int AS n FROM products WHERE discounted_price > 0`)).toBeGreaterThan(10);
    expect(await one(sql`SELECT count(*)::int AS n FROM products WHERE stock_quantity = 0`)).toBeGreaterThanOrEqual(2);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM products WHERE stock_quantity BETWEEN 1 AND 5`),
    ).toBeGreaterThanOrEqual(2);
    expect(await one(sql`SELECT count(*)::int AS n FROM products WHERE order_maximum_quantity > 0`)).toBeGreaterThan(3);
    for (const kind of [AttributeKind.Color, AttributeKind.Size]) {
      expect(
        await one(
          sql`SELECT count(DISTINCT product_id)::int AS n FROM product_attribute_values WHERE attribute_id = ${kind}`,
        ),
      ).toBeGreaterThan(2);
    }
    for (const type of [AttributeValueType.FixedValue, AttributeValueType.Percentage]) {
      expect(
        await one(sql`SELECT count(*)::int AS n FROM product_attribute_values
                       WHERE attribute_id > ${AttributeKind.Size} AND value_type = ${type} AND additional_price > 0`),
      ).toBeGreaterThan(0);
    }
    // Products with nothing to choose and only a few units left.
    expect(
      await one(sql`SELECT count(*)::int AS n FROM products p WHERE p.stock_quantity BETWEEN 1 AND 5
                     AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id)`),
    ).toBeGreaterThanOrEqual(1);
    expect(await one(sql`SELECT count(*)::int AS n FROM colors WHERE hex_code !~ '^#[0-9a-fA-F]{6}$'`)).toBe(0);
  });

  it('has banners, campaigns, coupons of every kind, countries and a digital product with its file', async () => {
    expect(await one(sql`SELECT count(*)::int AS n FROM banners WHERE theme_type_id = 1`)).toBeGreaterThanOrEqual(3);
    expect(await one(sql`SELECT count(*)::int AS n FROM campaigns`)).toBeGreaterThanOrEqual(3);
    expect(await one(sql`SELECT count(*)::int AS n FROM coupons WHERE kind = 'percentage'`)).toBeGreaterThan(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM coupons WHERE kind = 'fixed'`)).toBeGreaterThan(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM coupons WHERE valid_to < now()`)).toBeGreaterThan(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM countries`)).toBeGreaterThanOrEqual(8);

    const files = await queryRows<{ storage_path: string; size_bytes: number }>(
      shop.db,
      sql`SELECT f.storage_path, f.size_bytes FROM products p JOIN digital_files f ON f.id = p.digital_file_id`,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const stat = await fs.stat(path.join(shop.config.filesDir, file.storage_path));
      expect(stat.size).toBe(file.size_bytes);
    }
  });

  it('ships every picture it refers to', async () => {
    const urls = await queryRows<{ url: string }>(
      shop.db,
      sql`SELECT url FROM product_images UNION SELECT image_url FROM categories UNION SELECT image_url FROM banners
          UNION SELECT cover_picture_url FROM campaigns UNION SELECT image_url FROM payment_method_logos
          UNION SELECT localized -> '2' ->> 'ImageUrl' FROM payment_method_logos
          UNION SELECT value #>> '{}' FROM settings WHERE key IN ('website_logo', 'website_logo_ar')`,
    );
    expect(urls.length).toBeGreaterThan(100);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/media\//);
      await expect(fs.access(path.join(shop.config.mediaDir, url.slice('/media/'.length)))).resolves.toBeUndefined();
    }
  });
});

describe('labels a new release brings', () => {
  it('reach a shop made before it, in English and Arabic, and leave the labels the shop has alone', async () => {
    const label = (languageId: number) =>
      queryRows<{ text: string }>(
        shop.db,
        sql`SELECT text FROM localization_labels WHERE label_html_id = 'lbl_checkout_test_mode' AND language_id = ${languageId}`,
      );
    // A shop made before the test-mode notice existed, whose owner reworded another label.
    await shop.db.execute(sql`DELETE FROM localization_labels WHERE label_html_id = 'lbl_checkout_test_mode'`);
    await shop.db.execute(
      sql`UPDATE localization_labels SET text = 'Our own words' WHERE label_html_id = 'lbl_checkout_test_mode_note'`,
    );

    expect(await addMissingLabels(shop.db)).toBe(2);
    expect(await label(Language.en.id)).toEqual([{ text: 'Test mode:' }]);
    expect(await label(Language.ar.id)).toEqual([{ text: 'وضع الاختبار:' }]);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM localization_labels WHERE label_html_id = 'lbl_checkout_test_mode_note' AND text = 'Our own words'`,
      ),
    ).toBe(2);
    expect(await addMissingLabels(shop.db)).toBe(0);
  });
});
