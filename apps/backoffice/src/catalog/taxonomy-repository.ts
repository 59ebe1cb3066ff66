import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';
import type { Localized } from '../db/schema';

export interface Page {
  pageNo: number;
  pageSize: number;
}

const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  name: string;
  image_url: string;
  localized: Localized;
  total_products: number;
}

/**
 * The categories shoppers see: active ones whose ancestors are all active (deactivating a category
 * hides the branch below it). Each counts the published products in it and in its visible
 * descendants.
 */
export async function listCategories(
  db: Executor,
  page: Page,
  options: { popularOnly?: boolean } = {},
): Promise<CategoryRecord[]> {
  return queryRows<CategoryRecord>(
    db,
    sql`
    WITH RECURSIVE visible AS (
      SELECT id FROM categories WHERE parent_id IS NULL AND is_active
      UNION
      SELECT c.id FROM categories c JOIN visible v ON c.parent_id = v.id WHERE c.is_active
    ), lineage AS (
      SELECT id AS category_id, id AS ancestor_id FROM visible
      UNION
      SELECT l.category_id, c.parent_id FROM lineage l JOIN categories c ON c.id = l.ancestor_id WHERE c.parent_id IS NOT NULL
    ), counts AS (
      SELECT l.ancestor_id AS id, count(p.id)::int AS total
        FROM lineage l JOIN products p ON p.category_id = l.category_id AND p.is_published
       GROUP BY l.ancestor_id
    )
    SELECT c.id, c.parent_id, c.name, c.image_url, c.localized, COALESCE(counts.total, 0) AS total_products
      FROM categories c JOIN visible ON visible.id = c.id LEFT JOIN counts ON counts.id = c.id
     ${options.popularOnly ? sql`WHERE c.is_popular` : sql``}
     ORDER BY c.display_order, c.id
     LIMIT ${page.pageSize} OFFSET ${offsetOf(page)}`,
  );
}

export interface NamedRecord {
  id: number;
  name: string;
}

/** Active brands in the admin's order (by name where it sets none). */
export async function listManufacturers(db: Executor, page: Page, languageId: number): Promise<NamedRecord[]> {
  return queryRows<NamedRecord>(
    db,
    sql`SELECT id, COALESCE(localized -> ${String(languageId)} ->> 'name', name) AS name
          FROM manufacturers WHERE is_active
         ORDER BY display_order, name, id LIMIT ${page.pageSize} OFFSET ${offsetOf(page)}`,
  );
}

/** Active tags ordered by how many published products carry them. */
export async function listPopularTags(db: Executor, page: Page, languageId: number): Promise<NamedRecord[]> {
  return queryRows<NamedRecord>(
    db,
    sql`SELECT t.id, COALESCE(t.localized -> ${String(languageId)} ->> 'name', t.name) AS name
          FROM tags t
          LEFT JOIN product_tags pt ON pt.tag_id = t.id
          LEFT JOIN products p ON p.id = pt.product_id AND p.is_published
         WHERE t.is_active
         GROUP BY t.id
         ORDER BY count(p.id) DESC, t.id
         LIMIT ${page.pageSize} OFFSET ${offsetOf(page)}`,
  );
}

export interface SizeRecord {
  id: number;
  name: string;
  short_name: string;
  inches: string;
  centimeters: string;
}

/** Active sizes in the admin's order, named in the asked language (English where it has none). */
export async function listSizes(db: Executor, page: Page, languageId: number): Promise<SizeRecord[]> {
  return queryRows<SizeRecord>(
    db,
    sql`SELECT id, COALESCE(localized -> ${String(languageId)} ->> 'name', name) AS name,
               short_name, inches, centimeters
          FROM sizes WHERE is_active
         ORDER BY display_order, id LIMIT ${page.pageSize} OFFSET ${offsetOf(page)}`,
  );
}
