// Between a product as the API answers it and the form that edits it: the form's values (amounts as
// decimal text, variants as a colour × size grid, pictures in order), their checks in the member's
// language, and the body a save sends.
import { z } from 'zod';
import {
  ADMIN_NAME_MAX_LENGTH,
  bilingualText,
  ProductLimit,
  SKU_PATTERN,
  type AdminProduct,
  type CreateProductBody,
  type UpdateProductBody,
} from '@shop/contract';
import { amountText, centsOf } from './money';
import type { ProductMessageKey } from './messages';

type Tm = (key: ProductMessageKey, values?: Record<string, string | number>) => string;

/** One row of the variant grid. */
export interface VariantRow {
  /** The row's colour and size, "colourId:sizeId" (0 for none). */
  key: string;
  /** The saved variant's id; none for a row not saved yet. */
  id?: number;
  colourId: number | null;
  sizeId: number | null;
  sku: string;
  /** Decimal text, may be negative. */
  priceAdjustment: string;
  /** Units: typed for a new row, shown (and adjusted through the dialog) for a saved one. */
  stockQuantity: string;
}

/** One picture in gallery order. */
export interface ImageRow {
  url: string;
  /** The colour it shows; null for every colour. */
  colourId: number | null;
}

export interface ProductFormValues {
  name: { en: string; ar: string };
  shortDescription: { en: string; ar: string };
  fullDescription: { en: string; ar: string };
  metaTitle: { en: string; ar: string };
  metaDescription: { en: string; ar: string };
  metaKeywords: { en: string; ar: string };
  price: string;
  discountedPrice: string;
  categoryId: string;
  brandId: string;
  /** The vendor's id as text; '' for the shop itself. */
  vendorId: string;
  tagIds: number[];
  colourIds: number[];
  sizeIds: number[];
  variants: VariantRow[];
  images: ImageRow[];
  orderMaximumQuantity: string;
  isShippingFree: boolean;
  shippingCharges: string;
  estimatedShippingDays: string;
  displayStockQuantity: boolean;
  isDigital: boolean;
  digitalFileId: number | null;
  isPublished: boolean;
  isPopular: boolean;
}

export const variantKey = (colourId: number | null, sizeId: number | null) => `${colourId ?? 0}:${sizeId ?? 0}`;

/**
 * The grid of the chosen colours × sizes (one dimension alone, or a single row with neither), keeping
 * what the rows already there hold.
 */
export function variantGrid(colourIds: number[], sizeIds: number[], rows: VariantRow[]): VariantRow[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const colours = colourIds.length > 0 ? colourIds : [null];
  const sizes = sizeIds.length > 0 ? sizeIds : [null];
  return colours.flatMap((colourId) =>
    sizes.map((sizeId) => {
      const key = variantKey(colourId, sizeId);
      return byKey.get(key) ?? { key, colourId, sizeId, sku: '', priceAdjustment: '', stockQuantity: '0' };
    }),
  );
}

const bilingual = (text?: { en: string; ar: string }) => ({ en: text?.en ?? '', ar: text?.ar ?? '' });

/** The form's values for `product`, or for a new product (published, one variant with neither colour nor size). */
export function formValuesOf(product?: AdminProduct): ProductFormValues {
  const variants: VariantRow[] = (product?.variants ?? []).map((variant) => ({
    key: variantKey(variant.colourId, variant.sizeId),
    id: variant.id,
    colourId: variant.colourId,
    sizeId: variant.sizeId,
    sku: variant.sku,
    priceAdjustment: amountText(variant.priceAdjustment, { blankZero: true }),
    stockQuantity: String(variant.stockQuantity),
  }));
  const colourIds = product?.colourIds ?? [];
  const sizeIds = product?.sizeIds ?? [];
  return {
    name: bilingual(product?.name),
    shortDescription: bilingual(product?.shortDescription),
    fullDescription: bilingual(product?.fullDescription),
    metaTitle: bilingual(product?.metaTitle),
    metaDescription: bilingual(product?.metaDescription),
    metaKeywords: bilingual(product?.metaKeywords),
    price: product ? amountText(product.price) : '',
    discountedPrice: product ? amountText(product.discountedPrice, { blankZero: true }) : '',
    categoryId: product ? String(product.categoryId) : '',
    brandId: product?.brandId ? String(product.brandId) : '',
    vendorId: product?.vendorId ? String(product.vendorId) : '',
    tagIds: product?.tagIds ?? [],
    colourIds,
    sizeIds,
    variants: variantGrid(colourIds, sizeIds, variants),
    images: (product?.images ?? []).map((image) => ({ url: image.url, colourId: image.colourId })),
    orderMaximumQuantity: String(product?.orderMaximumQuantity ?? 0),
    isShippingFree: product?.isShippingFree ?? false,
    shippingCharges: product ? amountText(product.shippingCharges, { blankZero: true }) : '',
    estimatedShippingDays: String(product?.estimatedShippingDays ?? 0),
    displayStockQuantity: product?.displayStockQuantity ?? false,
    isDigital: product?.digitalFileId !== null && product?.digitalFileId !== undefined,
    digitalFileId: product?.digitalFileId ?? null,
    isPublished: product?.isPublished ?? true,
    isPopular: product?.isPopular ?? false,
  };
}

