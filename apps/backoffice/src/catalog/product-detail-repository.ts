import { sql } from 'drizzle-orm';
import { AttributeKind, Language } from '@shop/contract';
import { preparedRows, queryRows, type Executor } from '../db/database';

export interface ProductDetailRecord {
  id: number;
  name: string;
  category_name: string;
  price: number;
  discounted_price: number;
  short_description: string;
  full_description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  vendor_name: string | null;
  manufacturer_name: string | null;
  stock_quantity: number;
  display_stock_quantity: boolean;
  order_maximum_quantity: number;
  rating: number;
  total_reviews: number;
  is_shipping_free: boolean;
  shipping_charges: number;
  estimated_shipping_days: number;
  is_digital: boolean;
  images_json: string;
  colors_json: string;
  sizes_json: string;
  tags_json: string;
  ship_methods_json: string;
  /** ProductVariantsJson: each variant's colour, size, price adjustment (in dollars, as on the wire) and stock. */
  variants_json: string;
}

/** Everything the product page shows, in the shopper's language; undefined when there is no such product. Prepared: a lookup by id. */
export async function findProductDetail(
  db: Executor,
  productId: number,
  languageId: number,
): Promise<ProductDetailRecord | undefined> {
  const lang = String(languageId);
  const [record] = await preparedRows<ProductDetailRecord>(
    db,
    sql`
    SELECT p.id,
           COALESCE(tl.name, te.name) AS name,
           COALESCE(c.localized -> ${lang} ->> 'name', c.name) AS category_name,
           p.price, p.discounted_price,
           COALESCE(NULLIF(tl.short_description, ''), te.short_description) AS short_description,
           COALESCE(NULLIF(tl.full_description, ''), te.full_description) AS full_description,
           COALESCE(NULLIF(tl.meta_title, ''), te.meta_title) AS meta_title,
           COALESCE(NULLIF(tl.meta_description, ''), te.meta_description) AS meta_description,
           COALESCE(NULLIF(tl.meta_keywords, ''), te.meta_keywords) AS meta_keywords,
           COALESCE(v.localized -> ${lang} ->> 'name', v.name) AS vendor_name,
           COALESCE(m.localized -> ${lang} ->> 'name', m.name) AS manufacturer_name,
           p.stock_quantity, p.display_stock_quantity, p.order_maximum_quantity,
           p.rating_average AS rating, p.total_reviews,
           p.is_shipping_free, p.shipping_charges, p.estimated_shipping_days,
           (p.digital_file_id IS NOT NULL) AS is_digital,
           (SELECT COALESCE(json_agg(json_build_object('AttachmentURL', i.url, 'ColorID', i.color_id)
                                     ORDER BY i.display_order, i.id), '[]'::json)
              FROM product_images i WHERE i.product_id = p.id)::text AS images_json,
           (SELECT COALESCE(json_agg(json_build_object(
                     'ColorID', col.id,
                     'ColorName', COALESCE(col.localized -> ${lang} ->> 'name', col.name),
                     'HexCode', col.hex_code) ORDER BY pav.display_order, col.id), '[]'::json)
              FROM product_attribute_values pav JOIN colors col ON col.id = pav.value_key
             WHERE pav.product_id = p.id AND pav.attribute_id = ${AttributeKind.Color})::text AS colors_json,
           (SELECT COALESCE(json_agg(json_build_object('SizeID', sz.id, 'ShortName', sz.short_name)
                                     ORDER BY sz.display_order, sz.id), '[]'::json)
              FROM product_attribute_values pav JOIN sizes sz ON sz.id = pav.value_key
             WHERE pav.product_id = p.id AND pav.attribute_id = ${AttributeKind.Size})::text AS sizes_json,
           (SELECT COALESCE(json_agg(json_build_object(
                     'TagID', t.id, 'TagName', COALESCE(t.localized -> ${lang} ->> 'name', t.name)) ORDER BY t.id), '[]'::json)
              FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id)::text AS tags_json,
           (SELECT COALESCE(json_agg(json_build_object(
                     'ShippingMethodName', COALESCE(sm.localized -> ${lang} ->> 'name', sm.name)) ORDER BY sm.id), '[]'::json)
              FROM product_shipping_methods psm JOIN shipping_methods sm ON sm.id = psm.shipping_method_id
             WHERE psm.product_id = p.id)::text AS ship_methods_json,
           (SELECT COALESCE(json_agg(json_build_object(
                     'ColorID', pv.color_id, 'SizeID', pv.size_id,
                     'PriceAdjustment', round(pv.price_adjustment / 100.0, 2),
                     'StockQuantity', pv.stock_quantity) ORDER BY pv.display_order, pv.id), '[]'::json)
              FROM product_variants pv WHERE pv.product_id = p.id)::text AS variants_json
      FROM products p
      JOIN product_translations te ON te.product_id = p.id AND te.language_id = ${Language.en.id}
      LEFT JOIN product_translations tl ON tl.product_id = p.id AND tl.language_id = ${languageId}
      JOIN categories c ON c.id = p.category_id
      LEFT JOIN vendors v ON v.id = p.vendor_id
      LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
     WHERE p.id = ${productId} AND p.is_published`,
  );
  return record;
}

