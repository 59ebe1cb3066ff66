// How the seller requests screens read their URL and show a request: which requests the list shows
// (those waiting, by default), the applicant's name and where they live.
import { SellerRequestStatus, type AdminSellerRequest } from '@shop/contract';
import type { ListQuery } from '../../ui/list-query';
import type { SellerMessageKey } from './messages';

/** The status filter's value that lists every request; without a status the list shows those waiting. */
export const ALL_STATUSES = 'all';
export type SellerStatusChoice = SellerRequestStatus | typeof ALL_STATUSES;

/** The status the list shows: the URL's, or the requests waiting for a decision when it names none. */
export function sellerStatusChoice(filters: ListQuery['filters']): SellerStatusChoice {
  if (filters.status === ALL_STATUSES) return ALL_STATUSES;
  const parsed = SellerRequestStatus.safeParse(filters.status);
  return parsed.success ? parsed.data : 'pending';
}

/** The API query of the list's URL (always newest first: the API sorts no other way). */
export function sellerListParams(query: ListQuery) {
  const status = sellerStatusChoice(query.filters);
  return {
    limit: query.limit,
    offset: query.offset,
    q: query.q,
    status: status === ALL_STATUSES ? undefined : status,
  };
}

export const STATUS_TEXT: Record<SellerRequestStatus, SellerMessageKey> = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
};

/** First and last name, as the applicant typed them. */
export const applicantName = (request: Pick<AdminSellerRequest, 'firstName' | 'lastName'>) =>
  `${request.firstName} ${request.lastName}`.trim();

/** "City, Country" with whichever of the two was given; '' when neither. */
export const placeOf = (request: Pick<AdminSellerRequest, 'city' | 'country'>) =>
  [request.city, request.country].filter(Boolean).join(', ');

/** The day of a date in `locale`, e.g. "31 Jan 2026". */
export const formatDay = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

/** A moment in `locale`, e.g. "31 Jan 2026, 09:00". */
export const formatMoment = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Text kept whole inside a sentence of the other direction (an email in Arabic text). */
export const isolated = (text: string) => `\u2068${text}\u2069`;