/** The form's checks, as the API makes them, with the messages in the member's language. */
export function productFormSchema(tm: Tm) {
  const amount = (optional: boolean) =>
    z.string().refine(
      (text) => {
        if (optional && text.trim() === '') return true;
        const cents = centsOf(text);
        return cents !== undefined && cents <= ProductLimit.priceCents;
      },
      { error: tm('amountFormat') },
    );
  const whole = (min: number, max: number) =>
    z.string().refine((text) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max, {
      error: tm('wholeNumber', { min, max }),
    });
  const optionalText = (max: number) => bilingualText(max, { required: false });
  return z
    .object({
      name: bilingualText(ADMIN_NAME_MAX_LENGTH),
      shortDescription: optionalText(ProductLimit.shortDescription),
      fullDescription: optionalText(ProductLimit.fullDescription),
      metaTitle: optionalText(ProductLimit.metaTitle),
      metaDescription: optionalText(ProductLimit.metaDescription),
      metaKeywords: optionalText(ProductLimit.metaKeywords),
      price: amount(false),
      discountedPrice: amount(true),
      categoryId: z.string().min(1),
      brandId: z.string(),
      vendorId: z.string(),
      tagIds: z.array(z.number()),
      colourIds: z.array(z.number()),
      sizeIds: z.array(z.number()),
      variants: z.array(
        z.object({
          key: z.string(),
          id: z.number().optional(),
          colourId: z.number().nullable(),
          sizeId: z.number().nullable(),
          sku: z.string().trim().max(ProductLimit.sku).regex(SKU_PATTERN),
          priceAdjustment: z.string().refine(
            (text) => {
              if (text.trim() === '') return true;
              const cents = centsOf(text, { signed: true });
              return cents !== undefined && Math.abs(cents) <= ProductLimit.priceCents;
            },
            { error: tm('adjustmentFormat') },
          ),
          stockQuantity: whole(0, ProductLimit.stock),
        }),
      ),
      images: z.array(z.object({ url: z.string(), colourId: z.number().nullable() })),
      orderMaximumQuantity: whole(0, ProductLimit.orderMaximumQuantity),
      isShippingFree: z.boolean(),
      shippingCharges: amount(true),
      estimatedShippingDays: whole(0, ProductLimit.estimatedShippingDays),
      displayStockQuantity: z.boolean(),
      isDigital: z.boolean(),
      digitalFileId: z.number().nullable(),
      isPublished: z.boolean(),
      isPopular: z.boolean(),
    })
    .superRefine((values, context) => {
      const price = centsOf(values.price);
      const discounted = centsOf(values.discountedPrice) ?? 0;
      if (price !== undefined && discounted !== 0 && discounted >= price) {
        context.addIssue({ code: 'custom', path: ['discountedPrice'], message: tm('discountBelowPrice') });
      }
    });
}

const cents = (text: string, signed = false) => (text.trim() === '' ? 0 : (centsOf(text, { signed }) ?? 0));

/** What the fields of both a new and a changed product send. */
function commonBody(values: ProductFormValues, { newProduct }: { newProduct: boolean }) {
  const colours = new Set(values.colourIds);
  return {
    name: values.name,
    shortDescription: values.shortDescription,
    fullDescription: values.fullDescription,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    metaKeywords: values.metaKeywords,
    price: cents(values.price),
    discountedPrice: cents(values.discountedPrice),
    categoryId: Number(values.categoryId),
    brandId: values.brandId ? Number(values.brandId) : null,
    vendorId: values.vendorId ? Number(values.vendorId) : null,
    tagIds: values.tagIds,
    colourIds: values.colourIds,
    sizeIds: values.sizeIds,
    variants: values.variants.map((row) => ({
      colourId: row.colourId,
      sizeId: row.sizeId,
      sku: row.sku.trim(),
      priceAdjustment: cents(row.priceAdjustment, true),
      // A saved variant keeps its stock (what orders took meanwhile is not overwritten): it changes
      // through "Adjust stock" only.
      ...(newProduct || row.id === undefined ? { stockQuantity: Number(row.stockQuantity) } : {}),
    })),
    images: values.images.map((image) => ({
      url: image.url,
      colourId: image.colourId !== null && colours.has(image.colourId) ? image.colourId : null,
    })),
    orderMaximumQuantity: Number(values.orderMaximumQuantity),
    isShippingFree: values.isShippingFree,
    shippingCharges: cents(values.shippingCharges),
    estimatedShippingDays: Number(values.estimatedShippingDays),
    displayStockQuantity: values.displayStockQuantity,
    digitalFileId: values.isDigital ? values.digitalFileId : null,
    isPublished: values.isPublished,
    isPopular: values.isPopular,
  };
}

export function createBodyOf(values: ProductFormValues): z.input<typeof CreateProductBody> {
  return commonBody(values, { newProduct: true });
}

export function updateBodyOf(values: ProductFormValues, updatedAt: string): z.input<typeof UpdateProductBody> {
  return { ...commonBody(values, { newProduct: false }), updatedAt };
}

/** The form field a server 400 names ("variants.2.sku", "images.0.colourId", "price"…), if the form has it. */
export function formFieldOf(field: string | undefined): string | undefined {
  if (!field) return undefined;
  if (/^variants\.\d+\.(sku|priceAdjustment|stockQuantity)$/.test(field)) return field;
  const image = /^images\.(\d+)\./.exec(field);
  if (image) return `images.${image[1]}.colourId`;
  const known = [
    'name.en',
    'name.ar',
    'shortDescription.en',
    'shortDescription.ar',
    'metaTitle.en',
    'metaTitle.ar',
    'metaDescription.en',
    'metaDescription.ar',
    'metaKeywords.en',
    'metaKeywords.ar',
    'price',
    'discountedPrice',
    'categoryId',
    'brandId',
    'vendorId',
    'orderMaximumQuantity',
    'shippingCharges',
    'estimatedShippingDays',
    'isPublished',
  ];
  return known.includes(field) ? field : undefined;
}
