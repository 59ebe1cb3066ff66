// "Did you mean …?" for a search that found nothing (issue 21): the term corrected word by word against the
// catalogue's vocabulary (the search_words table, migration 0013), offered only when it differs from what was
// typed and finds products with the list's filters (a spelling that leads to another empty page is no help).
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';
import { productsMatching, type ProductFilter } from './product-list-repository';

// Below this trigram similarity a vocabulary word is not offered as the spelling meant (pg_trgm's own default
// `%` threshold, which the index lookup uses).
const CORRECTION_SIMILARITY = 0.3;
// As many words as shop_search_query reads.
const CORRECTED_WORDS = 8;

interface CorrectedWord {
  typed: string;
  /** The catalogue's word for it, as the catalogue writes it: the same word, or failing that the most similar. */
  catalogued: string | null;
  /** Whether `catalogued` is another word than the one typed. */
  corrected: boolean;
}

/** The spelling meant by `search.searchTerm`, checked against the list's other filters in `search`. */
export async function searchCorrection(
  db: Executor,
  search: ProductFilter & { searchTerm: string },
): Promise<string | null> {
  const term = search.searchTerm;
  const words = await queryRows<CorrectedWord>(
    db,
    sql`SELECT typed.word AS typed, COALESCE(same.display, near.display) AS catalogued,
               same.display IS NULL AND near.display IS NOT NULL AS corrected
          FROM regexp_split_to_table(shop_search_text(${term}), ' ') WITH ORDINALITY AS typed(word, place)
          LEFT JOIN search_words same ON same.word = typed.word
          LEFT JOIN LATERAL (
            SELECT s.display FROM search_words s
             WHERE same.word IS NULL
               AND s.word % typed.word AND similarity(s.word, typed.word) >= ${CORRECTION_SIMILARITY}
             ORDER BY similarity(s.word, typed.word) DESC, s.word
             LIMIT 1) AS near ON true
         WHERE typed.word <> ''
         ORDER BY typed.place
         LIMIT ${CORRECTED_WORDS}`,
  );
  if (!words.some((word) => word.corrected)) return null;
  const corrected = words.map((word) => word.catalogued ?? word.typed).join(' ');
  return (await findsProducts(db, { ...search, searchTerm: corrected })) ? corrected : null;
}

/**
 * Whether the list finds a product. The matches are a materialised query of their own, so the planner reads
 * them through the full-text index (stopping at the first) rather than walk the table hoping for an early
 * match, which costs the whole table when the words never meet in one product.
 */
async function findsProducts(db: Executor, filter: ProductFilter): Promise<boolean> {
  const [found] = await queryRows<{ finds: boolean }>(
    db,
    sql`WITH matching AS MATERIALIZED (SELECT 1 FROM products p WHERE ${productsMatching(filter)})
        SELECT EXISTS (SELECT 1 FROM matching) AS finds`,
  );
  return found?.finds === true;
}
