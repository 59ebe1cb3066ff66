// The catalogue's search held in memory (issues 20 and 21): which published products a term's words match,
// their relevance, their count, and a page of them in any order, without reading the products table. At
// 100,000 products a term that matches a tenth of them cost the database 11,000 rows per search; here it
// costs a few merges of sorted lists of product numbers, well under a millisecond.
//
// It does not normalise anything itself. The catalogue's words are the database's own search columns (the
// lexemes of products.search_vector and name_vector, made by the shop_search_* functions of migrations
// 0012-0017), and a term's query is shop_search_query's, read back as text and evaluated here the way `@@`
// evaluates it. So a search finds the same products, ranked the same, with the index as without it (the
// test `search-index.test.ts` holds the two to that on both databases).
import { sql } from 'drizzle-orm';
import { queryRows, preparedRows, type Executor } from '../db/database';
import type { ProductFilter, ProductOrder } from './product-list-repository';

/** A query as `tsquery` prints it: words (`'oliv':*` when a prefix), `&`, `|` and parentheses. */
export type QueryNode =
  { kind: 'word'; lexeme: string; prefix: boolean } | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode };

/**
 * A tsquery's text as a tree: null when it holds no word (it matches nothing), undefined when it uses what
 * this evaluator does not (negation, phrases, weights; shop_search_query makes none), so the caller asks the
 * database instead.
 */
export function parseTsquery(text: string): QueryNode | null | undefined {
  const tokens: (string | QueryNode)[] = [];
  for (let at = 0; at < text.length;) {
    const char = text[at]!;
    if (char === ' ') {
      at++;
    } else if ('&|()'.includes(char)) {
      tokens.push(char);
      at++;
    } else if (char === "'") {
      let lexeme = '';
      for (at++; at < text.length; at++) {
        if (text[at] === "'" && text[at + 1] === "'") lexeme += text[at++];
        else if (text[at] === "'") break;
        else if (text[at] === '\\') return undefined;
        else lexeme += text[at];
      }
      if (text[at++] !== "'") return undefined;
      const prefix = text.startsWith(':*', at);
      if (prefix) at += 2;
      if (text[at] === ':') return undefined;
      tokens.push({ kind: 'word', lexeme, prefix });
    } else {
      return undefined;
    }
  }
  if (tokens.length === 0) return null;

  // Precedence as PostgreSQL's: & binds tighter than |.
  let position = 0;
  /** Operands joined by `operator` (left to right), each read by `operand`. */
  const joined =
    (operator: '|' | '&', kind: 'or' | 'and', operand: () => QueryNode | undefined) => (): QueryNode | undefined => {
      let left = operand();
      while (left && tokens[position] === operator) {
        position++;
        const right = operand();
        left = right && { kind, left, right };
      }
      return left;
    };
  const both = (): QueryNode | undefined => joined('&', 'and', single)();
  const either = joined('|', 'or', both);
  const single = (): QueryNode | undefined => {
    const token = tokens[position++];
    if (token === '(') {
      const inner = either();
      return tokens[position++] === ')' ? inner : undefined;
    }
    return typeof token === 'object' ? token : undefined;
  };
  const tree = either();
  return position === tokens.length ? tree : undefined;
}

const NONE = new Int32Array(0);
/** A product without a manufacturer (ids are serial, so never this). */
const NO_MANUFACTURER = -1;
/** A build does this many items, then lets waiting requests run (a build at 100,000 products takes about a second). */
const ITEMS_AT_A_TIME = 5000;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
/** How many items (4 bytes each) the begun words' item lists may hold in all, per lexeme index. */
const PREFIX_ITEMS_KEPT = 2_000_000;

/** The items in `a` and in `b` (both ascending, as every item list here is). */
function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let count = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both[count++] = a[i]!;
      i++;
      j++;
    }
  }
  return both.subarray(0, count);
}

/** The items in `a` or in `b`. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const either = new Int32Array(a.length + b.length);
  let count = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) either[count++] = a[i++]!;
    else if (a[i]! > b[j]!) either[count++] = b[j++]!;
    else {
      either[count++] = a[i++]!;
      j++;
    }
  }
  while (i < a.length) either[count++] = a[i++]!;
  while (j < b.length) either[count++] = b[j++]!;
  return either.subarray(0, count);
}

/**
 * Which items hold which lexemes: the lexemes sorted (a begun word's lexemes are one run of them), and each
 * one's items in ascending order, all in one array (`items`, the lexeme at `at` owning `items[starts[at]]`
 * up to `items[starts[at + 1]]`), so 100,000 products' words cost a few megabytes rather than an object each.
 */
