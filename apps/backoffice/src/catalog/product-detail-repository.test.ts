import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailRow, endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('get-product_detail', () => {
  it('adds the variants: colour, size, price adjustment and stock of each, in display order', async () => {
    const [product] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT p.id FROM products p
           WHERE p.is_published
             AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id AND v.color_id IS NOT NULL
                    AND v.size_id IS NOT NULL) >= 2
           ORDER BY p.id LIMIT 1`,
    );
    const variants = await queryRows<{ id: number; color_id: number; size_id: number }>(
      shop.db,
      sql`SELECT id, color_id, size_id FROM product_variants WHERE product_id = ${product!.id} ORDER BY display_order, id`,
    );
    await shop.db.execute(
      sql`UPDATE product_variants SET price_adjustment = 250, stock_quantity = 0 WHERE id = ${variants[0]!.id}`,
    );
    await shop.db.execute(
      sql`UPDATE product_variants SET price_adjustment = -105, stock_quantity = 6 WHERE id = ${variants[1]!.id}`,
    );

    const reply = await shop.call(endpointPath('get-product_detail'), { ProductId: product!.id });
    expect(reply.status).toBe(200);
    const row = ProductDetailRow.parse(reply.rows[0]);
    expect(row.ProductVariantsJson).toHaveLength(variants.length);
    expect(row.ProductVariantsJson!.slice(0, 2)).toEqual([
      { ColorID: variants[0]!.color_id, SizeID: variants[0]!.size_id, PriceAdjustment: 2.5, StockQuantity: 0 },
      { ColorID: variants[1]!.color_id, SizeID: variants[1]!.size_id, PriceAdjustment: -1.05, StockQuantity: 6 },
    ]);
    // Every variant's colour and size is one the product lists.
    const colours = new Set(row.ProductColorsJson.map((colour) => colour.ColorID));
    const sizes = new Set(row.ProductSizesJson.map((size) => size.SizeID));
    for (const variant of row.ProductVariantsJson!) {
      expect(colours.has(variant.ColorID!)).toBe(true);
      expect(sizes.has(variant.SizeID!)).toBe(true);
    }
  });

  it('answers a single variant of neither colour nor size for a product with nothing to choose', async () => {
    const [product] = await queryRows<{ id: number; stock: number }>(
      shop.db,
      sql`SELECT p.id, p.stock_quantity AS stock FROM products p
           WHERE p.is_published AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id)
           ORDER BY p.id LIMIT 1`,
    );
    const reply = await shop.call(endpointPath('get-product_detail'), { ProductId: product!.id });
    expect(ProductDetailRow.parse(reply.rows[0]).ProductVariantsJson).toEqual([
      { ColorID: null, SizeID: null, PriceAdjustment: 0, StockQuantity: product!.stock },
    ]);
  });
});
