// How the moderation queue reads its URL and shows a review: which reviews it lists (those waiting
// first, by default), the stars of a rating and what can be done to a review in each state.
import { ReviewRating, ReviewStatus, type AdminReview } from '@shop/contract';
import type { ListQuery } from '../../ui/list-query';
import type { ReviewMessageKey } from './messages';

/** The status filter's value that lists every review; without a status the queue shows those waiting. */
export const ALL_STATUSES = 'all';
export type ReviewStatusChoice = ReviewStatus | typeof ALL_STATUSES;

/** The status the list shows: the URL's, or the reviews waiting for a moderator when it names none. */
export function reviewStatusChoice(filters: ListQuery['filters']): ReviewStatusChoice {
  const status = filters.status;
  if (status === ALL_STATUSES) return ALL_STATUSES;
  const parsed = ReviewStatus.safeParse(status);
  return parsed.success ? parsed.data : 'pending';
}

const wholeNumber = (value: string | undefined, min: number, max: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/** The API query of the list's URL; filters the API would refuse are left out. */
export function reviewListParams(query: ListQuery) {
  const status = reviewStatusChoice(query.filters);
  return {
    limit: query.limit,
    offset: query.offset,
    sort: ['createdAt', 'rating', 'id'].includes(query.sort) ? query.sort : 'createdAt',
    order: query.order,
    q: query.q,
    status: status === ALL_STATUSES ? undefined : status,
    productId: wholeNumber(query.filters.productId, 1, Number.MAX_SAFE_INTEGER),
    rating: wholeNumber(query.filters.rating, ReviewRating.min, ReviewRating.max),
  };
}

/** A rating as five stars, filled for each one given: "★★★☆☆" (read out as text beside it). */
export const starsOf = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, ReviewRating.max - rating));

export type ReviewAction = 'approve' | 'restore' | 'hide' | 'delete';

/** What a moderator can do to a review as it stands: show it (approve or restore), hide it, delete it. */
export function reviewActions(status: ReviewStatus): ReviewAction[] {
  switch (status) {
    case 'pending':
      return ['approve', 'hide', 'delete'];
    case 'visible':
      return ['hide', 'delete'];
    case 'hidden':
      return ['restore', 'delete'];
  }
}

export const STATUS_TEXT: Record<ReviewStatus, ReviewMessageKey> = {
  pending: 'statusPending',
  visible: 'statusVisible',
  hidden: 'statusHidden',
};

/** The notice after an action went through. */
export const DONE_TEXT: Record<ReviewAction, ReviewMessageKey> = {
  approve: 'approved',
  restore: 'restored',
  hide: 'hidden',
  delete: 'deleted',
};

/** The product's name in the member's language, English where the Arabic is missing. */
export const productName = (review: Pick<AdminReview, 'product'>, language: 'en' | 'ar') =>
  (language === 'ar' && review.product.name.ar) || review.product.name.en;