class LexemeIndex {
  private readonly prefixes = new Map<string, Int32Array>();
  private prefixItems = 0;

  private constructor(
    private readonly count: number,
    private readonly lexemes: string[],
    private readonly starts: Int32Array,
    private readonly items: Int32Array,
  ) {}

  /** The index of items added one by one (`add`, each item's lexemes one space apart). */
  static builder() {
    const numbers = new Map<string, number>();
    let occurrences = new Int32Array(1 << 16);
    let used = 0;
    const ends: number[] = [];
    return {
      add(text: string) {
        for (const lexeme of lexemesOf(text)) {
          let number = numbers.get(lexeme);
          if (number === undefined) {
            number = numbers.size;
            // Copied out of the text it was split from, which a long one would otherwise keep alive whole.
            numbers.set(Buffer.from(lexeme).toString(), number);
          }
          if (used === occurrences.length) {
            const grown = new Int32Array(used * 2);
            grown.set(occurrences);
            occurrences = grown;
          }
          occurrences[used++] = number;
        }
        ends.push(used);
      },
      async build(): Promise<LexemeIndex> {
        // The lexemes sorted, each one's number in that order, then each one's items (ascending, as added).
        const lexemes = [...numbers.keys()];
        const sorted = lexemes.slice().sort();
        await pause();
        const place = new Int32Array(lexemes.length);
        sorted.forEach((lexeme, at) => (place[numbers.get(lexeme)!] = at));
        const starts = new Int32Array(lexemes.length + 1);
        for (let at = 0; at < used; at++) starts[place[occurrences[at]!]! + 1]! += 1;
        for (let at = 0; at < lexemes.length; at++) starts[at + 1]! += starts[at]!;
        const next = starts.slice(0, lexemes.length);
        const items = new Int32Array(used);
        for (let item = 0, at = 0; item < ends.length; item++) {
          for (; at < ends[item]!; at++) items[next[place[occurrences[at]!]!]!++] = item;
        }
        return new LexemeIndex(ends.length, sorted, starts, items);
      },
    };
  }

  private posting(at: number): Int32Array {
    return this.items.subarray(this.starts[at], this.starts[at + 1]);
  }

  /** The items matching `node`, ascending. */
  matches(node: QueryNode): Int32Array {
    switch (node.kind) {
      case 'word':
        return this.holders(node.lexeme, node.prefix);
      case 'and':
        return intersection(this.matches(node.left), this.matches(node.right));
      case 'or':
        return union(this.matches(node.left), this.matches(node.right));
    }
  }

  private holders(lexeme: string, prefix: boolean): Int32Array {
    // The first lexeme not before `lexeme`; a prefix's lexemes follow it in one run.
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexemes[middle]! < lexeme) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (
      end < this.lexemes.length &&
      (prefix ? this.lexemes[end]!.startsWith(lexeme) : this.lexemes[end] === lexeme)
    ) {
      end++;
    }
    if (end - low <= 1) return end > low ? this.posting(low) : NONE;
    // Several lexemes (a word begun: "ol" starts olive, old, olivewood…): their items together, each once,
    // kept for the next shopper typing the same letters.
    const known = this.prefixes.get(lexeme);
    if (known) return known;
    const marked = new Uint8Array(this.count);
    let size = 0;
    for (let at = low; at < end; at++) {
      for (const item of this.posting(at)) {
        size += 1 - marked[item]!;
        marked[item] = 1;
      }
    }
    const all = new Int32Array(size);
    for (let item = 0, count = 0; count < size; item++) if (marked[item]) all[count++] = item;
    this.keep(lexeme, all);
    return all;
  }

  /** Keeps a prefix's items while the kept ones hold no more than PREFIX_ITEMS_KEPT items in all. */
  private keep(prefix: string, items: Int32Array) {
    this.prefixes.set(prefix, items);
    this.prefixItems += items.length;
    for (const [oldest, kept] of this.prefixes) {
      if (this.prefixItems <= PREFIX_ITEMS_KEPT) break;
      this.prefixes.delete(oldest);
      this.prefixItems -= kept.length;
    }
  }
}

