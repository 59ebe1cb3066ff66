// The admin's product list (and its CSV export) in SQL: filters, search and sort decided by the
// database, so a page costs the same at 100,000 products as at 100.
import { sql, type SQL } from 'drizzle-orm';
import { Language, MAX_ID, type AdminProductListQuery, type AdminProductRow } from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import { timestampText } from './product-sql';

export type ProductListFilter = Omit<AdminProductListQuery, 'limit' | 'offset' | 'sort' | 'order'>;

const ALL_DIGITS = /^\d{1,10}$/;

/**
 * The words of `q` in a name (English or Arabic, normalised and stemmed as the storefront's search does:
 * `shop_search_query`, migration 0012), or `q` as an exact SKU (ignoring case) or an id.
 */
function searchCondition(q: string): SQL {
  const matches: SQL[] = [
    sql`SELECT n.id FROM products n WHERE n.name_vector @@ shop_search_query(${q})`,
    sql`SELECT v.product_id FROM product_variants v WHERE upper(v.sku) = upper(${q}) AND v.sku <> ''`,
  ];
  if (ALL_DIGITS.test(q) && Number(q) <= MAX_ID) matches.push(sql`SELECT ${Number(q)}::int`);
  return sql`p.id IN (${sql.join(matches, sql` UNION ALL `)})`;
}

function conditions(filter: ProductListFilter): SQL {
  const where: SQL[] = [filter.archived ? sql`p.archived_at IS NOT NULL` : sql`p.archived_at IS NULL`];
  if (filter.q) where.push(searchCondition(filter.q));
  if (filter.categoryId !== undefined) {
    where.push(sql`p.category_id IN (
      WITH RECURSIVE tree AS (
        SELECT id FROM categories WHERE id = ${filter.categoryId}
        UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
      SELECT id FROM tree)`);
  }
  if (filter.brandId !== undefined) where.push(sql`p.manufacturer_id = ${filter.brandId}`);
  if (filter.vendorId !== undefined) where.push(sql`p.vendor_id = ${filter.vendorId}`);
  if (filter.active !== undefined) where.push(filter.active ? sql`p.is_published` : sql`NOT p.is_published`);
  if (filter.digital !== undefined) {
    where.push(filter.digital ? sql`p.digital_file_id IS NOT NULL` : sql`p.digital_file_id IS NULL`);
  }
  if (filter.stockBelow !== undefined) {
    // The product's stock is its variants' sum, so a total below N means every variant is below N too.
    where.push(sql`(p.stock_quantity < ${filter.stockBelow} OR p.id IN (
      SELECT v.product_id FROM product_variants v WHERE v.stock_quantity < ${filter.stockBelow}))`);
  }
  return sql.join(where, sql` AND `);
}

type Sort = AdminProductListQuery['sort'];

// id, name, price (what shoppers pay) and createdAt follow an index; stock and updatedAt are sorted.
const sortColumns: Record<Sort, SQL> = {
  id: sql`p.id`,
  name: sql`te.name`,
  price: sql`p.effective_price`,
  stock: sql`p.stock_quantity`,
  createdAt: sql`p.created_at`,
  updatedAt: sql`p.updated_at`,
};

function ordering(sort: Sort, order: 'asc' | 'desc'): SQL {
  const direction = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  return sort === 'id' ? sql`p.id ${direction}` : sql`${sortColumns[sort]} ${direction}, p.id ${direction}`;
}

interface ProductListRecord {
  id: number;
  name_en: string;
  name_ar: string;
  image_url: string | null;
  price: number;
  discounted_price: number;
  category_id: number;
  category_name: string;
  brand_id: number | null;
  brand_name: string | null;
  vendor_id: number | null;
  vendor_name: string | null;
  vendor_name_ar: string | null;
  stock: number;
  variant_count: number;
  active: boolean;
  archived: boolean;
  digital: boolean;
  updated_at: string;
}

/**
 * The page's rows: the page is chosen on products alone (joined to the English name only when
 * sorting by it), then only its rows are joined to names, category, brand, picture and variants.
 */
function pageStatement(filter: ProductListFilter, sort: Sort, order: 'asc' | 'desc', limit: number, offset: number) {
  const byName = sort === 'name';
  const englishJoin = sql`JOIN product_translations te ON te.product_id = p.id AND te.language_id = ${Language.en.id}`;
  return sql`
    SELECT p.id, te.name AS name_en, COALESCE(ta.name, '') AS name_ar,
           (SELECT i.url FROM product_images i WHERE i.product_id = p.id
             ORDER BY i.display_order, i.id LIMIT 1) AS image_url,
           p.price, p.discounted_price, p.category_id, c.name AS category_name,
           p.manufacturer_id AS brand_id, m.name AS brand_name,
           p.vendor_id, vn.name AS vendor_name, vn.localized -> ${String(Language.ar.id)} ->> 'name' AS vendor_name_ar,
           p.stock_quantity AS stock,
           (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variant_count,
           p.is_published AS active, p.archived_at IS NOT NULL AS archived, p.digital_file_id IS NOT NULL AS digital,
           ${timestampText(sql`p.updated_at`)} AS updated_at
      FROM (SELECT p.* FROM products p ${byName ? englishJoin : sql``}
             WHERE ${conditions(filter)}
             ORDER BY ${ordering(sort, order)} LIMIT ${limit} OFFSET ${offset}) p
      ${englishJoin}
      LEFT JOIN product_translations ta ON ta.product_id = p.id AND ta.language_id = ${Language.ar.id}
      JOIN categories c ON c.id = p.category_id
      LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
      LEFT JOIN vendors vn ON vn.id = p.vendor_id
     ORDER BY ${ordering(sort, order)}`;
}

function toRow(record: ProductListRecord): AdminProductRow {
  return {
    id: record.id,
    name: { en: record.name_en, ar: record.name_ar },
    imageUrl: record.image_url,
    price: record.price,
    discountedPrice: record.discounted_price,
    categoryId: record.category_id,
    categoryName: record.category_name,
    brandId: record.brand_id,
    brandName: record.brand_name,
    vendorId: record.vendor_id,
    vendorName: record.vendor_name === null ? null : { en: record.vendor_name, ar: record.vendor_name_ar ?? '' },
    stock: record.stock,
    variantCount: record.variant_count,
    active: record.active,
    archived: record.archived,
    digital: record.digital,
    updatedAt: record.updated_at,
  };
}

/** Exported for the test that checks the statements' plans. */
export function productListStatements(query: AdminProductListQuery): { page: SQL; count: SQL } {
  return {
    page: pageStatement(query, query.sort, query.order, query.limit, query.offset),
    count: sql`SELECT count(*)::int AS total FROM products p WHERE ${conditions(query)}`,
  };
}

/** One page of the list and the number of products matching it. */
export async function listAdminProducts(
  db: Executor,
  query: AdminProductListQuery,
): Promise<{ items: AdminProductRow[]; total: number }> {
  const statements = productListStatements(query);
  const records = await queryRows<ProductListRecord>(db, statements.page);
  const [counted] = await queryRows<{ total: number }>(db, statements.count);
  return { items: records.map(toRow), total: Number(counted?.total ?? 0) };
}

/** Every matching product (up to `limit`), for the CSV export. */
export async function listAllAdminProducts(
  db: Executor,
  query: ProductListFilter & Pick<AdminProductListQuery, 'sort' | 'order'>,
  limit: number,
): Promise<AdminProductRow[]> {
  const records = await queryRows<ProductListRecord>(db, pageStatement(query, query.sort, query.order, limit, 0));
  return records.map(toRow);
}
