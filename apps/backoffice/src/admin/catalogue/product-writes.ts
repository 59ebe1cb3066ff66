// The statements that save a product's parts: texts, tags, colour and size choices, variants,
// pictures and stock. Each takes the change's transaction; the caller holds the product's row lock.
import { sql } from 'drizzle-orm';
import { AttributeKind, AttributeValueType, Language, type AdminImageInput, type AdminVariant } from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import type { AdminActor } from '../admin-actor';
import { sanitizeRichText } from '../rich-text';
import { sqlList } from './product-sql';
import { TEXT_FIELDS, type ProductTexts, type TextField } from './product-state';

/** The reasons written in stock_adjustments for stock set while editing the variants. */
export const StockReasons = {
  newVariant: 'New variant',
  editedVariant: 'Set in the product editor',
} as const;

const textFields = Object.keys(TEXT_FIELDS) as TextField[];

/** Whether any Arabic text other than the name is given. */
export function hasArabicBesidesName(texts: ProductTexts): boolean {
  return textFields.some((field) => field !== 'name' && texts[field].ar !== '');
}

/**
 * Writes both languages' rows: English always, Arabic while any Arabic text is given (the
 * storefront falls back to English where there is no Arabic row). The full description is HTML
 * and is sanitised; the other texts are plain and shown escaped.
 */
export async function saveTexts(tx: Executor, productId: number, texts: ProductTexts): Promise<void> {
  const languages = [
    { id: Language.en.id, pick: (field: TextField) => texts[field].en },
    { id: Language.ar.id, pick: (field: TextField) => texts[field].ar },
  ];
  const arabicGiven = textFields.some((field) => texts[field].ar !== '');
  for (const language of languages) {
    if (language.id === Language.ar.id && !arabicGiven) {
      await tx.execute(
        sql`DELETE FROM product_translations WHERE product_id = ${productId} AND language_id = ${language.id}`,
      );
      continue;
    }
    const fullDescription = sanitizeRichText(language.pick('fullDescription'));
    await tx.execute(sql`
      INSERT INTO product_translations
             (product_id, language_id, name, short_description, full_description, meta_title, meta_description, meta_keywords)
      VALUES (${productId}, ${language.id}, ${language.pick('name')}, ${language.pick('shortDescription')},
              ${fullDescription}, ${language.pick('metaTitle')}, ${language.pick('metaDescription')},
              ${language.pick('metaKeywords')})
      ON CONFLICT (product_id, language_id) DO UPDATE SET
             name = EXCLUDED.name, short_description = EXCLUDED.short_description,
             full_description = EXCLUDED.full_description, meta_title = EXCLUDED.meta_title,
             meta_description = EXCLUDED.meta_description, meta_keywords = EXCLUDED.meta_keywords`);
  }
}

export async function saveTags(tx: Executor, productId: number, tagIds: number[]): Promise<void> {
  await tx.execute(
    tagIds.length > 0
      ? sql`DELETE FROM product_tags WHERE product_id = ${productId} AND tag_id NOT IN (${sqlList(tagIds)})`
      : sql`DELETE FROM product_tags WHERE product_id = ${productId}`,
  );
  if (tagIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO product_tags (product_id, tag_id)
    VALUES ${sql.join(
      tagIds.map((tagId) => sql`(${productId}, ${tagId})`),
      sql`, `,
    )}
    ON CONFLICT DO NOTHING`);
}

/** (id, position) rows for a VALUES list. */
const positions = (ids: number[]) =>
  sql.join(
    ids.map((id, index) => sql`(${id}::int, ${index}::int)`),
    sql`, `,
  );

/**
 * Makes the product's colour and size choices (product_attribute_values 1 and 2, what the
 * storefront offers) exactly these, in this order; a kept choice keeps its other settings.
 */
export async function saveChoices(
  tx: Executor,
  productId: number,
  choices: { colourIds: number[]; sizeIds: number[] },
): Promise<void> {
  for (const [attributeId, ids] of [
    [AttributeKind.Color, choices.colourIds],
    [AttributeKind.Size, choices.sizeIds],
  ] as const) {
    await tx.execute(sql`
      DELETE FROM product_attribute_values
       WHERE product_id = ${productId} AND attribute_id = ${attributeId}
         ${ids.length > 0 ? sql`AND value_key NOT IN (${sqlList(ids)})` : sql``}`);
    if (ids.length === 0) continue;
    const arabic = String(Language.ar.id);
    const named =
      attributeId === AttributeKind.Color
        ? sql`SELECT c.id, c.name AS display_value,
                     CASE WHEN c.localized -> ${arabic}::text ->> 'name' IS NULL THEN '{}'::jsonb
                          ELSE jsonb_build_object(${arabic}::text,
                                 jsonb_build_object('displayValue', c.localized -> ${arabic}::text ->> 'name'))
                     END AS localized
                FROM colors c`
        : sql`SELECT s.id, s.short_name AS display_value, '{}'::jsonb AS localized FROM sizes s`;
    await tx.execute(sql`
      INSERT INTO product_attribute_values
             (product_id, attribute_id, value_key, display_value, localized, value_type, additional_price, is_required,
              display_order)
      SELECT ${productId}, ${attributeId}, v.id, v.display_value, v.localized, ${AttributeValueType.FixedValue}, 0, true,
             o.position
        FROM (VALUES ${positions(ids)}) AS o(id, position)
        JOIN (${named}) v ON v.id = o.id
      ON CONFLICT (product_id, attribute_id, value_key) DO UPDATE SET display_order = EXCLUDED.display_order`);
  }
}

/** A variant as the replacement wants it (stock undefined: keep an existing variant's). */
export interface VariantWish {
  colourId: number | null;
  sizeId: number | null;
  sku: string;
  priceAdjustment: number;
  stockQuantity?: number;
}

const choiceKey = (variant: { colourId: number | null; sizeId: number | null }) =>
  `${variant.colourId ?? 0}:${variant.sizeId ?? 0}`;

async function recordStockChange(
  tx: Executor,
  actor: AdminActor,
  change: { variantId: number; delta: number; stockAfter: number; reason: string },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO stock_adjustments (variant_id, delta, stock_after, reason, staff_id)
    VALUES (${change.variantId}, ${change.delta}, ${change.stockAfter}, ${change.reason},
            ${actor.kind === 'staff' ? actor.member.id : null})`);
}