/**
 * The `wanted` smallest of `keys`, ascending. A short page (a first page, suggestions) is picked in one pass
 * keeping the best so far; a longer one sorts them all.
 */
function smallest(keys: Int32Array, wanted: number): Int32Array {
  if (wanted > 64 || wanted >= keys.length) return keys.slice().sort().subarray(0, wanted);
  const best = new Int32Array(wanted);
  let count = 0;
  for (const key of keys) {
    if (count === wanted && key >= best[wanted - 1]!) continue;
    let at = count < wanted ? count++ : wanted - 1;
    for (; at > 0 && best[at - 1]! > key; at--) best[at] = best[at - 1]!;
    best[at] = key;
  }
  return best;
}

/** The list's filters the index decides; sizes, colours, tags and related products are the database's alone. */
export type IndexedFilter = Omit<ProductFilter, 'searchTerm' | 'sizeIds' | 'colorIds' | 'tagIds' | 'relatedTo'>;

/** A term's two queries as shop_search_query makes them: its words as prefixes, and as whole words. */
export interface TermQueries {
  words: QueryNode | null;
  whole: QueryNode | null;
}

/** The term's queries, or undefined when one is beyond this evaluator (the database answers that term). */
export async function termQueries(db: Executor, term: string): Promise<TermQueries | undefined> {
  const [row] = await preparedRows<{ words: string | null; whole: string | null }>(
    db,
    sql`SELECT shop_search_query(${term})::text AS words, shop_search_query(${term}, true)::text AS whole`,
  );
  const words = row?.words == null ? null : parseTsquery(row.words);
  const whole = row?.whole == null ? null : parseTsquery(row.whole);
  return words === undefined || whole === undefined ? undefined : { words, whole };
}

/**
 * A misspelt term's query (`shop_near_query`, migration 0020): each typed word or one of the catalogue's words
 * nearest to it. `text` is what the database matches (null: nothing is near); `node` is how the index evaluates
 * it (undefined when beyond this evaluator). It depends on the catalogue's vocabulary, so it is remembered only
 * until the catalogue changes.
 */
export interface NearQuery {
  text: string | null;
  node: QueryNode | null | undefined;
}

export async function nearQuery(db: Executor, term: string): Promise<NearQuery> {
  const [row] = await preparedRows<{ near: string | null }>(db, sql`SELECT shop_near_query(${term})::text AS near`);
  const text = row?.near ?? null;
  return { text, node: text === null ? null : parseTsquery(text) };
}

interface ProductRow {
  id: number;
  category_id: number;
  manufacturer_id: number | null;
  is_popular: boolean;
  rating_average: number;
  effective_price: number;
  total_reviews: number;
  created: string;
  words: string;
  names: string;
}

interface CategoryRow {
  id: number;
  name: string;
  localized: Record<string, Record<string, unknown>> | string | null;
  words: string;
}

const lexemesOf = (text: string) => (text === '' ? [] : text.split(' '));

/** The catalogue's published products and active categories as searched, at one moment. */
export class CatalogueIndex {
  private constructor(
    private readonly ids: Int32Array,
    private readonly words: LexemeIndex,
    private readonly names: LexemeIndex,
    /** Each order's products, first to last (ties broken by id, as the SQL orders break them). */
    private readonly sequences: Record<ProductOrder, Int32Array>,
    /** Each product's place in each order: `ranks[order][item]` is where `item` is in `sequences[order]`. */
    private readonly ranks: Record<ProductOrder, Int32Array>,
    /** What the list's other filters read, per product. */
    private readonly columns: Record<'manufacturer' | 'price' | 'rating', Int32Array> & { popular: Uint8Array },
    /** Each category's products and its subcategories' (active or not, as the list's category filter reads them). */
    private readonly subtrees: Map<number, Int32Array>,
    private readonly categories: CategoryRow[],
    private readonly categoryWords: LexemeIndex,
  ) {}

