// The protocol of spec section 7 as data: every endpoint's name, path, params schema and row schema.
import { z } from 'zod';
import {
  AllProductsParams,
  CatalogListParams,
  CategoryRow,
  ManufacturerRow,
  PopularProductsParams,
  ProductAttributeRow,
  ProductDetailRow,
  ProductIdParams,
  ProductListRow,
  ProductShowcaseParams,
  RecentProductsParams,
  RelatedProductsParams,
  SearchSuggestionRow,
  SearchSuggestionsParams,
  SearchCorrectionParams,
  SearchCorrectionRow,
  SizeRow,
  TagRow,
} from './schemas/catalog';
import {
  EncryptPasswordParams,
  EncryptedPasswordRow,
  LoginParams,
  LoginResultRow,
  ResetPasswordParams,
  SendOtpParams,
  SignupParams,
  UpdateProfileParams,
  VendorRequestParams,
} from './schemas/accounts';
import { CartDataParams, CartResultRow, CouponParams, CouponRow } from './schemas/cart';
import { EmptyParams, ResponseMsgRow } from './schemas/common';
import {
  BannerRow,
  CampaignDetailParams,
  CampaignRow,
  ContentPageDetailParams,
  ContentPageRow,
  ShopSettingsRow,
  WebsiteLogoRow,
} from './schemas/content';
import {
  ContactParams,
  ProductReviewsParams,
  ReviewRow,
  ReviewSubmissionParams,
  SubscriberParams,
  SubscriberTokenParams,
} from './schemas/engagement';
import { CitiesParams, CityRow, CountryRow, StateRow, StatesParams } from './schemas/geo';
import { LocalizationParams, LocalizationRow } from './schemas/localization';
import {
  OrderDetailParams,
  OrderHistoryParams,
  OrderItemRow,
  OrderSummaryRow,
  PlaceOrderParams,
  PlaceOrderRow,
} from './schemas/orders';
import {
  PaymentMethodRow,
  PaymentMethodsParams,
  SandboxCardTokenParams,
  SandboxCardTokenRow,
  SandboxWalletCreateParams,
  SandboxWalletOrderParams,
  SandboxWalletOrderRow,
  StripeKeyRow,
  WalletCaptureOrderParams,
  WalletCreateOrderParams,
  WalletOrderRow,
} from './schemas/payments';

export const DYNAMIC_PREFIX = 'api/v1/dynamic/dataoperation/';
export const COMMON_PREFIX = 'api/v1/common/';

/** 'dynamic' endpoints live under DYNAMIC_PREFIX, 'common' ones under COMMON_PREFIX. */
export type EndpointScope = 'dynamic' | 'common';

export interface EndpointDefinition<
  N extends string = string,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  S extends boolean = boolean,
> {
  /** The spec's endpoint name, e.g. 'get-all-products'. */
  name: N;
  scope: EndpointScope;
  /** Full path with a leading slash, e.g. '/api/v1/dynamic/dataoperation/get-all-products'. */
  path: string;
  /** Schema of `requestParameters`. */
  params: P;
  /** Schema of each row of the answer's `data` list. */
  row: R;
  /** True when the call needs a signed-in user's Token (else 401). */
  requiresSession: S;
  summary: string;
}

/** Builds one endpoint entry; the path follows from scope and name. */
export function defineEndpoint<
  const N extends string,
  P extends z.ZodType,
  R extends z.ZodType,
  const S extends boolean = false,
>(definition: {
  name: N;
  scope: EndpointScope;
  params: P;
  row: R;
  requiresSession?: S;
  summary: string;
}): EndpointDefinition<N, P, R, S> {
  const prefix = definition.scope === 'common' ? COMMON_PREFIX : DYNAMIC_PREFIX;
  return {
    ...definition,
    path: `/${prefix}${definition.name}`,
    // Without `requiresSession`, S is its default, false.
    requiresSession: (definition.requiresSession ?? false) as S,
  };
}

