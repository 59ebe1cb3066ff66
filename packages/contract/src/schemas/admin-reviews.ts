// The admin's reviews moderation API (under /api/v1/admin/reviews, issue 18).
import { z } from 'zod';
import { ReviewRating } from '../constants';
import { adminListQuery, adminPage, SortOrder } from './admin-common';
import { MAX_ID } from './wire';

/**
 * Where a review stands: `visible` to shoppers and counted in the product's rating; `pending`, never
 * moderated and waiting for approval (new reviews, while the shop's `reviewsNeedApproval` is on);
 * `hidden` by staff. Neither pending nor hidden reviews are shown or counted.
 */
export const ReviewStatus = z.enum(['pending', 'visible', 'hidden'], {
  error: 'Expected pending, visible or hidden',
});
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** A review as the moderation queue shows it. */
export const AdminReview = z.object({
  /** Review id. */
  id: z.number().int().positive(),
  /** The product reviewed, with its name in both languages ('' where Arabic is missing). */
  product: z.object({
    /** Product id. */
    id: z.number().int().positive(),
    /** Product name. */
    name: z.object({ en: z.string(), ar: z.string() }),
  }),
  /** Stars, 1..5. */
  rating: z.number().int().min(ReviewRating.min).max(ReviewRating.max),
  /** Title, as the shopper typed it (show it as plain text). */
  title: z.string(),
  /** Text, as the shopper typed it (show it as plain text). */
  body: z.string(),
  /** The author's name as given. */
  reviewerName: z.string(),
  /** The author's email as given. */
  reviewerEmail: z.string(),
  /** When it was written (ISO 8601). */
  createdAt: z.string(),
  /** Visible, pending or hidden. */
  status: ReviewStatus,
  /** When staff last approved or hid it (ISO 8601); null while never moderated. */
  moderatedAt: z.string().nullable(),
  /** The name of the member who last approved or hid it; null while never moderated, or once that member is deleted. */
  moderatedBy: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReview>;

/** Answer of GET /api/v1/admin/reviews. */
export const AdminReviewPage = adminPage(AdminReview);
export type AdminReviewPage = z.infer<typeof AdminReviewPage>;

const reviewId = (what: string) =>
  z.coerce
    .number({ error: `Expected ${what}` })
    .int({ error: `Expected ${what}` })
    .min(1, { error: `Expected ${what}` })
    .max(MAX_ID, { error: `Expected ${what}` });

const ratingExpected = `Expected a whole number from ${ReviewRating.min} to ${ReviewRating.max}`;

/**
 * Query of GET /api/v1/admin/reviews: `q` matches the title, text, author's name or email (ignoring
 * case); newest first unless told (sort createdAt, rating or id; order desc by default).
 */
export const AdminReviewListQuery = adminListQuery(['createdAt', 'rating', 'id']).extend({
  /** Direction (default desc: the newest reviews first). */
  order: SortOrder.default('desc'),
  /** Only reviews in this state. */
  status: ReviewStatus.optional(),
  /** Only the reviews of this product. */
  productId: reviewId('a product id').optional(),
  /** Only reviews with this many stars (1..5). */
  rating: z.coerce
    .number({ error: ratingExpected })
    .int({ error: ratingExpected })
    .min(ReviewRating.min, { error: ratingExpected })
    .max(ReviewRating.max, { error: ratingExpected })
    .optional(),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuery>;

/** Path of GET and DELETE /api/v1/admin/reviews/:id and POST …/:id/approve and …/:id/hide. */
export const AdminReviewParams = z.object({
  /** Review id. */
  id: reviewId('a review id'),
});
export type AdminReviewParams = z.infer<typeof AdminReviewParams>;
