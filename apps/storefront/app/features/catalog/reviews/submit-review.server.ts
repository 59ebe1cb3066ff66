import {
  DEFAULT_LANGUAGE,
  EMPTY_RECORD_VALUE_JSON,
  FormRules,
  Language,
  Messages,
  ResponseMsg,
  ReviewRating,
  type FieldValue,
  isLanguageCode,
  validateForm,
} from '@shop/contract';

import type { ReviewAnswer } from './review-answer';
import { backofficeFor } from '../../../lib/backoffice.server';

function answer(body: ReviewAnswer, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

function text(value: unknown): FieldValue {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** A whole star rating from 1 to 5; absent means the spec's default of 1; anything else is refused. */
function parseRating(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return ReviewRating.default;
  const rating = Number(value);
  return Number.isInteger(rating) && rating >= ReviewRating.min && rating <= ReviewRating.max ? rating : undefined;
}

/**
 * POST /api/product-review: the browser's review form, checked with the shared review rules and
 * handed to the back-office's insert-product-review. Answers `{ ok, message }` with the spec's
 * messages (section 8). Only JSON is accepted: a cross-site page cannot send JSON without the
 * browser asking this server first, so other sites cannot post reviews in a visitor's name.
 */
export async function submitReview(request: Request) {
  if (request.method !== 'POST') {
    return Response.json({ ok: false, message: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST' } });
  }
  if (!request.headers.get('Content-Type')?.toLowerCase().startsWith('application/json')) {
    return answer({ ok: false, message: Messages.genericErrorLater }, 415);
  }
  const body: unknown = await request.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) return answer({ ok: false, message: Messages.genericErrorLater }, 400);
  const input = body as Record<string, unknown>;

  const values = {
    ProductId: text(input.ProductId),
    ReviewerName: text(input.ReviewerName),
    ReviewerEmail: text(input.ReviewerEmail),
    ReviewTitle: text(input.ReviewTitle),
    ReviewBody: text(input.ReviewBody),
  };
  const failure = validateForm(FormRules.review, values);
  if (failure) return answer({ ok: false, message: failure.message }, 400);
  const rating = parseRating(input.ReviewRating);
  if (rating === undefined) return answer({ ok: false, message: Messages.genericErrorLater }, 400);

  const language = Language[isLanguageCode(input.lang) ? input.lang : DEFAULT_LANGUAGE];
  const result = await backofficeFor(request, language).call('insert-product-review', {
    ProductId: Number(values.ProductId),
    ReviewerName: String(values.ReviewerName).trim(),
    ReviewerEmail: String(values.ReviewerEmail).trim(),
    ReviewTitle: String(values.ReviewTitle).trim(),
    ReviewBody: String(values.ReviewBody).trim(),
    ReviewRating: rating,
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok && result.rows[0]?.ResponseMsg === ResponseMsg.saved) {
    return answer({ ok: true, message: Messages.reviewSubmitted });
  }
  // The spec's message for a failed review save; the cause stays in the server log.
  console.error('review: insert-product-review failed', result.ok ? { rows: result.rows } : result);
  return answer({ ok: false, message: Messages.genericErrorLater }, 502);
}
