// get-search-correction: "Did you mean …?" for a search that found nothing, on PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, SEARCH_MAX_LENGTH } from '@shop/contract';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';

let shop: TestShop;
const correction = (term: string, language: 'en' | 'ar' = 'en') =>
  shop.call(endpointPath('get-search-correction'), { SearchTerm: term }, { 'accept-language': language });
const corrected = async (term: string, language: 'en' | 'ar' = 'en') =>
  (await correction(term, language)).rows.map((row) => row.SearchTerm);
const listed = async (term: string, language: 'en' | 'ar' = 'en') =>
  (
    await shop.call(
      endpointPath('get-all-products'),
      { SearchTerm: term, PageNo: 1, PageSize: 9 },
      { 'accept-language': language },
    )
  ).rows;
const found = async (term: string, language: 'en' | 'ar' = 'en') => (await listed(term, language)).length;
/** Whether the list's products are only near the term's words (the rows' NearMatch), with their names. */
const nearOnly = async (term: string, language: 'en' | 'ar' = 'en') => {
  const rows = await listed(term, language);
  return { near: rows.every((row) => row.NearMatch === true), names: rows.map((row) => row.ProductName) };
};

beforeAll(async () => {
  shop = await createTestShop();
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

describe('get-search-correction', () => {
  it('corrects English misspellings word by word to the catalogue’s words', async () => {
    expect(await corrected('olibe oil')).toEqual(['olive oil']);
    expect(await corrected('glas vass')).toEqual(['glass vase']);
  });

  it('offers a spelling that finds products for a search whose words found none', async () => {
    // The list shows the products near the words, and says they are only near.
    expect(await nearOnly('ceramik mugg')).toEqual({ near: true, names: ['Armenian Ceramic Coffee Mug'] });
    expect(await corrected('ceramik mugg')).toEqual(['ceramic mug']);
    expect(await nearOnly('ceramic mug')).toEqual({ near: false, names: ['Armenian Ceramic Coffee Mug'] });
  });

  it('corrects Arabic misspellings, answering the word as the catalogue writes it', async () => {
    expect(await corrected('قهوا', 'ar')).toEqual(['قهوة']);
    expect(await corrected('كوبب', 'ar')).toEqual(['كوب']);
    expect(await corrected('ثوبب مطرز', 'ar')).toEqual(['ثوب مطرّز']);
    const near = await nearOnly('ثوبب مطرزز', 'ar');
    expect(near.near).toBe(true);
    expect(near.names).toContain('ثوب رام الله المطرّز يدويًا');
    expect(await corrected('ثوبب مطرزز', 'ar')).toEqual(['ثوب مطرّز']);
  });

  it('offers a spelling only when it finds products with the list’s filters', async () => {
    const [ceramics, food] = await Promise.all(
      ['Armenian Ceramics', 'Food & Pantry'].map(async (name) => {
        const [category] = await queryRows<{ id: number }>(
          shop.db,
          sql`SELECT id FROM categories WHERE name = ${name}`,
        );
        return String(category!.id);
      }),
    );
    const filtered = async (filters: Record<string, unknown>) =>
      (await shop.call(endpointPath('get-search-correction'), { SearchTerm: 'ceramik mugg', ...filters })).rows.map(
        (row) => row.SearchTerm,
      );

    expect(await filtered({ CategoryID: ceramics })).toEqual(['ceramic mug']);
    // The mug is not food, nor sold for under a unit of money: a link to another empty page is no help.
    expect(await filtered({ CategoryID: food })).toEqual([]);
    expect(await filtered({ MaxPrice: 0.5 })).toEqual([]);
  });

  it('offers nothing for a term spelled as the catalogue spells it, or with no close word', async () => {
    expect(await corrected('olive oil')).toEqual([]);
    expect(await corrected('Olive  OIL')).toEqual([]);
    expect(await corrected('قهوة', 'ar')).toEqual([]);
    expect(await corrected('qwzx')).toEqual([]);
    expect(await found('qwzx')).toBe(0);
  });

  it('learns the words of a category renamed later, in each language it is named in', async () => {
    const vocabulary = async () =>
      (
        await queryRows<{ display: string }>(
          shop.db,
          sql`SELECT display FROM search_words WHERE display IN ('lanterns', 'brass', 'فوانيس', 'نحاسية')`,
        )
      )
        .map((row) => row.display)
        .sort();
    expect(await vocabulary()).toEqual([]);

    await shop.db.execute(sql`UPDATE categories
                                 SET name = 'Brass Lanterns',
                                     localized = localized || '{"99": {"name": "فوانيس نحاسية"}, "98": "not a name"}'::jsonb
                               WHERE id = (SELECT min(id) FROM categories)`);

    expect(await vocabulary()).toEqual(['brass', 'lanterns', 'فوانيس', 'نحاسية'].sort());
  });

  it('never fails on odd input: empty, punctuation, SQL-ish text; too long is a validation error', async () => {
    for (const term of ['', 'o', '!!!', '%_%', "'; DROP TABLE products; --", 'select * from search_words', '\\']) {
      const reply = await correction(term);
      expect(reply.status, term).toBe(200);
      expect(reply.rows, term).toEqual([]);
    }
    const tooLong = await correction('x'.repeat(500));
    expect(tooLong.status).toBe(400);
    expect((await correction('olibe '.repeat(SEARCH_MAX_LENGTH / 6).slice(0, SEARCH_MAX_LENGTH))).status).toBe(200);
  });
});
