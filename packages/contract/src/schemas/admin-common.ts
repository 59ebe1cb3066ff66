// Shapes every admin resource shares: texts in both languages, list queries and pages.
import { z } from 'zod';

/** Longest name of a taxonomy entry, product, coupon or label key. */
export const ADMIN_NAME_MAX_LENGTH = 200;
/** Most rows one admin list page answers, and the default page size. */
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_DEFAULT = 25;
const SEARCH_MAX_LENGTH = 100;

/**
 * A text in both languages. English is required where the storefront needs one; Arabic may be
 * empty, which the admin flags as a missing translation and the storefront fills with English.
 */
export const bilingualText = (max: number, { required = true } = {}) => {
  const text = z
    .string({ error: 'Expected text' })
    .trim()
    .max(max, { error: `At most ${max} characters` });
  return z.object({
    en: required ? text.min(1, { error: 'Required' }) : text.default(''),
    ar: text.default(''),
  });
};
export type BilingualText = { en: string; ar: string };

/** A flag in a list's query string: true or false. */
export const queryFlag = () =>
  z
    .preprocess(
      (value) => (typeof value === 'boolean' ? String(value) : value),
      z.enum(['true', 'false'], { error: 'Expected true or false' }),
    )
    .transform((value) => value === 'true');

/** Sort direction of an admin list. */
export const SortOrder = z.enum(['asc', 'desc'], { error: 'Expected asc or desc' });
export type SortOrder = z.infer<typeof SortOrder>;

/**
 * The query every admin list takes: a page by limit and offset, a search text, and a sort by one of
 * `sortable` columns (the first is the default). Resources add their own filters with `.extend`.
 */
export const adminListQuery = <const S extends readonly [string, ...string[]]>(sortable: S) =>
  z.object({
    /** Rows per page, 1..100 (default 25). */
    limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_DEFAULT),
    /** Rows to skip. */
    offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    /** Matches names (both languages) and codes, ignoring case. */
    q: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    /** Column to sort by. */
    sort: z.enum(sortable, { error: `Expected ${sortable.join(', ')}` }).default(sortable[0] as S[number]),
    /** Direction (default asc). */
    order: SortOrder.default('asc'),
  });

/** A page of an admin list: its rows and how many match, all pages together. */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({
    /** The page's rows. */
    items: z.array(item),
    /** Rows matching the query, all pages together. */
    total: z.number().int().min(0),
    /** The page size used. */
    limit: z.number().int(),
    /** The offset used. */
    offset: z.number().int(),
  });
export interface AdminPage<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}
