// Creating and changing a product: every part in one transaction that locks the product's row,
// checks the whole result, writes it, and records the changed fields in the audit log.
import { sql } from 'drizzle-orm';
import {
  DISCOUNT_MESSAGE,
  ProductLimit,
  problem,
  type AdminImageInput,
  type AdminProduct,
  type AdminVariantInput,
  type CreateProductBody,
  type ProblemArguments,
} from '@shop/contract';
import { queryRows, type Database, type Executor } from '../../db/database';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit-log';
import { defaultShippingFee } from '../../content/shop-settings-repository';
import {
  detachImages,
  hasArabicBesidesName,
  recountStock,
  saveChoices,
  saveImages,
  saveTags,
  saveTexts,
  saveVariants,
} from './product-writes';
import { sqlList } from './product-sql';
import { changedFields, createdFields, readProduct, type ProductTexts } from './product-state';
import { isUniqueViolation } from '../../db/database-errors';
import { Refusal } from './refusal';

/** The product's own fields (no ids of its pictures or variants, no timestamps). */
type ProductDraft = Omit<AdminProduct, 'id' | 'images' | 'variants' | 'archivedAt' | 'createdAt' | 'updatedAt'>;

/** What a request asks to change: any field, and the variants or pictures replaced whole. */
export type ProductChange = Partial<Omit<ProductDraft, keyof ProductTexts>> &
  Partial<ProductTexts> & { variants?: AdminVariantInput[]; images?: AdminImageInput[] };

const blank = { en: '', ar: '' };
const NEW_PRODUCT: ProductDraft = {
  name: blank,
  shortDescription: blank,
  fullDescription: blank,
  metaTitle: blank,
  metaDescription: blank,
  metaKeywords: blank,
  price: 0,
  discountedPrice: 0,
  categoryId: 0,
  brandId: null,
  vendorId: null,
  tagIds: [],
  colourIds: [],
  sizeIds: [],
  orderMaximumQuantity: 0,
  isShippingFree: false,
  shippingCharges: 0,
  estimatedShippingDays: 0,
  displayStockQuantity: false,
  isPopular: false,
  isPublished: true,
  digitalFileId: null,
  stockQuantity: 0,
};

function draftOf(product: AdminProduct | undefined): ProductDraft {
  if (!product) return NEW_PRODUCT;
  const {
    id: _id,
    images: _images,
    variants: _variants,
    archivedAt: _a,
    createdAt: _c,
    updatedAt: _u,
    ...draft
  } = product;
  return draft;
}

/** The draft with every field the change sends. */
function merged(draft: ProductDraft, change: ProductChange): ProductDraft {
  const result = { ...draft } as Record<string, unknown>;
  for (const [key, value] of Object.entries(change)) {
    if (key in draft && value !== undefined) result[key] = value;
  }
  return result as ProductDraft;
}

interface VariantShape {
  colourId: number | null;
  sizeId: number | null;
}

/**
 * The colours and sizes shoppers choose from. Without variants, what was sent (or kept). With
 * variants, exactly the variants' colours and sizes: sent lists must name the same ones (their
 * order is the display order); otherwise the kept order, then new ones in the variants' order.
 */
function resolveChoices(before: ProductDraft, change: ProductChange, variants: VariantShape[]) {
  const resolve = (field: 'colourIds' | 'sizeIds', key: 'colourId' | 'sizeId'): number[] => {
    const sent = change[field];
    if (variants.length === 0) return sent ?? before[field];
    const used = [...new Set(variants.flatMap((variant) => (variant[key] === null ? [] : [variant[key]])))];
    if (sent !== undefined) {
      if (sent.length !== used.length || !used.every((id) => sent.includes(id))) {
        throw new Refusal(400, problem('VARIANT_CHOICES_MISMATCH', { field, ids: used.join(', ') }));
      }
      return sent;
    }
    const kept = before[field].filter((id) => used.includes(id));
    return [...kept, ...used.filter((id) => !kept.includes(id))];
  };
  return { colourIds: resolve('colourIds', 'colourId'), sizeIds: resolve('sizeIds', 'sizeId') };
}

