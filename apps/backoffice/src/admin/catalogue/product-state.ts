// A product as its admin form edits it, read from its tables; also the before and after states
// that a change's audit entry compares.
import { sql } from 'drizzle-orm';
import { AttributeKind, Language, type AdminProduct, type BilingualText } from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import { timestampText } from './product-sql';

interface ProductRecord {
  id: number;
  category_id: number;
  manufacturer_id: number | null;
  vendor_id: number | null;
  price: number;
  discounted_price: number;
  stock_quantity: number;
  display_stock_quantity: boolean;
  order_maximum_quantity: number;
  is_shipping_free: boolean;
  shipping_charges: number;
  estimated_shipping_days: number;
  digital_file_id: number | null;
  is_popular: boolean;
  is_published: boolean;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

interface TranslationRecord {
  language_id: number;
  name: string;
  short_description: string;
  full_description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

/** The texts of a product's form, each in both languages. */
export const TEXT_FIELDS = {
  name: 'name',
  shortDescription: 'short_description',
  fullDescription: 'full_description',
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
  metaKeywords: 'meta_keywords',
} as const;
export type TextField = keyof typeof TEXT_FIELDS;
export type ProductTexts = Record<TextField, BilingualText>;

function textsOf(rows: TranslationRecord[]): ProductTexts {
  const english = rows.find((row) => row.language_id === Language.en.id);
  const arabic = rows.find((row) => row.language_id === Language.ar.id);
  const pair = (column: (typeof TEXT_FIELDS)[TextField]) => ({
    en: english?.[column] ?? '',
    ar: arabic?.[column] ?? '',
  });
  return {
    name: pair('name'),
    shortDescription: pair('short_description'),
    fullDescription: pair('full_description'),
    metaTitle: pair('meta_title'),
    metaDescription: pair('meta_description'),
    metaKeywords: pair('meta_keywords'),
  };
}

/**
 * The product with everything its form shows; undefined when there is none. With `lock`, its row
 * and its variants' rows are locked until the transaction ends — always the product's row first,
 * then its variants', the order every writer of stock follows (checkout locks products first too).
 */
export async function readProduct(
  db: Executor,
  productId: number,
  options: { lock?: boolean } = {},
): Promise<AdminProduct | undefined> {
  const lock = options.lock ? sql`FOR UPDATE` : sql``;
  const [product] = await queryRows<ProductRecord>(
    db,
    sql`SELECT id, category_id, manufacturer_id, vendor_id, price, discounted_price, stock_quantity, display_stock_quantity,
               order_maximum_quantity, is_shipping_free, shipping_charges, estimated_shipping_days, digital_file_id,
               is_popular, is_published,
               ${timestampText(sql`archived_at`)} AS archived_at,
               ${timestampText(sql`created_at`)} AS created_at,
               ${timestampText(sql`updated_at`)} AS updated_at
          FROM products WHERE id = ${productId} ${lock}`,
  );
  if (!product) return undefined;
  const translations = await queryRows<TranslationRecord>(
    db,
    sql`SELECT language_id, name, short_description, full_description, meta_title, meta_description, meta_keywords
          FROM product_translations WHERE product_id = ${productId}`,
  );
  const tags = await queryRows<{ tag_id: number }>(
    db,
    sql`SELECT tag_id FROM product_tags WHERE product_id = ${productId} ORDER BY tag_id`,
  );
  const choices = await queryRows<{ attribute_id: number; value_key: number }>(
    db,
    sql`SELECT attribute_id, value_key FROM product_attribute_values
         WHERE product_id = ${productId} AND attribute_id IN (${AttributeKind.Color}, ${AttributeKind.Size})
         ORDER BY attribute_id, display_order, id`,
  );
  const images = await queryRows<{ id: number; url: string; color_id: number | null; display_order: number }>(
    db,
    sql`SELECT id, url, color_id, display_order FROM product_images
         WHERE product_id = ${productId} ORDER BY display_order, id`,
  );
  const variants = await queryRows<{
    id: number;
    color_id: number | null;
    size_id: number | null;
    sku: string;
    price_adjustment: number;
    stock_quantity: number;
  }>(
    db,
    sql`SELECT id, color_id, size_id, sku, price_adjustment, stock_quantity FROM product_variants
         WHERE product_id = ${productId} ORDER BY display_order, id ${lock}`,
  );
  return {
    id: product.id,
    ...textsOf(translations),
    price: product.price,
    discountedPrice: product.discounted_price,
    categoryId: product.category_id,
    brandId: product.manufacturer_id,
    vendorId: product.vendor_id,
    tagIds: tags.map((tag) => tag.tag_id),
    colourIds: choices
      .filter((choice) => choice.attribute_id === AttributeKind.Color)
      .map((choice) => choice.value_key),
    sizeIds: choices.filter((choice) => choice.attribute_id === AttributeKind.Size).map((choice) => choice.value_key),
    orderMaximumQuantity: product.order_maximum_quantity,
    isShippingFree: product.is_shipping_free,
    shippingCharges: product.shipping_charges,
    estimatedShippingDays: product.estimated_shipping_days,
    displayStockQuantity: product.display_stock_quantity,
    isPopular: product.is_popular,
    isPublished: product.is_published,
    digitalFileId: product.digital_file_id,
    stockQuantity: product.stock_quantity,
    images: images.map((image) => ({
      id: image.id,
      url: image.url,
      colourId: image.color_id,
      displayOrder: image.display_order,
    })),
    variants: variants.map((variant) => ({
      id: variant.id,
      colourId: variant.color_id,
      sizeId: variant.size_id,
      sku: variant.sku,
      priceAdjustment: variant.price_adjustment,
      stockQuantity: variant.stock_quantity,
    })),
    archivedAt: product.archived_at,
    createdAt: product.created_at,
    updatedAt: product.updated_at,
  };
}

/** The fields that differ between two states, before and after; timestamps and image ids left out. */
export function changedFields(
  before: AdminProduct,
  after: AdminProduct,
): { before: Record<string, unknown>; after: Record<string, unknown> } | undefined {
  const comparable = (product: AdminProduct): Record<string, unknown> => {
    const { updatedAt: _updated, createdAt: _created, id: _id, ...fields } = product;
    return { ...fields, images: product.images.map((image) => ({ url: image.url, colourId: image.colourId })) };
  };
  const was = comparable(before);
  const is = comparable(after);
  const changed = Object.keys(is).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]));
  if (changed.length === 0) return undefined;
  return {
    before: Object.fromEntries(changed.map((key) => [key, was[key]])),
    after: Object.fromEntries(changed.map((key) => [key, is[key]])),
  };
}

/** A new product's state as its audit entry records it. */
export function createdFields(product: AdminProduct): Record<string, unknown> {
  const { updatedAt: _updated, createdAt: _created, ...fields } = product;
  return { ...fields, images: product.images.map((image) => ({ url: image.url, colourId: image.colourId })) };
}
