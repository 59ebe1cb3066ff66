import { sql } from 'drizzle-orm';
import { AttributeKind, Language } from '@shop/contract';
import { preparedRows, type Executor } from '../db/database';

/** What pricing needs to know about a product in a cart. */
export interface CartProductRecord {
  id: number;
  name: string;
  price: number;
  discounted_price: number;
  effective_price: number;
  stock_quantity: number;
  order_maximum_quantity: number;
  shipping_charges: number;
  is_shipping_free: boolean;
  is_digital: boolean;
  images_json: string;
}

/** A value the shopper may choose for one of those products. */
export interface CartChoiceRecord {
  product_id: number;
  attribute_id: number;
  attribute_name: string;
  value_key: number;
  display_value: string;
  value_type: number;
  additional_price: number;
  is_required: boolean;
}

/** One colour × size of those products (either may be absent), with its own price adjustment and stock. */
export interface CartVariantRecord {
  id: number;
  product_id: number;
  color_id: number | null;
  size_id: number | null;
  /** Cents added to the product's prices (the value's additional prices do not count then). */
  price_adjustment: number;
  stock_quantity: number;
}

export interface CartCatalog {
  products: Map<number, CartProductRecord>;
  choices: CartChoiceRecord[];
  /** Every variant of those products; a product with none sells from its own stock. */
  variants: CartVariantRecord[];
}

/**
 * The published products of a cart, every value they offer (in the shopper's language) and their
 * variants, read in one prepared query whatever the number of lines (three sets, each as a JSON array). With
 * `forUpdate` the product rows stay locked until the transaction ends, so their stock and their
 * variants' cannot change between pricing and ordering: whatever changes a variant's stock locks its
 * product first.
 */
export async function loadCartCatalog(
  db: Executor,
  productIds: number[],
  languageId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CartCatalog> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return { products: new Map(), choices: [], variants: [] };
  const lang = String(languageId);
  // One parameter for every id, so the statement is the same whatever the number of lines: prepared once.
  const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
  if (options.forUpdate) {
    // Lock in id order, so two orders for the same products wait for each other instead of deadlocking.
    await db.execute(sql`SELECT id FROM products WHERE id = ANY (${idArray}) ORDER BY id FOR UPDATE`);
  }
  const [loaded] = await preparedRows<{ products: string; choices: string; variants: string }>(
    db,
    sql`
    SELECT
      (SELECT COALESCE(json_agg(product), '[]'::json) FROM (
         SELECT p.id, COALESCE(tl.name, te.name) AS name, p.price, p.discounted_price, p.effective_price,
                p.stock_quantity, p.order_maximum_quantity, p.shipping_charges, p.is_shipping_free,
                (p.digital_file_id IS NOT NULL) AS is_digital,
                (SELECT COALESCE(json_agg(json_build_object('AttachmentURL', i.url) ORDER BY i.display_order, i.id), '[]'::json)
                   FROM product_images i WHERE i.product_id = p.id)::text AS images_json
           FROM products p
           JOIN product_translations te ON te.product_id = p.id AND te.language_id = ${Language.en.id}
           LEFT JOIN product_translations tl ON tl.product_id = p.id AND tl.language_id = ${languageId}
          WHERE p.id = ANY (${idArray}) AND p.is_published) AS product)::text AS products,
      (SELECT COALESCE(json_agg(choice ORDER BY choice.product_id, choice.attribute_id, choice.display_order, choice.id),
                       '[]'::json) FROM (
         SELECT v.product_id, v.attribute_id,
                COALESCE(a.localized -> ${lang} ->> 'name', a.name) AS attribute_name,
                v.value_key,
                CASE v.attribute_id
                  WHEN ${AttributeKind.Color} THEN COALESCE(c.localized -> ${lang} ->> 'name', c.name)
                  WHEN ${AttributeKind.Size} THEN s.short_name
                  ELSE COALESCE(v.localized -> ${lang} ->> 'displayValue', v.display_value)
                END AS display_value,
                v.value_type, v.additional_price, v.is_required, v.display_order, v.id
           FROM product_attribute_values v
           JOIN attributes a ON a.id = v.attribute_id
           LEFT JOIN colors c ON v.attribute_id = ${AttributeKind.Color} AND c.id = v.value_key
           LEFT JOIN sizes s ON v.attribute_id = ${AttributeKind.Size} AND s.id = v.value_key
          WHERE v.product_id = ANY (${idArray})) AS choice)::text AS choices,
      (SELECT COALESCE(json_agg(variant ORDER BY variant.product_id, variant.display_order, variant.id), '[]'::json) FROM (
         SELECT id, product_id, color_id, size_id, price_adjustment, stock_quantity, display_order
           FROM product_variants
          WHERE product_id = ANY (${idArray})) AS variant)::text AS variants`,
  );
  const products = JSON.parse(loaded!.products) as CartProductRecord[];
  return {
    products: new Map(products.map((product) => [product.id, product])),
    choices: JSON.parse(loaded!.choices) as CartChoiceRecord[],
    variants: JSON.parse(loaded!.variants) as CartVariantRecord[],
  };
}
