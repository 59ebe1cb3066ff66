import { sql, type SQL } from 'drizzle-orm';
import { AttributeKind, Language } from '@shop/contract';
import { queryRows, type Executor } from '../db/database';

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
}

function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * What a search term adds to the list's query: the condition that a product matches it, and its relevance
 * (with "Featured", the best match comes first). A product matches when every word of the term starts a word
 * of its names or descriptions in any language (so either language's page finds it by either name, and a
 * term may mix both); relevance is 3 when its names hold the words whole, 2 when they start words of its
 * names, 1 when only a description does. When the words find no product at all, names and category names a
 * letter or two off are found instead (trigram word similarity, below 1: under every exact match).
 * Normalisation and stemming are the database's `shop_search_*` functions (migration 0012), the same for
 * the catalogue and the term; a term without a letter or digit finds nothing.
 */
function searchTerms(term: string): { condition: SQL; relevance: SQL } {
  const words = sql`shop_search_query(${term})`;
  const text = sql`shop_search_text(${term})`;
  const noExact = sql`NOT EXISTS (SELECT 1 FROM products x WHERE x.is_published AND x.search_vector @@ ${words})`;
  // One index for each way of matching (full text; trigrams of the names; a category's name), read apart.
  return {
    condition: sql`p.id IN (
      SELECT f.id FROM products f WHERE f.search_vector @@ ${words}
      UNION ALL
      SELECT f.id FROM products f WHERE ${noExact} AND ${text} <% f.search_names
      UNION ALL
      SELECT f.id FROM products f WHERE ${noExact} AND f.category_id IN (
        SELECT c.id FROM categories c WHERE ${text} <% shop_search_text(c.name || ' ' || COALESCE(c.localized::text, ''))))`,
    relevance: sql`CASE WHEN p.name_vector @@ shop_search_query(${term}, true) THEN 3
                        WHEN p.name_vector @@ ${words} THEN 2
                        WHEN p.search_vector @@ ${words} THEN 1
                        ELSE word_similarity(${text}, p.search_names) END`,
  };
}

function conditions(filter: ProductFilter): SQL[] {
  const where: SQL[] = [sql`p.is_published`];
  if (filter.searchTerm !== undefined) where.push(searchTerms(filter.searchTerm).condition);
  if (filter.categoryIds?.length) {
    where.push(sql`p.category_id IN (
      WITH RECURSIVE tree AS (
        SELECT id FROM categories WHERE id IN (${idList(filter.categoryIds)})
        UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
      SELECT id FROM tree)`);
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

export type ProductPageRecord = Omit<ProductCardRecord, 'total_records'>;

/**
 * The two statements behind a product list: one page of products in the shopper's language (the
 * page is chosen on the products table alone and only its rows are joined to names, categories
 * and pictures), and the count of every match. Exported for the test that checks their plans.
 */
export function productListStatements(query: ProductListQuery): { page: SQL; count: SQL } {
  const offset = (query.pageNo - 1) * query.pageSize;
  const where = sql.join(conditions(query.filter), sql` AND `);
  const term = query.filter.searchTerm;
  const relevance = term === undefined ? sql`0` : searchTerms(term).relevance;
  // With a search term, "Featured" puts the best match first; the other sorts keep their meaning.
  const ordering =
    term !== undefined && query.order === 'featured'
      ? sql`relevance DESC, ${orderings.featured}`
      : orderings[query.order];
  return {
    page: sql`
      SELECT p.id,
             COALESCE(tl.name, te.name) AS name,
             COALESCE(c.localized -> ${String(query.languageId)} ->> 'name', c.name) AS category_name,
             p.price, p.discounted_price,
             COALESCE(NULLIF(tl.short_description, ''), te.short_description) AS short_description,
             p.rating_average AS rating,
             (SELECT COALESCE(json_agg(json_build_object('AttachmentURL', i.url) ORDER BY i.display_order, i.id), '[]'::json)
                FROM product_images i WHERE i.product_id = p.id)::text AS images_json
        FROM (SELECT p.*, ${relevance} AS relevance FROM products p WHERE ${where} ORDER BY ${ordering} LIMIT ${query.pageSize} OFFSET ${offset}) p
        JOIN product_translations te ON te.product_id = p.id AND te.language_id = ${Language.en.id}
        LEFT JOIN product_translations tl ON tl.product_id = p.id AND tl.language_id = ${query.languageId}
        JOIN categories c ON c.id = p.category_id
       ORDER BY ${ordering}`,
    count: sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
  };
}

/** One page of products in the shopper's language, without counting every match (suggestions need no total). */
export async function listProductPage(db: Executor, query: ProductListQuery): Promise<ProductPageRecord[]> {
  return queryRows<ProductPageRecord>(db, productListStatements(query).page);
}

/** One page of products in the shopper's language, each row carrying the total count. */
export async function listProducts(db: Executor, query: ProductListQuery): Promise<ProductCardRecord[]> {
  const statements = productListStatements(query);
  const [page, counted] = await Promise.all([
    queryRows<ProductPageRecord>(db, statements.page),
    queryRows<{ total: number }>(db, statements.count),
  ]);
  const total = counted[0]?.total ?? 0;
  return page.map((row) => ({ ...row, total_records: total }));
}
