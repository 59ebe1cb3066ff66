import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { reviews } from '../db/schema';

export interface NewReview {
  productId: number;
  reviewerName: string;
  reviewerEmail: string;
  title: string;
  body: string;
  rating: number;
}

/**
 * Saves a review and brings the product's rating_average and total_reviews up to date in the same
 * transaction; false (nothing saved) when there is no published product with that id.
 */
export async function insertReviewAndRefreshRating(db: Database, review: NewReview): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The product row is locked so that concurrent reviews of it update its figures one after the other.
    const [product] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM products WHERE id = ${review.productId} AND is_published FOR UPDATE`,
    );
    if (!product) return false;
    await tx.insert(reviews).values(review);
    await tx.execute(sql`
      UPDATE products p
         SET rating_average = figures.average, total_reviews = figures.total
        FROM (SELECT COALESCE(round(avg(rating)), 0)::smallint AS average, count(*)::int AS total
                FROM reviews WHERE product_id = ${review.productId} AND is_approved) AS figures
       WHERE p.id = ${review.productId}`);
    return true;
  });
}
