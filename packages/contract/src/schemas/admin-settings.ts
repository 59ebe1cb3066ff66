// The admin API's shop settings (/api/v1/admin/settings) and screen labels (/api/v1/admin/labels).
import { z } from 'zod';
import { CURRENCY_CODES, ScreenEntity, type ScreenEntityName } from '../constants';
import { EMAIL_PATTERN } from '../field-check';
import { adminListQuery, adminPage, bilingualText } from './admin-common';

// ── Settings ────────────────────────────────────────────────────────────────────────────────

/** Longest shop name, in either language. */
export const SHOP_NAME_MAX_LENGTH = 100;
/** Longest postal address, in either language. */
export const SHOP_ADDRESS_MAX_LENGTH = 300;
/** Longest text of an opening-hours line (its days or its hours), in either language. */
export const OPENING_HOURS_TEXT_MAX_LENGTH = 60;
/** Lines of opening hours: the contact page shows two (e.g. weekdays, and the weekend). */
export const OPENING_HOURS_LINES = 2;
/** Longest social link. */
export const SOCIAL_LINK_MAX_LENGTH = 500;
/** Longest email address of the shop (contact, mail sender). */
export const SHOP_EMAIL_MAX_LENGTH = 200;
/** Longest sender name of the shop's mails. */
export const MAIL_SENDER_NAME_MAX_LENGTH = 100;
/** Highest EUR-per-USD rate accepted: a guard against a typo of a few zeros. */
export const EUR_PER_USD_MAX = 100;
/** Highest default shipping fee, in US cents ($10,000). */
export const SHIPPING_FEE_MAX_CENTS = 1_000_000;

/** The social networks the contact page links to. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'pinterest', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const PHONE_PATTERN = /^\+?[\d\s().-]{5,30}$/;

const email = z
  .string({ error: 'Expected text' })
  .trim()
  .max(SHOP_EMAIL_MAX_LENGTH, { error: `At most ${SHOP_EMAIL_MAX_LENGTH} characters` })
  .regex(EMAIL_PATTERN, { error: 'Expected an email address' });

/** A phone or fax number: digits, spaces, ( ) . - and a leading +; '' when `optional`. */
const phone = ({ optional = false } = {}) => {
  const number = z.string({ error: 'Expected text' }).trim();
  const checked = number.regex(PHONE_PATTERN, { error: 'Expected a phone number such as +970 2 296 0000' });
  return optional ? z.union([number.length(0), checked], { error: 'Expected a phone number or nothing' }) : checked;
};

/** True for an absolute https:// address with a host. */
function isHttpsUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

const socialLink = z
  .string({ error: 'Expected text' })
  .trim()
  .max(SOCIAL_LINK_MAX_LENGTH, { error: `At most ${SOCIAL_LINK_MAX_LENGTH} characters` })
  .refine((text) => text === '' || isHttpsUrl(text), { error: 'Expected an https:// address, or nothing' });

/** How shoppers reach the shop; shown on the contact page and in the footer. */
export const ShopContact = z.object({
  /** Email address. */
  email,
  /** Phone number. */
  phone: phone(),
  /** Fax number; '' for none. */
  fax: phone({ optional: true }).default(''),
  /** Postal address in both languages. */
  address: bilingualText(SHOP_ADDRESS_MAX_LENGTH),
});
export type ShopContact = z.infer<typeof ShopContact>;

/** One line of opening hours: which days, and the hours (or "Closed"). */
export const OpeningHoursLine = z.object({
  /** The days, e.g. "Monday to Friday". */
  days: bilingualText(OPENING_HOURS_TEXT_MAX_LENGTH),
  /** The hours, e.g. "8AM - 6PM" or "Closed". */
  hours: bilingualText(OPENING_HOURS_TEXT_MAX_LENGTH),
});
export type OpeningHoursLine = z.infer<typeof OpeningHoursLine>;

/** The shop's page on each social network (https only); '' for none. */
export const SocialLinks = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink.default('')])) as Record<
    SocialNetwork,
    z.ZodDefault<typeof socialLink>
  >,
);
export type SocialLinks = z.infer<typeof SocialLinks>;

/** Which payment methods checkout offers; at least one stays on. */
export const OfferedPaymentMethods = z
  .object({
    /** Card payments. */
    card: z.boolean({ error: 'Expected true or false' }),
    /** Wallet (PayPal) payments. */
    wallet: z.boolean({ error: 'Expected true or false' }),
    /** Cash on delivery. */
    cashOnDelivery: z.boolean({ error: 'Expected true or false' }),
  })
  .refine((methods) => methods.card || methods.wallet || methods.cashOnDelivery, {
    error: 'At least one payment method must stay on',
  });
export type OfferedPaymentMethods = z.infer<typeof OfferedPaymentMethods>;

/** Who the shop's mails come from. */
export const MailSender = z.object({
  /** Display name; '' uses the shop's name in the mail's language. */
  name: z
    .string({ error: 'Expected text' })
    .trim()
    .max(MAIL_SENDER_NAME_MAX_LENGTH, { error: `At most ${MAIL_SENDER_NAME_MAX_LENGTH} characters` })
    .default(''),
  /** Sender address. */
  address: email,
});
export type MailSender = z.infer<typeof MailSender>;

/** Currencies prices are shown in: US dollars always (prices are kept in them), euros optionally. */
export const ShopCurrencies = z
  .array(z.enum(CURRENCY_CODES, { error: `Expected ${CURRENCY_CODES.join(' or ')}` }))
  .refine((codes) => codes.includes('USD'), { error: 'USD is always offered' })
  .refine((codes) => new Set(codes).size === codes.length, { error: 'Each currency once' });
export type ShopCurrencies = z.infer<typeof ShopCurrencies>;

