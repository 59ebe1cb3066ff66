// The spec's codes, limits, sizes and timings (spec sections 3, 4, 5 and 9), named once so that
// neither app carries a magic number.

/** Payment method codes sent as `PaymentMethod` (spec section 9). */
export const PaymentMethod = { Card: 5, Wallet: 2, CashOnDelivery: 6 } as const;
export type PaymentMethodCode = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHOD_CODES = [PaymentMethod.Card, PaymentMethod.Wallet, PaymentMethod.CashOnDelivery] as const;

/** Order status ids (spec section 3). */
export const OrderStatus = { Active: 1, InProgress: 2, Completed: 3, Returned: 4, Refunded: 5 } as const;
export type OrderStatusId = (typeof OrderStatus)[keyof typeof OrderStatus];
export const OrderStatusName: Readonly<Record<OrderStatusId, keyof typeof OrderStatus>> = {
  1: 'Active',
  2: 'InProgress',
  3: 'Completed',
  4: 'Returned',
  5: 'Refunded',
};

/** Special product attribute ids for colour and size (spec section 3). */
export const AttributeKind = { Color: 1, Size: 2 } as const;
/** How an attribute value changes the price (spec section 3). */
export const AttributeValueType = { FixedValue: 1, Percentage: 2 } as const;

export const Language = {
  en: { code: 'en', id: 1, dir: 'ltr' },
  ar: { code: 'ar', id: 2, dir: 'rtl' },
} as const;
export type LanguageCode = keyof typeof Language;
export const LANGUAGE_CODES = ['en', 'ar'] as const satisfies readonly LanguageCode[];
export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

/** The code of a language id as the database keeps it (drivers may hand it over as text); English for any other. */
export function languageCodeOf(id: number | string): LanguageCode {
  return Number(id) === Language.ar.id ? Language.ar.code : Language.en.code;
}

