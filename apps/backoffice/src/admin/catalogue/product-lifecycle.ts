// Duplicating, archiving and restoring a product.
import { sql } from 'drizzle-orm';
import { ADMIN_NAME_MAX_LENGTH, Language, problem, type AdminProduct } from '@shop/contract';
import { queryRows, type Database } from '../../db/database';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit-log';
import { lockProduct } from './product-commands';
import { changedFields, createdFields, readProduct } from './product-state';
import { Refusal } from './refusal';

/** What a copy's names end with, per language. */
export const COPY_SUFFIX = { en: ' (copy)', ar: ' (نسخة)' } as const;

/**
 * A new, unpublished product like `productId`: its texts (names marked as a copy), prices, taxonomy,
 * choices, pictures and variants, with the SKUs cleared and no stock; not its reviews or ratings.
 */
export function duplicateProduct(db: Database, actor: AdminActor, productId: number): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const source = await readProduct(tx, productId);
    if (!source) throw new Refusal(404, problem('PRODUCT_ID_NOT_FOUND', { id: productId }));
    const [copy] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO products (category_id, manufacturer_id, vendor_id, price, discounted_price, stock_quantity,
                                display_stock_quantity, order_maximum_quantity, is_shipping_free, shipping_charges,
                                estimated_shipping_days, digital_file_id, is_popular, is_published)
          SELECT category_id, manufacturer_id, vendor_id, price, discounted_price, 0,
                 display_stock_quantity, order_maximum_quantity, is_shipping_free, shipping_charges,
                 estimated_shipping_days, digital_file_id, is_popular, false
            FROM products WHERE id = ${productId}
          RETURNING id`,
    );
    const copyId = copy!.id;
    const suffix = sql`CASE language_id WHEN ${Language.ar.id} THEN ${COPY_SUFFIX.ar}::text ELSE ${COPY_SUFFIX.en}::text END`;
    await tx.execute(sql`
      INSERT INTO product_translations
             (product_id, language_id, name, short_description, full_description, meta_title, meta_description, meta_keywords)
      SELECT ${copyId}, language_id,
             CASE WHEN name = '' THEN '' ELSE left(name, ${ADMIN_NAME_MAX_LENGTH} - length(${suffix})) || ${suffix} END,
             short_description, full_description, meta_title, meta_description, meta_keywords
        FROM product_translations WHERE product_id = ${productId}`);
    await tx.execute(sql`
      INSERT INTO product_tags (product_id, tag_id) SELECT ${copyId}, tag_id FROM product_tags WHERE product_id = ${productId}`);
    await tx.execute(sql`
      INSERT INTO product_shipping_methods (product_id, shipping_method_id)
      SELECT ${copyId}, shipping_method_id FROM product_shipping_methods WHERE product_id = ${productId}`);
    await tx.execute(sql`
      INSERT INTO product_attribute_values
             (product_id, attribute_id, value_key, display_value, localized, value_type, additional_price, is_required,
              display_order)
      SELECT ${copyId}, attribute_id, value_key, display_value, localized, value_type, additional_price, is_required,
             display_order
        FROM product_attribute_values WHERE product_id = ${productId}`);
    await tx.execute(sql`
      INSERT INTO product_images (product_id, url, color_id, display_order)
      SELECT ${copyId}, url, color_id, display_order FROM product_images WHERE product_id = ${productId}`);
    await tx.execute(sql`
      INSERT INTO product_variants (product_id, color_id, size_id, sku, price_adjustment, stock_quantity, display_order)
      SELECT ${copyId}, color_id, size_id, '', price_adjustment, 0, display_order
        FROM product_variants WHERE product_id = ${productId}`);
    const after = (await readProduct(tx, copyId))!;
    await recordAudit(tx, actor, {
      action: 'duplicate',
      resource: 'product',
      resourceId: copyId,
      after: { duplicateOf: productId, ...createdFields(after) },
    });
    return after;
  });
}

/** Archives (hidden from shoppers, unpublished, out of the default list) or restores (still unpublished) a product. */
export function setArchived(
  db: Database,
  actor: AdminActor,
  productId: number,
  archived: boolean,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (archived && before.archivedAt) throw new Refusal(409, problem('PRODUCT_ARCHIVED_ALREADY'));
    if (!archived && !before.archivedAt) throw new Refusal(409, problem('PRODUCT_NOT_ARCHIVED'));
    await tx.execute(
      archived
        ? sql`UPDATE products SET archived_at = now(), is_published = false, updated_at = now() WHERE id = ${productId}`
        : sql`UPDATE products SET archived_at = NULL, updated_at = now() WHERE id = ${productId}`,
    );
    const after = (await readProduct(tx, productId))!;
    await recordAudit(tx, actor, {
      action: archived ? 'archive' : 'restore',
      resource: 'product',
      resourceId: productId,
      ...changedFields(before, after),
    });
    return after;
  });
}
