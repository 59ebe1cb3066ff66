import { AttributeKind, type RowOf } from '@shop/contract';

import { mediaUrl } from '../../../lib/media-url';

/** One value a shopper can choose (a colour, a size or a value of another attribute). */
export interface ProductOption {
  /** The value's id: ColorID, SizeID or the attribute row's PrimaryKeyValue. */
  id: number;
  name: string;
  /** US dollars added to both prices when chosen (the back-office resolves percentages). */
  additionalPrice: number;
}

export interface ColorOption extends ProductOption {
  hexCode: string;
}

/** An attribute other than colour and size, offered in the Product Variants popup. */
export interface VariantAttribute {
  attributeId: number;
  name: string;
  required: boolean;
  values: ProductOption[];
}

/**
 * A colour × size the shop sells (a variant in the back-office): what it adds to the price and
 * how many are left. Its colour or size is null when the product comes in none.
 */
export interface Combination {
  colorId: number | null;
  sizeId: number | null;
  /** US dollars added to both prices, instead of the colour's and size's additional prices. */
  priceAdjustment: number;
  stockQuantity: number;
}

export interface GalleryImage {
  /** Where the browser loads it (under the storefront's /media). */
  url: string;
  /** Path as the back-office gave it; cart and wishlist items keep this form (spec section 3). */
  path: string;
  /** The colour this picture shows; null when it shows the product in every colour. */
  colorId: number | null;
}

/** What the product page shows and sells, built on the server from the back-office rows. */
export interface ProductDetailView {
  id: number;
  name: string;
  categoryName: string;
  /** Regular price in US dollars. */
  price: number;
  /** Price after discount; 0 when not discounted. */
  discountedPrice: number;
  discountId: number;
  isDiscountCalculated: boolean;
  couponCode: string;
  /** Average rating, null when unrated. */
  rating: number | null;
  totalReviews: number;
  shortDescription: string;
  /** FullDescription after sanitizing; '' when there is none. */
  descriptionHtml: string;
  vendorName: string;
  brandName: string;
  /** Units of the product in all, whatever the colour and size. */
  stockQuantity: number;
  displayStockQuantity: boolean;
  /** 0 means the default cap. */
  orderMaximumQuantity: number;
  isShippingFree: boolean;
  estimatedShippingDays: number | null;
  tags: string[];
  shippingMethods: string[];
  images: GalleryImage[];
  colors: ColorOption[];
  sizes: ProductOption[];
  variants: VariantAttribute[];
  /**
   * The colour × size combinations on sale, each with its price and stock; empty for a product
   * without them (or a back-office that does not say), which sells from `stockQuantity`.
   */
  combinations: Combination[];
}

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
