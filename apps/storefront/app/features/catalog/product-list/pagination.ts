import { PAGINATION_VISIBLE_PAGES } from '@shop/contract';

/** Number of pages for `total` results; at least 1, so an empty list still has a page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers the pagination shows: up to 5 (spec section 9), the current page in the middle
 * when it can be, shifted at either end so there are always as many as the pages allow.
 */
export function paginationWindow(current: number, pages: number, visible: number = PAGINATION_VISIBLE_PAGES): number[] {
  const count = Math.min(visible, pages);
  const page = Math.min(Math.max(current, 1), pages);
  const first = Math.min(Math.max(page - Math.floor(count / 2), 1), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** 'Showing {from} to {to} of {total} results': 1-based positions of the page's first and last row. */
export function shownRange(page: number, pageSize: number, rowsOnPage: number, total: number) {
  if (rowsOnPage === 0 || total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(from + rowsOnPage - 1, total), total };
}