type Reference = {
  field: string;
  table: string;
  noun: ProblemArguments<'REFERENCE_NOT_FOUND'>[0]['kind'];
  ids: number[];
};

/** The first id that names no row, as a 400 naming its field (one query per table). */
async function checkReferences(tx: Executor, references: Reference[]): Promise<void> {
  const known = new Map<string, Set<number>>();
  for (const table of new Set(references.map((reference) => reference.table))) {
    const ids = [...new Set(references.filter((reference) => reference.table === table).flatMap((r) => r.ids))];
    if (ids.length === 0) continue;
    const found = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM ${sql.identifier(table)} WHERE id IN (${sqlList(ids)})`,
    );
    known.set(table, new Set(found.map((row) => row.id)));
  }
  for (const reference of references) {
    const missing = reference.ids.find((id) => !known.get(reference.table)?.has(id));
    if (missing !== undefined) {
      throw new Refusal(
        400,
        problem('REFERENCE_NOT_FOUND', { field: reference.field, kind: reference.noun, id: missing }),
      );
    }
  }
}

function referencesOf(draft: ProductDraft, variants: AdminVariantInput[] | undefined): Reference[] {
  // The variants' own fields first: the colours and sizes lists are derived from them.
  const list: Reference[] = (variants ?? []).flatMap((variant, index) => [
    {
      field: `variants.${index}.colourId`,
      table: 'colors',
      noun: 'colour',
      ids: variant.colourId ? [variant.colourId] : [],
    },
    { field: `variants.${index}.sizeId`, table: 'sizes', noun: 'size', ids: variant.sizeId ? [variant.sizeId] : [] },
  ]);
  const optional = (id: number | null) => (id === null ? [] : [id]);
  return [
    ...list,
    { field: 'categoryId', table: 'categories', noun: 'category', ids: [draft.categoryId] },
    { field: 'brandId', table: 'manufacturers', noun: 'brand', ids: optional(draft.brandId) },
    { field: 'vendorId', table: 'vendors', noun: 'vendor', ids: optional(draft.vendorId) },
    { field: 'tagIds', table: 'tags', noun: 'tag', ids: draft.tagIds },
    { field: 'colourIds', table: 'colors', noun: 'colour', ids: draft.colourIds },
    { field: 'sizeIds', table: 'sizes', noun: 'size', ids: draft.sizeIds },
    { field: 'digitalFileId', table: 'digital_files', noun: 'digital file', ids: optional(draft.digitalFileId) },
  ];
}

/** The rules across fields (those within one field are the contract's). */
function checkDraft(
  draft: ProductDraft,
  change: ProductChange,
  before: AdminProduct | undefined,
  variantCount: number,
) {
  if (draft.discountedPrice !== 0 && draft.discountedPrice >= draft.price) {
    throw new Refusal(400, problem('INVALID_INPUT', { reason: `discountedPrice: ${DISCOUNT_MESSAGE}` }));
  }
  if (draft.name.ar === '' && hasArabicBesidesName(draft))
    throw new Refusal(400, problem('PRODUCT_ARABIC_NAME_REQUIRED'));
  if (variantCount > 0 && change.stockQuantity !== undefined && change.stockQuantity !== before?.stockQuantity) {
    throw new Refusal(400, problem('PRODUCT_STOCK_IN_VARIANTS'));
  }
  if (before?.archivedAt && change.isPublished === true) throw new Refusal(409, problem('PRODUCT_ARCHIVED'));
  const effectivePrice = draft.discountedPrice > 0 ? draft.discountedPrice : draft.price;
  change.variants?.forEach((variant, index) => {
    if (effectivePrice + variant.priceAdjustment < 0)
      throw new Refusal(400, problem('VARIANT_PRICE_NEGATIVE', { index }));
  });
  change.images?.forEach((image, index) => {
    if (image.colourId !== null && !draft.colourIds.includes(image.colourId)) {
      throw new Refusal(400, problem('IMAGE_COLOUR_NOT_CHOSEN', { index }));
    }
  });
}

const columnsOf = (draft: ProductDraft) => ({
  category_id: draft.categoryId,
  manufacturer_id: draft.brandId,
  vendor_id: draft.vendorId,
  price: draft.price,
  discounted_price: draft.discountedPrice,
  stock_quantity: draft.stockQuantity,
  display_stock_quantity: draft.displayStockQuantity,
  order_maximum_quantity: draft.orderMaximumQuantity,
  is_shipping_free: draft.isShippingFree,
  shipping_charges: draft.shippingCharges,
  estimated_shipping_days: draft.estimatedShippingDays,
  digital_file_id: draft.digitalFileId,
  is_popular: draft.isPopular,
  is_published: draft.isPublished,
});

async function insertProductRow(tx: Executor, draft: ProductDraft): Promise<number> {
  const columns = Object.entries(columnsOf(draft));
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO products (${sql.join(
      columns.map(([name]) => sql.identifier(name)),
      sql`, `,
    )})
        VALUES (${sql.join(
          columns.map(([, value]) => sql`${value}`),
          sql`, `,
        )}) RETURNING id`,
  );
  return row!.id;
}