/** True for a supported language code; anything else falls back to `DEFAULT_LANGUAGE` (spec section 4). */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export const DEFAULT_PAGE_SIZE = 9;
// The original's option values (22, 22, 32, ...) disagree with their labels; value equals label here.
export const PAGE_SIZE_OPTIONS = [9, 18, 27, 36, 45, 54, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const PAGINATION_VISIBLE_PAGES = 5;

/** Values of `OrderByColumnName`; '' is Featured. */
export const SORT_VALUES = ['', 'Price ASC', 'Price DESC', 'Date DESC', 'Date ASC'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
/** Sort choices of the product list with their labels. */
export const SORT_OPTIONS = [
  { value: '', label: 'Featured' },
  { value: 'Price ASC', label: 'Price ASC' },
  { value: 'Price DESC', label: 'Price DESC' },
  { value: 'Date DESC', label: 'Date DESC' },
  { value: 'Date ASC', label: 'Date ASC' },
] as const satisfies readonly { value: SortValue; label: string }[];

export const PRICE_UPPER_BOUND = 1_000_000_000;
/** The most one payment may be for (the shop keeps amounts in cents, within 32 bits). */
export const MAX_PAYMENT_AMOUNT = 1_000_000;
/** Price filter ranges; the last one is open-ended up to `PRICE_UPPER_BOUND`. */
export const PRICE_RANGES = [
  { min: 10, max: 100, label: '10-100' },
  { min: 100, max: 200, label: '100-200' },
  { min: 200, max: 300, label: '200-300' },
  { min: 300, max: 400, label: '300-400' },
  { min: 400, max: 500, label: '400-500' },
  { min: 500, max: 600, label: '500-600' },
  { min: 600, max: PRICE_UPPER_BOUND, label: 'above 600' },
] as const;

export const RATING_VALUES = [5, 4, 3, 2, 1] as const;
/** Stars shown when a product has no (or an unusual) rating. */
export const DEFAULT_RATING = 5;
/** A review's star rating: defaults to 1, range 1 to 5 (spec section 5). */
export const ReviewRating = { min: 1, max: 5, default: 1 } as const;

/** Text truncation lengths in characters (spec section 9). */
export const Truncate = {
  card: 45,
  popularCategory: 27,
  filter: 30,
  wishlist: 30,
  shortDescription: 103,
  reviewBody: 500,
  checkout: 50,
  cart: 80,
  megaMenu: 20,
  default: 50,
  suffix: '...',
} as const;

/** Timings in milliseconds, and the two scroll distances in pixels (spec section 9). */
export const Timing = {
  toast: 5000,
  stickyOffsetPx: 170,
  scrollStepPx: 100,
  scrollStepDelay: 10.5,
  productScroll: 500,
  bannerDelay: 500,
  bannerSpeed: 750,
  loadingHide: 2000,
  orderRedirect: 1000,
  profileRedirect: 1000,
  cartRefresh: 500,
  walletPlacement: 500,
  wishlistContinue: 500,
  pageChange: 200,
  persistTimeout: 5000,
  chunkLoadTimeout: 120000,
} as const;

/** Cart quantity bounds; `defaultMax` applies when the product sets no OrderMaximumQuantity. */
export const QuantityLimit = { min: 1, defaultMax: 10 } as const;

export const HOME_LIST_SIZE = 20;
export const SIDEBAR_POPULAR_SIZE = 10;
export const RELATED_LIST_SIZE = 20;
export const CATEGORY_LIST_PAGE_SIZE = 100;
/** `TabName` sent with get-recents-products-list. */
export const RECENT_PRODUCTS_TAB_NAME = 'new products';
/** Home banners shown in the carousel have this ThemeTypeID. */
export const HOME_BANNER_THEME_TYPE = 1;
/** `recordValueJson` as the original sends it: an empty list as text. */
export const EMPTY_RECORD_VALUE_JSON = '[]';

/** Route ids/names used by the home 'View All' links and the all-categories search (spec section 2). */
export const ProductListRoute = {
  allCategoryId: 0,
  popularProducts: 'popular-products',
  recentProducts: 'recent-products',
  allCategories: 'all-categories',
  /** Category segment of a product-detail URL when no category slug is known. */
  shopCategory: 'shop',
} as const;

export const COUPON_MAX_LENGTH = 30;
/** Search terms must be longer than 1 character. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
/** How many products and categories the search box suggests while the shopper types. */
export const SEARCH_SUGGESTION_PRODUCTS = 5;
export const SEARCH_SUGGESTION_CATEGORIES = 3;
export const ORDER_NOTE_MAX_LENGTH = 1000;
/** Sent for a state or city the shopper did not choose. */
export const NOT_CHOSEN_ID = -999;
/** Most lines one cart payload may carry. */
export const MAX_CART_LINES = 100;
/** Most units of one product a cart payload may carry (the UI caps far lower). */
export const MAX_LINE_QUANTITY = 10000;

export const LOADING_OVERLAY = { zIndex: 20000, opacity: 0.6 } as const;

export const Currency = {
  USD: { code: 'USD', symbol: '$' },
  EUR: { code: 'EUR', symbol: '€' },
} as const;
export type CurrencyCode = keyof typeof Currency;
export const CURRENCY_CODES = ['USD', 'EUR'] as const satisfies readonly CurrencyCode[];
export const DEFAULT_CURRENCY = 'USD' satisfies CurrencyCode;

/** Browser storage keys (spec section 3). */
export const StorageKey = {
  token: 'Token',
  user: 'user',
  langCode: 'langCode',
  wishlist: 'customerWishList',
  cart: 'cartItems',
  persistRoot: 'persist:root',
} as const;

/** Screens whose labels can be localised, with their entity ids (`entityId` of the localization call). */
export const ScreenEntity = {
  About: 57,
  Campaign: 58,
  Cart: 59,
  Checkout: 60,
  ContactUs: 61,
  FAQ: 62,
  Home: 63,
  Login: 64,
  ResetPassword: 65,
  AllProducts: 66,
  ProductDetail: 67,
  OrdersHistory: 68,
  Signup: 69,
  UpdateProfile: 70,
  CardSection: 71,
  CheckoutStripForm: 72,
  OrderSummary: 73,
  BannerSlider: 74,
  Footer: 75,
  MegaMenu: 76,
  Navbar: 77,
  TopHeader: 78,
  LoginUserModal: 79,
  Wishlist: 80,
  NewProducts: 81,
  PopularProducts: 82,
  ProductsFilterOptions: 83,
  ProductsGridTypeOne: 84,
  ProductVariants: 85,
  RelatedProducts: 86,
  BestFacilities: 87,
  CompaignSection: 88,
  PopularCategories: 89,
  SiteLeftSidebarFilter: 90,
  SizeGuide: 91,
  SubscribeNewsLetter: 92,
  BecomeVendor: 94,
} as const;
export type ScreenEntityName = keyof typeof ScreenEntity;
export type ScreenEntityId = (typeof ScreenEntity)[ScreenEntityName];

/** Field length limits of the spec's forms (spec section 5); forms and server schemas share them. */
export const FieldLimit = {
  firstName: 200,
  lastName: 150,
  /** Email of sign-up, profile and seller request. */
  accountEmail: 150,
  /** Password of sign-up and seller request. */
  accountPassword: 150,
  country: 150,
  /** Shipping (sign-up, profile) or home (seller) address. */
  address: 600,
  /** Email of newsletter, login, review and password reset. */
  email: 200,
  // The spec caps the login form at 30, but sign-up and reset create passwords of up to 150: a form
  // that refused them would lock those shoppers out (docs/spec-deviations.md).
  loginPassword: 150,
  reviewText: 200,
  // The spec's check uses 200, but the form's label promises 1000 (docs/spec-deviations.md).
  reviewBody: 1000,
  contactName: 200,
  contactEmail: 100,
  contactPhone: 20,
  contactSubject: 150,
  contactMessage: 2000,
  // The spec gives no limit for these optional fields; chosen to fit any real value.
  mobile: 20,
  postalCode: 20,
  stateOrCity: 150,
  productIdDigits: 10,
  /** Shortest new password (sign-up, seller request, reset); the spec has none (docs/spec-deviations.md). */
  newPasswordMin: 8,
  // The spec's reset form takes 6 .. 20; new passwords follow one rule everywhere (docs/spec-deviations.md).
  resetPasswordMin: 8,
  resetPasswordMax: 150,
  otpMin: 5,
  otpMax: 15,
  coupon: COUPON_MAX_LENGTH,
  searchMin: SEARCH_MIN_LENGTH,
  searchMax: SEARCH_MAX_LENGTH,
} as const;
