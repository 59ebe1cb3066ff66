// get-search-suggestions: what the search box offers while a shopper types, in the page's language.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, SEARCH_SUGGESTION_CATEGORIES, SEARCH_SUGGESTION_PRODUCTS } from '@shop/contract';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';

let shop: TestShop;
const suggest = async (term: string, language: 'en' | 'ar' = 'en') =>
  (await shop.call(endpointPath('get-search-suggestions'), { SearchTerm: term }, { 'accept-language': language }))
    .rows as Record<string, unknown>[];
const names = (rows: Record<string, unknown>[], kind: 'product' | 'category') =>
  rows.filter((row) => row.Kind === kind).map((row) => row.Name);

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('get-search-suggestions', () => {
  it('offers the best-matching products first, with price and picture, then categories, at most 5 and 3', async () => {
    const rows = await suggest('olive oil');
    const products = rows.filter((row) => row.Kind === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(SEARCH_SUGGESTION_PRODUCTS);
    expect(rows.filter((row) => row.Kind === 'category').length).toBeLessThanOrEqual(SEARCH_SUGGESTION_CATEGORIES);
    // Products before categories.
    expect(rows.slice(0, products.length)).toEqual(products);
    for (const product of products) {
      expect(product.Price).toEqual(expect.any(Number));
      expect(product.ImageUrl).toEqual(expect.stringMatching(/\S/));
    }
    expect(String(products[0]!.Name)).toMatch(/olive oil/i);
  });

  it('answers in the page’s language and understands Arabic typed the way people type', async () => {
    const rows = await suggest('قهوه', 'ar');
    expect(names(rows, 'product')).toContain('كوب قهوة من الخزف الأرمني');
    const keffiyeh = await suggest('keffiyeh', 'ar');
    expect(names(keffiyeh, 'product')).toContain('كوفية ملوّنة');
  });

  it('offers Arabic words as soon as their article and first letter are typed', async () => {
    const products = names(await suggest('الز', 'ar'), 'product');
    expect(products.length).toBeGreaterThan(0);
    // Each suggestion has a word that, without its article, starts with ز: found by its words, not by similar names.
    for (const name of products) expect(String(name)).toMatch(/(^|\s)(و|ب|ك|ف)?(ال)?ز/);
    expect(products.some((name) => String(name).includes('الزيتون'))).toBe(true);
  });

  it('suggests categories whose names hold the term', async () => {
    const [category] = await queryRows<{ name: string }>(
      shop.db,
      sql`SELECT name FROM categories WHERE is_active ORDER BY display_order, id LIMIT 1`,
    );
    const firstWord = category!.name.split(/\s+/)[0]!;
    expect(names(await suggest(firstWord), 'category')).toContain(category!.name);
  });

  it('suggests nothing before two characters, and nothing for punctuation', async () => {
    expect(await suggest('o')).toEqual([]);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('!!')).toEqual([]);
  });
});
