// Reviews as the moderation queue reads and changes them. A shopper's new review is saved by
// engagement/review-repository.ts, whose product lock and rating refresh every change here reuses.
import { and, asc, count, desc, eq, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Language, type AdminReview, type AdminReviewListQuery, type ReviewStatus } from '@shop/contract';
import type { Executor } from '../../db/database';
import { productTranslations, reviews, staff } from '../../db/schema';
import { likePattern } from '../like-pattern';

const englishName = alias(productTranslations, 'name_en');
const arabicName = alias(productTranslations, 'name_ar');

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  nameEn: sql<string>`COALESCE(${englishName.name}, '')`,
  nameAr: sql<string>`COALESCE(${arabicName.name}, '')`,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  reviewerName: reviews.reviewerName,
  reviewerEmail: reviews.reviewerEmail,
  createdAt: reviews.createdAt,
  isApproved: reviews.isApproved,
  moderatedAt: reviews.moderatedAt,
  moderatedBy: staff.name,
};

interface ReviewRow {
  id: number;
  productId: number;
  nameEn: string;
  nameAr: string;
  rating: number;
  title: string;
  body: string;
  reviewerName: string;
  reviewerEmail: string;
  createdAt: Date;
  isApproved: boolean;
  moderatedAt: Date | null;
  moderatedBy: string | null;
}

/** The state of a review as the admin names it (see the contract's ReviewStatus). */
const statusOf = (row: Pick<ReviewRow, 'isApproved' | 'moderatedAt'>): ReviewStatus =>
  row.isApproved ? 'visible' : row.moderatedAt === null ? 'pending' : 'hidden';

const statusConditions: Record<ReviewStatus, SQL> = {
  visible: eq(reviews.isApproved, true),
  pending: and(not(reviews.isApproved), isNull(reviews.moderatedAt))!,
  hidden: and(not(reviews.isApproved), isNotNull(reviews.moderatedAt))!,
};

const toIso = (moment: Date | string) => new Date(moment).toISOString();

function toReview(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    product: { id: row.productId, name: { en: row.nameEn, ar: row.nameAr } },
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewerName: row.reviewerName,
    reviewerEmail: row.reviewerEmail,
    createdAt: toIso(row.createdAt),
    status: statusOf(row),
    moderatedAt: row.moderatedAt === null ? null : toIso(row.moderatedAt),
    moderatedBy: row.moderatedBy,
  };
}

/** Reviews with their product's names and their moderator's name. */
const selectReviews = (db: Executor) =>
  db
    .select(columns)
    .from(reviews)
    .leftJoin(
      englishName,
      and(eq(englishName.productId, reviews.productId), eq(englishName.languageId, Language.en.id)),
    )
    .leftJoin(arabicName, and(eq(arabicName.productId, reviews.productId), eq(arabicName.languageId, Language.ar.id)))
    .leftJoin(staff, eq(staff.id, reviews.moderatedBy));

const sortColumns = {
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  id: reviews.id,
} satisfies Record<AdminReviewListQuery['sort'], unknown>;

/** A page of reviews matching the query, and how many match in all. */
export async function listReviews(
  db: Executor,
  query: AdminReviewListQuery,
): Promise<{ items: AdminReview[]; total: number }> {
  const filters: SQL[] = [];
  if (query.status !== undefined) filters.push(statusConditions[query.status]);
  if (query.productId !== undefined) filters.push(eq(reviews.productId, query.productId));
  if (query.rating !== undefined) filters.push(eq(reviews.rating, query.rating));
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(
        sql`${reviews.title} ILIKE ${pattern}`,
        sql`${reviews.body} ILIKE ${pattern}`,
        sql`${reviews.reviewerName} ILIKE ${pattern}`,
        sql`${reviews.reviewerEmail} ILIKE ${pattern}`,
      )!,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await selectReviews(db)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(reviews.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(reviews).where(where);
  return { items: rows.map(toReview), total: Number(totals?.total ?? 0) };
}

/** One review; with `forUpdate` its row stays locked until the transaction ends. */
export async function findReviewById(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AdminReview | undefined> {
  const query = selectReviews(db).where(eq(reviews.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: reviews }) : await query;
  return row && toReview(row);
}

/** The id of the product a review is of; undefined for an unknown review. */
export async function findReviewedProductId(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
  return row?.productId;
}

/** Shows (approved) or hides a review, noting who did it and when. */
export async function setReviewApproval(
  db: Executor,
  id: number,
  change: { approved: boolean; staffId: number | null },
): Promise<void> {
  await db
    .update(reviews)
    .set({ isApproved: change.approved, moderatedAt: sql`now()`, moderatedBy: change.staffId })
    .where(eq(reviews.id, id));
}

export async function deleteReview(db: Executor, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}
