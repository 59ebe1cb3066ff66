import { sql, type SQL } from 'drizzle-orm';
import { AttributeKind, Language } from '@shop/contract';
import { preparedRows, queryRows, type Executor } from '../db/database';
import { nearQuery, type NearQuery, type SearchIndex, type TermQueries } from './search-index';

export type ProductOrder = 'featured' | 'price-asc' | 'price-desc' | 'date-desc' | 'date-asc' | 'popular';

export interface ProductFilter {
  searchTerm?: string;
  /** Categories whose products (and whose descendants' products) are wanted. */
  categoryIds?: number[];
  manufacturerIds?: number[];
  sizeIds?: number[];
  colorIds?: number[];
  tagIds?: number[];
  /** Cents, compared with the price a shopper pays (the discounted one when there is one). */
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  popularOnly?: boolean;
  /** Products sharing a category with this one, itself excluded. */
  relatedTo?: number;
}

export interface ProductListQuery {
  languageId: number;
  filter: ProductFilter;
  /**
   * With it, the search term is matched by the catalogue's words near its words (see `searchTerms`); the list
   * functions below ask for it themselves when the words find nothing.
   */
  near?: NearQuery;
  order: ProductOrder;
  pageNo: number;
  pageSize: number;
}

/** A product as lists show it, straight from SQL. */
export interface ProductCardRecord {
  id: number;
  name: string;
  category_name: string;
  price: number;
  discounted_price: number;
  short_description: string;
  rating: number;
  images_json: string;
  total_records: number;
  /** Whether the search term's words found nothing and these products are near them (the `near` match). */
  near_match: boolean;
}

function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * What a search term adds to the list's query: the condition that a product matches it, and its relevance
 * (with "Featured", the best match comes first). Normalisation and stemming are the database's `shop_search_*`
 * functions (migration 0012), the same for the catalogue and the term; a term without a letter or digit finds
 * nothing.
 *
 * - `words`: every word of the term starts a word of the product's names or descriptions in any language (so
 *   either language's page finds it by either name, and a term may mix both); relevance is 3 when its names
 *   hold the words whole, 2 when they start words of its names, 1 when only a description does. The condition
 *   is the full-text index's alone, so the planner may also walk a sort's index and stop at the page.
 * - `near`, asked only when the words found nothing: each typed word is itself or one of the catalogue's words
 *   nearest to it, a letter or two off (`nearQuery`, worked out once per term from the vocabulary "Did you mean"
 *   reads); relevance is 2 when the product's names hold them, 1 when only a description does.
 */
function searchTerms(term: string, near: NearQuery | undefined): { condition: SQL; relevance: SQL } {
  if (near) {
    if (near.text === null) return { condition: sql`false`, relevance: sql`0` };
    const query = sql`${near.text}::tsquery`;
    return {
      condition: sql`p.search_vector @@ ${query}`,
      relevance: sql`CASE WHEN p.name_vector @@ ${query} THEN 2 ELSE 1 END`,
    };
  }
  const words = sql`shop_search_query(${term})`;
  return {
    condition: sql`p.search_vector @@ ${words}`,
    relevance: sql`CASE WHEN p.name_vector @@ shop_search_query(${term}, true) THEN 3
                        WHEN p.name_vector @@ ${words} THEN 2
                        ELSE 1 END`,
  };
}

