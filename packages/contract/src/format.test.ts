import { describe, expect, it } from 'vitest';
import { Truncate } from './constants';
import { formatOrderDate, ratingStars, slugify, truncate } from './format';

describe('truncate', () => {
  it('keeps text up to the length and cuts longer text with ...', () => {
    expect(truncate('abcde', 5)).toBe('abcde');
    expect(truncate('abcdef', 5)).toBe('abcde...');
    expect(truncate('x'.repeat(46), Truncate.card)).toBe(`${'x'.repeat(45)}...`);
  });
  it('defaults to 50 characters and treats null as empty', () => {
    expect(truncate('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
    expect(truncate('y'.repeat(50))).toBe('y'.repeat(50));
    expect(truncate(null)).toBe('');
    expect(truncate(undefined, 3)).toBe('');
  });
});

describe('slugify', () => {
  it('lowercases and turns spaces and slashes into hyphens', () => {
    expect(slugify('Olive Oil')).toBe('olive-oil');
    expect(slugify('Men/Women Shirts')).toBe('men-women-shirts');
    expect(slugify('  Za’atar  &  Spices ')).toBe('za’atar-&-spices');
    expect(slugify('Home / Kitchen')).toBe('home-kitchen');
  });
  it('leaves Arabic text as it is apart from spaces', () => {
    expect(slugify('زيت زيتون')).toBe('زيت-زيتون');
    expect(slugify(null)).toBe('');
  });
});

describe('formatOrderDate', () => {
  it('formats as dd-mm-yyyy in UTC', () => {
    expect(formatOrderDate('2024-03-07T23:30:00Z')).toBe('07-03-2024');
    expect(formatOrderDate('2024-12-31T23:59:59.123+00:00')).toBe('31-12-2024');
    expect(formatOrderDate(new Date(Date.UTC(2023, 0, 5)))).toBe('05-01-2023');
  });
  it('reads a date-time without offset as UTC', () => {
    expect(formatOrderDate('2024-03-07T23:30:00')).toBe('07-03-2024');
  });
  it('offers dd/mm/yyyy and gives "" for invalid input', () => {
    expect(formatOrderDate('2024-03-07', '/')).toBe('07/03/2024');
    expect(formatOrderDate('not a date')).toBe('');
    expect(formatOrderDate(null)).toBe('');
    expect(formatOrderDate('')).toBe('');
  });
});

describe('ratingStars', () => {
  it('shows 4, 3 and 2 as that many stars', () => {
    expect(ratingStars(4)).toBe(4);
    expect(ratingStars(3)).toBe(3);
    expect(ratingStars(2)).toBe(2);
    expect(ratingStars('3')).toBe(3);
  });
  it('shows 5 for 5 and for every other or absent value', () => {
    for (const value of [5, 1, 0, 3.5, 6, -1, null, undefined, '', 'abc', Number.NaN]) {
      expect(ratingStars(value)).toBe(5);
    }
  });
});
