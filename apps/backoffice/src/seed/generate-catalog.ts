import { AttributeKind, Language } from '@shop/contract';
import { sql } from 'drizzle-orm';

import { type Executor, queryRows } from '../db/database';
import { addVariantsFromChoices } from './product-variants';

// Words the generated names and descriptions are made of, so that a search term matches a
// realistic share of the catalogue (a word of each list is in about 1 product in its length).
export const EN_NOUNS = [
  'bowl',
  'scarf',
  'jar',
  'vase',
  'tray',
  'cushion',
  'lamp',
  'plate',
  'basket',
  'box',
  'cup',
  'rug',
];
export const EN_MATERIALS = ['olive wood', 'glass', 'ceramic', 'cotton', 'wool', 'silk', 'copper', 'clay', 'linen'];
export const EN_PLACES = [
  'Hebron',
  'Nablus',
  'Jenin',
  'Bethlehem',
  'Gaza',
  'Ramallah',
  'Jericho',
  'Jaffa',
  'Akka',
  'Haifa',
];
export const AR_NOUNS = [
  'وعاء',
  'وشاح',
  'جرة',
  'مزهرية',
  'صينية',
  'وسادة',
  'مصباح',
  'طبق',
  'سلة',
  'صندوق',
  'كوب',
  'سجادة',
];
export const AR_MATERIALS = ['خشب الزيتون', 'زجاج', 'خزف', 'قطن', 'صوف', 'حرير', 'نحاس', 'طين', 'كتان'];
export const AR_PLACES = ['الخليل', 'نابلس', 'جنين', 'بيت لحم', 'غزة', 'رام الله', 'أريحا', 'يافا', 'عكا', 'حيفا'];

