import { describe, expect, it } from 'vitest';
import { readListQuery } from '../../ui/list-query';
import { productName, reviewActions, reviewListParams, reviewStatusChoice, starsOf } from './review-view';

const queryOf = (search: string) => readListQuery(new URLSearchParams(search), 'createdAt', 'desc');

describe('the moderation queue', () => {
  it('lists the reviews waiting for a moderator unless the URL asks for another status or all', () => {
    expect(reviewStatusChoice({})).toBe('pending');
    expect(reviewStatusChoice({ status: 'hidden' })).toBe('hidden');
    expect(reviewStatusChoice({ status: 'all' })).toBe('all');
    expect(reviewStatusChoice({ status: 'deleted' })).toBe('pending');
    expect(reviewListParams(queryOf('')).status).toBe('pending');
    expect(reviewListParams(queryOf('status=all')).status).toBeUndefined();
  });

  it('sends the filters the API takes and leaves out what it would refuse', () => {
    expect(reviewListParams(queryOf('status=visible&rating=4&productId=12&q=oil&sort=rating&order=asc'))).toEqual({
      limit: 25,
      offset: 0,
      sort: 'rating',
      order: 'asc',
      q: 'oil',
      status: 'visible',
      productId: 12,
      rating: 4,
    });
    const odd = reviewListParams(queryOf('rating=6&productId=x&sort=title'));
    expect(odd).toMatchObject({ rating: undefined, productId: undefined, sort: 'createdAt', order: 'desc' });
    expect(reviewListParams(queryOf('rating=0')).rating).toBeUndefined();
  });

  it('offers approve to a waiting review, restore to a hidden one, hide to any not hidden, and delete always', () => {
    expect(reviewActions('pending')).toEqual(['approve', 'hide', 'delete']);
    expect(reviewActions('visible')).toEqual(['hide', 'delete']);
    expect(reviewActions('hidden')).toEqual(['restore', 'delete']);
  });

  it('draws a rating as five stars and names the product in the member’s language', () => {
    expect(starsOf(3)).toBe('★★★☆☆');
    expect(starsOf(5)).toBe('★★★★★');
    const review = { product: { id: 1, name: { en: 'Olive oil', ar: 'زيت زيتون' } } };
    expect(productName(review, 'ar')).toBe('زيت زيتون');
    expect(productName(review, 'en')).toBe('Olive oil');
    expect(productName({ product: { id: 1, name: { en: 'Olive oil', ar: '' } } }, 'ar')).toBe('Olive oil');
  });
});
