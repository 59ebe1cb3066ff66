import { sql } from 'drizzle-orm';
import { DYNAMIC_PREFIX } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/database';
import { failure, rows } from '../protocol/outcome';
import { createTestShop, type TestShop } from '../test/test-app';
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
    const failing = vi.fn(async () => failure(404, 'no such campaign'));
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
});
