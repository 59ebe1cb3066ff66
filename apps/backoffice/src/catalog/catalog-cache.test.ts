import { sql } from 'drizzle-orm';
import { DYNAMIC_PREFIX, problem } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/database';
import { failure, rows } from '../protocol/outcome';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { createAnswerCache } from './catalog-cache';

describe('createAnswerCache', () => {
  it('loads once per key while fresh, and again after the time to live', async () => {
    vi.useFakeTimers();
    try {
      const cache = createAnswerCache({ ttlSeconds: 30 });
      const load = vi.fn(async () => rows([1]));
      await cache.remember('a', load);
      await cache.remember('a', load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(30_001);
      await cache.remember('a', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one load among requests that arrive while it runs', async () => {
    const cache = createAnswerCache({ ttlSeconds: 30 });
    let release!: () => void;
    const load = vi.fn(() => new Promise<ReturnType<typeof rows<number>>>((done) => (release = () => done(rows([7])))));
    const answers = Promise.all([cache.remember('k', load), cache.remember('k', load), cache.remember('k', load)]);
    release();
    expect(await answers).toEqual([rows([7]), rows([7]), rows([7])]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps neither failures nor thrown errors', async () => {
    const cache = createAnswerCache({ ttlSeconds: 30 });
    const failing = vi.fn(async () => failure(404, problem('CAMPAIGN_NOT_FOUND', { id: 9 })));
    await cache.remember('f', failing);
    await cache.remember('f', failing);
    expect(failing).toHaveBeenCalledTimes(2);

    const throwing = vi.fn(async () => {
      throw new Error('database gone');
    });
    await expect(cache.remember('t', throwing)).rejects.toThrow('database gone');
    await expect(cache.remember('t', throwing)).rejects.toThrow('database gone');
    expect(throwing).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used key beyond its size, and everything on invalidate', async () => {
    const cache = createAnswerCache({ ttlSeconds: 30, maxEntries: 2 });
    const load = vi.fn(async () => rows([0]));
    await cache.remember('a', load);
    await cache.remember('b', load);
    await cache.remember('a', load); // a is now the most recently used
    await cache.remember('c', load); // evicts b
    expect(load).toHaveBeenCalledTimes(3);
    await cache.remember('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.remember('b', load);
    expect(load).toHaveBeenCalledTimes(4);

    cache.invalidate();
    await cache.remember('a', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('is off with a time to live of 0', async () => {
    const cache = createAnswerCache({ ttlSeconds: 0 });
    const load = vi.fn(async () => rows([1]));
    await cache.remember('a', load);
    await cache.remember('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the back-office with its catalogue cache on', () => {
  let shop: TestShop;
  const list = (headers: Record<string, string> = {}) =>
    shop.call(`/${DYNAMIC_PREFIX}get-all-products`, { PageNo: 1, PageSize: 100, SearchTerm: 'olive' }, headers);
  const priceOf = async (productId: unknown) => {
    const [row] = await queryRows<{ price: number }>(shop.db, sql`SELECT price FROM products WHERE id = ${productId}`);
    return row!.price / 100;
  };

  beforeAll(async () => {
    shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: '60' } });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers a repeated list from memory, per language, until a review changes the catalogue', async () => {
    const before = await list();
    const product = before.rows[0]!;
    // A change made behind the back-office's back is not seen while the answer is fresh...
    await shop.db.execute(sql`UPDATE products SET price = price + 100`);
    expect((await list()).rows).toEqual(before.rows);
    // ...another language is an answer of its own...
    const arabic = await list({ 'accept-language': 'ar' });
    expect(arabic.rows[0]?.ProductName).not.toEqual(product.ProductName);

    // ...and a saved review forgets the catalogue, so ratings (and everything else) are current.
    const review = await shop.call(`/${DYNAMIC_PREFIX}insert-product-review`, {
      ProductId: product.ProductId,
      ReviewerName: 'Lina',
      ReviewerEmail: 'lina@example.com',
      ReviewTitle: 'Lovely',
      ReviewBody: 'Lovely oil',
      ReviewRating: 5,
    });
    expect(review.status).toBe(200);
    const after = await list();
    expect(after.rows.find((row) => row.ProductId === product.ProductId)?.Price).toBe(await priceOf(product.ProductId));
    expect(after.rows).not.toEqual(before.rows);
  });

  it('answers a product from memory but for its stock, which is always as it is now', async () => {
    const detail = async (productId: number) =>
      (await shop.call(`/${DYNAMIC_PREFIX}get-product_detail`, { ProductId: productId })).rows[0]!;
    // The product with the most variants (colours × sizes, each with its own stock).
    const [withVariants] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT product_id AS id FROM product_variants GROUP BY product_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const variantsOf = (row: Record<string, unknown>) =>
      JSON.parse(String(row.ProductVariantsJson)) as { StockQuantity: number }[];

    const before = await detail(withVariants!.id);
    await shop.db.execute(sql`UPDATE products SET price = price + 100, stock_quantity = stock_quantity + 7
                               WHERE id = ${withVariants!.id}`);
    await shop.db.execute(sql`UPDATE product_variants SET stock_quantity = stock_quantity + 3
                               WHERE product_id = ${withVariants!.id}`);

    const after = await detail(withVariants!.id);
    // The price is the cached one (a change through the admin would have cleared the cache)...
    expect(after.Price).toBe(before.Price);
    // ...the stock is the database's, the product's own and every variant's.
    expect(after.StockQuantity).toBe(Number(before.StockQuantity) + 7);
    expect(variantsOf(after).map((variant) => variant.StockQuantity)).toEqual(
      variantsOf(before).map((variant) => variant.StockQuantity + 3),
    );
    expect({ ...variantsOf(after)[0], StockQuantity: 0 }).toEqual({ ...variantsOf(before)[0], StockQuantity: 0 });

    // A product unpublished since it was cached is gone at once.
    await shop.db.execute(sql`UPDATE products SET is_published = false WHERE id = ${withVariants!.id}`);
    const gone = await shop.call(`/${DYNAMIC_PREFIX}get-product_detail`, { ProductId: withVariants!.id });
    expect(gone.status).toBe(404);
  });
});
