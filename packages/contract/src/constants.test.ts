import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  LANGUAGE_CODES,
  Language,
  MAX_PAGE_SIZE,
  OrderStatus,
  OrderStatusName,
  PAGE_SIZE_OPTIONS,
  PRICE_RANGES,
  SORT_OPTIONS,
  SORT_VALUES,
  ScreenEntity,
  isLanguageCode,
} from './constants';

describe('constants', () => {
  it('names every order status id', () => {
    for (const [name, id] of Object.entries(OrderStatus)) expect(OrderStatusName[id]).toBe(name);
  });
  it('has one screen entity per id 57..92 and 94', () => {
    const ids = Object.values(ScreenEntity).sort((a, b) => a - b);
    const expected = [...Array.from({ length: 36 }, (_, i) => 57 + i), 94];
    expect(ids).toEqual(expected);
  });
  it('offers page sizes whose value equals the label, within the maximum', () => {
    expect(PAGE_SIZE_OPTIONS).toContain(DEFAULT_PAGE_SIZE);
    expect(Math.max(...PAGE_SIZE_OPTIONS)).toBe(MAX_PAGE_SIZE);
  });
  it('keeps sort options and sort values in step', () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([...SORT_VALUES]);
  });
  it('makes price ranges contiguous', () => {
    PRICE_RANGES.slice(1).forEach((range, i) => expect(range.min).toBe(PRICE_RANGES[i]?.max));
  });
  it('recognises language codes only', () => {
    expect(LANGUAGE_CODES.map((code) => Language[code].code)).toEqual(['en', 'ar']);
    expect(isLanguageCode('ar')).toBe(true);
    expect(isLanguageCode('fr')).toBe(false);
    expect(isLanguageCode('__proto__')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});