function conditions(filter: ProductFilter, near: NearQuery | undefined): SQL[] {
  const where: SQL[] = [sql`p.is_published`];
  if (filter.searchTerm !== undefined) where.push(searchTerms(filter.searchTerm, near).condition);
  if (filter.categoryIds?.length) {
    // The tree as an array worked out first, so an index looks the products up by it (with a price range: one
    // index for both), rather than a join of every product in the price range with the tree.
    where.push(sql`p.category_id = ANY (ARRAY(
      WITH RECURSIVE tree AS (
        SELECT id FROM categories WHERE id IN (${idList(filter.categoryIds)})
        UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
      SELECT id FROM tree))`);
  }
  if (filter.manufacturerIds?.length) where.push(sql`p.manufacturer_id IN (${idList(filter.manufacturerIds)})`);
  if (filter.sizeIds?.length) {
    where.push(sql`EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id
      AND v.attribute_id = ${AttributeKind.Size} AND v.value_key IN (${idList(filter.sizeIds)}))`);
  }
  if (filter.colorIds?.length) {
    where.push(sql`EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id
      AND v.attribute_id = ${AttributeKind.Color} AND v.value_key IN (${idList(filter.colorIds)}))`);
  }
  if (filter.tagIds?.length) {
    where.push(
      sql`EXISTS (SELECT 1 FROM product_tags pt WHERE pt.product_id = p.id AND pt.tag_id IN (${idList(filter.tagIds)}))`,
    );
  }
  if (filter.minPrice !== undefined) where.push(sql`p.effective_price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) where.push(sql`p.effective_price <= ${filter.maxPrice}`);
  if (filter.minRating !== undefined) where.push(sql`p.rating_average >= ${filter.minRating}`);
  if (filter.popularOnly) where.push(sql`p.is_popular`);
  if (filter.relatedTo !== undefined) {
    where.push(sql`p.id <> ${filter.relatedTo}`);
    where.push(sql`p.category_id IN (
      SELECT c.id FROM categories c, products me JOIN categories mine ON mine.id = me.category_id
      WHERE me.id = ${filter.relatedTo}
        AND (c.id = mine.id OR c.parent_id = COALESCE(mine.parent_id, mine.id) OR c.id = mine.parent_id))`);
  }
  return where;
}

/** The condition that a product is published and passes `filter` (its search term matched by its words). */
export function productsMatching(filter: ProductFilter): SQL {
  return sql.join(conditions(filter, undefined), sql` AND `);
}

// Each ordering is one of the products table's sort indexes (db/schema.ts), read forwards or
// backwards, so a page is the first rows of an index scan rather than a sort of every match.
const orderings: Record<ProductOrder, SQL> = {
  featured: sql`p.is_popular DESC NULLS LAST, p.rating_average DESC NULLS LAST, p.id ASC`,
  'price-asc': sql`p.effective_price ASC, p.id ASC`,
  'price-desc': sql`p.effective_price DESC, p.id DESC`,
  'date-desc': sql`p.created_at DESC, p.id DESC`,
  'date-asc': sql`p.created_at ASC, p.id ASC`,
  popular: sql`p.total_reviews DESC NULLS LAST, p.rating_average DESC NULLS LAST, p.id ASC`,
};

/** The columns the orderings above read, besides the id and the rating. */
const SORT_COLUMNS = sql`p.is_popular, p.effective_price, p.created_at, p.total_reviews`;

export type ProductPageRecord = Omit<ProductCardRecord, 'total_records'>;

export interface ProductListStatements {
  /** One page of products in the shopper's language. */
  page: SQL;
  /** The count of every match. */
  count: SQL;
  /**
   * Both at once, every match read once through the filters' indexes, for a search and for a category:
   * - a search (the full-text index): "Featured" must rank every match before it knows the page, and walking a
   *   sort's index until the page is full costs the whole index when a term matches little or nothing (the
   *   planner cannot know how little);
   * - a category (products_category_price_idx, which holds every sort column): its matches are read from that
   *   index alone to be counted anyway, and ordering them there (3–5 ms at 100,000 products) beats the planner's
   *   usual choice for a first page, walking a sort's index and reading the table for each row (12–17 ms).
   * Each row is a product of the page and carries the total (`total`); an empty page is one row of the total
   * alone (`id` null).
   */
  pageAndCount: SQL;
}

/**
 * The cards of the products `ids` in the shopper's language, in that order (one unpublished since it was chosen
 * is left out): what a page of the list shows, as `productListStatements` reads it. Each card's texts are read
 * apart (a lateral kept from the join), which PostgreSQL plans in a quarter of the time of one join of six.
 */
function cardsByIds(languageId: number, ids: number[]): SQL {
  return sql`
      SELECT p.id, texts.name,
             (SELECT COALESCE(c.localized -> ${String(languageId)} ->> 'name', c.name)
                FROM categories c WHERE c.id = p.category_id) AS category_name,
             p.price, p.discounted_price, texts.short_description, p.rating_average AS rating,
             (SELECT COALESCE(json_agg(json_build_object('AttachmentURL', i.url) ORDER BY i.display_order, i.id), '[]'::json)
                FROM product_images i WHERE i.product_id = p.id)::text AS images_json
        FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS chosen(id, place)
        JOIN products p ON p.id = chosen.id AND p.is_published
       CROSS JOIN LATERAL (
             SELECT COALESCE(tl.name, te.name) AS name,
                    COALESCE(NULLIF(tl.short_description, ''), te.short_description) AS short_description
               FROM product_translations te
               LEFT JOIN product_translations tl ON tl.product_id = te.product_id AND tl.language_id = ${languageId}
              WHERE te.product_id = p.id AND te.language_id = ${Language.en.id}
             OFFSET 0) AS texts
       ORDER BY chosen.place`;
}

/**
 * The statements behind a product list. A page is chosen on the products table alone and only its rows are
 * joined to names, categories and pictures. Exported for the test that checks their plans.
 */
export function productListStatements(query: ProductListQuery): ProductListStatements {
  const offset = (query.pageNo - 1) * query.pageSize;
  const where = sql.join(conditions(query.filter, query.near), sql` AND `);
  const term = query.filter.searchTerm;
  const relevance = term === undefined ? sql`0` : searchTerms(term, query.near).relevance;
  // With a search term, "Featured" puts the best match first; the other sorts keep their meaning.
  const ordering =
    term !== undefined && query.order === 'featured'
      ? sql`relevance DESC, ${orderings.featured}`
      : orderings[query.order];
  const pageOf = (products: SQL, placed = sql``) => sql`
      SELECT p.id,
             COALESCE(tl.name, te.name) AS name,
             COALESCE(c.localized -> ${String(query.languageId)} ->> 'name', c.name) AS category_name,
             listed.price, listed.discounted_price,
             COALESCE(NULLIF(tl.short_description, ''), te.short_description) AS short_description,
             p.rating_average AS rating,
             (SELECT COALESCE(json_agg(json_build_object('AttachmentURL', i.url) ORDER BY i.display_order, i.id), '[]'::json)
                FROM product_images i WHERE i.product_id = p.id)::text AS images_json
             ${placed}
        FROM (${products} ORDER BY ${ordering} LIMIT ${query.pageSize} OFFSET ${offset}) p
        JOIN products listed ON listed.id = p.id
        JOIN product_translations te ON te.product_id = p.id AND te.language_id = ${Language.en.id}
        LEFT JOIN product_translations tl ON tl.product_id = p.id AND tl.language_id = ${query.languageId}
        JOIN categories c ON c.id = p.category_id
       ORDER BY ${ordering}`;
  return {
    // Only the columns that choose the page, so a filter's index that holds them all (a category's in a price
    // range: products_category_price_idx) chooses it without reading the table; the page's own rows are read after.
    page: pageOf(
      sql`SELECT p.id, p.category_id, p.rating_average, ${SORT_COLUMNS}, ${relevance} AS relevance
            FROM products p WHERE ${where}`,
    ),
    count: sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
    // The matches kept with what any ordering and the page need, narrow, and read twice: counted, then ranked.
    pageAndCount: sql`
      WITH matches AS MATERIALIZED (
        SELECT p.id, p.category_id, p.rating_average, ${SORT_COLUMNS}, ${relevance} AS relevance
          FROM products p WHERE ${where})
      SELECT counted.total, shown.*
        FROM (SELECT count(*)::int AS total FROM matches) AS counted
        LEFT JOIN LATERAL (${pageOf(sql`SELECT * FROM matches p`, sql`, row_number() OVER (ORDER BY ${ordering}) AS place`)}) AS shown ON true
       ORDER BY shown.place`,
  };
}

/**
 * A list the index answers (`search-index.ts`), while it is built and current: a term by its words or by the
 * words near them, or none, and only the filters it holds (not sizes, colours, tags or related products). The
 * page's cards are then read by id; undefined when the database must answer.
 */
async function indexedPage(
  db: Executor,
  query: ProductListQuery,
  searchIndex: SearchIndex | undefined,
): Promise<{ page: ProductPageRecord[]; total: number } | undefined> {
  const { searchTerm, sizeIds, colorIds, tagIds, relatedTo, ...indexed } = query.filter;
  if (sizeIds?.length || colorIds?.length || tagIds?.length || relatedTo !== undefined) return undefined;
  const catalogue = searchIndex?.current();
  if (!searchIndex || !catalogue) return undefined;
  let queries: TermQueries | undefined;
  if (query.near) {
    // Near a word is only 'names' or 'the rest', as `searchTerms` ranks it: no name holds it whole.
    if (query.near.node === undefined) return undefined;
    queries = { words: query.near.node, whole: null };
  } else if (searchTerm !== undefined) {
    queries = await searchIndex.queries(searchTerm);
    if (!queries) return undefined;
  }
  const { ids, total } = catalogue.list(
    queries,
    indexed,
    query.order,
    (query.pageNo - 1) * query.pageSize,
    query.pageSize,
  );
  const page = ids.length > 0 ? await preparedRows<ProductPageRecord>(db, cardsByIds(query.languageId, ids)) : [];
  return { page, total };
}

/**
 * One page of products in the shopper's language, without counting every match (suggestions need no total).
 * A search whose words find nothing (an empty first page) is tried again by the catalogue's words near them.
 */
export async function listProductPage(
  db: Executor,
  query: ProductListQuery,
  searchIndex?: SearchIndex,
): Promise<ProductPageRecord[]> {
  const page =
    (await indexedPage(db, query, searchIndex))?.page ??
    (await queryRows<ProductPageRecord>(db, productListStatements(query).page));
  if (page.length > 0 || query.pageNo > 1 || !searchesByWords(query)) return page;
  const near = await nearOf(db, query, searchIndex);
  return (
    (await indexedPage(db, near, searchIndex))?.page ??
    (await queryRows<ProductPageRecord>(db, productListStatements(near).page))
  );
}

/**
 * One page of products in the shopper's language, each row carrying the total count. A search whose words
 * find nothing is tried again by the catalogue's words near them (the rows say so): only then, so an ordinary
 * search never pays for the vocabulary.
 */
export async function listProducts(
  db: Executor,
  query: ProductListQuery,
  searchIndex?: SearchIndex,
): Promise<ProductCardRecord[]> {
  let found = (await indexedPage(db, query, searchIndex)) ?? (await countedPage(db, query));
  const isNear = found.total === 0 && searchesByWords(query);
  if (isNear) {
    const near = await nearOf(db, query, searchIndex);
    found = (await indexedPage(db, near, searchIndex)) ?? (await countedPage(db, near));
  }
  return found.page.map((row) => ({ ...row, total_records: found.total, near_match: isNear }));
}

async function countedPage(
  db: Executor,
  query: ProductListQuery,
): Promise<{ page: ProductPageRecord[]; total: number }> {
  const statements = productListStatements(query);
  if (query.filter.searchTerm !== undefined || query.filter.categoryIds?.length) {
    const rows = await queryRows<ProductPageRecord & { id: number | null; total: number }>(db, statements.pageAndCount);
    return {
      page: rows.filter((row): row is typeof row & { id: number } => row.id !== null),
      total: rows[0]?.total ?? 0,
    };
  }
  const [page, counted] = await Promise.all([
    queryRows<ProductPageRecord>(db, statements.page),
    queryRows<{ total: number }>(db, statements.count),
  ]);
  return { page, total: counted[0]?.total ?? 0 };
}

function searchesByWords(query: ProductListQuery): boolean {
  return query.filter.searchTerm !== undefined && query.near === undefined;
}

/** `query`, whose words found nothing, matched by the catalogue's words near them instead. */
async function nearOf(db: Executor, query: ProductListQuery, searchIndex: SearchIndex | undefined) {
  const term = query.filter.searchTerm!;
  return { ...query, near: await (searchIndex ? searchIndex.nearQuery(term) : nearQuery(db, term)) };
}