/**
 * Replaces the product's variants with `wishes`, matched to the existing ones by colour and size:
 * a match keeps its id and stock history, the rest are removed or added. Stock set here is
 * recorded as an adjustment. A SKU another product uses makes the unique index refuse the
 * statement (product_variants_sku_unique); the caller turns that into a 409.
 */
export async function saveVariants(
  tx: Executor,
  actor: AdminActor,
  productId: number,
  existing: AdminVariant[],
  wishes: VariantWish[],
): Promise<void> {
  const wanted = new Set(wishes.map(choiceKey));
  const removed = existing.filter((variant) => !wanted.has(choiceKey(variant)));
  if (removed.length > 0) {
    await tx.execute(sql`DELETE FROM product_variants WHERE id IN (${sqlList(removed.map((variant) => variant.id))})`);
  }
  const byChoice = new Map(existing.map((variant) => [choiceKey(variant), variant]));
  // SKUs moving between this product's variants must not meet their old owners in the unique index.
  const renamed = wishes.flatMap((wish) => {
    const current = byChoice.get(choiceKey(wish));
    return current && current.sku.toUpperCase() !== wish.sku.toUpperCase() && current.sku !== '' ? [current.id] : [];
  });
  if (renamed.length > 0) {
    await tx.execute(sql`UPDATE product_variants SET sku = '' WHERE id IN (${sqlList(renamed)})`);
  }
  for (const [position, wish] of wishes.entries()) {
    const current = byChoice.get(choiceKey(wish));
    if (current) {
      const stock = wish.stockQuantity ?? current.stockQuantity;
      await tx.execute(sql`
        UPDATE product_variants
           SET sku = ${wish.sku}, price_adjustment = ${wish.priceAdjustment}, stock_quantity = ${stock},
               display_order = ${position}
         WHERE id = ${current.id}`);
      if (stock !== current.stockQuantity) {
        await recordStockChange(tx, actor, {
          variantId: current.id,
          delta: stock - current.stockQuantity,
          stockAfter: stock,
          reason: StockReasons.editedVariant,
        });
      }
      continue;
    }
    const stock = wish.stockQuantity ?? 0;
    const [inserted] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO product_variants (product_id, color_id, size_id, sku, price_adjustment, stock_quantity, display_order)
          VALUES (${productId}, ${wish.colourId}, ${wish.sizeId}, ${wish.sku}, ${wish.priceAdjustment}, ${stock}, ${position})
          RETURNING id`,
    );
    if (stock > 0) {
      await recordStockChange(tx, actor, {
        variantId: inserted!.id,
        delta: stock,
        stockAfter: stock,
        reason: StockReasons.newVariant,
      });
    }
  }
}

/** The product's stock made its variants' sum (the storefront reads the product's). */
export async function recountStock(tx: Executor, productId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE products
       SET stock_quantity = (SELECT COALESCE(sum(stock_quantity), 0) FROM product_variants WHERE product_id = ${productId})
     WHERE id = ${productId}`);
}

/** Replaces the pictures, in this order (the first is the main one). */
export async function saveImages(tx: Executor, productId: number, images: AdminImageInput[]): Promise<void> {
  await tx.execute(sql`DELETE FROM product_images WHERE product_id = ${productId}`);
  if (images.length === 0) return;
  await tx.execute(sql`
    INSERT INTO product_images (product_id, url, color_id, display_order)
    VALUES ${sql.join(
      images.map((image, position) => sql`(${productId}, ${image.url}, ${image.colourId}, ${position})`),
      sql`, `,
    )}`);
}

/** Pictures of a colour the product no longer offers are kept, shown for every colour. */
export async function detachImages(tx: Executor, productId: number, colourIds: number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE product_images SET color_id = NULL
     WHERE product_id = ${productId} AND color_id IS NOT NULL
       ${colourIds.length > 0 ? sql`AND color_id NOT IN (${sqlList(colourIds)})` : sql``}`);
}