const endpointList = [
  // content and labels
  defineEndpoint({
    name: 'localization-cstm-portal/get-localization-data',
    scope: 'common',
    params: LocalizationParams,
    row: LocalizationRow,
    summary: "A screen's labels in one language.",
  }),
  defineEndpoint({
    name: 'get-home-screen-banner',
    scope: 'dynamic',
    params: EmptyParams,
    row: BannerRow,
    summary: 'Home banners (the carousel shows theme type 1).',
  }),
  defineEndpoint({
    name: 'get-web-campaign-list',
    scope: 'dynamic',
    params: EmptyParams,
    row: CampaignRow,
    summary: 'Campaign banners of the home page.',
  }),
  defineEndpoint({
    name: 'get-web-campaign-detail',
    scope: 'dynamic',
    params: CampaignDetailParams,
    row: CampaignRow,
    summary: 'One campaign (first row).',
  }),
  defineEndpoint({
    name: 'get-website-logo',
    scope: 'dynamic',
    params: EmptyParams,
    row: WebsiteLogoRow,
    summary: 'The logo path (first row).',
  }),
  defineEndpoint({
    name: 'get-shop-settings',
    scope: 'common',
    params: EmptyParams,
    row: ShopSettingsRow,
    summary: 'Not in the spec: site title, logo and the currencies with their rates, for the layout of every page.',
  }),
  defineEndpoint({
    name: 'get-content-page',
    scope: 'dynamic',
    params: ContentPageDetailParams,
    row: ContentPageRow,
    summary:
      "Not in the spec: the about, faq or terms page as the shop owner wrote it in the admin, in the Accept-Language's " +
      'language (an Arabic text left empty answers the English one). No rows while the page was never written: the ' +
      'storefront then shows its built-in page.',
  }),

  // catalog
  defineEndpoint({
    name: 'get-popular-products-list',
    scope: 'dynamic',
    params: PopularProductsParams,
    row: ProductListRow,
    summary: 'Popular products (20 on home, 10 in the sidebar).',
  }),
  defineEndpoint({
    name: 'get-recents-products-list',
    scope: 'dynamic',
    params: RecentProductsParams,
    row: ProductListRow,
    summary: 'Newest products.',
  }),
  defineEndpoint({
    name: 'get-popular-categories',
    scope: 'dynamic',
    params: EmptyParams,
    row: CategoryRow,
    summary: 'Categories shown on the home page.',
  }),
  defineEndpoint({
    name: 'get-categories-list',
    scope: 'dynamic',
    params: CatalogListParams,
    row: CategoryRow,
    summary: 'All categories with parents and localized names.',
  }),
  defineEndpoint({
    name: 'get-size-list',
    scope: 'dynamic',
    params: CatalogListParams,
    row: SizeRow,
    summary: 'All sizes.',
  }),
  defineEndpoint({
    name: 'get-manufacturer-list',
    scope: 'dynamic',
    params: CatalogListParams,
    row: ManufacturerRow,
    summary: 'All brands.',
  }),
  defineEndpoint({
    name: 'get-popular-tags',
    scope: 'dynamic',
    params: CatalogListParams,
    row: TagRow,
    summary: 'Popular tags.',
  }),
  defineEndpoint({
    name: 'get-all-products',
    scope: 'dynamic',
    params: AllProductsParams,
    row: ProductListRow,
    summary: 'The filtered, sorted, paged product list; the first row TotalRecords is the total.',
  }),
  defineEndpoint({
    name: 'get-search-suggestions',
    scope: 'dynamic',
    params: SearchSuggestionsParams,
    row: SearchSuggestionRow,
    summary:
      'Not in the spec: what the search box suggests while a shopper types (from 2 characters): the best-matching ' +
      'products, then categories whose names hold the term, in the Accept-Language. Matched as get-all-products ' +
      'matches a SearchTerm.',
  }),
  defineEndpoint({
    name: 'get-search-correction',
    scope: 'dynamic',
    params: SearchCorrectionParams,
    row: SearchCorrectionRow,
    summary:
      'Not in the spec: for a search that found nothing, the closest spelling that finds products ("Did you ' +
      'mean …?"), word by word from the catalogue\'s product and category names in both languages, that finds ' +
      "products with the list's filters; no row when none.",
  }),
  defineEndpoint({
    name: 'get-related-products-list',
    scope: 'dynamic',
    params: RelatedProductsParams,
    row: ProductListRow,
    summary: 'Products related to one product.',
  }),
  defineEndpoint({
    name: 'get-product-all-attributes-by-productId',
    scope: 'dynamic',
    params: ProductIdParams,
    row: ProductAttributeRow,
    summary: "A product's selectable attribute values.",
  }),
  defineEndpoint({
    name: 'get-product_detail',
    scope: 'dynamic',
    params: ProductIdParams,
    row: ProductDetailRow,
    summary: 'One product in detail (first row).',
  }),
  defineEndpoint({
    name: 'get-latest-hot-product',
    scope: 'dynamic',
    params: ProductShowcaseParams,
    row: ProductListRow,
    summary: 'Latest hot products (use not shown in the spec).',
  }),
  defineEndpoint({
    name: 'get-customer-favourite-products',
    scope: 'dynamic',
    params: ProductShowcaseParams,
    row: ProductListRow,
    summary: "Shoppers' favourite products (use not shown in the spec).",
  }),

  // engagement
  defineEndpoint({
    name: 'get-product-reviews',
    scope: 'dynamic',
    params: ProductReviewsParams,
    row: ReviewRow,
    summary: "A product's reviews.",
  }),
  defineEndpoint({
    name: 'insert-product-review',
    scope: 'dynamic',
    params: ReviewSubmissionParams,
    row: ResponseMsgRow,
    summary:
      "Saves a review of a published product (404 when there is none); 'Saved Successfully'. Stored and answered as " +
      'plain text. 10 per hour per address, then 429.',
  }),
  defineEndpoint({
    name: 'insert-subscriber',
    scope: 'dynamic',
    params: SubscriberParams,
    row: ResponseMsgRow,
    summary:
      "Signs an email up for the newsletter as pending and mails it a link to confirm (confirm-subscriber); 'Saved " +
      "Successfully' in every case, also when it is subscribed already (no duplicate is stored, no mail is sent). At " +
      'most 3 confirmation mails per email per day. 10 per hour per address, then 429.',
  }),
  defineEndpoint({
    name: 'confirm-subscriber',
    scope: 'dynamic',
    params: SubscriberTokenParams,
    row: ResponseMsgRow,
    summary:
      "Not in the spec: confirms a newsletter address with the token of its confirmation mail's link (valid 7 " +
      "days); 'Subscription Confirmed', also when it was confirmed already. Only confirmed addresses get the " +
      'newsletter. A tampered, cut or expired token answers 400.',
  }),
  defineEndpoint({
    name: 'unsubscribe-subscriber',
    scope: 'dynamic',
    params: SubscriberTokenParams,
    row: ResponseMsgRow,
    summary:
      'Not in the spec: takes an address off the newsletter with the token of the unsubscribe link every newsletter ' +
      "mail carries (no login, no expiry); 'Unsubscribed Successfully', also when it was unsubscribed already. A " +
      'tampered or cut token answers 400.',
  }),
  defineEndpoint({
    name: 'contact-us',
    scope: 'dynamic',
    params: ContactParams,
    row: ResponseMsgRow,
    summary: "Sends a contact message; 'Saved Successfully'. 5 per hour per address, then 429.",
  }),

  // payments
  defineEndpoint({
    name: 'get-payment-methods',
    scope: 'dynamic',
    params: PaymentMethodsParams,
    row: PaymentMethodRow,
    summary: 'Logos of the accepted payment methods.',
  }),
  defineEndpoint({
    name: 'get-strp-pub-key',
    scope: 'dynamic',
    params: EmptyParams,
    row: StripeKeyRow,
    summary:
      "The card provider's publishable key, and how card (Mode) and wallet (WalletMode) payments are taken: " +
      "'live', 'sandbox' (test mode) or 'unavailable'.",
  }),
  defineEndpoint({
    name: 'payments/sandbox-card-token',
    scope: 'common',
    params: SandboxCardTokenParams,
    row: SandboxCardTokenRow,
    requiresSession: true,
    summary:
      'Sandbox only (not in the spec): turns a test card into a single-use paymentToken. ' +
      'For a signed-in shopper; 20 per user and 30 per address an hour, then 429. ' +
      '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 declined; …9995 insufficient funds; …0069 expired; …0127 wrong CVC.',
  }),
  defineEndpoint({
    name: 'payments/sandbox-wallet-create',
    scope: 'common',
    params: SandboxWalletCreateParams,
    row: SandboxWalletOrderRow,
    requiresSession: true,
    summary:
      'Sandbox only (not in the spec): creates a wallet order for an amount, like PayPal Orders v2. ' +
      'For a signed-in shopper; the wallet calls together: 60 per user and 90 per address an hour, then 429.',
  }),
  defineEndpoint({
    name: 'payments/sandbox-wallet-approve',
    scope: 'common',
    params: SandboxWalletOrderParams,
    row: SandboxWalletOrderRow,
    requiresSession: true,
    summary: "Sandbox only (not in the spec): the shopper's approval in the wallet. For a signed-in shopper.",
  }),
  defineEndpoint({
    name: 'payments/sandbox-wallet-capture',
    scope: 'common',
    params: SandboxWalletOrderParams,
    row: SandboxWalletOrderRow,
    requiresSession: true,
    summary:
      'Sandbox only (not in the spec): captures an approved wallet order; CaptureJson is the payPalOrderConfirmJson. ' +
      'For a signed-in shopper.',
  }),
  defineEndpoint({
    name: 'payments/wallet-create-order',
    scope: 'common',
    params: WalletCreateOrderParams,
    row: WalletOrderRow,
    requiresSession: true,
    summary:
      'Live PayPal only (not in the spec): creates a PayPal order (intent CAPTURE, no shipping) for the PayPal ' +
      "buttons' createOrder; answers its id with Status 'CREATED'. For a signed-in shopper; the wallet calls " +
      'together: 60 per user and 90 per address an hour, then 429.',
  }),
  defineEndpoint({
    name: 'payments/wallet-capture-order',
    scope: 'common',
    params: WalletCaptureOrderParams,
    row: WalletOrderRow,
    requiresSession: true,
    summary:
      "Live PayPal only (not in the spec): captures a PayPal order the shopper approved (the buttons' onApprove); " +
      'for a signed-in shopper; ' +
      'CaptureJson is the payPalOrderConfirmJson. 409 when it is not approved or already captured, 404 when unknown, ' +
      '402 when PayPal declines the funding source.',
  }),

  // geo
  defineEndpoint({
    name: 'get-countries-list',
    scope: 'dynamic',
    params: EmptyParams,
    row: CountryRow,
    summary: 'All countries.',
  }),
  defineEndpoint({
    name: 'get-states-provinces-list',
    scope: 'dynamic',
    params: StatesParams,
    row: StateRow,
    summary: "A country's states.",
  }),
  defineEndpoint({
    name: 'get-cities-list',
    scope: 'dynamic',
    params: CitiesParams,
    row: CityRow,
    summary: "A state's cities.",
  }),

  // accounts
  defineEndpoint({
    name: 'get-user-login',
    scope: 'dynamic',
    params: LoginParams,
    row: LoginResultRow,
    summary:
      "Logs in; 'Login Successfully' row with the user, and the session token in the envelope. A wrong email or " +
      "password answers HTTP 200 with the single row ResponseMsg 'Incorrect email or password!', the same answer " +
      'in the same time whether or not the email has an account. After 5 failures for one email, or 20 from one ' +
      'address, in 15 minutes: 429.',
  }),
  defineEndpoint({
    name: 'logout-user',
    scope: 'dynamic',
    params: EmptyParams,
    row: ResponseMsgRow,
    requiresSession: true,
    summary:
      "Ends the session of the Token header; 'Logged Out Successfully'. 401 when the session is missing, " +
      'expired or already ended.',
  }),
  defineEndpoint({
    name: 'signup-user',
    scope: 'dynamic',
    params: SignupParams,
    row: ResponseMsgRow,
    summary:
      "Creates an account; 'Saved Successfully' or 'Email already exists!' (emails compare trimmed and " +
      'case-insensitively). The password needs 8 characters and must not be a common one. 10 per hour per address.',
  }),
  defineEndpoint({
    name: 'update-profile',
    scope: 'dynamic',
    params: UpdateProfileParams,
    row: ResponseMsgRow,
    requiresSession: true,
    summary:
      "Updates the signed-in user's profile; 'Saved Successfully'. 401 without a live session, or when UserID " +
      "(header or payload) is not the Token's user.",
  }),
  defineEndpoint({
    name: 'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom',
    scope: 'common',
    params: EncryptPasswordParams,
    row: EncryptedPasswordRow,
    summary:
      'Seals a chosen password (AES-256-GCM with a server key, valid 1 hour) to send as create-vendor-request ' +
      'Password. The password needs 8 characters and must not be a common one.',
  }),
  defineEndpoint({
    name: 'create-vendor-request',
    scope: 'dynamic',
    params: VendorRequestParams,
    row: ResponseMsgRow,
    summary:
      "Asks to become a seller; 'Saved Successfully' or 'Email already exists!' (an account or a pending request " +
      'has it). Stored as pending for the shop owner with only a hash of the password. 5 per hour per address.',
  }),
  defineEndpoint({
    name: 'validate-email-send-otp',
    scope: 'common',
    params: SendOtpParams,
    row: ResponseMsgRow,
    summary:
      "Mails a 6-digit code valid 10 minutes (in the Accept-Language's language); envelope message 'Sent " +
      "Successfully', the same for an email without an account. 3 per email per 15 minutes and 10 per address " +
      'per hour, then 429.',
  }),
  defineEndpoint({
    name: 'validate-otp-change-password',
    scope: 'common',
    params: ResetPasswordParams,
    row: ResponseMsgRow,
    summary:
      "Sets a new password with the mailed code; envelope message 'Password reset successfully', and every other " +
      'session of the account ends. A wrong, expired, used or unknown code answers 400; a code is dead after 5 ' +
      'wrong tries. 10 tries per address per 15 minutes, then 429.',
  }),

  // cart and orders
  defineEndpoint({
    name: 'get-customer-cart-items/cart-data',
    scope: 'common',
    params: CartDataParams,
    row: CartResultRow,
    summary: 'Prices the browser cart: lines, subtotal, shipping and total.',
  }),
  defineEndpoint({
    name: 'get-coupon-code-discount-value/calculate-coupon-discount',
    scope: 'common',
    params: CouponParams,
    row: CouponRow,
    summary: 'The discount a coupon gives the cart.',
  }),
  defineEndpoint({
    name: 'post-order/post-customer-order',
    scope: 'common',
    params: PlaceOrderParams,
    row: PlaceOrderRow,
    requiresSession: true,
    summary: "Places the signed-in user's order; 'Order Placed Successfully'.",
  }),
  defineEndpoint({
    name: 'get-customer-order-history-master',
    scope: 'dynamic',
    params: OrderHistoryParams,
    row: OrderSummaryRow,
    requiresSession: true,
    summary: "The signed-in user's orders.",
  }),
  defineEndpoint({
    name: 'get-customer-order-history-detail',
    scope: 'dynamic',
    params: OrderDetailParams,
    row: OrderItemRow,
    requiresSession: true,
    summary: "The items of one of the signed-in user's orders.",
  }),
] as const;

