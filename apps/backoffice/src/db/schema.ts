// The whole shop in one PostgreSQL schema. Money is integer minor units (cents); texts that
// shoppers see in more than one language keep English in their columns and the other languages in
// `localized` ({ "<languageId>": { <field>: text } }), except products, whose texts live in
// `product_translations` in every language; the products table keeps their search index (migration 0012).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).defaultNow().notNull();
/** Per-language overrides of a row's texts, keyed by language id. */
export type Localized = Record<string, Record<string, string>>;
const localized = () => jsonb('localized').$type<Localized>().default({}).notNull();

// ── Settings ───────────────────────────────────────────────────────────────────────────────

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ── Geography ──────────────────────────────────────────────────────────────────────────────

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
  localized: localized(),
});

export const statesProvinces = pgTable(
  'states_provinces',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    localized: localized(),
  },
  (t) => [index('states_provinces_country_idx').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateProvinceId: integer('state_province_id')
      .notNull()
      .references(() => statesProvinces.id),
    name: text('name').notNull(),
    localized: localized(),
  },
  (t) => [index('cities_state_idx').on(t.stateProvinceId)],
);

// ── Accounts ───────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobileNo: text('mobile_no').default('').notNull(),
    addressLineOne: text('address_line_one').default('').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    stateProvinceId: integer('state_province_id').references(() => statesProvinces.id),
    cityId: integer('city_id').references(() => cities.id),
    postalCode: text('postal_code').default('').notNull(),
    role: text('role', { enum: ['customer', 'vendor', 'admin'] })
      .default('customer')
      .notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When staff disabled the account: it cannot log in, and its sessions ended then. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').default(0).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

export const vendorRequests = pgTable(
  'vendor_requests',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobileNo: text('mobile_no').default('').notNull(),
    addressLineOne: text('address_line_one').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    stateProvinceId: integer('state_province_id').references(() => statesProvinces.id),
    cityId: integer('city_id').references(() => cities.id),
    postalCode: text('postal_code').default('').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .default('pending')
      .notNull(),
    createdAt: createdAt(),
    /** The language of the form it came from (1 English, 2 Arabic): the answer is mailed in it. */
    languageId: smallint('language_id').default(1).notNull(),
    /** When and by whom it was approved or rejected; null while pending. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    /** Why it was rejected, as the applicant is told. */
    rejectionReason: text('rejection_reason').default('').notNull(),
    /** The vendor an approved request became. */
    vendorId: integer('vendor_id').references(() => vendors.id),
  },
  // One pending request per email (case-insensitive), so a double submit cannot queue two.
  (t) => [
    uniqueIndex('vendor_requests_pending_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Shared counters for rate limits, so several processes agree. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  // Finished windows are pruned by age.
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    localized: localized(),
    imageUrl: text('image_url').default('').notNull(),
    isPopular: boolean('is_popular').default(false).notNull(),
    displayOrder: integer('display_order').default(0).notNull(),
    /** An inactive category is hidden from shoppers; its products stay in the admin. */
    isActive: boolean('is_active').default(true).notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * The catalogue's vocabulary for "Did you mean …?" (issue 21): every word of a product's or category's name in
 * any language, normalised (`word`, as shop_search_text makes it) and as written (`display`, lower case), kept
 * by triggers (migration 0013) so a correction, and a search for words near the typed ones, look words up by
 * trigram instead of scanning the products.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    display: text('display').notNull(),
    /** The word as a whole-word search query: what a misspelt word near it is searched as (migration 0020). */
    query: tsquery('query').generatedAlwaysAs(sql`shop_search_query(word, true)`),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  localized: localized(),
  displayOrder: integer('display_order').default(0).notNull(),
  isActive: boolean('is_active').default(true).notNull(),
});

export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  localized: localized(),
  userId: integer('user_id').references(() => users.id),
});

