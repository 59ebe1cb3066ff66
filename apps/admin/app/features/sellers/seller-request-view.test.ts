import { describe, expect, it } from 'vitest';
import { readListQuery } from '../../ui/list-query';
import { applicantName, placeOf, sellerListParams, sellerStatusChoice } from './seller-request-view';

const queryOf = (search: string) => readListQuery(new URLSearchParams(search), 'createdAt', 'desc');

describe('the seller requests list', () => {
  it('lists the requests waiting for a decision unless the URL asks for another status or all', () => {
    expect(sellerStatusChoice({})).toBe('pending');
    expect(sellerStatusChoice({ status: 'approved' })).toBe('approved');
    expect(sellerStatusChoice({ status: 'all' })).toBe('all');
    expect(sellerStatusChoice({ status: 'accepted' })).toBe('pending');
    expect(sellerListParams(queryOf('')).status).toBe('pending');
    expect(sellerListParams(queryOf('status=all')).status).toBeUndefined();
  });

  it('sends only what the API takes: no sort, which it refuses to vary', () => {
    expect(sellerListParams(queryOf('status=rejected&q=nadia&sort=email&offset=25'))).toEqual({
      limit: 25,
      offset: 25,
      q: 'nadia',
      status: 'rejected',
    });
  });

  it('names the applicant and the place they gave', () => {
    expect(applicantName({ firstName: 'Nadia', lastName: 'Saleh' })).toBe('Nadia Saleh');
    expect(placeOf({ city: 'Sebastia', country: 'Palestine' })).toBe('Sebastia, Palestine');
    expect(placeOf({ city: null, country: 'Palestine' })).toBe('Palestine');
    expect(placeOf({ city: null, country: null })).toBe('');
  });
});
