// "Did you mean …?" for a search that found nothing (issue 21): the term corrected word by word against the
// catalogue's vocabulary (the search_words table, migration 0013), offered only when it differs from what was
// typed and finds products.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

// Below this trigram similarity a vocabulary word is not offered as the spelling meant (pg_trgm's own default
// `%` threshold, which the index lookup uses).
const CORRECTION_SIMILARITY = 0.3;
// As many words as shop_search_query reads.
const CORRECTED_WORDS = 8;

interface CorrectedWord {
  corrected: string | null;
  typed: string;
}

export async function searchCorrection(db: Executor, term: string): Promise<string | null> {
  // Each normalised word of the term: itself as the catalogue writes it when the catalogue has it, else the most
  // similar catalogue word, else null (kept as typed).
  const words = await queryRows<CorrectedWord>(
    db,
    sql`SELECT typed.word AS typed,
               COALESCE(
                 (SELECT s.display FROM search_words s WHERE s.word = typed.word),
                 (SELECT s.display FROM search_words s
                   WHERE s.word % typed.word AND similarity(s.word, typed.word) >= ${CORRECTION_SIMILARITY}
                   ORDER BY similarity(s.word, typed.word) DESC, s.word
                   LIMIT 1)) AS corrected
          FROM regexp_split_to_table(shop_search_text(${term}), ' ') WITH ORDINALITY AS typed(word, place)
         WHERE typed.word <> ''
         ORDER BY typed.place
         LIMIT ${CORRECTED_WORDS}`,
  );
  if (words.length === 0) return null;
  const corrected = words.map((word) => word.corrected ?? word.typed).join(' ');
  const [found] = await queryRows<{ differs: boolean; finds: boolean }>(
    db,
    sql`SELECT shop_search_text(${corrected}) <> array_to_string(
                 (SELECT array_agg(w) FROM (SELECT w FROM regexp_split_to_table(shop_search_text(${term}), ' ') AS w
                                             WHERE w <> '' LIMIT ${CORRECTED_WORDS}) AS first_words), ' ') AS differs,
               EXISTS (SELECT 1 FROM products p
                        WHERE p.is_published AND p.search_vector @@ shop_search_query(${corrected})) AS finds`,
  );
  return found?.differs && found.finds ? corrected : null;
}
