// Products, categories, brands, sizes and tags.
import { z } from 'zod';
import {
  CATEGORY_LIST_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  HOME_LIST_SIZE,
  RECENT_PRODUCTS_TAB_NAME,
  RELATED_LIST_SIZE,
  SEARCH_MAX_LENGTH,
  SORT_VALUES,
} from '../constants';
import { PageNo, PageSize, RecordValueJson, pagingParams } from './common';
import { LocalizedText } from './localization';
import {
  jsonList,
  optionalText,
  optionalWireNumber,
  wireBool,
  wireId,
  wireIdList,
  wireInt,
  wireMoney,
  wireNumber,
  wireSignedMoney,
} from './wire';

// ---- params ----

/** Params of get-popular-products-list (20 on home, 10 in the sidebar). */
export const PopularProductsParams = pagingParams(HOME_LIST_SIZE);
export type PopularProductsParams = z.infer<typeof PopularProductsParams>;

/** Params of get-recents-products-list. */
export const RecentProductsParams = pagingParams(HOME_LIST_SIZE).extend({
  /** Which tab of recent products; the storefront sends 'new products'. */
  TabName: optionalText('Tab Name', 50).transform((tab) => tab || RECENT_PRODUCTS_TAB_NAME),
});
export type RecentProductsParams = z.infer<typeof RecentProductsParams>;

/** Params of the sidebar lists: get-categories-list, get-size-list, get-manufacturer-list, get-popular-tags. */
export const CatalogListParams = pagingParams(CATEGORY_LIST_PAGE_SIZE);
export type CatalogListParams = z.infer<typeof CatalogListParams>;

