import { Language, type RowOf, Truncate } from '@shop/contract';
import { describe, expect, it } from 'vitest';

import { toPopularCategory } from './popular-category-data';

const row: RowOf<'get-popular-categories'> = {
  CategoryID: 7,
  ParentCategoryID: null,
  Name: 'Food & Pantry',
  AttachmentURL: 'categories/food-pantry.svg',
  TotalProducts: 12,
  LocalizationJsonData: [{ langId: Language.ar.id, text: 'الأغذية والمؤونة' }],
};

describe('toPopularCategory', () => {
  it('shows the English name on English pages', () => {
    expect(toPopularCategory(row, Language.en)).toEqual({
      id: 7,
      name: 'Food & Pantry',
      displayName: 'Food & Pantry',
      imageUrl: '/media/categories/food-pantry.svg',
      totalProducts: 12,
    });
  });

  it('shows the localized name on Arabic pages and keeps the English name for the link', () => {
    const category = toPopularCategory(row, Language.ar);

    expect(category.displayName).toBe('الأغذية والمؤونة');
    expect(category.name).toBe('Food & Pantry');
  });

  it('falls back to the English name when there is no Arabic text', () => {
    const category = toPopularCategory({ ...row, LocalizationJsonData: [{ langId: 2, text: ' ' }] }, Language.ar);

    expect(category.displayName).toBe('Food & Pantry');
  });

  it('cuts names to the popular-category length', () => {
    const name = 'Olive-Wood Carving and Kitchenware from Bethlehem';
    const category = toPopularCategory({ ...row, Name: name, LocalizationJsonData: [] }, Language.en);

    expect(category.displayName).toBe(`${name.slice(0, Truncate.popularCategory)}...`);
  });

  it('counts 0 products and no picture when the back-office gives none', () => {
    const category = toPopularCategory({ ...row, TotalProducts: null, AttachmentURL: null }, Language.en);

    expect(category.totalProducts).toBe(0);
    expect(category.imageUrl).toBeUndefined();
  });
});