/** `ARRAY['a','b']` of SQL text literals (the words are ours, quoted for safety anyway). */
function textArray(words: readonly string[]) {
  return sql.raw(`ARRAY[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

function intArray(ids: readonly number[]) {
  if (ids.length === 0) throw new Error('the demo shop must be seeded before generating products');
  return sql.raw(`ARRAY[${ids.map((id) => String(Math.trunc(id))).join(',')}]::int[]`);
}

async function ids(db: Executor, table: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql.raw(`SELECT id FROM ${table} ORDER BY id`));
  return rows.map((row) => Number(row.id));
}

/**
 * Adds `count` generated products to a seeded shop, spread over its categories, brands, vendors,
 * tags, sizes and colours, each with English and Arabic texts, two pictures, prices (a fifth
 * discounted), stock (shared out among its variants, as migration 0006 does) and ratings — in set-based SQL, so 100,000 take seconds, not minutes.
 */
export async function generateCatalog(db: Executor, count: number): Promise<void> {
  const [categories, manufacturers, vendors, tags, sizes, colors] = await Promise.all([
    ids(db, 'categories'),
    ids(db, 'manufacturers'),
    ids(db, 'vendors'),
    ids(db, 'tags'),
    ids(db, 'sizes'),
    ids(db, 'colors'),
  ]);
  const imageRows = await queryRows<{ url: string }>(db, sql`SELECT DISTINCT url FROM product_images ORDER BY url`);
  const images = imageRows.map((row) => row.url);
  const [{ first } = { first: 0 }] = await queryRows<{ first: number }>(
    db,
    sql`SELECT COALESCE(max(id), 0) + 1 AS first FROM products`,
  );
  const firstId = Number(first);
  const lastId = firstId + count - 1;

  // Set-based inserts keyed on generate_series; `g` is the product id.
  await db.execute(sql`
    INSERT INTO products (id, category_id, manufacturer_id, vendor_id, price, discounted_price, stock_quantity,
                          display_stock_quantity, order_maximum_quantity, shipping_charges, estimated_shipping_days,
                          is_popular, rating_average, total_reviews, created_at)
    SELECT g,
           (${intArray(categories)})[1 + g % ${categories.length}],
           (${intArray(manufacturers)})[1 + g % ${manufacturers.length}],
           (${intArray(vendors)})[1 + g % ${vendors.length}],
           500 + (g * 7919) % 95000,
           CASE WHEN g % 5 = 0 THEN (500 + (g * 7919) % 95000) * 4 / 5 ELSE 0 END,
           g % 40,
           g % 3 = 0,
           CASE WHEN g % 7 = 0 THEN 3 ELSE 0 END,
           CASE WHEN g % 4 = 0 THEN 500 ELSE 0 END,
           2 + g % 10,
           g % 50 = 0,
           g % 6,
           (g * 13) % 40,
           now() - make_interval(mins => g % 500000)
      FROM generate_series(${firstId}::int, ${lastId}::int) AS g`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('products', 'id'), ${lastId})`);

  for (const [languageId, nouns, materials, places] of [
    [Language.en.id, EN_NOUNS, EN_MATERIALS, EN_PLACES],
    [Language.ar.id, AR_NOUNS, AR_MATERIALS, AR_PLACES],
  ] as const) {
    const english = languageId === Language.en.id;
    await db.execute(sql`
      INSERT INTO product_translations (product_id, language_id, name, short_description, full_description,
                                        meta_title, meta_description, meta_keywords)
      SELECT g, ${languageId}, t.name, t.short, '<p>' || t.short || '</p><p>' || t.place || '</p>', t.name, t.short, t.noun
        FROM generate_series(${firstId}::int, ${lastId}::int) AS g,
        LATERAL (SELECT
          (${textArray(nouns)})[1 + g % ${nouns.length}] AS noun,
          (${textArray(places)})[1 + (g / 7) % ${places.length}] AS place,
          ${
            english
              ? sql`initcap((${textArray(materials)})[1 + (g / 3) % ${materials.length}]) || ' ' ||
                    (${textArray(nouns)})[1 + g % ${nouns.length}] || ' no. ' || g`
              : sql`(${textArray(nouns)})[1 + g % ${nouns.length}] || ' من ' ||
                    (${textArray(materials)})[1 + (g / 3) % ${materials.length}] || ' رقم ' || g`
          } AS name,
          ${
            english
              ? sql`'Handmade in ' || (${textArray(places)})[1 + (g / 7) % ${places.length}] || ' from ' ||
                    (${textArray(materials)})[1 + (g / 3) % ${materials.length}] || '.'`
              : sql`'صُنع يدوياً في ' || (${textArray(places)})[1 + (g / 7) % ${places.length}] || ' من ' ||
                    (${textArray(materials)})[1 + (g / 3) % ${materials.length}] || '.'`
          } AS short) AS t`);
  }

  await db.execute(sql`
    INSERT INTO product_images (product_id, url, display_order)
    SELECT g, (${textArray(images)})[1 + (g + n) % ${images.length}], n
      FROM generate_series(${firstId}::int, ${lastId}::int) AS g CROSS JOIN generate_series(0, 1) AS n`);

  await db.execute(sql`
    INSERT INTO product_tags (product_id, tag_id)
    SELECT DISTINCT g, (${intArray(tags)})[1 + (g + n * 3) % ${tags.length}]
      FROM generate_series(${firstId}::int, ${lastId}::int) AS g CROSS JOIN generate_series(0, 1) AS n`);

  // A third of the products come in three sizes, a quarter in two colours.
  await db.execute(sql`
    INSERT INTO product_attribute_values (product_id, attribute_id, value_key, display_value, display_order)
    SELECT g, ${AttributeKind.Size}, s.id, s.short_name, n
      FROM generate_series(${firstId}::int, ${lastId}::int) AS g CROSS JOIN generate_series(0, 2) AS n
      JOIN sizes s ON s.id = (${intArray(sizes)})[1 + n % ${sizes.length}]
     WHERE g % 3 = 0`);
  await db.execute(sql`
    INSERT INTO product_attribute_values (product_id, attribute_id, value_key, display_value, display_order)
    SELECT g, ${AttributeKind.Color}, c.id, c.name, n
      FROM generate_series(${firstId}::int, ${lastId}::int) AS g CROSS JOIN generate_series(0, 1) AS n
      JOIN colors c ON c.id = (${intArray(colors)})[1 + (g + n) % ${colors.length}]
     WHERE g % 4 = 0`);
  await addVariantsFromChoices(db);

  await db.execute(sql`ANALYZE`);
}
