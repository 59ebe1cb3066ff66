import { describe, expect, it } from 'vitest';
import { apiQuery, readListQuery } from './list-query';

describe('readListQuery', () => {
  it('reads page, sort, search and filters from the URL, with defaults for what is missing or wrong', () => {
    const query = readListQuery(
      new URLSearchParams('limit=50&offset=100&sort=name&order=desc&q=olive&active=true'),
      'id',
    );
    expect(query).toEqual({
      limit: 50,
      offset: 100,
      sort: 'name',
      order: 'desc',
      q: 'olive',
      filters: { active: 'true' },
    });
    expect(readListQuery(new URLSearchParams('limit=abc&offset=-3&order=sideways'), 'displayOrder', 'desc')).toEqual({
      limit: 25,
      offset: 0,
      sort: 'displayOrder',
      order: 'desc',
      q: '',
      filters: {},
    });
  });

  it('passes the filters on to the API and leaves an empty search out', () => {
    const query = readListQuery(new URLSearchParams('brandId=3'), 'id');
    expect(apiQuery(query)).toEqual({ limit: 25, offset: 0, sort: 'id', order: 'asc', brandId: '3' });
  });
});