/** Params of get-all-products: the product list with its filters, sort and paging. */
export const AllProductsParams = z.object({
  /** Free text searched in product names; '' for none. */
  SearchTerm: optionalText('Search', SEARCH_MAX_LENGTH),
  /** Comma-joined size ids. */
  SizeID: wireIdList(),
  /** Comma-joined colour ids (the UI sends at most one). */
  ColorID: wireIdList(),
  /** Comma-joined category ids; 0 (all categories) is ignored. */
  CategoryID: wireIdList(),
  /** Comma-joined tag ids. */
  TagID: wireIdList(),
  /** Comma-joined brand ids. */
  ManufacturerID: wireIdList(),
  /** Lowest price, inclusive. */
  MinPrice: optionalWireNumber(z.number().min(0).max(1_000_000_000)),
  /** Highest price, inclusive. */
  MaxPrice: optionalWireNumber(z.number().min(0).max(1_000_000_000)),
  /** Minimum rating, 1 .. 5; 0 or absent for none. */
  Rating: optionalWireNumber(z.number().int().min(0).max(5)).transform((rating) => rating || undefined),
  /** Sort: '', 'Price ASC', 'Price DESC', 'Date DESC' or 'Date ASC'. */
  OrderByColumnName: z
    .enum(SORT_VALUES)
    .nullish()
    .transform((sort) => sort ?? ''),
  /** 1-based page number; default 1. */
  PageNo: PageNo(),
  /** Rows per page; default 9. */
  PageSize: PageSize(DEFAULT_PAGE_SIZE),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type AllProductsParams = z.infer<typeof AllProductsParams>;

/** Params of get-search-suggestions (not in the spec): what the shopper has typed so far. */
export const SearchSuggestionsParams = z.object({
  SearchTerm: optionalText('Search', SEARCH_MAX_LENGTH),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type SearchSuggestionsParams = z.infer<typeof SearchSuggestionsParams>;

/**
 * Params of get-search-correction (not in the spec): a search term that found nothing, with the list's filters
 * (get-all-products' own), so the spelling offered finds products among them. Sort and paging do not matter.
 */
export const SearchCorrectionParams = AllProductsParams.omit({ OrderByColumnName: true, PageNo: true, PageSize: true });
export type SearchCorrectionParams = z.infer<typeof SearchCorrectionParams>;

/** Params of get-related-products-list. */
export const RelatedProductsParams = pagingParams(RELATED_LIST_SIZE).extend({
  /** The product whose relatives are listed. */
  ProductId: wireId(),
});
export type RelatedProductsParams = z.infer<typeof RelatedProductsParams>;

/** Params naming one product: get-product_detail, get-product-all-attributes-by-productId. */
export const ProductIdParams = z.object({
  /** The product. */
  ProductId: wireId(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type ProductIdParams = z.infer<typeof ProductIdParams>;

/** Params of the lists whose use the spec does not show: get-latest-hot-product, get-customer-favourite-products. */
export const ProductShowcaseParams = pagingParams(HOME_LIST_SIZE);
export type ProductShowcaseParams = z.infer<typeof ProductShowcaseParams>;

// ---- rows ----

/** One picture of a product, inside ProductImagesJson. */
export const ProductImage = z.object({
  /** Path relative to the back-office host. */
  AttachmentURL: z.string(),
  /** Colour this picture shows (an addition to the spec, for the colour-narrowed gallery); null for all. */
  ColorID: wireId().nullish(),
});
export type ProductImage = z.infer<typeof ProductImage>;

const productFields = {
  /** Product id. */
  ProductId: wireId(),
  /** Display name. */
  ProductName: z.string(),
  /** Name of the product's category. */
  CategoryName: z.string().nullable(),
  /** Regular price. */
  Price: wireMoney(),
  /** Price after discount; null or 0 when not discounted. */
  DiscountedPrice: wireMoney().nullable(),
  /** Discount applied, if any. */
  DiscountId: wireId().nullable(),
  /** Whether DiscountedPrice already includes the discount. */
  IsDiscountCalculated: wireBool().nullable(),
  /** Coupon code of the discount, if any. */
  CouponCode: z.string().nullable(),
  /** Plain-text description for cards. */
  ProductDescription: z.string().nullable(),
  /** Average rating; null when unrated (shown as 5 stars). */
  Rating: wireNumber(z.number().min(0).max(5)).nullable(),
  /** Pictures, as JSON text on the wire; null or '' for none. */
  ProductImagesJson: jsonList(ProductImage),
};

/** A row of every product list (section 3 "Product (list)"). */
export const ProductListRow = z.object({
  ...productFields,
  /** Number of products matching the query (every row repeats it; read the first). */
  TotalRecords: wireInt(0, Number.MAX_SAFE_INTEGER),
  /**
   * Not in the spec: true when the SearchTerm's words found nothing and these are the products whose words are
   * a letter or two off them (a misspelling); absent or false otherwise.
   */
  NearMatch: wireBool().optional(),
});
export type ProductListRow = z.infer<typeof ProductListRow>;

/**
 * A row of get-search-suggestions: up to SEARCH_SUGGESTION_PRODUCTS products (best match first) and then up to
 * SEARCH_SUGGESTION_CATEGORIES categories whose names hold the term, each in the request's language.
 */
export const SearchSuggestionRow = z.object({
  Kind: z.enum(['product', 'category']),
  /** The product's or category's id. */
  Id: wireId(),
  Name: z.string(),
  /** A product's regular price and its discounted one (null or 0 when not discounted); null for a category. */
  Price: wireMoney().nullable(),
  DiscountedPrice: wireMoney().nullable(),
  /** A product's first picture; null for none and for a category. */
  ImageUrl: z.string().nullable(),
});
export type SearchSuggestionRow = z.infer<typeof SearchSuggestionRow>;

/**
 * The one row of get-search-correction when a term has a closer spelling that finds products ("Did you mean …?");
 * no row when it has none.
 */
export const SearchCorrectionRow = z.object({
  /** The term with each word the catalogue does not know replaced by its most similar catalogue word. */
  SearchTerm: z.string(),
});
export type SearchCorrectionRow = z.infer<typeof SearchCorrectionRow>;

/** A colour offered for a product, inside ProductColorsJson. */
export const ProductColor = z.object({
  /** Colour id (sent back in ColorID filters and cart attributes). */
  ColorID: wireId(),
  /** Colour name. */
  ColorName: z.string(),
  /** CSS colour, e.g. '#7a9a3a'. */
  HexCode: z.string(),
});
export type ProductColor = z.infer<typeof ProductColor>;

/** A size offered for a product, inside ProductSizesJson. */
export const ProductSize = z.object({
  /** Size id. */
  SizeID: wireId(),
  /** Short name, e.g. 'M'. */
  ShortName: z.string(),
});
export type ProductSize = z.infer<typeof ProductSize>;

/** A tag of a product, inside ProductTagsJson. */
export const ProductTag = z.object({
  /** Tag text. */
  TagName: z.string(),
});
export type ProductTag = z.infer<typeof ProductTag>;

/** A delivery method of a product, inside ProductShipMethodsJson. */
export const ProductShipMethod = z.object({
  /** Method name. */
  ShippingMethodName: z.string(),
});
export type ProductShipMethod = z.infer<typeof ProductShipMethod>;

/**
 * A colour × size a shopper can buy, inside ProductVariantsJson (an addition to the spec, for
 * per-variant price and stock; docs/spec-deviations.md).
 */
export const ProductVariant = z.object({
  /** Its colour (a ColorID of ProductColorsJson); null when the product comes in no colours. */
  ColorID: wireId().nullable(),
  /** Its size (a SizeID of ProductSizesJson); null when the product comes in no sizes. */
  SizeID: wireId().nullable(),
  /** Added to the price and the discounted price when chosen, instead of the colour's and size's AdditionalPrice. */
  PriceAdjustment: wireSignedMoney(),
  /** Units in stock; 0 means this colour × size cannot be bought. */
  StockQuantity: wireInt(0, Number.MAX_SAFE_INTEGER),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

/** The row of get-product_detail: the list fields plus the detail fields. */
export const ProductDetailRow = z.object({
  ...productFields,
  /** Short text, shown cut to 103 characters. */
  ShortDescription: z.string().nullable(),
  /** Long description as HTML; sanitise before rendering. */
  FullDescription: z.string().nullable(),
  /** Page title. */
  MetaTitle: z.string().nullable(),
  /** Meta description. */
  MetaDescription: z.string().nullable(),
  /** Meta keywords. */
  MetaKeywords: z.string().nullable(),
  /** Seller name. */
  VendorName: z.string().nullable(),
  /** Brand name. */
  ManufacturerName: z.string().nullable(),
  /** Units in stock. */
  StockQuantity: wireInt(0, Number.MAX_SAFE_INTEGER),
  /** Whether to show StockQuantity. */
  DisplayStockQuantity: wireBool(),
  /** Most units per order; 0 or null means the default cap of 10. */
  OrderMaximumQuantity: wireInt(0, Number.MAX_SAFE_INTEGER).nullable(),
  /** Number of reviews. */
  TotalReviews: wireInt(0, Number.MAX_SAFE_INTEGER),
  /** Whether shipping is free. */
  IsShippingFree: wireBool(),
  /** Estimated days to deliver. */
  EstimatedShippingDays: wireInt(0, 10_000).nullable(),
  /** Colours, as JSON text. */
  ProductColorsJson: jsonList(ProductColor),
  /** Sizes, as JSON text. */
  ProductSizesJson: jsonList(ProductSize),
  /** Tags, as JSON text. */
  ProductTagsJson: jsonList(ProductTag),
  /** Delivery methods, as JSON text. */
  ProductShipMethodsJson: jsonList(ProductShipMethod),
  /**
   * What can be bought, one colour × size each, as JSON text (an addition to the spec); absent or
   * empty for a product without variants, which sells from StockQuantity.
   */
  ProductVariantsJson: jsonList(ProductVariant).optional(),
});
export type ProductDetailRow = z.infer<typeof ProductDetailRow>;

/** A row of get-product-all-attributes-by-productId: one selectable value of one attribute. */
export const ProductAttributeRow = z.object({
  /** Attribute id; 1 is colour and 2 is size (`AttributeKind`). */
  ProductAttributeID: wireId(),
  /** Attribute name shown to the shopper, e.g. 'Bottle size'. */
  AttributeDisplayName: z.string(),
  /** Id of this value (sent back in the cart's productSelectedAttributes). */
  PrimaryKeyValue: wireId(),
  /** Value shown to the shopper, e.g. '1 litre'. */
  PrimaryKeyDisplayValue: z.string(),
  /** Amount added to the unit price when chosen. */
  AdditionalPrice: wireSignedMoney(),
  /** Whether the shopper must choose a value of this attribute. */
  IsRequiredAttribute: wireBool(),
});
export type ProductAttributeRow = z.infer<typeof ProductAttributeRow>;

/** A row of get-categories-list and get-popular-categories. */
export const CategoryRow = z.object({
  /** Category id. */
  CategoryID: wireId(),
  /** Parent id; null or 0 for a top-level category. */
  ParentCategoryID: wireInt(0, Number.MAX_SAFE_INTEGER).nullable(),
  /** Name in English. */
  Name: z.string(),
  /** Picture path relative to the back-office host. */
  AttachmentURL: z.string().nullable(),
  /** Products in the category. */
  TotalProducts: wireInt(0, Number.MAX_SAFE_INTEGER).nullable(),
  /** Names in other languages, as JSON text. */
  LocalizationJsonData: jsonList(LocalizedText),
});
export type CategoryRow = z.infer<typeof CategoryRow>;

/** A row of get-manufacturer-list (brands). */
export const ManufacturerRow = z.object({
  /** Brand id. */
  ManufacturerID: wireId(),
  /** Brand name. */
  Name: z.string(),
});
export type ManufacturerRow = z.infer<typeof ManufacturerRow>;

/** A row of get-size-list. */
export const SizeRow = z.object({
  /** Size id. */
  SizeID: wireId(),
  /** Full name, e.g. 'Medium'. */
  Name: z.string(),
  /** Short name, e.g. 'M'. */
  ShortName: z.string(),
  /** Size in inches, e.g. '38-40'. */
  Inches: z.string().nullable(),
  /** Size in centimetres, e.g. '97-102'. */
  Centimeters: z.string().nullable(),
});
export type SizeRow = z.infer<typeof SizeRow>;

/** A row of get-popular-tags. */
export const TagRow = z.object({
  /** Tag id. */
  TagID: wireId(),
  /** Tag text. */
  TagName: z.string(),
});
export type TagRow = z.infer<typeof TagRow>;
