// Migration 0006 gives an existing shop's products their variants, and the seed gives a fresh
// shop's the same ones (it runs the migration's statement).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttributeKind, AttributeValueType } from '@shop/contract';
import { queryRows, type Executor } from '../db/database';
import { packageRoot } from '../package-root';
import { createTestShop, freshPostgresDatabase, type TestShop } from '../../test/support/test-app';
import { VARIANTS_MIGRATION, addVariantsFromChoices } from './product-variants';

interface VariantRow {
  product_id: number;
  color_id: number | null;
  size_id: number | null;
  sku: string;
  price_adjustment: number;
  stock_quantity: number;
  display_order: number;
}

const variantsOf = (db: Executor, productId: number) =>
  queryRows<VariantRow>(
    db,
    sql`SELECT product_id, color_id, size_id, sku, price_adjustment, stock_quantity, display_order
          FROM product_variants WHERE product_id = ${productId} ORDER BY display_order`,
  );

/** A database of the suite's driver, migrated by the folder given at each call. */
async function bareDatabase(): Promise<{
  db: Executor;
  migrateWith: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}> {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const database = await freshPostgresDatabase();
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const db = drizzle({ client: pool });
    return {
      db: db as unknown as Executor,
      migrateWith: (folder) => migrate(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await database.drop();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client });
  return {
    db: db as unknown as Executor,
    migrateWith: (folder) => migrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A copy of the migrations folder that ends just before `tag`, as a shop that has not been upgraded has it. */
async function migrationsBefore(tag: string, into: string): Promise<string> {
  const folder = path.join(packageRoot(), 'drizzle');
  await fs.cp(folder, into, { recursive: true });
  const journalFile = path.join(into, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return into;
}

describe('migration 0006: every existing product gets its variants', () => {
  let database: Awaited<ReturnType<typeof bareDatabase>>;
  let scratch: string;
  const ids = { colour: [] as number[], size: [] as number[] };
  const product: Record<string, number> = {};

  beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
    database = await bareDatabase();
    const { db } = database;
    await database.migrateWith(await migrationsBefore(VARIANTS_MIGRATION.replace(/\.sql$/, ''), scratch));

    // A shop as it was before variants: colours and sizes chosen through product_attribute_values.
    await db.execute(sql`INSERT INTO categories (id, name) VALUES (1, 'Clothing')`);
    await db.execute(sql`INSERT INTO attributes (id, name) VALUES (1, 'Color'), (2, 'Size'), (3, 'Gift wrap')`);
    await db.execute(
      sql`INSERT INTO colors (id, name, hex_code) VALUES (11, 'Red', '#ff0000'), (12, 'Blue', '#0000ff')`,
    );
    await db.execute(
      sql`INSERT INTO sizes (id, name, short_name) VALUES (21, 'Small', 'S'), (22, 'Medium', 'M'), (23, 'Large', 'L')`,
    );
    ids.colour = [11, 12];
    ids.size = [21, 22, 23];
    const insertProduct = async (key: string, price: number, discounted: number, stock: number) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO products (category_id, price, discounted_price, stock_quantity)
            VALUES (1, ${price}, ${discounted}, ${stock}) RETURNING id`,
      );
      product[key] = row!.id;
    };
    await insertProduct('grid', 2500, 1999, 7);
    await insertProduct('colours', 1000, 0, 5);
    await insertProduct('sizes', 1000, 0, 2);
    await insertProduct('plain', 1000, 0, 4);
    await insertProduct('soldOut', 1005, 0, 0);
    const choose = (
      key: string,
      attributeId: number,
      valueKey: number,
      order: number,
      extra: { type?: number; price?: number } = {},
    ) =>
      db.execute(sql`
        INSERT INTO product_attribute_values
               (product_id, attribute_id, value_key, display_value, value_type, additional_price, display_order)
        VALUES (${product[key]!}, ${attributeId}, ${valueKey}, 'x', ${extra.type ?? AttributeValueType.FixedValue},
                ${extra.price ?? 0}, ${order})`);
    const { Color, Size } = AttributeKind;
    // Blue comes first (display order 0) and costs 10% more; Red adds a fixed 100; M adds 50.
    await choose('grid', Color, 11, 1, { price: 100 });
    await choose('grid', Color, 12, 0, { type: AttributeValueType.Percentage, price: 1000 });
    await choose('grid', Size, 21, 0);
    await choose('grid', Size, 22, 1, { price: 50 });
    await choose('grid', Size, 23, 2);
    // Not a colour or size: it keeps its own price and makes no variants.
    await choose('grid', 3, 1, 0, { price: 300 });
    await choose('colours', Color, 11, 0);
    await choose('colours', Color, 12, 1, { price: 75 });
    await choose('sizes', Size, 21, 0);
    await choose('sizes', Size, 22, 1);
    await choose('sizes', Size, 23, 2);
    // 50% of 1005 is 502.5: rounded half up, as the cart rounds a percentage.
    await choose('soldOut', Color, 12, 0, { type: AttributeValueType.Percentage, price: 5000 });

    await database.migrateWith(path.join(packageRoot(), 'drizzle'));
  });
  afterAll(async () => {
    await database?.close();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  });

  it('makes one variant per colour × size, in display order, priced as the colour and size were', async () => {
    const variants = await variantsOf(database.db, product.grid!);
    // 10% of the effective price 1999 is 199.9, so Blue adds 200.
    expect(variants.map((v) => [v.color_id, v.size_id, v.price_adjustment, v.display_order])).toEqual([
      [12, 21, 200, 0],
      [12, 22, 250, 1],
      [12, 23, 200, 2],
      [11, 21, 100, 3],
      [11, 22, 150, 4],
      [11, 23, 100, 5],
    ]);
    expect(variants.every((v) => v.sku === '')).toBe(true);
  });

  it("shares the product's stock out, the remainder to the first variants, so the sum stays", async () => {
    expect((await variantsOf(database.db, product.grid!)).map((v) => v.stock_quantity)).toEqual([2, 1, 1, 1, 1, 1]);
    expect((await variantsOf(database.db, product.sizes!)).map((v) => v.stock_quantity)).toEqual([1, 1, 0]);
    const [mismatch] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM products p
           WHERE p.stock_quantity <> (SELECT COALESCE(sum(v.stock_quantity), -1) FROM product_variants v WHERE v.product_id = p.id)`,
    );
    expect(mismatch!.n).toBe(0);
  });

  it('makes a variant per colour, per size, or a single one with neither', async () => {
    const row = (v: VariantRow) => [v.color_id, v.size_id, v.price_adjustment, v.stock_quantity];
    expect((await variantsOf(database.db, product.colours!)).map(row)).toEqual([
      [11, null, 0, 3],
      [12, null, 75, 2],
    ]);
    expect((await variantsOf(database.db, product.sizes!)).map((v) => [v.color_id, v.size_id])).toEqual([
      [null, 21],
      [null, 22],
      [null, 23],
    ]);
    expect((await variantsOf(database.db, product.plain!)).map(row)).toEqual([[null, null, 0, 4]]);
    expect((await variantsOf(database.db, product.soldOut!)).map(row)).toEqual([[12, null, 503, 0]]);
  });

  it('leaves products that have variants as they are when it runs again', async () => {
    const before = await queryRows(database.db, sql`SELECT * FROM product_variants ORDER BY id`);
    await addVariantsFromChoices(database.db);
    expect(await queryRows(database.db, sql`SELECT * FROM product_variants ORDER BY id`)).toEqual(before);
  });
});

