import { describe, expect, it } from 'vitest';

import {
  type ListPlace,
  allProductsParams,
  canonicalHref,
  categoryToggleHref,
  defaultSortOf,
  filterHref,
  listHeading,
  listKindOf,
  pageHref,
  pageSizeHref,
  searchParams,
  searchTermHref,
  selectedCategoryIds,
  viewHref,
} from './list-links';
import { parseProductQuery } from './product-query';

const ALL = '/en/all-products/0/all-categories';

function place(path: string, categoryId: number, categoryName: string, search = ''): ListPlace {
  const kind = listKindOf(categoryId, categoryName);
  return {
    kind,
    query: parseProductQuery(new URLSearchParams(search), defaultSortOf(kind)),
    path,
    allCategoriesPath: ALL,
    pathCategoryId: categoryId,
  };
}

describe('listKindOf', () => {
  it('tells categories, the two home lists and all products apart', () => {
    expect(listKindOf(12, 'olive-oil')).toBe('category');
    expect(listKindOf(0, 'popular-products')).toBe('popular');
    expect(listKindOf(0, 'recent-products')).toBe('recent');
    expect(listKindOf(0, 'all-categories')).toBe('all');
    expect(listKindOf(0, 'anything')).toBe('all');
  });
});

describe('links of a category page', () => {
  const oliveOil = place('/en/all-products/12/olive-oil', 12, 'olive-oil', '?ManufacturerID=1&PageNo=3&view=list');

  it('filters by the path category along with the toggled ones', () => {
    expect(selectedCategoryIds(oliveOil)).toEqual([12]);
    expect(selectedCategoryIds({ ...oliveOil, query: { ...oliveOil.query, categoryIds: [13] } })).toEqual([12, 13]);
  });

  it('a filter change keeps the other filters and the view and goes to page 1', () => {
    expect(filterHref(oliveOil, { tagIds: [4] })).toBe(
      '/en/all-products/12/olive-oil?ManufacturerID=1&TagID=4&view=list',
    );
  });

  it('toggling another category adds it to the comma list', () => {
    expect(categoryToggleHref(oliveOil, 13)).toBe(
      '/en/all-products/12/olive-oil?CategoryID=13&ManufacturerID=1&view=list',
    );
  });

  it("toggling the path's own category off leaves for all categories", () => {
    expect(categoryToggleHref(oliveOil, 12)).toBe(`${ALL}?ManufacturerID=1&view=list`);
  });

  it('page, page size and view links stay on the category', () => {
    expect(pageHref(oliveOil, 4)).toBe('/en/all-products/12/olive-oil?ManufacturerID=1&PageNo=4&view=list');
    expect(pageSizeHref(oliveOil, 27)).toBe('/en/all-products/12/olive-oil?ManufacturerID=1&PageSize=27&view=list');
    expect(viewHref(oliveOil, 'grid2')).toBe('/en/all-products/12/olive-oil?ManufacturerID=1&PageNo=3&view=grid2');
  });
});

describe('links of the home lists', () => {
  it('the popular list pages itself but filters and sorts all products', () => {
    const popular = place('/en/all-products/0/popular-products', 0, 'popular-products', '?PageNo=2');

    expect(pageHref(popular, 3)).toBe('/en/all-products/0/popular-products?PageNo=3');
    expect(pageSizeHref(popular, 18)).toBe('/en/all-products/0/popular-products?PageSize=18');
    expect(filterHref(popular, { sort: 'Price ASC' })).toBe(`${ALL}?OrderByColumnName=Price%20ASC`);
    expect(categoryToggleHref(popular, 3)).toBe(`${ALL}?CategoryID=3`);
  });

  it('the recent list is newest first unless another order is chosen', () => {
    const recent = place('/en/all-products/0/recent-products', 0, 'recent-products');

    expect(recent.query.sort).toBe('Date DESC');
    expect(allProductsParams(recent).OrderByColumnName).toBe('Date DESC');
    expect(filterHref(recent, { tagIds: [2] })).toBe('/en/all-products/0/recent-products?TagID=2');
    expect(filterHref(recent, { sort: '' })).toBe('/en/all-products/0/recent-products?OrderByColumnName=');
  });
});

