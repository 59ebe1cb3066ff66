// The admin API's products, variants and stock (under /api/v1/admin/). Money is in cents; texts
// come in both languages ({ en, ar }, Arabic '' meaning "not translated yet").
import { z } from 'zod';
import {
  ADMIN_NAME_MAX_LENGTH,
  ADMIN_PAGE_DEFAULT,
  ADMIN_PAGE_MAX,
  adminListQuery,
  adminPage,
  bilingualText,
  queryFlag,
} from './admin-common';
import { MAX_ID } from './wire';

/** The limits of a product's fields, as the admin's forms and the API check them. */
export const ProductLimit = {
  /** Characters of the short description, per language. */
  shortDescription: 1_000,
  /** Characters of the full description (HTML, before the server's sanitising), per language. */
  fullDescription: 50_000,
  /** Characters of the meta title, per language. */
  metaTitle: 200,
  /** Characters of the meta description, per language. */
  metaDescription: 500,
  /** Characters of the meta keywords, per language. */
  metaKeywords: 500,
  /** Highest price, discount or shipping charge in cents: 1,000,000.00. */
  priceCents: 100_000_000,
  /** Units of one product or variant. */
  stock: 1_000_000,
  /** Highest "most per order". */
  orderMaximumQuantity: 10_000,
  /** Most days of delivery shown. */
  estimatedShippingDays: 365,
  /** Tags of one product. */
  tags: 50,
  /** Colours of one product. */
  colours: 30,
  /** Sizes of one product. */
  sizes: 30,
  /** Variants of one product (e.g. 10 colours × 10 sizes). */
  variants: 100,
  /** Pictures of one product. */
  images: 30,
  /** Characters of a SKU. */
  sku: 64,
  /** Characters of a picture's path. */
  imageUrl: 500,
  /** Characters of a stock adjustment's reason. */
  stockReason: 200,
  /** Lines of one CSV import. */
  importLines: 5_000,
  /** Characters of one CSV import. */
  importCharacters: 4_000_000,
  /** Rows of one CSV export. */
  exportRows: 100_000,
} as const;

/** A SKU: letters, digits and - _ . / (no spaces), unique in the shop ignoring case. */
export const SKU_PATTERN = /^[\p{L}\p{N}._/-]*$/u;
/** Where uploaded images live (the media API answers such paths). */
export const PRODUCT_IMAGE_URL_PATTERN = /^\/media\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