export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  inches: text('inches').default('').notNull(),
  centimeters: text('centimeters').default('').notNull(),
  localized: localized(),
  displayOrder: integer('display_order').default(0).notNull(),
  isActive: boolean('is_active').default(true).notNull(),
});

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  localized: localized(),
  hexCode: text('hex_code').notNull(),
  displayOrder: integer('display_order').default(0).notNull(),
  isActive: boolean('is_active').default(true).notNull(),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  localized: localized(),
  displayOrder: integer('display_order').default(0).notNull(),
  isActive: boolean('is_active').default(true).notNull(),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  localized: localized(),
});

/** Product attributes; ids 1 (Color) and 2 (Size) are the spec's special kinds. */
export const attributes = pgTable('attributes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  localized: localized(),
});

export const digitalFiles = pgTable('digital_files', {
  id: serial('id').primaryKey(),
  /** Path under DATA_DIR/files. */
  storagePath: text('storage_path').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAt(),
});

/** PostgreSQL's full-text document type, for the product search index. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price').default(0).notNull(),
    /** What a shopper pays before variants: the discounted price when there is one. */
    effectivePrice: integer('effective_price')
      .generatedAlwaysAs(sql`CASE WHEN discounted_price > 0 THEN discounted_price ELSE price END`)
      .notNull(),
    stockQuantity: integer('stock_quantity').notNull(),
    displayStockQuantity: boolean('display_stock_quantity').default(false).notNull(),
    orderMaximumQuantity: integer('order_maximum_quantity').default(0).notNull(),
    isShippingFree: boolean('is_shipping_free').default(false).notNull(),
    shippingCharges: integer('shipping_charges').default(0).notNull(),
    estimatedShippingDays: integer('estimated_shipping_days').default(0).notNull(),
    digitalFileId: integer('digital_file_id').references(() => digitalFiles.id),
    isPopular: boolean('is_popular').default(false).notNull(),
    isPublished: boolean('is_published').default(true).notNull(),
    /** Kept in step with approved reviews so lists can filter and sort without aggregating. */
    ratingAverage: smallint('rating_average').default(0).notNull(),
    totalReviews: integer('total_reviews').default(0).notNull(),
    /** When the owner archived it: hidden from shoppers and from the admin's default list; restorable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * What a search term is matched against, kept by the database from the product's translations in every
     * language (triggers of migration 0012, 0020): all their names and descriptions, and their names alone.
     * Never written by the application.
     */
    searchVector: tsvector('search_vector')
      .default(sql`''::tsvector`)
      .notNull(),
    nameVector: tsvector('name_vector')
      .default(sql`''::tsvector`)
      .notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_vector_idx').using('gin', t.nameVector),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_price_not_negative', sql`${t.price} >= 0 AND ${t.discountedPrice} >= 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_manufacturer_idx').on(t.manufacturerId),
    // One index per list ordering (catalog/product-list-repository.ts), read forwards or backwards.
    index('products_featured_idx').on(t.isPopular.desc(), t.ratingAverage.desc(), t.id),
    index('products_effective_price_idx').on(t.effectivePrice, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_reviewed_idx').on(t.totalReviews.desc(), t.ratingAverage.desc(), t.id),
    index('products_rating_idx').on(t.ratingAverage),
    // A category's products in a price range, the list's commonest pair of filters, counted and put in any of
    // the list's orders from the index alone, which holds every sort column (at 100,000 products: counted in
    // 1.3 ms instead of 91 reading the table; a page in 1.7 ms instead of 24–30 walking a sort index).
    index('products_category_price_idx')
      .on(t.categoryId, t.effectivePrice, t.isPopular, t.ratingAverage, t.totalReviews, t.createdAt, t.id)
      .where(sql`${t.isPublished}`),
    // Counting the whole published catalogue (an unfiltered list's total) from the index alone.
    index('products_published_idx')
      .on(t.id)
      .where(sql`${t.isPublished}`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').default('').notNull(),
    fullDescription: text('full_description').default('').notNull(),
    metaTitle: text('meta_title').default('').notNull(),
    metaDescription: text('meta_description').default('').notNull(),
    metaKeywords: text('meta_keywords').default('').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageId] }),
    index('product_translations_language_name_idx').on(t.languageId, t.name),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    colorId: integer('color_id').references(() => colors.id),
    displayOrder: integer('display_order').default(0).notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.displayOrder)],
);

/**
 * The values a shopper can choose for a product: colours (attribute 1, value = colour id),
 * sizes (attribute 2, value = size id) and any other attribute (value = a number of its own).
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    valueKey: integer('value_key').notNull(),
    displayValue: text('display_value').notNull(),
    localized: localized(),
    /** 1 FixedValue (cents) or 2 Percentage (hundredths of a percent of the base price). */
    valueType: smallint('value_type').default(1).notNull(),
    additionalPrice: integer('additional_price').default(0).notNull(),
    isRequired: boolean('is_required').default(false).notNull(),
    displayOrder: integer('display_order').default(0).notNull(),
  },
  (t) => [
    uniqueIndex('product_attribute_values_unique').on(t.productId, t.attributeId, t.valueKey),
    index('product_attribute_values_filter_idx').on(t.attributeId, t.valueKey, t.productId),
  ],
);

/**
 * What a shopper actually buys: one colour × size of a product (either may be absent), with its
 * own SKU, price adjustment over the product's price and stock.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id').references(() => colors.id),
    sizeId: integer('size_id').references(() => sizes.id),
    sku: text('sku').default('').notNull(),
    /** Cents added to (or, negative, taken from) the product's effective price. */
    priceAdjustment: integer('price_adjustment').default(0).notNull(),
    stockQuantity: integer('stock_quantity').default(0).notNull(),
    displayOrder: integer('display_order').default(0).notNull(),
  },
  (t) => [
    check('product_variants_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    uniqueIndex('product_variants_choice_unique').on(
      t.productId,
      sql`coalesce(${t.colorId}, 0)`,
      sql`coalesce(${t.sizeId}, 0)`,
    ),
    uniqueIndex('product_variants_sku_unique')
      .on(sql`upper(${t.sku})`)
      .where(sql`${t.sku} <> ''`),
  ],
);

/** Every change of a variant's stock made by staff, with its reason. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('stock_adjustments_variant_idx').on(t.variantId, t.at)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId, t.productId)],
);

export const productShippingMethods = pgTable(
  'product_shipping_methods',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.shippingMethodId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    reviewerName: text('reviewer_name').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    rating: smallint('rating').notNull(),
    /** Shown to shoppers and counted in the product's rating. */
    isApproved: boolean('is_approved').default(true).notNull(),
    createdAt: createdAt(),
    /**
     * When staff last approved or hid it; null while it was never moderated. A review not approved
     * and never moderated waits in the queue; one not approved but moderated was hidden.
     */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
);

// ── Content ────────────────────────────────────────────────────────────────────────────────

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  themeTypeId: smallint('theme_type_id').notNull(),
  imageUrl: text('image_url').notNull(),
  topTitle: text('top_title').default('').notNull(),
  mainTitle: text('main_title').default('').notNull(),
  bottomTitle: text('bottom_title').default('').notNull(),
  leftButtonText: text('left_button_text').default('').notNull(),
  leftButtonUrl: text('left_button_url').default('').notNull(),
  rightButtonText: text('right_button_text').default('').notNull(),
  rightButtonUrl: text('right_button_url').default('').notNull(),
  localized: localized(),
  displayOrder: integer('display_order').default(0).notNull(),
  isActive: boolean('is_active').default(true).notNull(),
  /** Shown from (inclusive) and until (exclusive); null is open-ended. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  mainTitle: text('main_title').notNull(),
  discountTitle: text('discount_title').default('').notNull(),
  body: text('body').default('').notNull(),
  coverPictureUrl: text('cover_picture_url').default('').notNull(),
  localized: localized(),
  displayOrder: integer('display_order').default(0).notNull(),
  isActive: boolean('is_active').default(true).notNull(),
  /** Shown from (inclusive) and until (exclusive); null is open-ended. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** The shop's own pages (about, FAQ, terms): English in the columns, Arabic in `localized`. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  body: text('body').default('').notNull(),
  localized: localized(),
  updatedAt: updatedAt(),
});

/** An accepted payment method's logo: English in the columns, Arabic name and picture in `localized`. */
export const paymentMethodLogos = pgTable('payment_method_logos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  localized: localized(),
  displayOrder: integer('display_order').default(0).notNull(),
});

export const screenEntities = pgTable('screen_entities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const localizationLabels = pgTable(
  'localization_labels',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => screenEntities.id),
    languageId: smallint('language_id').notNull(),
    labelHtmlId: text('label_html_id').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.languageId, t.labelHtmlId] })],
);

// ── Engagement ─────────────────────────────────────────────────────────────────────────────

/**
 * Newsletter addresses. A new one is pending until its owner follows the link of the confirmation
 * mail; only confirmed, not unsubscribed addresses get the newsletter (listNewsletterAudience).
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** The language of its mails: the one the sign-up form was in (1 English, 2 Arabic). */
    languageId: smallint('language_id').default(1).notNull(),
    /** When its owner confirmed it; null while pending. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When its owner unsubscribed; null while it may get the newsletter. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subscribers_email_unique').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** The language of the form it came from (1 English, 2 Arabic): a reply is written in it. */
  languageId: smallint('language_id').default(1).notNull(),
  /** When staff first opened it; null while unread. */
  readAt: timestamp('read_at', { withTimezone: true }),
  /** When staff archived it; null while in the inbox. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  /** When staff last replied by mail from the admin. */
  repliedAt: timestamp('replied_at', { withTimezone: true }),
});

// ── Cart, orders and payments ──────────────────────────────────────────────────────────────

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percentage', 'fixed'] }).notNull(),
    /** Whole percent, or cents when fixed. */
    value: integer('value').notNull(),
    minimumOrder: integer('minimum_order').default(0).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    totalUseLimit: integer('total_use_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    timesUsed: integer('times_used').default(0).notNull(),
    isActive: boolean('is_active').default(true).notNull(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    check('coupons_value_positive', sql`${t.value} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull(),
    paymentMethod: smallint('payment_method').notNull(),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'refunded'] }).notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    discountTotal: integer('discount_total').default(0).notNull(),
    orderTotal: integer('order_total').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code').default('').notNull(),
    orderNote: text('order_note').default('').notNull(),
    /** The billing details as they were when the order was placed. */
    billing: jsonb('billing').notNull(),
    /** Where the parcel goes, as it was when the order was placed (the customer's shipping address). */
    shippingName: text('shipping_name').default('').notNull(),
    shippingPhone: text('shipping_phone').default('').notNull(),
    shippingAddress: text('shipping_address').default('').notNull(),
    shippingCity: text('shipping_city').default('').notNull(),
    shippingState: text('shipping_state').default('').notNull(),
    shippingCountry: text('shipping_country').default('').notNull(),
    shippingPostalCode: text('shipping_postal_code').default('').notNull(),
    /** The language the customer ordered in: mails about the order are written in it. */
    languageId: smallint('language_id').default(1).notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_totals_not_negative', sql`${t.orderTotal} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url').default('').notNull(),
    unitPrice: integer('unit_price').notNull(),
    originalUnitPrice: integer('original_unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    shippingCharges: integer('shipping_charges').default(0).notNull(),
    lineTotal: integer('line_total').notNull(),
    selectedAttributes: jsonb('selected_attributes').default([]).notNull(),
    isDigital: boolean('is_digital').default(false).notNull(),
    status: smallint('status').notNull(),
    shippingStatus: smallint('shipping_status').notNull(),
    /** The variant the line took its stock from (a cancel or a refund returns it there). */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    note: text('note').default('').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).defaultNow().notNull(),
    /** What happened: placed, a status change, a cancel or a refund (the order's timeline). */
    action: text('action', { enum: ['placed', 'status', 'cancel', 'refund'] })
      .default('status')
      .notNull(),
    /** The staff member who did it; null for the shopper, the admin token or the CLI. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who did it as the audit log names them (an email, 'admin token', 'customer'); '' before 0009. */
    actor: text('actor').default('').notNull(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** Money given back to a customer through the payment provider (a cancel, or a full or partial refund). */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id),
    kind: text('kind', { enum: ['cancel', 'refund'] }).notNull(),
    /** Cents of the order's currency. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the refund (Stripe re_…, PayPal's refund id, the sandbox's). */
    providerRefundId: text('provider_refund_id').notNull(),
    /** The provider's status: succeeded / COMPLETED, or pending while the provider works on it. */
    status: text('status').notNull(),
    restocked: boolean('restocked').default(false).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId), check('order_refunds_amount_positive', sql`${t.amount} > 0`)],
);

