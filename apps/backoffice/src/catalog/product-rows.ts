import { AttributeValueType, type WireRowOf } from '@shop/contract';
import type { ProductCardRecord } from './product-list-repository';
import type { ProductAttributeRecord, ProductDetailRecord, ReviewRecord } from './product-detail-repository';
import { toMoney } from './money';

type ProductListRow = WireRowOf<'get-all-products'>;

/** A product as every list answers it (section 3 "Product (list)"). */
export function productListRow(record: ProductCardRecord): ProductListRow {
  return {
    ProductId: record.id,
    ProductName: record.name,
    CategoryName: record.category_name,
    Price: toMoney(record.price),
    DiscountedPrice: toMoney(record.discounted_price),
    DiscountId: null,
    IsDiscountCalculated: record.discounted_price > 0,
    CouponCode: null,
    ProductDescription: record.short_description,
    Rating: record.rating,
    ProductImagesJson: record.images_json,
    TotalRecords: record.total_records,
    NearMatch: record.near_match,
  };
}

export function productDetailRow(record: ProductDetailRecord): WireRowOf<'get-product_detail'> {
  return {
    ProductId: record.id,
    ProductName: record.name,
    CategoryName: record.category_name,
    Price: toMoney(record.price),
    DiscountedPrice: toMoney(record.discounted_price),
    DiscountId: null,
    IsDiscountCalculated: record.discounted_price > 0,
    CouponCode: null,
    ProductDescription: record.short_description,
    Rating: record.rating,
    ProductImagesJson: record.images_json,
    ShortDescription: record.short_description,
    FullDescription: record.full_description,
    MetaTitle: record.meta_title,
    MetaDescription: record.meta_description,
    MetaKeywords: record.meta_keywords,
    VendorName: record.vendor_name,
    ManufacturerName: record.manufacturer_name,
    StockQuantity: record.stock_quantity,
    DisplayStockQuantity: record.display_stock_quantity,
    OrderMaximumQuantity: record.order_maximum_quantity,
    TotalReviews: record.total_reviews,
    IsShippingFree: record.is_shipping_free,
    EstimatedShippingDays: record.estimated_shipping_days,
    ProductColorsJson: record.colors_json,
    ProductSizesJson: record.sizes_json,
    ProductTagsJson: record.tags_json,
    ProductShipMethodsJson: record.ship_methods_json,
    ProductVariantsJson: record.variants_json,
  };
}

/**
 * A choosable value with its price as an amount: percentages (kept in hundredths of a percent) are
 * resolved against the price the shopper pays, so the storefront only ever adds amounts.
 */
export function productAttributeRow(
  record: ProductAttributeRecord,
): WireRowOf<'get-product-all-attributes-by-productId'> {
  const additionalCents =
    record.value_type === AttributeValueType.Percentage
      ? Math.round((record.effective_price * record.additional_price) / 10_000)
      : record.additional_price;
  return {
    ProductAttributeID: record.attribute_id,
    AttributeDisplayName: record.display_name,
    PrimaryKeyValue: record.value_key,
    PrimaryKeyDisplayValue: record.display_value,
    AdditionalPrice: toMoney(additionalCents),
    IsRequiredAttribute: record.is_required,
  };
}

export function reviewRow(record: ReviewRecord): WireRowOf<'get-product-reviews'> {
  return {
    Title: record.title,
    Body: record.body,
    Rating: record.rating,
    ReviewerName: record.reviewer_name,
    ReviewDate: new Date(record.created_at).toISOString(),
  };
}