describe('allProductsParams', () => {
  it('sends every filter as the back-office expects it', () => {
    const shirts = place(
      '/en/all-products/4/tatreez-embroidery',
      4,
      'tatreez-embroidery',
      '?SearchTerm=dress&CategoryID=21&ManufacturerID=5,8&SizeID=3&ColorID=2&TagID=1&MinPrice=100&MaxPrice=200&Rating=4&OrderByColumnName=Price%20DESC&PageSize=18&PageNo=2',
    );

    expect(allProductsParams(shirts)).toEqual({
      SearchTerm: 'dress',
      CategoryID: '4,21',
      ManufacturerID: '5,8',
      SizeID: '3',
      ColorID: '2',
      TagID: '1',
      MinPrice: 100,
      MaxPrice: 200,
      Rating: 4,
      OrderByColumnName: 'Price DESC',
      PageNo: 2,
      PageSize: 18,
      recordValueJson: '[]',
    });
  });

  it('sends no filter for all products', () => {
    expect(allProductsParams(place(ALL, 0, 'all-categories'))).toMatchObject({
      SearchTerm: '',
      CategoryID: '',
      MinPrice: undefined,
      Rating: undefined,
      OrderByColumnName: '',
      PageNo: 1,
      PageSize: 9,
    });
  });
});

describe('searchParams', () => {
  it('sends the search term and every filter, without the sort and paging (get-search-correction)', () => {
    const filtered = place(
      '/ar/all-products/4/tatreez-embroidery',
      4,
      'tatreez-embroidery',
      '?SearchTerm=%D8%AB%D9%88%D8%A8&ManufacturerID=5&MinPrice=100&OrderByColumnName=Price%20DESC&PageNo=2',
    );

    expect(searchParams(filtered)).toEqual({
      SearchTerm: 'ثوب',
      CategoryID: '4',
      ManufacturerID: '5',
      SizeID: '',
      ColorID: '',
      TagID: '',
      MinPrice: 100,
      MaxPrice: undefined,
      Rating: undefined,
      recordValueJson: '[]',
    });
  });
});

describe('canonicalHref', () => {
  it('keeps the path and the filters, and drops the sort, page size, page and view', () => {
    const filtered = place(
      '/en/all-products/12/olive-oil',
      12,
      'olive-oil',
      '?TagID=2&OrderByColumnName=Price%20ASC&PageSize=18&PageNo=2&view=list',
    );

    expect(canonicalHref(filtered)).toBe('/en/all-products/12/olive-oil?TagID=2');
  });

  it('is the bare path of an unfiltered or popular list', () => {
    expect(canonicalHref(place('/en/all-products/0/popular-products', 0, 'popular-products', '?PageNo=3'))).toBe(
      '/en/all-products/0/popular-products',
    );
    expect(canonicalHref(place('/en/all-products/0/recent-products', 0, 'recent-products', '?PageNo=3'))).toBe(
      '/en/all-products/0/recent-products',
    );
  });
});

describe('listHeading', () => {
  const texts = {
    allProducts: 'All Products',
    popular: 'Popular',
    recent: 'Recent',
    searchResults: 'Search results for',
  };

  it('names the search, else the category, else the list', () => {
    expect(listHeading(place(ALL, 0, 'all-categories', '?SearchTerm=soap'), undefined, texts)).toEqual({
      text: 'Search results for',
      searchTerm: 'soap',
    });
    expect(listHeading(place('/en/all-products/12/olive-oil', 12, 'olive-oil'), 'زيت الزيتون', texts)).toEqual({
      text: 'زيت الزيتون',
    });
    expect(listHeading(place('/en/all-products/99/gone', 99, 'gone'), undefined, texts).text).toBe('All Products');
    expect(listHeading(place('/x', 0, 'popular-products'), undefined, texts).text).toBe('Popular');
    expect(listHeading(place('/x', 0, 'recent-products'), undefined, texts).text).toBe('Recent');
    expect(listHeading(place(ALL, 0, 'all-categories'), undefined, texts).text).toBe('All Products');
  });
});

describe('searchTermHref', () => {
  it('searches the same list for the corrected term, the other filters and the view kept, on page 1', () => {
    const search = place(
      '/en/all-products/12/olive-oil',
      12,
      'olive-oil',
      '?SearchTerm=olibe%20oyl&ManufacturerID=1&OrderByColumnName=Price%20ASC&PageNo=3&view=list',
    );
    const href = new URL(searchTermHref(search, 'olive oil'), 'http://shop.test');
    expect(href.pathname).toBe('/en/all-products/12/olive-oil');
    expect(href.searchParams.get('SearchTerm')).toBe('olive oil');
    expect(href.searchParams.get('ManufacturerID')).toBe('1');
    expect(href.searchParams.get('OrderByColumnName')).toBe('Price ASC');
    expect(href.searchParams.get('view')).toBe('list');
    expect(href.searchParams.has('PageNo')).toBe(false);
  });

  it('keeps an Arabic term whole', () => {
    const search = place(ALL, 0, 'all-categories', '?SearchTerm=%D9%82%D9%87%D9%88%D8%A7');
    const href = new URL(searchTermHref(search, 'قهوة'), 'http://shop.test');
    expect(href.searchParams.get('SearchTerm')).toBe('قهوة');
  });
});