type EndpointList = typeof endpointList;
type EndpointsByName = { [E in EndpointList[number] as E['name']]: E };

/** Every endpoint of the protocol, keyed by the spec's endpoint name. */
export const endpoints = Object.fromEntries(
  endpointList.map((endpoint) => [endpoint.name, endpoint]),
) as EndpointsByName;

export type EndpointName = keyof typeof endpoints;
/** The endpoints whose contract says `requiresSession` (known when type-checking, so a server can rely on it). */
export type SessionEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N]['requiresSession'] extends true ? N : never;
}[EndpointName];
/** What a caller sends as `requestParameters`. */
export type ParamsOf<N extends EndpointName> = z.input<(typeof endpoints)[N]['params']>;
/** What a server handler receives after parsing. */
export type ParsedParamsOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['params']>;
/** What a server sends as one row. */
export type WireRowOf<N extends EndpointName> = z.input<(typeof endpoints)[N]['row']>;
/** What a client gets as one row after parsing. */
export type RowOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['row']>;

export const ENDPOINT_NAMES = endpointList.map((endpoint) => endpoint.name) as readonly EndpointName[];

/** True for a known endpoint name (e.g. a server's route parameter). */
export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}

/** Full path of an endpoint, e.g. '/api/v1/common/get-customer-cart-items/cart-data'. */
export function endpointPath(name: EndpointName): string {
  return endpoints[name].path;
}

