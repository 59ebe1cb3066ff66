// The search's normalisation (the database's shop_search_text, migration 0012) for any text a shopper or
// the catalogue can hold: it never fails, it is idempotent, and the query built from it never fails either
// and matches what the text itself is indexed as. Runs on PGlite and on PostgreSQL.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seed: false });
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<{ value: T }>(shop.db, statement);
  return row!.value;
}

const normalised = (text: string) => one<string>(sql`SELECT shop_search_text(${text}) AS value`);

// Arabic with its marks and letter forms, Latin with apostrophes and hyphens, digits, markup and noise.
const shopperText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...'أإآٱاىيةهـًٌٍَُِّْٰ ال و ب زيتون قهوة كوفية'.split('')),
    fc.constantFrom(..."Za'atar za-atar ’`´ <b>x</b> & | ! :* () ".split('')),
    fc.string({ unit: 'binary', maxLength: 1 }),
  ),
  maxLength: 40,
});

// A database text never holds U+0000; a request's is removed before the search sees it (wire schemas).
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

describe('search normalisation', () => {
  it('makes a text the same for the catalogue and the term, whatever letters, marks and forms it is written in', async () => {
    expect(await normalised('أَحْمَد إبريق آنية ٱلقدس زيـــت مستشفى قهوة')).toBe('احمد ابريق انيه القدس زيت مستشفي قهوه');
    expect(await normalised("Za'atar — ZA’ATAR <i>za-atar</i>")).toBe('zaatar zaatar za atar');
    expect(await normalised('size 42 ٤٢')).toBe('size 42 ٤٢');
  });

  it('reads an Arabic broken plural as its singular, so each finds the other', async () => {
    const stems = (text: string) => one<string>(sql`SELECT shop_search_stems(${text}) AS value`);
    // أثواب/ثوب, الهدايا/هدية, وسائد/وسادة, للأطفال/طفل: the plural's singular then loses its ending like any word.
    expect(await stems('أثواب الهدايا وسائد للأطفال')).toBe(await stems('ثوب هدية وسادة طفل'));
    expect(await stems('أثواب الهدايا وسائد للأطفال')).toBe('ثوب هدي وساد طفل');
  });

  it('reads an Arabic word typed as far as its article and one letter as the words starting with that letter', async () => {
    const found = (text: string, term: string) =>
      one<boolean>(sql`SELECT shop_search_vector(${text}) @@ shop_search_query(${term}) AS value`);
    // On the way to الخشب (wood), بالخشب, والزيتون: the catalogue keeps خشب and زيتون without the article.
    expect(await found('صندوق من الخشب', 'الخ')).toBe(true);
    expect(await found('صندوق من الخشب', 'بالخ')).toBe(true);
    expect(await found('زيت الزيتون', 'والز')).toBe(true);
    expect(await found('صندوق من الخشب', 'الز')).toBe(false);
    // Only while the word is typed: a whole word is not read so, nor is the article alone.
    expect(await one<string>(sql`SELECT shop_search_query('الخ', true)::text AS value`)).toBe("'الخ'");
    expect(await one<string>(sql`SELECT shop_search_query('ال')::text AS value`)).toBe("'ال':*");
  });

  it('never fails and is idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(shopperText, async (raw) => {
        const text = withoutNul(raw);
        const once = await normalised(text);
        expect(await normalised(once)).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it('builds a query from any term without failing, and a text is found by its own words', async () => {
    await fc.assert(
      fc.asyncProperty(shopperText, async (raw) => {
        const text = withoutNul(raw);
        const [row] = await queryRows<{ lexemes: number; found: boolean | null }>(
          shop.db,
          sql`SELECT length(shop_search_vector(${text})) AS lexemes,
                     shop_search_vector(${text}) @@ shop_search_query(${text}) AS found`,
        );
        // A text with words to index is found by itself as a term; one without (punctuation, English stop
        // words only) is found by nothing.
        if (Number(row!.lexemes) > 0) expect(row!.found).toBe(true);
        else expect(row!.found).not.toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