const settingsFields = {
  /** The shop's name (the site title), in both languages. */
  shopName: bilingualText(SHOP_NAME_MAX_LENGTH),
  /** Email, phone, fax and address. */
  contact: ShopContact,
  /** The two lines of opening hours the contact page shows. */
  openingHours: z
    .array(OpeningHoursLine)
    .length(OPENING_HOURS_LINES, { error: `Expected ${OPENING_HOURS_LINES} lines` }),
  /** Social network links. */
  socialLinks: SocialLinks,
  /** Currencies offered: always USD, optionally EUR. */
  currencies: ShopCurrencies,
  /** Euros per US dollar; required while EUR is offered. */
  eurPerUsd: z
    .number({ error: 'Expected a number' })
    .positive({ error: 'Expected more than 0' })
    .max(EUR_PER_USD_MAX, { error: `At most ${EUR_PER_USD_MAX}` }),
  /** The shipping fee new products start with, in US cents (each product keeps its own). */
  defaultShippingFee: z
    .number({ error: 'Expected a whole number of cents' })
    .int({ error: 'Expected a whole number of cents' })
    .min(0, { error: 'At least 0' })
    .max(SHIPPING_FEE_MAX_CENTS, { error: `At most ${SHIPPING_FEE_MAX_CENTS}` }),
  /** Payment methods offered at checkout. */
  paymentMethods: OfferedPaymentMethods,
  /** Who the shop's mails come from. */
  mailSender: MailSender,
  /**
   * Whether a shopper's new review waits in the admin's reviews queue for approval (true) or shows at
   * once (false); a waiting review is neither shown nor counted in the product's rating.
   */
  reviewsNeedApproval: z.boolean({ error: 'Expected true or false' }),
};

/** Answer of GET and PATCH /api/v1/admin/settings: every setting, with its default where never saved. */
export const ShopSettings = z.object({ ...settingsFields, eurPerUsd: settingsFields.eurPerUsd.nullable() });
export type ShopSettings = z.infer<typeof ShopSettings>;

/**
 * Body of PATCH /api/v1/admin/settings: the settings to change. Each one given replaces the saved
 * one whole (send every field of `contact`, all seven social links, and so on).
 */
export const UpdateShopSettingsBody = z.object(settingsFields).partial();
export type UpdateShopSettingsBody = z.infer<typeof UpdateShopSettingsBody>;

// ── Labels ──────────────────────────────────────────────────────────────────────────────────

/** Longest text of a label. */
export const LABEL_TEXT_MAX_LENGTH = 2000;
const LABEL_KEY_MAX_LENGTH = 200;

const SCREEN_NAMES = Object.keys(ScreenEntity) as [ScreenEntityName, ...ScreenEntityName[]];

/** A storefront screen whose texts are labels, by its name (e.g. ContactUs). */
export const ScreenName = z.enum(SCREEN_NAMES, { error: 'Expected a screen name such as ContactUs' });

/** The `{name}` placeholders of a label's text, sorted; the storefront fills them in. */
export function labelPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

/** A screen label in both languages. */
export const AdminLabel = z.object({
  /** The screen it is shown on. */
  screen: ScreenName,
  /** Its id on that screen. */
  key: z.string(),
  /** English text. */
  en: z.string(),
  /** Arabic text. */
  ar: z.string(),
  /** Arabic is missing: empty, or the same as English where the shipped Arabic differs. */
  missing: z.boolean(),
  /** The texts shipped with the code (null for a label the code no longer has). */
  defaults: z.object({ en: z.string(), ar: z.string() }).nullable(),
  /** The settings field that sets this text (contact details), e.g. contact.phone; null for a free label. */
  managedBy: z.string().nullable(),
});
export type AdminLabel = z.infer<typeof AdminLabel>;

/** Answer of GET /api/v1/admin/labels. */
export const AdminLabelPage = adminPage(AdminLabel);
export type AdminLabelPage = z.infer<typeof AdminLabelPage>;

/** Query of GET /api/v1/admin/labels: `q` matches the key or either text; sorted by screen, then key. */
export const AdminLabelListQuery = adminListQuery(['screen', 'key']).extend({
  /** Only this screen's labels. */
  screen: ScreenName.optional(),
  /** Only labels whose Arabic is missing (true), or only translated ones (false). */
  missing: z
    .enum(['true', 'false'], { error: 'Expected true or false' })
    .transform((flag) => flag === 'true')
    .optional(),
});
export type AdminLabelListQuery = z.infer<typeof AdminLabelListQuery>;

/** Path of PATCH /api/v1/admin/labels/:entity/:key. */
export const AdminLabelParams = z.object({
  /** The screen's name. */
  entity: ScreenName,
  /** The label's id. */
  key: z.string().max(LABEL_KEY_MAX_LENGTH, { error: `At most ${LABEL_KEY_MAX_LENGTH} characters` }),
});
export type AdminLabelParams = z.infer<typeof AdminLabelParams>;

const labelText = z
  .string({ error: 'Expected text' })
  .trim()
  .max(LABEL_TEXT_MAX_LENGTH, { error: `At most ${LABEL_TEXT_MAX_LENGTH} characters` });

/**
 * Body of PATCH /api/v1/admin/labels/:entity/:key. Texts keep the shipped English's `{name}`
 * placeholders; Arabic may be '' (shoppers then see the English).
 */
export const UpdateLabelBody = z.object({
  /** English text, 1..2000 characters. */
  en: labelText.min(1, { error: 'Required' }).optional(),
  /** Arabic text, up to 2000 characters; '' marks it missing. */
  ar: labelText.optional(),
});
export type UpdateLabelBody = z.infer<typeof UpdateLabelBody>;
