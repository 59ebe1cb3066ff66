import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { insertReview, type NewReview } from './review-repository';

let shop: TestShop;
let unreviewed: number[];

beforeAll(async () => {
  shop = await createTestShop();
  unreviewed = (
    await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT p.id FROM products p
           WHERE p.is_published AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
           ORDER BY p.id LIMIT 2`,
    )
  ).map((row) => row.id);
});
afterAll(async () => {
  await shop?.close();
});

const review = (productId: number, overrides: Partial<NewReview> = {}): NewReview => ({
  productId,
  reviewerName: 'Huda',
  reviewerEmail: 'huda@example.com',
  title: 'Lovely oil',
  body: 'Green, peppery and fresh.',
  rating: 5,
  isApproved: true,
  ...overrides,
});

const figures = async (productId: number) =>
  (
    await queryRows<{ rating_average: number; total_reviews: number; saved: number }>(
      shop.db,
      sql`SELECT p.rating_average, p.total_reviews, (SELECT count(*)::int FROM reviews WHERE product_id = p.id) AS saved
            FROM products p WHERE p.id = ${productId}`,
    )
  )[0]!;

describe('insertReview', () => {
  it("saves a review waiting for approval without counting it in the product's figures", async () => {
    const productId = unreviewed[0]!;
    expect(await insertReview(shop.db, review(productId, { rating: 4 }))).toBe(true);
    expect(await insertReview(shop.db, review(productId, { rating: 1, isApproved: false }))).toBe(true);
    expect(await figures(productId)).toEqual({ rating_average: 4, total_reviews: 1, saved: 2 });
    const [waiting] = await queryRows<{ is_approved: boolean; moderated_at: unknown }>(
      shop.db,
      sql`SELECT is_approved, moderated_at FROM reviews WHERE product_id = ${productId} AND rating = 1`,
    );
    expect(waiting).toEqual({ is_approved: false, moderated_at: null });
  });

  it('counts every one of 12 parallel reviews of a product', async () => {
    const productId = unreviewed[1]!;
    const ratings = [5, 5, 5, 5, 4, 4, 4, 4, 1, 1, 1, 1];
    const saved = await Promise.all(ratings.map((rating) => insertReview(shop.db, review(productId, { rating }))));
    expect(saved.every(Boolean)).toBe(true);
    // round(40 / 12) = round(3.33) = 3
    expect(await figures(productId)).toEqual({ rating_average: 3, total_reviews: 12, saved: 12 });
  });

  it('saves nothing for a product that is not published', async () => {
    const [hidden] = await queryRows<{ id: number }>(
      shop.db,
      sql`UPDATE products SET is_published = false WHERE id = ${unreviewed[0]!} RETURNING id`,
    );
    const before = await figures(hidden!.id);
    expect(await insertReview(shop.db, review(hidden!.id))).toBe(false);
    expect(await figures(hidden!.id)).toEqual(before);
  });
});