/** The order lines and units a refund covered (none for a refund of the whole order's remainder). */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('order_refund_lines_item_idx').on(t.orderItemId),
    check('order_refund_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    provider: text('provider').notNull(),
    /** The provider's own id for the charge or capture: one payment pays for one order only. */
    providerReference: text('provider_reference').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** 'refund_owed': no order holds it and it is being given back (recorded before the provider is asked). */
    status: text('status', { enum: ['authorized', 'captured', 'failed', 'refund_owed', 'refunded'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const idempotencyRecords = pgTable('idempotency_records', {
  key: text('key').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  requestHash: text('request_hash').notNull(),
  statusCode: smallint('status_code'),
  response: jsonb('response'),
  createdAt: createdAt(),
});

/** Provider webhook events already handled (e.g. Stripe's evt_… ids): a redelivered event does nothing twice. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
});

// ── The sandbox payment providers (offline stand-ins for Stripe and PayPal) ────────────────

/** Single-use card tokens; the card number and CVC are never kept, only what the test card stands for. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  outcome: text('outcome').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Wallet orders shaped like PayPal Orders v2: CREATED → APPROVED → COMPLETED (→ REFUNDED). */
export const sandboxWalletOrders = pgTable('sandbox_wallet_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['CREATED', 'APPROVED', 'COMPLETED', 'REFUNDED'] }).notNull(),
  captureId: text('capture_id').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ── Shop-owner admin ───────────────────────────────────────────────────────────────────────

/** The people who run the shop through the admin; each route of the admin API names the roles it allows. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Argon2id, as shoppers' passwords. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['owner', 'catalogue', 'orders', 'moderator'] }).notNull(),
    /** The TOTP secret, sealed with the shop's secret key; null while two-factor is off. */
    totpSecret: text('totp_secret'),
    /** When the member confirmed their authenticator; null while two-factor is off or only pending. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The admin's language for this member: en or ar. */
    language: text('language', { enum: ['en', 'ar'] })
      .default('en')
      .notNull(),
    /** An inactive member can neither log in nor use a session started before. */
    active: boolean('active').default(true).notNull(),
    /** Mailed for each new order, seller request and contact message (owners always are). */
    notifyByMail: boolean('notify_by_mail').default(false).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Who changed what through the admin API, written in the change's own transaction; never edited or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null when the admin token (the CLI) made the change. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who, as shown in the log: the member's email then, or 'admin token'. */
    actor: text('actor').notNull(),
    /** The client's address. */
    address: text('address').notNull(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_resource_idx').on(t.resource, t.resourceId),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);

/** Uploaded images and files, named by the SHA-256 of their bytes so a re-upload is the same asset. */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    /** 'image' (public, re-encoded under /media/) or 'file' (a digital product, private). */
    kind: text('kind', { enum: ['image', 'file'] }).notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name').default('').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The widths an image was re-encoded at. */
    widths: jsonb('widths').$type<number[]>().default([]).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_assets_hash_unique').on(t.kind, t.hash)],
);
