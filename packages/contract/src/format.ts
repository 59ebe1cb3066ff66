// Pure display helpers the spec defines (sections 3 and 9).
import { DEFAULT_RATING, Truncate } from './constants';

/** Cuts `text` to `length` characters and appends '...' when it was longer; null-ish gives ''. */
export function truncate(text: string | null | undefined, length: number = Truncate.default): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}${Truncate.suffix}` : text;
}

/** URL slug: lowercase; each run of spaces and slashes becomes one hyphen. */
export function slugify(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s/]+/g, '-');
}

// ISO date-time without an offset; the wire's OrderDateUTC is UTC, so such values are read as UTC.
const ISO_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Order date as 'dd-mm-yyyy' (or 'dd/mm/yyyy' with separator '/') in UTC; '' for an invalid date. */
export function formatOrderDate(isoOrDate: string | Date | null | undefined, separator: '-' | '/' = '-'): string {
  if (isoOrDate == null || isoOrDate === '') return '';
  const date =
    typeof isoOrDate === 'string'
      ? new Date(ISO_WITHOUT_ZONE.test(isoOrDate) ? `${isoOrDate}Z` : isoOrDate)
      : isoOrDate;
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return [dd, mm, String(date.getUTCFullYear())].join(separator);
}

/**
 * Full stars to draw for a rating (spec section 3 "Rating display"): 4, 3 or 2 show that many,
 * 5 and every other or absent value (1, 0, 3.5, null, 'x') show `DEFAULT_RATING` (5).
 */
export function ratingStars(value: number | string | null | undefined): number {
  const rating = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return rating === 4 || rating === 3 || rating === 2 ? rating : DEFAULT_RATING;
}