/** Digital downloads: GET `${DOWNLOAD_DIGITAL_FILE_PATH}/{orderItemId}/{token}`. */
export const DOWNLOAD_DIGITAL_FILE_PATH = `/${COMMON_PREFIX}download-digital-file`;

/**
 * Path of one digital item's file. `token` is the owner's session token: the storefront server
 * fetches it server-to-server and streams the file, so the token never appears in a browser URL.
 */
export function downloadPath(orderItemId: number, token: string): string {
  return `${DOWNLOAD_DIGITAL_FILE_PATH}/${encodeURIComponent(String(orderItemId))}/${encodeURIComponent(token)}`;
}

/** The answer body of every endpoint. */
export const Envelope = z.object({
  /** HTTP-like status; 200 on success. */
  statusCode: z.number().int(),
  /** Outcome in words, e.g. 'Sent Successfully'. */
  message: z.string(),
  /** Why the call failed, naming the field for invalid input; '' on success. */
  errorMessage: z.string(),
  /** The business error's stable code (problems.ts), beside errorMessage; absent on success. */
  errorCode: z.string().optional(),
  /** The values errorMessage names (a product, minutes to wait), for a translation by errorCode. */
  errorValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** JSON text of the list of rows. */
  data: z.string(),
  /** Session token; login answers only. */
  token: z.string().optional(),
});
export type Envelope = z.infer<typeof Envelope>;
