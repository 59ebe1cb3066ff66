import type { ScreenLabels } from '@shop/contract';

// The demo shop's content in a neutral shape; `seed.ts` turns it into rows.
// Keys (`key`) are stable identifiers used to link records; they never reach the wire.
// Money is always integer minor units (cents of USD).

/** Text in both shop languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

export interface SeedCategory {
  key: string;
  name: Bilingual;
  /** Key of the parent category; absent for top-level categories. */
  parentKey?: string;
  /** Image path relative to the media folder, e.g. `categories/olive-oil.svg`. */
  image: string;
  /** Shown in the home page's popular categories. */
  popular?: boolean;
}

export interface SeedBrand {
  key: string;
  name: Bilingual;
}

export interface SeedVendor {
  key: string;
  name: Bilingual;
}

export interface SeedSize {
  key: string;
  name: Bilingual; // "Medium"
  /** The letters on the garment's label, the same in both languages. */
  shortName: string; // "M"
  inches: string; // "38-40"
  centimeters: string; // "97-102"
}

export interface SeedColor {
  key: string;
  name: Bilingual;
  hexCode: string; // "#7a9a3a"
}

export interface SeedTag {
  key: string;
  name: Bilingual;
}

export interface SeedShippingMethod {
  key: string;
  name: Bilingual;
}

/** A product attribute that is neither colour nor size, e.g. "Bottle size" or "Gift wrap". */
export interface SeedAttribute {
  key: string;
  displayName: Bilingual;
}

export interface SeedAttributeValue {
  label: Bilingual;
  /** Minor units when valueType is 'fixed'; whole percent of the base price when 'percentage'. */
  additionalPrice: number;
  valueType: 'fixed' | 'percentage';
}

export interface SeedProductAttribute {
  attributeKey: string;
  required: boolean;
  values: SeedAttributeValue[];
}

export interface SeedImage {
  /** Path relative to the media folder, e.g. `products/zaatar-1.svg`. */
  file: string;
  /** When set, the image shows that colour of the product. */
  colorKey?: string;
}

export interface SeedReview {
  reviewerName: string;
  reviewerEmail: string;
  title: string;
  body: string;
  rating: 1 | 2 | 3 | 4 | 5;
  daysAgo: number;
}

export interface SeedProduct {
  key: string;
  name: Bilingual;
  shortDescription: Bilingual;
  /** HTML (paragraphs, lists, <strong>); it is sanitized when rendered. */
  fullDescriptionHtml: Bilingual;
  metaTitle: Bilingual;
  metaDescription: Bilingual;
  metaKeywords: Bilingual;
  categoryKey: string;
  brandKey: string;
  vendorKey: string;
  price: number;
  /** Minor units; 0 or absent when the product is not discounted. */
  discountedPrice?: number;
  stock: number;
  displayStockQuantity: boolean;
  /** Above 0 caps the quantity a shopper may buy; absent or 0 means the default cap. */
  orderMaximumQuantity?: number;
  colorKeys: string[];
  sizeKeys: string[];
  attributes: SeedProductAttribute[];
  tagKeys: string[];
  images: SeedImage[];
  reviews: SeedReview[];
  isShippingFree: boolean;
  /** Minor units per line; 0 when shipping is free. */
  shippingCharges: number;
  estimatedShippingDays: number;
  shippingMethodKeys: string[];
  /** Digital goods carry a file (path relative to the seed files folder). */
  digitalFile?: string;
  popular?: boolean;
  /** Age of the product, so "recent products" has an order. */
  createdDaysAgo: number;
}

/** Button links written `category:<key>` point at that category's product list. */
export const CATEGORY_LINK_PREFIX = 'category:';

export interface SeedBanner {
  themeTypeId: number; // 1 is shown on the home page
  image: string;
  topTitle: Bilingual;
  mainTitle: Bilingual;
  bottomTitle: Bilingual;
  leftButtonText: Bilingual; // empty strings hide the button
  leftButtonUrl: string;
  rightButtonText: Bilingual;
  rightButtonUrl: string;
}

export interface SeedCampaign {
  mainTitle: Bilingual;
  discountTitle: Bilingual;
  body: Bilingual;
  coverPicture: string;
}

export interface SeedCity {
  name: Bilingual;
}
export interface SeedState {
  name: Bilingual;
  cities: SeedCity[];
}
export interface SeedCountry {
  code: string; // ISO 3166-1 alpha-2
  name: Bilingual;
  states: SeedState[];
}

export interface SeedCoupon {
  code: string;
  kind: 'percentage' | 'fixed';
  /** Whole percent, or minor units when fixed. */
  value: number;
  minimumOrder: number;
  /** Days from now; negative is in the past. */
  validFromDays: number;
  validToDays: number;
  totalUseLimit?: number;
  perCustomerLimit?: number;
}

export interface SeedPaymentMethod {
  /** The logo's alt text: what a screen reader says for it. */
  name: Bilingual;
  image: string;
  /** The Arabic pages' picture, for a logo that has words in it; the same picture otherwise. */
  arabicImage?: string;
}

export interface SeedShop {
  siteTitle: Bilingual;
  /** The wordmark of each language's pages. */
  logo: Bilingual;
  categories: SeedCategory[];
  brands: SeedBrand[];
  vendors: SeedVendor[];
  sizes: SeedSize[];
  colors: SeedColor[];
  tags: SeedTag[];
  shippingMethods: SeedShippingMethod[];
  attributes: SeedAttribute[];
  products: SeedProduct[];
  banners: SeedBanner[];
  campaigns: SeedCampaign[];
  countries: SeedCountry[];
  coupons: SeedCoupon[];
  paymentMethods: SeedPaymentMethod[];
  /** Arabic text of every screen label; the English is the contract's `ScreenLabels`. */
  arabicLabels: { [Entity in keyof typeof ScreenLabels]: Record<keyof (typeof ScreenLabels)[Entity], string> };
  /** Euros per US dollar, used for the EUR prices. */
  eurPerUsd: number;
}
