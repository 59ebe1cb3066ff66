import { DEFAULT_PAGE_SIZE, PRICE_RANGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_VIEW,
  buildProductSearch,
  hasFilters,
  parseProductQuery,
  toggleId,
  withFilters,
  withPage,
  withView,
  withoutFilters,
} from './product-query';

const parse = (search: string, defaultSort?: Parameters<typeof parseProductQuery>[1]) =>
  parseProductQuery(new URLSearchParams(search), defaultSort);

describe('parseProductQuery', () => {
  it('reads every filter, the sort, page size, page and view', () => {
    const query = parse(
      '?SearchTerm=olive%20oil&CategoryID=3,5&ManufacturerID=2&SizeID=1,4&ColorID=7&TagID=9&MinPrice=100&MaxPrice=200&Rating=4&OrderByColumnName=Price%20ASC&PageSize=18&PageNo=2&view=list',
    );

    expect(query).toEqual({
      searchTerm: 'olive oil',
      categoryIds: [3, 5],
      manufacturerIds: [2],
      sizeIds: [1, 4],
      colorId: 7,
      tagIds: [9],
      minPrice: 100,
      maxPrice: 200,
      rating: 4,
      sort: 'Price ASC',
      pageSize: 18,
      page: 2,
      view: 'list',
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      searchTerm: '',
      categoryIds: [],
      manufacturerIds: [],
      sizeIds: [],
      colorId: null,
      tagIds: [],
      minPrice: null,
      maxPrice: null,
      rating: null,
      sort: '',
      pageSize: DEFAULT_PAGE_SIZE,
      page: 1,
      view: DEFAULT_VIEW,
    });
  });

  it('accepts repeated ids from a plain form and drops duplicates and junk', () => {
    expect(parse('?CategoryID=3&CategoryID=5,3&CategoryID=x,-1,0,2.5, 8').categoryIds).toEqual([3, 5, 8]);
  });

  it('keeps only the first colour: colour is single-valued', () => {
    expect(parse('?ColorID=4,6').colorId).toBe(4);
  });

  it('ignores values outside the allowed ones', () => {
    const query = parse('?Rating=7&OrderByColumnName=Name&PageSize=22&PageNo=0&view=grid9&MinPrice=-3&MaxPrice=abc');

    expect(query.rating).toBeNull();
    expect(query.sort).toBe('');
    // 22 is the original's mismatched option value; only the labelled sizes are accepted.
    expect(query.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(query.page).toBe(1);
    expect(query.view).toBe(DEFAULT_VIEW);
    expect(query.minPrice).toBeNull();
    expect(query.maxPrice).toBeNull();
  });

  it('ignores a reversed price range', () => {
    const query = parse('?MinPrice=300&MaxPrice=100');

    expect([query.minPrice, query.maxPrice]).toEqual([null, null]);
  });

  it("uses the list's own default sort unless the query names one, even Featured ('')", () => {
    expect(parse('', 'Date DESC').sort).toBe('Date DESC');
    expect(parse('?OrderByColumnName=', 'Date DESC').sort).toBe('');
    expect(parse('?OrderByColumnName=Price%20DESC', 'Date DESC').sort).toBe('Price DESC');
  });
});

describe('buildProductSearch', () => {
  it('writes the default state as no query at all', () => {
    expect(buildProductSearch(parse(''))).toBe('');
  });

  it('writes the spec order with readable comma lists', () => {
    const query = { ...parse(''), categoryIds: [3, 5], sort: 'Price ASC' as const, pageSize: 18, page: 2 };

    expect(buildProductSearch(query)).toBe('?CategoryID=3,5&OrderByColumnName=Price%20ASC&PageSize=18&PageNo=2');
  });

  it('round-trips through parseProductQuery', () => {
    const search =
      "?SearchTerm=za'atar%20%26%20sumac&CategoryID=3,5&ManufacturerID=1&SizeID=2&ColorID=3&TagID=4,6&MinPrice=600&MaxPrice=1000000000&Rating=5&OrderByColumnName=Date%20ASC&PageSize=100&PageNo=3&view=grid2";

    expect(buildProductSearch(parse(search))).toBe(search);
  });

  it("leaves out the list's default sort and keeps an explicit Featured on a list sorted otherwise", () => {
    expect(buildProductSearch(parse('', 'Date DESC'), 'Date DESC')).toBe('');
    expect(buildProductSearch({ ...parse('', 'Date DESC'), sort: '' }, 'Date DESC')).toBe('?OrderByColumnName=');
  });
});

describe('changes', () => {
  const onPage3 = { ...parse('?CategoryID=3&PageNo=3&view=list') };

  it('a filter, page size or sort change goes back to page 1', () => {
    expect(withFilters(onPage3, { manufacturerIds: [2] }).page).toBe(1);
    expect(withFilters(onPage3, { pageSize: 27 }).page).toBe(1);
    expect(withFilters(onPage3, { sort: 'Price DESC' }).page).toBe(1);
    const [range] = PRICE_RANGES;
    expect(withFilters(onPage3, { minPrice: range.min, maxPrice: range.max })).toMatchObject({
      minPrice: 10,
      maxPrice: 100,
      page: 1,
      categoryIds: [3],
      view: 'list',
    });
  });

  it('a page or view change keeps the filters and the page', () => {
    expect(withPage(onPage3, 4)).toMatchObject({ page: 4, categoryIds: [3] });
    expect(withView(onPage3, 'grid4')).toMatchObject({ page: 3, view: 'grid4' });
  });

  it('toggleId adds a missing id and removes a present one', () => {
    expect(toggleId([3, 5], 7)).toEqual([3, 5, 7]);
    expect(toggleId([3, 5, 7], 5)).toEqual([3, 7]);
    expect(toggleId([], 1)).toEqual([1]);
  });

  it('withoutFilters clears the sidebar filters and keeps the search, sort, size and view', () => {
    const query = parse(
      '?SearchTerm=oil&TagID=2&Rating=4&OrderByColumnName=Price%20ASC&PageSize=27&PageNo=2&view=grid4',
    );

    expect(hasFilters(query)).toBe(true);
    const cleared = withoutFilters(query);
    expect(hasFilters(cleared)).toBe(false);
    expect(buildProductSearch(cleared)).toBe('?SearchTerm=oil&OrderByColumnName=Price%20ASC&PageSize=27&view=grid4');
  });
});
