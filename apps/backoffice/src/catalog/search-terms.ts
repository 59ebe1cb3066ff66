// A shopper's search term as a full-text query over products' `search_vector` (db/schema.ts):
// every word must start a word of the product's name or descriptions, in any language.

// Arabic short vowels, shadda, sukun, the dagger alef and tatweel: writing aids, not letters.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
// The forms of alef (with hamza above or below, with madda, wasla) searched as plain alef.
const ALEF_FORMS = /[أإآٱ]/g;
const WORD = /[\p{L}\p{N}]+/gu;
// More words than any real search has; the rest are ignored rather than refused.
const MAX_WORDS = 8;

/** The text as the search index holds it (same rules as the SQL of `productSearchVector`). */
export function normalizeSearchText(text: string): string {
  return text.replace(ARABIC_MARKS, '').replace(ALEF_FORMS, 'ا').toLowerCase();
}

/**
 * The words of a search term, normalised; punctuation, quotes and SQL or query syntax are never
 * part of a word, so they cannot change what the query means.
 */
export function searchWords(term: string): string[] {
  return (normalizeSearchText(term).match(WORD) ?? []).slice(0, MAX_WORDS);
}

/**
 * A `to_tsquery('simple', …)` text: each word as a prefix (so "oliv" finds olive while typing),
 * all of them required. Undefined when the term holds no word at all.
 */
export function prefixQuery(term: string): string | undefined {
  const words = searchWords(term);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}
