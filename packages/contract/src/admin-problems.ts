// The problems only staff meet, answered by the back-office's admin API (see problems.ts). Each
// code writes the English sentence the API has always answered; the admin app translates by code
// (apps/admin/app/lib/problem-text.ts, which must name every code here). A sentence that names a
// field starts with it ("email: …"), as the API's 400s do.
import { OrderStatus } from './constants';
import { CONTENT_PAGE_SLUGS } from './schemas/admin-content';
import { MEDIA_IMAGE_MAX_PIXELS, MEDIA_IMAGE_TYPE_NAMES } from './schemas/admin-media';
import { tryAgainIn } from './wait-text';

/** What a banner-or-campaign route is about. */
type ScheduledContentKind = 'banner' | 'campaign';
/** The taxonomy nouns, as the admin API names them. */
type TaxonomyKind = 'category' | 'brand' | 'tag' | 'colour' | 'size';
/** What a product's field refers to by id. */
type ProductReferenceKind = 'category' | 'brand' | 'vendor' | 'tag' | 'colour' | 'size' | 'digital file';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** '1, 2, 3', or '1, 2, 3 and 4 more' when the refusal names only some of the ids. */
const namedIds = (ids: string, more: number) => (more > 0 ? `${ids} and ${more} more` : ids);

export const adminProblems = {
  // Signing in, sessions and who may do what.
  STAFF_SIGN_IN_REQUIRED: () => 'Please sign in to the admin.',
  ROLE_NOT_ALLOWED: () => 'Your role does not allow this.',
  ADMIN_TOKEN_REQUIRED: () => 'Authorization: a valid admin bearer token is required',
  STAFF_SESSION_ONLY: () => 'Authorization: this route takes a signed-in staff session, not the admin token.',
  TWO_FACTOR_SETUP_REQUIRED: () => 'Set up two-factor sign-in to continue.',
  CROSS_ORIGIN_REFUSED: () => "Refused: this request did not come from the admin's own pages.",
  STAFF_SIGN_IN_FAILED: () => 'Incorrect email or password.',
  TWO_FACTOR_CODE_REQUIRED: () => 'Enter the 6-digit code from your authenticator app.',
  TWO_FACTOR_CODE_WRONG: () =>
    'That code is not right or was used already. Enter the code your authenticator app shows now.',
  TWO_FACTOR_CONFIRM_CODE_WRONG: () => 'code: That code is not right. Enter the code your authenticator app shows now.',
  TWO_FACTOR_DISABLE_CODE_WRONG: () => 'code: That code is not right or was used already.',
  TWO_FACTOR_PASSWORD_WRONG: () => 'password: That is not your password.',
  TWO_FACTOR_ALREADY_ON: () => 'Two-factor sign-in is on already: turn it off first to move it to another app.',
  TWO_FACTOR_ALREADY_OFF: () => 'Two-factor sign-in is off already.',
  TWO_FACTOR_NOT_STARTED: () => 'Start setting up two-factor sign-in first.',
  CURRENT_PASSWORD_WRONG: () => 'currentPassword: That is not your current password.',
  TOO_MANY_STAFF_SIGN_INS_FOR_EMAIL: (values: { minutes: number }) =>
    `Too many failed sign-in attempts for this email. ${tryAgainIn(values)}.`,
  TOO_MANY_STAFF_SIGN_INS: (values: { minutes: number }) => `Too many failed sign-in attempts. ${tryAgainIn(values)}.`,
  TOO_MANY_ADMIN_FAILURES: (values: { minutes: number }) => `Too many failed admin attempts. ${tryAgainIn(values)}.`,

  // Staff.
  SHOP_HAS_OWNER: () => 'The shop has an owner already: an owner signs in to the admin to add staff.',
  FIRST_MEMBER_MUST_BE_OWNER: () => "role: The shop's first member must be an owner",
  STAFF_EMAIL_TAKEN: () => 'email: A staff member with this email exists already',
  STAFF_MEMBER_NOT_FOUND: (values: { id: number }) => `There is no staff member with id ${values.id}.`,
  LAST_OWNER: () =>
    'The shop needs at least one active owner: make another member an owner first, then change this one.',
  OWN_PASSWORD_UNDER_SESSION: () =>
    'password: Change your own password under your session (PATCH /api/v1/admin/session), with your current one.',
  OWN_TWO_FACTOR_UNDER_SESSION: () =>
    'twoFactor: Turn your own two-factor sign-in off under your session (DELETE /api/v1/admin/session/totp).',

  // Orders: their status, cancelling and refunding.
  ORDER_ID_NOT_FOUND: (values: { id: number }) => `No order with id ${values.id}`,
  ORDER_NUMBER_NOT_FOUND: (values: { orderNumber: string }) => `No order ${values.orderNumber}.`,
  /** `from`, `to` and each of `next` (comma-separated, '' when final) are OrderStatus names. */
  ORDER_MOVE_NOT_ALLOWED: (values: { orderNumber: string; from: string; to: string; next: string }) => {
    const { orderNumber, from, to, next } = values;
    if (!Object.hasOwn(OrderStatus, from))
      return `Order ${orderNumber} has the unknown status ${from}; it cannot become ${to}.`;
    const options = next ? `next: ${next.split(',').join(' or ')}` : 'its status is final';
    return `Order ${orderNumber} is ${from}; it cannot become ${to} (${options}).`;
  },
  ORDER_NOT_CANCELLABLE: (values: { orderNumber: string }) =>
    `Order ${values.orderNumber} has shipped or was cancelled already: it can no longer be cancelled (refund it instead).`,
  ORDER_NOTHING_CAPTURED: (values: { orderNumber: string }) =>
    `Order ${values.orderNumber} has no card or wallet payment to refund (cash on delivery is given back by hand).`,
  ORDER_FULLY_REFUNDED: (values: { orderNumber: string }) =>
    `Everything captured for order ${values.orderNumber} was refunded already.`,
  ORDER_LINE_NOT_FOUND: (values: { lineId: number }) => `lines: order line ${values.lineId} is not part of this order`,
  REFUND_TOO_MANY_UNITS: (values: { lineId: number; left: number }) =>
    `lines: only ${values.left} unit(s) of order line ${values.lineId} are left to refund`,
  PAYMENT_PROVIDER_RETIRED: (values: { provider: string }) =>
    `This payment was taken by ${values.provider}, which the shop does not use now: refund it in ${values.provider} itself.`,
  /** The provider's own refusal (e.g. Stripe's or PayPal's words), which staff read as it is. */
  REFUND_REFUSED: (values: { reason: string }) => values.reason,
  REFUND_PROVIDER_FAILED: () =>
    'The payment provider could not be reached or failed: nothing was refunded. Please try again.',
  RECONCILIATION_PROVIDER_FAILED: () =>
    'The card provider could not be reached or failed while listing its payments: run the reconciliation again.',

  // Customers, their messages, subscribers and sellers.
  CUSTOMER_NOT_FOUND: (values: { id: number }) => `No customer with id ${values.id}`,
  CUSTOMER_ERASED: () => 'This customer was erased: their account can no longer be changed.',
  CUSTOMER_ALREADY_ERASED: () => 'This customer was already erased.',
  CUSTOMER_DISABLED: () => 'This account is disabled: enable it before sending a password reset code.',
  CUSTOMER_EMAIL_MISMATCH: () => 'email: Does not match the customer’s email',
  MESSAGE_NOT_FOUND: (values: { id: number }) => `No message with id ${values.id}`,
  REPLY_NOT_SENT: () =>
    'The reply could not be sent: the mail server did not take it. Nothing was recorded; please try again.',
  SUBSCRIBER_NOT_FOUND: (values: { id: number }) => `No subscriber with id ${values.id}`,
  SELLER_REQUEST_NOT_FOUND: (values: { id: number }) => `No seller request with id ${values.id}`,
  SELLER_REQUEST_DECIDED: (values: { status: 'approved' | 'rejected' }) =>
    `This seller request was ${values.status} already; a decided request cannot be decided again.`,
  VENDOR_NOT_FOUND: (values: { id: number }) => `No vendor with id ${values.id}`,
  REVIEW_NOT_FOUND: (values: { id: number }) => `No review with id ${values.id}`,

  // Coupons and settings.
  COUPON_NOT_FOUND: (values: { id: number }) => `No coupon with id ${values.id}`,
  COUPON_CODE_TAKEN: () => 'code: A coupon with this code exists already (codes are compared ignoring case)',
  COUPON_USED: (values: { orders: number }) =>
    `This coupon was used by ${plural(values.orders, 'order', 'orders')} and is kept for their records: ` +
    'deactivate it instead (isActive: false).',
  EUR_RATE_REQUIRED: () => 'eurPerUsd: Required while EUR is offered',

  // Labels, pages, banners and campaigns.
  LABEL_NOT_FOUND: (values: { screen: string; key: string }) => `No label ${values.key} on the ${values.screen} screen`,
  LABEL_TEXT_REQUIRED: () => 'body: Give en, ar or both',
  /** `field`: the setting's path, e.g. contact.phone or openingHours.0.days. */
  LABEL_SET_IN_SETTINGS: (values: { field: string }) =>
    `This text is the shop's ${values.field}: change it in the settings.`,
  LABEL_TAKES_NO_PLACEHOLDERS: (values: { language: 'en' | 'ar' }) => `${values.language}: Takes no {placeholders}`,
  /** `placeholders`: the shipped text's, written as in it, e.g. '{count}, {name}'. */
  LABEL_PLACEHOLDERS_CHANGED: (values: { language: 'en' | 'ar'; placeholders: string }) =>
    `${values.language}: Keep the placeholders ${values.placeholders} and add no others`,
  PAGE_NOT_FOUND: (values: { slug: string }) =>
    `slug: No page ${values.slug} (expected ${CONTENT_PAGE_SLUGS.join(', ')})`,
  PAGE_BODY_EMPTY: () => 'body.en: Required (nothing is left once unsafe markup is removed)',
  PAGE_NOT_WRITTEN: (values: { slug: string }) => `slug: The page ${values.slug} shows its built-in text already`,
  CONTENT_NOT_FOUND: (values: { kind: ScheduledContentKind; id: number }) =>
    `id: No ${values.kind} with id ${values.id}`,
  /** `missing` and `unknown`: the ids, comma-separated ('' for none). */
  CONTENT_ORDER_CHANGED: (values: { kind: ScheduledContentKind; missing: string; unknown: string }) => {
    const gaps = [values.missing ? `missing ${values.missing}` : '', values.unknown ? `unknown ${values.unknown}` : '']
      .filter(Boolean)
      .join('; ');
    return `ids: The list must name every ${values.kind} once (${gaps}): reload the ${values.kind}s and try again`;
  },

  // Uploads.
  UPLOAD_NOT_MULTIPART: () => 'body: Send the upload as multipart/form-data with the field file',
  UPLOAD_FILE_REQUIRED: () => 'file: Required',
  UPLOAD_FILE_EMPTY: () => 'file: The file is empty',
  UPLOAD_TOO_LARGE: (values: { kind: 'image' | 'file'; megabytes: number }) =>
    `file: ${values.kind === 'image' ? 'An image' : 'A file'} may be at most ${values.megabytes} MB`,
  UPLOAD_ONE_FILE: () => 'file: Send one file per request',
  UPLOAD_TOO_MANY_FIELDS: () => 'body: Send only the fields file and kind',
  UPLOAD_KIND_AFTER_FILE: () => 'kind: Send kind in the query, or as a field before file',
  UPLOAD_UNREADABLE: () => 'body: The multipart form could not be read',
  /** `found`: the file's type judged by its bytes (e.g. 'EXE'), '' when unknown. */
  NOT_AN_IMAGE: (values: { found: string }) =>
    `file: This is not an image the shop accepts${values.found ? ` (it is a ${values.found} file)` : ''}. ` +
    `Upload a ${MEDIA_IMAGE_TYPE_NAMES} image.`,
  IMAGE_UNREADABLE: () =>
    'file: The image could not be read: it is damaged or incomplete. Save it again and upload it once more.',
  IMAGE_TOO_MANY_PIXELS: () =>
    `file: The image is larger than ${MEDIA_IMAGE_MAX_PIXELS / 1_000_000} megapixels. Make it smaller and upload it again.`,
  IMAGES_BUSY: () => 'The shop is busy preparing other images. Please try again in a moment.',

  // Products, variants, stock and the CSV import.
  PRODUCT_ID_NOT_FOUND: (values: { id: number }) => `No product with id ${values.id}`,
  PRODUCT_CHANGED_MEANWHILE: () => 'This product was changed by someone else; reload to see their changes.',
  PRODUCT_ARABIC_NAME_REQUIRED: () => 'name.ar: Required when other Arabic texts are given',
  PRODUCT_STOCK_IN_VARIANTS: () =>
    "stockQuantity: This product's stock is its variants'; change a variant's stock instead",
  PRODUCT_ARCHIVED: () => 'isPublished: This product is archived; restore it before publishing it',
  PRODUCT_ARCHIVED_ALREADY: () => 'This product is archived already.',
  PRODUCT_NOT_ARCHIVED: () => 'This product is not archived.',
  IMAGE_COLOUR_NOT_CHOSEN: (values: { index: number }) =>
    `images.${values.index}.colourId: Not one of the product's colours`,
  VARIANT_PRICE_NEGATIVE: (values: { index: number }) =>
    `variants.${values.index}.priceAdjustment: Makes the variant's price negative`,
  SKU_TAKEN: (values: { index: number; sku: string }) =>
    `variants.${values.index}.sku: The SKU ${values.sku} is used by another product`,
  SKU_TAKEN_SOMEWHERE: () => 'variants: One of the SKUs is used by another product',
  /** `ids`: the variants' colour or size ids, comma-separated ('' for none). */
  VARIANT_CHOICES_MISMATCH: (values: { field: 'colourIds' | 'sizeIds'; ids: string }) =>
    `${values.field}: Must be the ${values.field === 'colourIds' ? 'colours' : 'sizes'} of the variants ` +
    `(${values.ids || 'none'}); change the variants to add or remove one`,
  REFERENCE_NOT_FOUND: (values: { field: string; kind: ProductReferenceKind; id: number }) =>
    `${values.field}: No ${values.kind} with id ${values.id}`,
  TOO_MANY_VARIANTS: (values: { pairs: number; max: number }) =>
    `variants: ${values.pairs} colour × size pairs make too many variants (at most ${values.max})`,
  VARIANT_NOT_FOUND: (values: { variantId: number; productId: number }) =>
    `No variant with id ${values.variantId} in product ${values.productId}`,
  STOCK_BELOW_ZERO: (values: { left: number }) => `delta: Only ${values.left} in stock; the stock cannot go below 0`,
  IMPORT_COLUMN_TWICE: (values: { column: string }) => `csv: The column ${values.column} appears twice`,
  /** `columns`: those an import reads, comma-separated. */
  IMPORT_NO_COLUMNS: (values: { columns: string }) =>
    `csv: The first line names no column to import (${values.columns})`,
  IMPORT_TOO_MANY_LINES: (values: { max: number }) => `csv: At most ${values.max} lines at once`,
  /** `reason`: the line's first error, naming its column (the dry run's words). */
  IMPORT_LINE_INVALID: (values: { line: number; reason: string }) => `line ${values.line}: ${values.reason}`,

  // Categories, brands, tags, colours and sizes.
  TAXONOMY_ENTRY_NOT_FOUND: (values: { kind: TaxonomyKind; id: number }) => `No ${values.kind} with id ${values.id}`,
  TAXONOMY_ENTRY_IN_USE: (values: { kind: TaxonomyKind; name: string; products: number }) =>
    `The ${values.kind} '${values.name}' is used by ${plural(values.products, 'product', 'products')}: ` +
    'remove it from them first, or deactivate it (isActive: false) to hide it from shoppers.',
  /** `missing` and `unknown`: the first ids (at most 10), comma-separated ('' for none); `…More`: how many more. */
  TAXONOMY_ORDER_CHANGED: (values: {
    kind: TaxonomyKind;
    missing: string;
    missingMore: number;
    unknown: string;
    unknownMore: number;
  }) => {
    const problems = [
      ...(values.missing ? [`missing ${namedIds(values.missing, values.missingMore)}`] : []),
      ...(values.unknown ? [`no ${values.kind} with id ${namedIds(values.unknown, values.unknownMore)}`] : []),
    ];
    return `ids: List every ${values.kind} exactly once (${problems.join('; ')}): the list changed meanwhile, reload it.`;
  },
  CATEGORY_OWN_PARENT: () => 'parentId: A category cannot be its own parent',
  PARENT_CATEGORY_NOT_FOUND: (values: { id: number }) => `parentId: No category with id ${values.id}`,
  CATEGORY_BELOW_ITSELF: (values: { parent: string; category: string }) =>
    `parentId: '${values.parent}' is inside '${values.category}'; a category cannot move below itself`,
  CATEGORY_HAS_SUBCATEGORIES: (values: { category: string; children: number }) =>
    `The category '${values.category}' has ${plural(values.children, 'subcategory', 'subcategories')}: ` +
    'move or delete them first, or deactivate it (isActive: false) to hide it and them from shoppers.',
} as const;
