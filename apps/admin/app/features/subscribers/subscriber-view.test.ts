import { describe, expect, it } from 'vitest';
import { readListQuery } from '../../ui/list-query';
import { subscriberFilterParams } from './subscriber-view';

const queryOf = (search: string) => readListQuery(new URLSearchParams(search), 'createdAt', 'desc');

describe('the subscribers list', () => {
  it('sends the state, search and sort the API takes, for the page and its CSV alike', () => {
    expect(subscriberFilterParams(queryOf('state=confirmed&q=lina&sort=email&order=asc&offset=25'))).toEqual({
      state: 'confirmed',
      q: 'lina',
      sort: 'email',
      order: 'asc',
    });
    expect(subscriberFilterParams(queryOf('state=bounced&sort=language'))).toEqual({
      state: undefined,
      q: '',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