const entityId = (what: string) => {
  const message = `Expected the id of ${what}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message });
};

/** A list of ids; an id listed twice counts once, the order is kept. */
const idList = (what: string, max: number) =>
  z
    .array(entityId(what), { error: 'Expected a list of ids' })
    .max(max, { error: `At most ${max}` })
    .transform((ids) => [...new Set(ids)]);

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'Expected a whole number' })
    .int({ error: 'Expected a whole number' })
    .min(min, { error: `At least ${min}` })
    .max(max, { error: `At most ${max}` });

const cents = () => wholeNumber(0, ProductLimit.priceCents);
const flag = () => z.boolean({ error: 'Expected true or false' });

/** A date-time as the API answered it (microseconds kept), sent back to guard against lost updates. */
const loadedAt = () =>
  z
    .string({ error: 'Required: the updatedAt the product was loaded with' })
    .trim()
    .refine((text) => text !== '' && !Number.isNaN(Date.parse(text)), { error: 'Expected a date-time' });

const queryId = (what: string) => z.coerce.number({ error: `Expected the id of ${what}` }).pipe(entityId(what));

const choiceKey = (variant: { colourId: number | null; sizeId: number | null }) =>
  `${variant.colourId ?? 0}:${variant.sizeId ?? 0}`;

/** One variant as staff send it: a colour and/or a size, its SKU, price adjustment and stock. */
export const AdminVariantInput = z.object({
  /** The variant's colour; null (or left out) when the product's variants have no colours. */
  colourId: entityId('a colour').nullable().default(null),
  /** The variant's size; null (or left out) when the product's variants have no sizes. */
  sizeId: entityId('a size').nullable().default(null),
  /** Stock-keeping unit, unique in the shop ignoring case; '' for none. */
  sku: z
    .string({ error: 'Expected text' })
    .trim()
    .max(ProductLimit.sku, { error: `At most ${ProductLimit.sku} characters` })
    .regex(SKU_PATTERN, { error: 'Letters, digits and - _ . / only' })
    .default(''),
  /** Cents added to (negative: taken from) the product's price for this variant. */
  priceAdjustment: wholeNumber(-ProductLimit.priceCents, ProductLimit.priceCents).default(0),
  /**
   * Units in stock. Left out, an existing variant (same colour and size) keeps its stock, so that an
   * editor does not overwrite what orders took meanwhile; a new one starts at 0.
   */
  stockQuantity: wholeNumber(0, ProductLimit.stock).optional(),
});
export type AdminVariantInput = z.infer<typeof AdminVariantInput>;

/**
 * A product's whole set of variants: a colour × size grid, or one dimension, or a single variant with
 * neither; each colour and size pair once, each SKU once.
 */
export const AdminVariantList = z
  .array(AdminVariantInput, { error: 'Expected a list of variants' })
  .max(ProductLimit.variants, { error: `At most ${ProductLimit.variants} variants` })
  .superRefine((variants, context) => {
    const first = variants[0];
    const seenChoices = new Map<string, number>();
    const seenSkus = new Map<string, number>();
    variants.forEach((variant, index) => {
      if (first && (variant.colourId === null) !== (first.colourId === null)) {
        const message =
          first.colourId === null ? 'Expected none: variants.0 has no colour' : 'Required: variants.0 has a colour';
        context.addIssue({ code: 'custom', path: [index, 'colourId'], message });
      }
      if (first && (variant.sizeId === null) !== (first.sizeId === null)) {
        const message =
          first.sizeId === null ? 'Expected none: variants.0 has no size' : 'Required: variants.0 has a size';
        context.addIssue({ code: 'custom', path: [index, 'sizeId'], message });
      }
      const choice = choiceKey(variant);
      const twin = seenChoices.get(choice);
      if (twin !== undefined) {
        context.addIssue({ code: 'custom', path: [index], message: `Repeats the colour and size of variants.${twin}` });
      } else seenChoices.set(choice, index);
      if (variant.sku !== '') {
        const sku = variant.sku.toUpperCase();
        const skuTwin = seenSkus.get(sku);
        if (skuTwin !== undefined) {
          context.addIssue({ code: 'custom', path: [index, 'sku'], message: `Repeats the SKU of variants.${skuTwin}` });
        } else seenSkus.set(sku, index);
      }
    });
  });

/** One picture of a product as staff send it. */
export const AdminImageInput = z.object({
  /** A path the media upload answered, e.g. /media/3f…a1.webp. */
  url: z
    .string({ error: 'Expected a /media/ path' })
    .trim()
    .max(ProductLimit.imageUrl, { error: `At most ${ProductLimit.imageUrl} characters` })
    .regex(PRODUCT_IMAGE_URL_PATTERN, { error: 'Expected a /media/ path' })
    .refine((url) => !url.split('/').includes('..'), { error: 'Expected a /media/ path' }),
  /** The colour the picture shows (one of the product's colours); null for every colour. */
  colourId: entityId('a colour').nullable().default(null),
});
export type AdminImageInput = z.infer<typeof AdminImageInput>;

/** A product's pictures in order; the first is the main one. */
export const AdminImageList = z
  .array(AdminImageInput, { error: 'Expected a list of images' })
  .max(ProductLimit.images, { error: `At most ${ProductLimit.images} images` })
  .superRefine((images, context) => {
    const seen = new Map<string, number>();
    images.forEach((image, index) => {
      const twin = seen.get(image.url);
      if (twin !== undefined)
        context.addIssue({ code: 'custom', path: [index, 'url'], message: `Repeats images.${twin}` });
      else seen.set(image.url, index);
    });
  });

// Every field of the product form, without defaults: a PATCH changes only what it sends.
const productFields = {
  /** Name; English required. */
  name: bilingualText(ADMIN_NAME_MAX_LENGTH),
  /** One paragraph shown under the name and in lists. */
  shortDescription: bilingualText(ProductLimit.shortDescription, { required: false }),
  /** Rich text (HTML), sanitised by the server. */
  fullDescription: bilingualText(ProductLimit.fullDescription, { required: false }),
  /** The page's title for search engines. */
  metaTitle: bilingualText(ProductLimit.metaTitle, { required: false }),
  /** The page's description for search engines. */
  metaDescription: bilingualText(ProductLimit.metaDescription, { required: false }),
  /** Comma-separated keywords. */
  metaKeywords: bilingualText(ProductLimit.metaKeywords, { required: false }),
  /** Price in cents, before any discount. */
  price: cents(),
  /** Discounted price in cents, less than the price; 0 for no discount. */
  discountedPrice: cents(),
  /** The product's category. */
  categoryId: entityId('a category'),
  /** The product's brand; null for none. */
  brandId: entityId('a brand').nullable(),
  /** The vendor (an approved seller) selling it; null for the shop itself. */
  vendorId: entityId('a vendor').nullable(),
  /** Tags, for filtering. */
  tagIds: idList('a tag', ProductLimit.tags),
  /** Colours shoppers choose from, in display order; with variants, exactly the variants' colours. */
  colourIds: idList('a colour', ProductLimit.colours),
  /** Sizes shoppers choose from, in display order; with variants, exactly the variants' sizes. */
  sizeIds: idList('a size', ProductLimit.sizes),
  /** Most units of it in one order; 0 for no limit. */
  orderMaximumQuantity: wholeNumber(0, ProductLimit.orderMaximumQuantity),
  /** Shipped free of charge. */
  isShippingFree: flag(),
  /** Shipping charge in cents (ignored when shipping is free). */
  shippingCharges: cents(),
  /** Days to deliver, as shown to shoppers; 0 for not shown. */
  estimatedShippingDays: wholeNumber(0, ProductLimit.estimatedShippingDays),
  /** Shows shoppers how many are left. */
  displayStockQuantity: flag(),
  /** Featured on the home page. */
  isPopular: flag(),
  /** Shown to shoppers (an archived product never is). */
  isPublished: flag(),
  /** The file a digital product's buyers download; null for a physical product. */
  digitalFileId: entityId('a digital file').nullable(),
  /** Units in stock: of a new product's variants made for it, or of a product without variants (one with variants has theirs). */
  stockQuantity: wholeNumber(0, ProductLimit.stock),
  /** Replaces the variants (see PUT …/variants) when sent; a product keeps at least one. */
  variants: AdminVariantList.min(1, {
    error: 'At least one: a product without colours and sizes has one with neither',
  }),
  /** Replaces the pictures (see PUT …/images) when sent. */
  images: AdminImageList,
};

const discountBelowPrice = (body: { price?: number; discountedPrice?: number }, context: z.RefinementCtx) => {
  if (body.price === undefined || body.discountedPrice === undefined) return;
  if (body.discountedPrice !== 0 && body.discountedPrice >= body.price) {
    context.addIssue({ code: 'custom', path: ['discountedPrice'], message: DISCOUNT_MESSAGE });
  }
};
/** The message of a discounted price that is not below the price. */
export const DISCOUNT_MESSAGE = 'Must be less than the price (0 for no discount)';

/** Body of POST /api/v1/admin/products. */
export const CreateProductBody = z
  .object({
    ...productFields,
    shortDescription: productFields.shortDescription.default({ en: '', ar: '' }),
    fullDescription: productFields.fullDescription.default({ en: '', ar: '' }),
    metaTitle: productFields.metaTitle.default({ en: '', ar: '' }),
    metaDescription: productFields.metaDescription.default({ en: '', ar: '' }),
    metaKeywords: productFields.metaKeywords.default({ en: '', ar: '' }),
    discountedPrice: productFields.discountedPrice.default(0),
    brandId: productFields.brandId.default(null),
    vendorId: productFields.vendorId.default(null),
    tagIds: productFields.tagIds.default([]),
    colourIds: productFields.colourIds.optional(),
    sizeIds: productFields.sizeIds.optional(),
    orderMaximumQuantity: productFields.orderMaximumQuantity.default(0),
    isShippingFree: productFields.isShippingFree.default(false),
    /** Left out: the shop's default shipping fee (setting `defaultShippingFee`). */
    shippingCharges: productFields.shippingCharges.optional(),
    estimatedShippingDays: productFields.estimatedShippingDays.default(0),
    displayStockQuantity: productFields.displayStockQuantity.default(false),
    isPopular: productFields.isPopular.default(false),
    isPublished: productFields.isPublished.default(true),
    digitalFileId: productFields.digitalFileId.default(null),
    stockQuantity: productFields.stockQuantity.optional(),
    /**
     * The variants. Left out (or empty): one per colour × size of `colourIds` and `sizeIds` (per colour,
     * or per size, or a single one with neither), without SKUs, `stockQuantity` shared out among them.
     */
    variants: AdminVariantList.default([]),
    images: productFields.images.default([]),
  })
  .superRefine(discountBelowPrice);
export type CreateProductBody = z.infer<typeof CreateProductBody>;

/** Body of PATCH /api/v1/admin/products/:id: the fields to change (each text sent whole, both languages). */
export const UpdateProductBody = z
  .object(productFields)
  .partial()
  .extend({
    /** The product's updatedAt when it was loaded: a later change by someone else answers 409. */
    updatedAt: loadedAt(),
  })
  .superRefine(discountBelowPrice);
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;

/** Body of PUT /api/v1/admin/products/:id/variants. */
export const ReplaceVariantsBody = z.object({
  /** The new set (at least one); variants are matched to the old ones by colour and size (keeping their ids and history). */
  variants: productFields.variants,
  /** The product's updatedAt when it was loaded; when sent, a later change by someone else answers 409. */
  updatedAt: loadedAt().optional(),
});
export type ReplaceVariantsBody = z.infer<typeof ReplaceVariantsBody>;

/** Body of PUT /api/v1/admin/products/:id/images. */
export const ReplaceImagesBody = z.object({
  /** The pictures in order; the first is the main one. */
  images: AdminImageList,
  /** The product's updatedAt when it was loaded; when sent, a later change by someone else answers 409. */
  updatedAt: loadedAt().optional(),
});
export type ReplaceImagesBody = z.infer<typeof ReplaceImagesBody>;

/** Body of POST /api/v1/admin/products/:id/variants/:variantId/stock: a change by `delta`, or to `set`. */
export const StockAdjustmentBody = z
  .object({
    /** Units added (negative: taken away); never below 0 in the end. */
    delta: wholeNumber(-ProductLimit.stock, ProductLimit.stock)
      .refine((delta) => delta !== 0, { error: 'Must not be 0' })
      .optional(),
    /** The units counted: the stock becomes this. */
    set: wholeNumber(0, ProductLimit.stock).optional(),
    /** Why, e.g. "Delivery from the workshop" or "Counted on the shelf". */
    reason: z
      .string({ error: 'Required' })
      .trim()
      .min(1, { error: 'Required' })
      .max(ProductLimit.stockReason, { error: `At most ${ProductLimit.stockReason} characters` }),
  })
  .superRefine((body, context) => {
    if ((body.delta === undefined) === (body.set === undefined)) {
      context.addIssue({ code: 'custom', path: ['delta'], message: 'Give either delta or set' });
    }
  });
export type StockAdjustmentBody = z.infer<typeof StockAdjustmentBody>;

/** The product list's sortable columns; price sorts by what shoppers pay (the discounted price when there is one). */
export const ADMIN_PRODUCT_SORTS = ['id', 'name', 'price', 'stock', 'createdAt', 'updatedAt'] as const;

/** Query of GET /api/v1/admin/products (and of its CSV export). */
export const AdminProductListQuery = adminListQuery(ADMIN_PRODUCT_SORTS).extend({
  /** Products of this category or of its subcategories. */
  categoryId: queryId('a category').optional(),
  /** Products of this brand. */
  brandId: queryId('a brand').optional(),
  /** Products of this vendor. */
  vendorId: queryId('a vendor').optional(),
  /** Published (true) or unpublished (false) products only. */
  active: queryFlag().optional(),
  /** Archived products only (true), or only those not archived (false, the default). */
  archived: queryFlag().default(false),
  /** Products with a variant (or, without variants, the product itself) with fewer units than this. */
  stockBelow: z.coerce.number({ error: 'Expected a whole number' }).pipe(wholeNumber(1, ProductLimit.stock)).optional(),
  /** Digital (true) or physical (false) products only. */
  digital: queryFlag().optional(),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

const bilingual = z.object({ en: z.string(), ar: z.string() });

/** A product as the admin's list shows it. */
export const AdminProductRow = z.object({
  /** Product id. */
  id: z.number().int(),
  /** Name in both languages (Arabic '' when not translated). */
  name: bilingual,
  /** The main picture; null when it has none. */
  imageUrl: z.string().nullable(),
  /** Price in cents. */
  price: z.number().int(),
  /** Discounted price in cents; 0 for none. */
  discountedPrice: z.number().int(),
  /** Its category's id. */
  categoryId: z.number().int(),
  /** Its category's English name. */
  categoryName: z.string(),
  /** Its brand's id; null for none. */
  brandId: z.number().int().nullable(),
  /** Its brand's English name; null for none. */
  brandName: z.string().nullable(),
  /** Its vendor's id; null for the shop itself. */
  vendorId: z.number().int().nullable(),
  /** Its vendor's name in both languages (Arabic '' when not translated); null for the shop itself. */
  vendorName: bilingual.nullable(),
  /** Units in stock, all variants together. */
  stock: z.number().int(),
  /** How many variants it has. */
  variantCount: z.number().int(),
  /** Published for shoppers. */
  active: z.boolean(),
  /** Archived (hidden from shoppers and from the default list). */
  archived: z.boolean(),
  /** A digital product. */
  digital: z.boolean(),
  /** When it last changed. */
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

/** Answer of GET /api/v1/admin/products. */
export const AdminProductPage = adminPage(AdminProductRow);
export type AdminProductPage = z.infer<typeof AdminProductPage>;

/** One variant as the admin shows it. */
export const AdminVariant = z.object({
  /** Variant id. */
  id: z.number().int(),
  /** Its colour; null when the variants have no colours. */
  colourId: z.number().int().nullable(),
  /** Its size; null when the variants have no sizes. */
  sizeId: z.number().int().nullable(),
  /** Its SKU; '' for none. */
  sku: z.string(),
  /** Cents added to the product's price. */
  priceAdjustment: z.number().int(),
  /** Units in stock. */
  stockQuantity: z.number().int(),
});
export type AdminVariant = z.infer<typeof AdminVariant>;

/** One picture as the admin shows it. */
export const AdminProductImage = z.object({
  /** Image id. */
  id: z.number().int(),
  /** Its address. */
  url: z.string(),
  /** The colour it shows; null for every colour. */
  colourId: z.number().int().nullable(),
  /** Its place in the gallery; 0 is the main picture. */
  displayOrder: z.number().int(),
});
export type AdminProductImage = z.infer<typeof AdminProductImage>;

/** A product with everything its form edits: answer of GET, POST and PATCH …/products/:id and of its sub-resources. */
export const AdminProduct = z.object({
  /** Product id. */
  id: z.number().int(),
  /** Name. */
  name: bilingual,
  /** Short description. */
  shortDescription: bilingual,
  /** Full description (sanitised HTML). */
  fullDescription: bilingual,
  /** Title for search engines. */
  metaTitle: bilingual,
  /** Description for search engines. */
  metaDescription: bilingual,
  /** Keywords for search engines. */
  metaKeywords: bilingual,
  /** Price in cents. */
  price: z.number().int(),
  /** Discounted price in cents; 0 for none. */
  discountedPrice: z.number().int(),
  /** Category id. */
  categoryId: z.number().int(),
  /** Brand id; null for none. */
  brandId: z.number().int().nullable(),
  /** The vendor selling it; null for the shop itself. */
  vendorId: z.number().int().nullable(),
  /** Tag ids. */
  tagIds: z.array(z.number().int()),
  /** Colour ids shoppers choose from, in display order. */
  colourIds: z.array(z.number().int()),
  /** Size ids shoppers choose from, in display order. */
  sizeIds: z.array(z.number().int()),
  /** Most units in one order; 0 for no limit. */
  orderMaximumQuantity: z.number().int(),
  /** Shipped free. */
  isShippingFree: z.boolean(),
  /** Shipping charge in cents. */
  shippingCharges: z.number().int(),
  /** Days to deliver; 0 for not shown. */
  estimatedShippingDays: z.number().int(),
  /** Shows shoppers how many are left. */
  displayStockQuantity: z.boolean(),
  /** Featured. */
  isPopular: z.boolean(),
  /** Shown to shoppers. */
  isPublished: z.boolean(),
  /** The digital file; null for a physical product. */
  digitalFileId: z.number().int().nullable(),
  /** Units in stock: the variants' sum when it has variants. */
  stockQuantity: z.number().int(),
  /** Pictures in gallery order. */
  images: z.array(AdminProductImage),
  /** Variants in display order. */
  variants: z.array(AdminVariant),
  /** When it was archived; null when it is not. */
  archivedAt: z.string().nullable(),
  /** When it was created. */
  createdAt: z.string(),
  /** When it last changed, to the microsecond: send it back with a PATCH. */
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** One recorded change of a variant's stock. */
export const StockAdjustment = z.object({
  /** Adjustment id. */
  id: z.number().int(),
  /** The variant. */
  variantId: z.number().int(),
  /** Units added (negative: taken away). */
  delta: z.number().int(),
  /** The variant's stock after it. */
  stockAfter: z.number().int(),
  /** Why. */
  reason: z.string(),
  /** The member who made it; null for a member since removed. */
  staffId: z.number().int().nullable(),
  /** The member's email; null for a member since removed. */
  staffEmail: z.string().nullable(),
  /** When, ISO 8601 UTC. */
  at: z.string(),
});
export type StockAdjustment = z.infer<typeof StockAdjustment>;

/** Query of GET …/variants/:variantId/stock: newest first. */
export const StockAdjustmentQuery = z.object({
  /** Rows per page, 1..100 (default 25). */
  limit: z.coerce.number().pipe(wholeNumber(1, ADMIN_PAGE_MAX)).default(ADMIN_PAGE_DEFAULT),
  /** Rows to skip. */
  offset: z.coerce.number().pipe(wholeNumber(0, Number.MAX_SAFE_INTEGER)).default(0),
});
export type StockAdjustmentQuery = z.infer<typeof StockAdjustmentQuery>;

/** Answer of GET …/variants/:variantId/stock. */
export const StockAdjustmentPage = adminPage(StockAdjustment);
export type StockAdjustmentPage = z.infer<typeof StockAdjustmentPage>;

/** The columns of the products CSV; an import reads id, nameEn, nameAr, price, discountedPrice, categoryId, stock and isPublished. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'nameEn',
  'nameAr',
  'price',
  'discountedPrice',
  'categoryId',
  'categoryName',
  'brandName',
  'stock',
  'variantCount',
  'isPublished',
  'archived',
  'digital',
] as const;

/** Query of POST /api/v1/admin/products/import. */
export const ProductImportQuery = z.object({
  /** true (the default): report what would change and change nothing; false: apply every line, or none. */
  dryRun: queryFlag().default(true),
});
export type ProductImportQuery = z.infer<typeof ProductImportQuery>;

/** JSON body of POST /api/v1/admin/products/import (a text/csv body is the CSV itself). */
export const ProductImportBody = z.object({
  /** The CSV text, with a header line naming the columns. */
  csv: z
    .string({ error: 'Expected the CSV as text' })
    .min(1, { error: 'Required' })
    .max(ProductLimit.importCharacters, { error: `At most ${ProductLimit.importCharacters} characters` }),
});
export type ProductImportBody = z.infer<typeof ProductImportBody>;

/** What an import does with one line. */
export const ProductImportAction = z.enum(['create', 'update', 'unchanged', 'error']);
export type ProductImportAction = z.infer<typeof ProductImportAction>;

/** One line of an import's report. */
export const ProductImportLine = z.object({
  /** The line's number in the file (the header is line 1). */
  line: z.number().int(),
  /** The product's id; null for a line that creates one (until applied) or names none. */
  id: z.number().int().nullable(),
  /** What the line does. */
  action: ProductImportAction,
  /** Each changed field's value before and after. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  /** What is wrong with it, each naming the column, e.g. "price: Expected an amount such as 12.50". */
  errors: z.array(z.string()),
});
export type ProductImportLine = z.infer<typeof ProductImportLine>;

/** Answer of POST /api/v1/admin/products/import. */
export const ProductImportReport = z.object({
  /** Whether this was a dry run (nothing changed). */
  dryRun: z.boolean(),
  /** Whether the changes were made. */
  applied: z.boolean(),
  /** Lines creating a product. */
  creates: z.number().int(),
  /** Lines changing a product. */
  updates: z.number().int(),
  /** Lines changing nothing. */
  unchanged: z.number().int(),
  /** Lines with errors; a real run applies nothing while there is one. */
  errors: z.number().int(),
  /** Every line's outcome. */
  lines: z.array(ProductImportLine),
});
export type ProductImportReport = z.infer<typeof ProductImportReport>;