/** Updates the row unless it changed since `loadedAt` (the lost-update guard, decided by the UPDATE itself). */
async function updateProductRow(tx: Executor, productId: number, draft: ProductDraft, loadedAt?: string) {
  const assignments = Object.entries(columnsOf(draft)).map(([name, value]) => sql`${sql.identifier(name)} = ${value}`);
  const updated = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE products SET ${sql.join(assignments, sql`, `)}, updated_at = now()
         WHERE id = ${productId} ${loadedAt === undefined ? sql`` : sql`AND updated_at = ${loadedAt}::timestamptz`}
         RETURNING id`,
  );
  if (updated.length === 0) throw new Refusal(409, problem('PRODUCT_CHANGED_MEANWHILE'));
}

/**
 * Checks and writes a change of a product (`before` undefined: a new one) inside the caller's
 * transaction, which holds the product's row lock; answers the product as it is now. Only the parts
 * the change touches are rewritten, but every rule is checked against the whole result.
 */
async function writeProduct(
  tx: Executor,
  actor: AdminActor,
  before: AdminProduct | undefined,
  change: ProductChange,
  options: { loadedAt?: string; action: string },
): Promise<AdminProduct> {
  const draft = merged(draftOf(before), change);
  const variants = change.variants ?? before?.variants ?? [];
  Object.assign(draft, resolveChoices(draftOf(before), change, variants));
  checkDraft(draft, change, before, variants.length);
  await checkReferences(tx, referencesOf(draft, change.variants));

  let productId: number;
  if (before) {
    productId = before.id;
    await updateProductRow(tx, productId, draft, options.loadedAt);
  } else {
    productId = await insertProductRow(tx, draft);
  }
  await saveTexts(tx, productId, draft);
  await saveTags(tx, productId, draft.tagIds);
  if (change.variants) {
    await saveVariants(tx, actor, productId, before?.variants ?? [], change.variants);
    if (change.variants.length > 0) await recountStock(tx, productId);
  }
  await saveChoices(tx, productId, draft);
  if (change.images) await saveImages(tx, productId, change.images);
  else await detachImages(tx, productId, draft.colourIds);

  const after = (await readProduct(tx, productId))!;
  if (!before) {
    await recordAudit(tx, actor, {
      action: options.action,
      resource: 'product',
      resourceId: productId,
      after: createdFields(after),
    });
  } else {
    const changed = changedFields(before, after);
    if (changed) {
      await recordAudit(tx, actor, { action: options.action, resource: 'product', resourceId: productId, ...changed });
    }
  }
  return after;
}

/** A SKU clash as the 409 naming the SKU (looked up once the refused transaction is gone). */
async function skuClash(db: Database, productId: number | undefined, variants: AdminVariantInput[]): Promise<Refusal> {
  const skus = variants.map((variant) => variant.sku.toUpperCase()).filter((sku) => sku !== '');
  if (skus.length === 0) return new Refusal(409, problem('SKU_TAKEN_SOMEWHERE'));
  const taken = await queryRows<{ sku: string }>(
    db,
    sql`SELECT upper(sku) AS sku FROM product_variants
         WHERE upper(sku) IN (${sqlList(skus)}) AND sku <> ''
           ${productId === undefined ? sql`` : sql`AND product_id <> ${productId}`}`,
  );
  const index = variants.findIndex((variant) => taken.some((row) => row.sku === variant.sku.toUpperCase()));
  return index >= 0
    ? new Refusal(409, problem('SKU_TAKEN', { index, sku: variants[index]!.sku }))
    : new Refusal(409, problem('SKU_TAKEN_SOMEWHERE'));
}

/** Runs a change's transaction; a refused SKU becomes a Refusal naming it. */
async function withSkuClash<T>(
  db: Database,
  productId: number | undefined,
  variants: AdminVariantInput[] | undefined,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (variants && isUniqueViolation(error, 'product_variants_sku_unique'))
      throw await skuClash(db, productId, variants);
    throw error;
  }
}

/**
 * The variants a new product sent without any gets, as migration 0006 gave every product of an
 * upgraded shop: one per colour × size (per colour, or per size, or a single one with neither),
 * the stock shared out in order, the remainder going to the first.
 */
export function variantsFromChoices(colourIds: number[], sizeIds: number[], stock: number): AdminVariantInput[] {
  const colours = colourIds.length > 0 ? colourIds : [null];
  const sizes = sizeIds.length > 0 ? sizeIds : [null];
  const choices = colours.flatMap((colourId) => sizes.map((sizeId) => ({ colourId, sizeId })));
  if (choices.length > ProductLimit.variants) {
    throw new Refusal(400, problem('TOO_MANY_VARIANTS', { pairs: choices.length, max: ProductLimit.variants }));
  }
  const share = Math.floor(stock / choices.length);
  return choices.map((choice, index) => ({
    ...choice,
    sku: '',
    priceAdjustment: 0,
    stockQuantity: share + (index < stock % choices.length ? 1 : 0),
  }));
}

/** POST /products: the new product, always with at least one variant. */
export async function createProduct(db: Database, actor: AdminActor, body: CreateProductBody): Promise<AdminProduct> {
  let change: ProductChange = body;
  if (body.variants.length === 0) {
    const { stockQuantity, ...fields } = body;
    change = { ...fields, variants: variantsFromChoices(body.colourIds ?? [], body.sizeIds ?? [], stockQuantity ?? 0) };
  }
  return withSkuClash(db, undefined, body.variants, () =>
    db.transaction(async (tx) => {
      // A product created without its own shipping charge starts with the shop's default fee.
      const shippingCharges = body.shippingCharges ?? (await defaultShippingFee(tx));
      return writeProduct(tx, actor, undefined, { ...change, shippingCharges }, { action: 'create' });
    }),
  );
}

/** The product's current state, its row (and its variants' rows) locked; a 404 when there is none. */
export async function lockProduct(tx: Executor, productId: number): Promise<AdminProduct> {
  const product = await readProduct(tx, productId, { lock: true });
  if (!product) throw new Refusal(404, problem('PRODUCT_ID_NOT_FOUND', { id: productId }));
  return product;
}

/** PATCH /products/:id, PUT …/variants and PUT …/images: a change guarded by the updatedAt it was loaded with. */
export function changeProduct(
  db: Database,
  actor: AdminActor,
  productId: number,
  change: ProductChange & { updatedAt?: string },
  action: string,
): Promise<AdminProduct> {
  const { updatedAt, ...fields } = change;
  return withSkuClash(db, productId, change.variants, () =>
    db.transaction(async (tx) => {
      const before = await lockProduct(tx, productId);
      return writeProduct(tx, actor, before, fields, { loadedAt: updatedAt, action });
    }),
  );
}
