import { describe, expect, it } from 'vitest';

import { pageCount, paginationWindow, shownRange } from './pagination';

describe('paginationWindow', () => {
  it('shows 5 pages with the current one in the middle', () => {
    expect(paginationWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });

  it('stays within the first and last pages', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('copes with a current page beyond the last', () => {
    expect(paginationWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below 1', () => {
    expect(pageCount(84, 9)).toBe(10);
    expect(pageCount(81, 9)).toBe(9);
    expect(pageCount(0, 9)).toBe(1);
  });
});

describe('shownRange', () => {
  it("gives 'Showing x to y of z' for a full and a last, partial page", () => {
    expect(shownRange(1, 9, 9, 84)).toEqual({ from: 1, to: 9, total: 84 });
    expect(shownRange(10, 9, 3, 84)).toEqual({ from: 82, to: 84, total: 84 });
  });

  it('gives 0 to 0 for no results', () => {
    expect(shownRange(1, 9, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
