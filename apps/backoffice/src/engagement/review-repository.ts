import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/database';
import { reviews } from '../db/schema';

export interface NewReview {
  productId: number;
  reviewerName: string;
  reviewerEmail: string;
  title: string;
  body: string;
  rating: number;
  /** False while the shop's reviews need approval: the review then waits in the admin's queue. */
  isApproved: boolean;
}

/**
 * Locks the product's row until the transaction ends, so that changes to its reviews update its
 * figures one after the other; false when there is no such product (or, with `publishedOnly`, it
 * is not published). Every writer of reviews takes this lock before touching a review.
 */
export async function lockReviewedProduct(
  tx: Executor,
  productId: number,
  { publishedOnly = false } = {},
): Promise<boolean> {
  const [product] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM products WHERE id = ${productId} ${publishedOnly ? sql`AND is_published` : sql``} FOR UPDATE`,
  );
  return product !== undefined;
}

/**
 * Brings the product's rating_average and total_reviews up to date with its approved reviews. Call
 * it in the transaction that changed a review, after lockReviewedProduct: the figures are then
 * counted from every change committed before.
 */
export async function refreshProductRating(tx: Executor, productId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE products p
       SET rating_average = figures.average, total_reviews = figures.total
      FROM (SELECT COALESCE(round(avg(rating)), 0)::smallint AS average, count(*)::int AS total
              FROM reviews WHERE product_id = ${productId} AND is_approved) AS figures
     WHERE p.id = ${productId}`);
}

/**
 * Saves a review and, when it is approved, brings the product's figures up to date in the same
 * transaction; false (nothing saved) when there is no published product with that id.
 */
export async function insertReview(db: Database, review: NewReview): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockReviewedProduct(tx, review.productId, { publishedOnly: true }))) return false;
    await tx.insert(reviews).values(review);
    // A review waiting for approval is not counted, so the figures stay as they are.
    if (review.isApproved) await refreshProductRating(tx, review.productId);
    return true;
  });
}