  /**
   * The index of the catalogue as `db` holds it now. Products are read ITEMS_AT_A_TIME at a time and only their
   * lexemes and sort columns kept, so a build at 100,000 products never holds them all as rows; between steps,
   * requests go on.
   */
  static async load(db: Executor, itemsAtATime = ITEMS_AT_A_TIME): Promise<CatalogueIndex> {
    const words = LexemeIndex.builder();
    const names = LexemeIndex.builder();
    const id: number[] = [];
    const popular: number[] = [];
    const rating: number[] = [];
    const price: number[] = [];
    const reviews: number[] = [];
    const created: number[] = [];
    const category: number[] = [];
    const manufacturer: number[] = [];
    for (let after = 0; ;) {
      const batch = await preparedRows<ProductRow>(
        db,
        sql`SELECT p.id, p.category_id, p.manufacturer_id, p.is_popular, p.rating_average, p.effective_price, p.total_reviews,
                   (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS created,
                   array_to_string(tsvector_to_array(p.search_vector), ' ') AS words,
                   array_to_string(tsvector_to_array(p.name_vector), ' ') AS names
              FROM products p
             WHERE p.is_published AND p.id > ${after}
             ORDER BY p.id
             LIMIT ${itemsAtATime}`,
      );
      for (const product of batch) {
        id.push(Number(product.id));
        popular.push(product.is_popular ? 1 : 0);
        rating.push(Number(product.rating_average));
        price.push(Number(product.effective_price));
        reviews.push(Number(product.total_reviews));
        created.push(Number(product.created));
        category.push(Number(product.category_id));
        manufacturer.push(product.manufacturer_id === null ? NO_MANUFACTURER : Number(product.manufacturer_id));
        words.add(product.words);
        names.add(product.names);
      }
      if (batch.length < itemsAtATime) break;
      after = id.at(-1)!;
      await pause();
    }
    const categories = await queryRows<CategoryRow>(
      db,
      sql`SELECT c.id, c.name, c.localized,
                 array_to_string(tsvector_to_array(
                   shop_search_vector(c.name || ' ' || COALESCE(c.localized::text, ''))), ' ') AS words
            FROM categories c
           WHERE c.is_active
           ORDER BY c.display_order, c.id`,
    );
    // Each category's products and its subcategories' (what the list's category filter finds), one list each.
    const tree = await queryRows<{ id: number; parent_id: number | null }>(
      db,
      sql`SELECT id, parent_id FROM categories`,
    );
    const parentOf = new Map(
      tree.map((row) => [Number(row.id), row.parent_id === null ? null : Number(row.parent_id)]),
    );
    const beneath = new Map<number, number[]>();
    category.forEach((own, item) => {
      const seen = new Set<number>();
      for (
        let at: number | null | undefined = own;
        at != null && parentOf.has(at) && !seen.has(at);
        at = parentOf.get(at)
      ) {
        seen.add(at);
        const items = beneath.get(at) ?? [];
        items.push(item);
        beneath.set(at, items);
      }
    });
    const subtrees = new Map([...beneath].map(([id, items]) => [id, Int32Array.from(items)]));
    const categoryWords = LexemeIndex.builder();
    for (const category of categories) categoryWords.add(category.words);

    // As `orderings` in product-list-repository.ts (every column there is NOT NULL).
    const comparisons: Record<ProductOrder, (a: number, b: number) => number> = {
      featured: (a, b) => popular[b]! - popular[a]! || rating[b]! - rating[a]! || id[a]! - id[b]!,
      'price-asc': (a, b) => price[a]! - price[b]! || id[a]! - id[b]!,
      'price-desc': (a, b) => price[b]! - price[a]! || id[b]! - id[a]!,
      'date-desc': (a, b) => created[b]! - created[a]! || id[b]! - id[a]!,
      'date-asc': (a, b) => created[a]! - created[b]! || id[a]! - id[b]!,
      popular: (a, b) => reviews[b]! - reviews[a]! || rating[b]! - rating[a]! || id[a]! - id[b]!,
    };
    const sequences = {} as Record<ProductOrder, Int32Array>;
    const ranks = {} as Record<ProductOrder, Int32Array>;
    for (const [order, compare] of Object.entries(comparisons) as [ProductOrder, typeof comparisons.featured][]) {
      await pause();
      const sequence = Int32Array.from({ length: id.length }, (_, item) => item).sort(compare);
      const rank = new Int32Array(id.length);
      sequence.forEach((item, place) => (rank[item] = place));
      sequences[order] = sequence;
      ranks[order] = rank;
    }
    return new CatalogueIndex(
      Int32Array.from(id),
      await words.build(),
      await names.build(),
      sequences,
      ranks,
      {
        manufacturer: Int32Array.from(manufacturer),
        price: Int32Array.from(price),
        rating: Int32Array.from(rating),
        popular: Uint8Array.from(popular),
      },
      subtrees,
      categories,
      await categoryWords.build(),
    );
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * The ids of one page of the products that pass `filter` and, with `queries`, match the term's words; and how
   * many do. With a term and "Featured" the best match comes first: names holding the words whole, then names
   * with words starting so, then the rest.
   */
  list(
    queries: TermQueries | undefined,
    filter: IndexedFilter,
    order: ProductOrder,
    offset: number,
    limit: number,
  ): { ids: number[]; total: number } {
    if (queries?.words === null) return { ids: [], total: 0 };
    const count = this.ids.length;
    const sequence = this.sequences[order];
    const { categoryIds, ...others } = filter;
    const passes = this.filtering(others);
    // The products to look at, ascending: the term's matches, those of the categories, or both.
    let candidates = queries ? this.words.matches(queries.words) : undefined;
    if (categoryIds?.length) {
      const inCategories = categoryIds.map((id) => this.subtrees.get(id) ?? NONE).reduce(union);
      candidates = candidates ? intersection(candidates, inCategories) : inCategories;
    }
    if (!candidates && !passes) {
      // Every product: the order itself is the list.
      const page = sequence.subarray(Math.min(offset, count), Math.min(offset + limit, count));
      return { ids: Array.from(page, (item) => this.ids[item]!), total: count };
    }
    const rank = this.ranks[order];
    // A product's key is its place in the order, after every product of a better match with "Featured".
    const keys = new Int32Array(candidates?.length ?? count);
    let total = 0;
    if (queries && order === 'featured') {
      const whole = queries.whole === null ? NONE : this.names.matches(queries.whole);
      const started = this.names.matches(queries.words!);
      for (let at = 0, w = 0, s = 0; at < candidates!.length; at++) {
        const item = candidates![at]!;
        if (passes && !passes(item)) continue;
        while (w < whole.length && whole[w]! < item) w++;
        while (s < started.length && started[s]! < item) s++;
        const group = whole[w] === item ? 0 : started[s] === item ? 1 : 2;
        keys[total++] = group * count + rank[item]!;
      }
    } else if (candidates) {
      for (const item of candidates) if (!passes || passes(item)) keys[total++] = rank[item]!;
    } else {
      for (let item = 0; item < count; item++) if (passes!(item)) keys[total++] = rank[item]!;
    }
    const page = smallest(keys.subarray(0, total), Math.min(offset + limit, total)).subarray(offset);
    return { ids: Array.from(page, (key) => this.ids[sequence[key % count]!]!), total };
  }

  /**
   * Whether a product passes the filter's makers, prices, rating and popularity, as `conditions` in
   * product-list-repository.ts decides it; undefined when the filter holds none of them.
   */
  private filtering(filter: Omit<IndexedFilter, 'categoryIds'>): ((item: number) => boolean) | undefined {
    const { manufacturerIds, minPrice, maxPrice, minRating, popularOnly, ...undecided } = filter;
    // A filter added to ProductFilter stops this compiling until it is decided here (or left to the database).
    undecided satisfies Record<string, never>;
    const makers = manufacturerIds?.length
      ? new Set(manufacturerIds.filter((id) => id !== NO_MANUFACTURER))
      : undefined;
    if (!makers && minPrice === undefined && maxPrice === undefined && minRating === undefined && !popularOnly) {
      return undefined;
    }
    const { manufacturer, price, rating, popular } = this.columns;
    const [lowest, highest, least] = [minPrice ?? -Infinity, maxPrice ?? Infinity, minRating ?? -Infinity];
    return (item) =>
      price[item]! >= lowest &&
      price[item]! <= highest &&
      rating[item]! >= least &&
      (!popularOnly || popular[item] === 1) &&
      (!makers || makers.has(manufacturer[item]!));
  }

  /** The first `limit` active categories (by display order) whose names match the words, named in `languageId`. */
  matchingCategories(queries: TermQueries, languageId: number, limit: number): { id: number; name: string }[] {
    if (queries.words === null) return [];
    return Array.from(this.categoryWords.matches(queries.words).subarray(0, limit), (item) => {
      const category = this.categories[item]!;
      const localized = typeof category.localized === 'string' ? JSON.parse(category.localized) : category.localized;
      const name = (localized as CategoryRow['localized'] & object)?.[String(languageId)]?.name;
      return { id: Number(category.id), name: name == null ? category.name : String(name) };
    });
  }
}

/** Reads the catalogue as searched now (`itemsAtATime` products per step: tests make steps small). */
export const loadCatalogueIndex = (db: Executor, itemsAtATime?: number) => CatalogueIndex.load(db, itemsAtATime);

const RETRY_AFTER_MS = 5000;

export interface SearchIndex {
  /** The index, when one is built and no change has come since; undefined while it is (re)built. */
  current(): CatalogueIndex | undefined;
  /** The catalogue changed: stop answering from the index until it is built again (at once). */
  invalidate(): void;
  /** Builds it now (also what `current` does when there is none); settles when a build has finished. */
  build(): Promise<void>;
  /** `termQueries` of the term, remembered for the terms asked most recently (they depend on the term alone). */
  queries(term: string): Promise<TermQueries | undefined>;
  /** `nearQuery` of the term, remembered for the terms asked most recently until the catalogue changes. */
  nearQuery(term: string): Promise<NearQuery>;
  /** Builds no more; settles when a build under way has finished (before the database closes). */
  stop(): Promise<void>;
}

/** How many terms' queries are remembered: a term costs a few hundred bytes. */
const REMEMBERED_TERMS = 5000;

/** `ask`'s answers for the terms asked most recently; a failed one is asked again next time. */
function remembering<T>(ask: (term: string) => Promise<T>) {
  const known = new Map<string, Promise<T>>();
  return {
    get(term: string): Promise<T> {
      const found = known.get(term);
      if (found) return found;
      const asked = ask(term);
      known.set(term, asked);
      if (known.size > REMEMBERED_TERMS) known.delete(known.keys().next().value!);
      asked.catch(() => known.delete(term));
      return asked;
    },
    forget: () => known.clear(),
  };
}

/**
 * The search index of `db`'s catalogue, kept up to date: a change (`invalidate`, told by every instance's
 * saves) drops it at once, so a search right after a save asks the database, and a new one is built in
 * the background. Like the catalogue's cached answers, it is also built afresh once it is older than
 * `maxAgeSeconds`, for a change nobody announced; meanwhile the old one answers.
 */
export function createSearchIndex({
  db,
  maxAgeSeconds,
  onError = (error) => console.error(`search index: ${error.message}`),
}: {
  db: Executor;
  maxAgeSeconds: number;
  onError?: (error: Error) => void;
}): SearchIndex {
  let index: { catalogue: CatalogueIndex; builtAt: number } | undefined;
  /** Counts the changes: a build started before the last one is not used. */
  let changes = 0;
  let building: Promise<void> | undefined;
  /** When a build last failed: the next waits a few seconds, so a database that is down is not asked on every search. */
  let failedAt = 0;
  const remembered = remembering((term) => termQueries(db, term));
  const rememberedNear = remembering((term) => nearQuery(db, term));
  let stopped = false;

  const build = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    building ??= (async () => {
      try {
        for (;;) {
          const seen = changes;
          const startedAt = Date.now();
          const catalogue = await loadCatalogueIndex(db);
          if (seen === changes || stopped) {
            index = { catalogue, builtAt: startedAt };
            // Words the catalogue gained without a change announced are near from now on.
            rememberedNear.forget();
            return;
          }
        }
      } catch (error) {
        failedAt = Date.now();
        onError(error as Error);
      } finally {
        building = undefined;
      }
    })();
    return building;
  };

  return {
    current() {
      const now = Date.now();
      const due = !index || now - index.builtAt > maxAgeSeconds * 1000;
      if (due && now - failedAt > RETRY_AFTER_MS) void build();
      return index?.catalogue;
    },
    invalidate() {
      changes++;
      index = undefined;
      rememberedNear.forget();
      void build();
    },
    build,
    async stop() {
      stopped = true;
      await building;
    },
    queries: remembered.get,
    nearQuery: rememberedNear.get,
  };
}
