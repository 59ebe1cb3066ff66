import { AttributeKind, type RowOf } from '@shop/contract';
import { z } from '../../../lib/browser-zod';

import { mediaUrl } from '../../../lib/media-url';

// The product's view is built on the server and also fetched by the browser (the quick view's
// `/api/product-options`): each type is its schema's, so the browser checks what it receives.

/** One value a shopper can choose (a colour, a size or a value of another attribute). */
export const ProductOption = z.object({
  /** The value's id: ColorID, SizeID or the attribute row's PrimaryKeyValue. */
  id: z.number(),
  name: z.string(),
  /** US dollars added to both prices when chosen (the back-office resolves percentages). */
  additionalPrice: z.number(),
});
export type ProductOption = z.infer<typeof ProductOption>;

export const ColorOption = ProductOption.extend({ hexCode: z.string() });
export type ColorOption = z.infer<typeof ColorOption>;

/** An attribute other than colour and size, offered in the Product Variants popup. */
export const VariantAttribute = z.object({
  attributeId: z.number(),
  name: z.string(),
  required: z.boolean(),
  values: z.array(ProductOption),
});
export type VariantAttribute = z.infer<typeof VariantAttribute>;

/**
 * A colour × size the shop sells (a variant in the back-office): what it adds to the price and
 * how many are left. Its colour or size is null when the product comes in none.
 */
export const Combination = z.object({
  colorId: z.number().nullable(),
  sizeId: z.number().nullable(),
  /** US dollars added to both prices, instead of the colour's and size's additional prices. */
  priceAdjustment: z.number(),
  stockQuantity: z.number(),
});
export type Combination = z.infer<typeof Combination>;

export const GalleryImage = z.object({
  /** Where the browser loads it (under the storefront's /media). */
  url: z.string(),
  /** Path as the back-office gave it; cart and wishlist items keep this form (spec section 3). */
  path: z.string(),
  /** The colour this picture shows; null when it shows the product in every colour. */
  colorId: z.number().nullable(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

/** What the product page shows and sells, built on the server from the back-office rows. */
export const ProductDetailView = z.object({
  id: z.number(),
  name: z.string(),
  categoryName: z.string(),
  /** Regular price in US dollars. */
  price: z.number(),
  /** Price after discount; 0 when not discounted. */
  discountedPrice: z.number(),
  discountId: z.number(),
  isDiscountCalculated: z.boolean(),
  couponCode: z.string(),
  /** Average rating, null when unrated. */
  rating: z.number().nullable(),
  totalReviews: z.number(),
  shortDescription: z.string(),
  /** FullDescription after sanitizing; '' when there is none. */
  descriptionHtml: z.string(),
  vendorName: z.string(),
  brandName: z.string(),
  /** Units of the product in all, whatever the colour and size. */
  stockQuantity: z.number(),
  displayStockQuantity: z.boolean(),
  /** 0 means the default cap. */
  orderMaximumQuantity: z.number(),
  isShippingFree: z.boolean(),
  estimatedShippingDays: z.number().nullable(),
  tags: z.array(z.string()),
  shippingMethods: z.array(z.string()),
  images: z.array(GalleryImage),
  colors: z.array(ColorOption),
  sizes: z.array(ProductOption),
  variants: z.array(VariantAttribute),
  /**
   * The colour × size combinations on sale, each with its price and stock; empty for a product
   * without them (or a back-office that does not say), which sells from `stockQuantity`.
   */
  combinations: z.array(Combination),
});
export type ProductDetailView = z.infer<typeof ProductDetailView>;

export interface ReviewView {
  title: string;
  /** Plain text, cut to the spec's review length; never rendered as HTML. */
  body: string;
  rating: number | null;
  reviewerName: string;
  /** dd-mm-yyyy */
  date: string;
}

export interface SizeGuideRow {
  id: number;
  name: string;
  shortName: string;
  inches: string;
  centimeters: string;
}

type AttributeRow = RowOf<'get-product-all-attributes-by-productId'>;

function additionalPrice(rows: readonly AttributeRow[], attributeId: number, valueId: number): number {
  return (
    rows.find((row) => row.ProductAttributeID === attributeId && row.PrimaryKeyValue === valueId)?.AdditionalPrice ?? 0
  );
}

/** Attributes other than colour and size, grouped in the order the back-office lists them. */
function variantAttributes(rows: readonly AttributeRow[]): VariantAttribute[] {
  const byId = new Map<number, VariantAttribute>();
  for (const row of rows) {
    if (row.ProductAttributeID === AttributeKind.Color || row.ProductAttributeID === AttributeKind.Size) continue;
    let attribute = byId.get(row.ProductAttributeID);
    if (!attribute) {
      attribute = {
        attributeId: row.ProductAttributeID,
        name: row.AttributeDisplayName,
        required: false,
        values: [],
      };
      byId.set(row.ProductAttributeID, attribute);
    }
    // An attribute is required when any of its rows says so (every row of one attribute repeats it).
    attribute.required ||= row.IsRequiredAttribute;
    attribute.values.push({
      id: row.PrimaryKeyValue,
      name: row.PrimaryKeyDisplayValue,
      additionalPrice: row.AdditionalPrice,
    });
  }
  return [...byId.values()];
}

/** The page's view of a product, from its detail row, its attribute rows and its sanitized description. */
export function toProductDetailView(
  detail: RowOf<'get-product_detail'>,
  attributes: readonly AttributeRow[],
  descriptionHtml: string,
): ProductDetailView {
  return {
    id: detail.ProductId,
    name: detail.ProductName,
    categoryName: detail.CategoryName ?? '',
    price: detail.Price,
    discountedPrice: detail.DiscountedPrice ?? 0,
    discountId: detail.DiscountId ?? 0,
    isDiscountCalculated: detail.IsDiscountCalculated ?? false,
    couponCode: detail.CouponCode ?? '',
    rating: detail.Rating,
    totalReviews: detail.TotalReviews,
    shortDescription: detail.ShortDescription ?? '',
    descriptionHtml,
    vendorName: detail.VendorName ?? '',
    brandName: detail.ManufacturerName ?? '',
    stockQuantity: detail.StockQuantity,
    displayStockQuantity: detail.DisplayStockQuantity,
    orderMaximumQuantity: detail.OrderMaximumQuantity ?? 0,
    isShippingFree: detail.IsShippingFree,
    estimatedShippingDays: detail.EstimatedShippingDays,
    tags: detail.ProductTagsJson.map((tag) => tag.TagName),
    shippingMethods: detail.ProductShipMethodsJson.map((method) => method.ShippingMethodName),
    images: detail.ProductImagesJson.flatMap((image) => {
      const url = mediaUrl(image.AttachmentURL);
      return url ? [{ url, path: image.AttachmentURL, colorId: image.ColorID ?? null }] : [];
    }),
    colors: detail.ProductColorsJson.map((color) => ({
      id: color.ColorID,
      name: color.ColorName,
      hexCode: color.HexCode,
      additionalPrice: additionalPrice(attributes, AttributeKind.Color, color.ColorID),
    })),
    sizes: detail.ProductSizesJson.map((size) => ({
      id: size.SizeID,
      name: size.ShortName,
      additionalPrice: additionalPrice(attributes, AttributeKind.Size, size.SizeID),
    })),
    variants: variantAttributes(attributes),
    combinations: (detail.ProductVariantsJson ?? []).map((variant) => ({
      colorId: variant.ColorID,
      sizeId: variant.SizeID,
      priceAdjustment: variant.PriceAdjustment,
      stockQuantity: variant.StockQuantity,
    })),
  };
}