describe('the seeded shop', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("gives every product a variant per colour × size of its choices, their stock adding up to the product's", async () => {
    const products = await queryRows<{
      id: number;
      colours: number;
      sizes: number;
      variants: number;
      stock: number;
      sum: number;
    }>(
      shop.db,
      sql`SELECT p.id,
                 (SELECT count(*)::int FROM product_attribute_values a WHERE a.product_id = p.id AND a.attribute_id = ${AttributeKind.Color}) AS colours,
                 (SELECT count(*)::int FROM product_attribute_values a WHERE a.product_id = p.id AND a.attribute_id = ${AttributeKind.Size}) AS sizes,
                 (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variants,
                 p.stock_quantity AS stock,
                 (SELECT COALESCE(sum(v.stock_quantity), 0)::int FROM product_variants v WHERE v.product_id = p.id) AS sum
            FROM products p ORDER BY p.id`,
    );
    expect(products.length).toBeGreaterThanOrEqual(80);
    for (const row of products) {
      expect(row.variants, `product ${row.id}`).toBe(Math.max(row.colours, 1) * Math.max(row.sizes, 1));
      expect(row.sum, `product ${row.id}`).toBe(row.stock);
    }
  });

  it('has variants with no stock beside variants in stock, for the storefront to show unavailable', async () => {
    const [row] = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM products p
           WHERE p.stock_quantity > 0 AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock_quantity = 0)`,
    );
    expect(row!.n).toBeGreaterThanOrEqual(2);
  });

  it('are exactly what migration 0006 makes of the seeded choices', async () => {
    const seeded = await queryRows(
      shop.db,
      sql`SELECT product_id, color_id, size_id, sku, price_adjustment, stock_quantity, display_order
            FROM product_variants ORDER BY product_id, display_order`,
    );
    await shop.db.execute(sql`DELETE FROM product_variants`);
    await addVariantsFromChoices(shop.db);
    expect(
      await queryRows(
        shop.db,
        sql`SELECT product_id, color_id, size_id, sku, price_adjustment, stock_quantity, display_order
              FROM product_variants ORDER BY product_id, display_order`,
      ),
    ).toEqual(seeded);
  });
});