/** A published product's stock as it is now: its own and each variant's, in the order of `variants_json`. */
export interface ProductStockRecord {
  stock_quantity: number;
  variant_stock: number[];
}

/** The stock part of `findProductDetail`, read on its own: two index lookups, prepared. */
export async function findProductStock(db: Executor, productId: number): Promise<ProductStockRecord | undefined> {
  const [record] = await preparedRows<{ stock_quantity: number; variant_stock: string }>(
    db,
    sql`
    SELECT p.stock_quantity,
           (SELECT COALESCE(json_agg(pv.stock_quantity ORDER BY pv.display_order, pv.id), '[]'::json)
              FROM product_variants pv WHERE pv.product_id = p.id)::text AS variant_stock
      FROM products p
     WHERE p.id = ${productId} AND p.is_published`,
  );
  return (
    record && { stock_quantity: record.stock_quantity, variant_stock: JSON.parse(record.variant_stock) as number[] }
  );
}

export interface ProductAttributeRecord {
  attribute_id: number;
  display_name: string;
  value_key: number;
  display_value: string;
  value_type: number;
  additional_price: number;
  is_required: boolean;
  /** The base the percentages apply to: the discounted price when there is one. */
  effective_price: number;
}

/** Every value a shopper can choose for a product (colours, sizes and the rest), in display order. */
export async function listProductAttributes(
  db: Executor,
  productId: number,
  languageId: number,
): Promise<ProductAttributeRecord[]> {
  const lang = String(languageId);
  return queryRows<ProductAttributeRecord>(
    db,
    sql`
    SELECT pav.attribute_id,
           COALESCE(a.localized -> ${lang} ->> 'name', a.name) AS display_name,
           pav.value_key,
           CASE pav.attribute_id
             WHEN ${AttributeKind.Color} THEN COALESCE(col.localized -> ${lang} ->> 'name', col.name)
             WHEN ${AttributeKind.Size} THEN sz.short_name
             ELSE COALESCE(pav.localized -> ${lang} ->> 'displayValue', pav.display_value)
           END AS display_value,
           pav.value_type, pav.additional_price, pav.is_required, p.effective_price
      FROM product_attribute_values pav
      JOIN products p ON p.id = pav.product_id AND p.is_published
      JOIN attributes a ON a.id = pav.attribute_id
      LEFT JOIN colors col ON pav.attribute_id = ${AttributeKind.Color} AND col.id = pav.value_key
      LEFT JOIN sizes sz ON pav.attribute_id = ${AttributeKind.Size} AND sz.id = pav.value_key
     WHERE pav.product_id = ${productId}
     ORDER BY pav.attribute_id, pav.display_order, pav.id`,
  );
}

export interface ReviewRecord {
  title: string;
  body: string;
  rating: number;
  reviewer_name: string;
  created_at: Date | string;
}

export async function listProductReviews(
  db: Executor,
  productId: number,
  page: { pageNo: number; pageSize: number },
): Promise<ReviewRecord[]> {
  return queryRows<ReviewRecord>(
    db,
    sql`
    SELECT r.title, r.body, r.rating, r.reviewer_name, r.created_at
      FROM reviews r
     WHERE r.product_id = ${productId} AND r.is_approved
     ORDER BY r.created_at DESC, r.id DESC
     LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
  );
}
