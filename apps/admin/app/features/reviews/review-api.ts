// The reviews API under /api/v1/admin/reviews: the moderation queue, and showing, hiding and
// deleting a review.
import type { AdminReview, AdminReviewPage } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';
import { reviewListParams } from './review-view';

export const loadReviewPage = (query: ListQuery) =>
  api<AdminReviewPage>('/reviews', { query: reviewListParams(query) });

/** Shows a review on the shop (a waiting one approved, a hidden one restored). */
export const approveReview = (id: number) => api<AdminReview>(`/reviews/${id}/approve`, { method: 'POST' });

export const hideReview = (id: number) => api<AdminReview>(`/reviews/${id}/hide`, { method: 'POST' });

export const deleteReview = (id: number) => api<void>(`/reviews/${id}`, { method: 'DELETE' });
