// The admin API's banners, campaigns, pages and the logo (under /api/v1/admin/).
import { z } from 'zod';
import { HOME_BANNER_THEME_TYPE } from '../constants';
import { ADMIN_NAME_MAX_LENGTH, adminListQuery, adminPage, bilingualText, queryFlag } from './admin-common';
import { MAX_ID } from './wire';

/** Longest image URL or button link. */
export const CONTENT_URL_MAX_LENGTH = 2000;
/** Longest line under a banner's main title, or a campaign's discount line. */
export const CONTENT_LINE_MAX_LENGTH = 500;
/** Longest banner button text. */
export const BANNER_BUTTON_TEXT_MAX_LENGTH = 60;
/** Largest banner theme type (the storefront's carousel shows theme type 1). */
export const BANNER_THEME_TYPE_MAX = 1000;
/** Longest campaign body (sanitised HTML). */
export const CAMPAIGN_BODY_MAX_LENGTH = 20_000;
/** Longest content page body (sanitised HTML). */
export const CONTENT_PAGE_BODY_MAX_LENGTH = 200_000;
/** Most ids one reorder takes. */
export const CONTENT_REORDER_MAX_IDS = 1000;

const SHOP_MEDIA_PATH = /^\/media\/[A-Za-z0-9._~\-/]+$/;
// No spaces, control characters, backslashes (browsers read /\host as //host), quotes or angle brackets.
const SAFE_PATH_CHARACTERS = /^[^\s\p{Cc}\\<>"'`]+$/u;

/** An https:// URL with a host and no user name or password in it. */
function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A path of this shop's media folder, e.g. /media/uploads/ab12.webp, without `..` or `//`. */
function isShopMediaPath(text: string): boolean {
  return SHOP_MEDIA_PATH.test(text) && !text.includes('//') && !text.split('/').some((part) => part === '..');
}

/** A path of the shop itself, e.g. /all-products/3/olive-oil (never `//host`, which leaves the shop). */
function isShopPath(text: string): boolean {
  return /^\/(?![/\\])/.test(text) && SAFE_PATH_CHARACTERS.test(text);
}

const IMAGE_URL_HINT = 'Expected an uploaded image (/media/...) or an https:// URL';
const LINK_HINT = 'Expected a shop path such as /all-products/0/all-categories or an https:// URL';

/** An image: an uploaded media path of this shop (/media/...) or an https:// URL. */
export const contentImageUrl = () =>
  z
    .string({ error: IMAGE_URL_HINT })
    .trim()
    .min(1, { error: 'Required' })
    .max(CONTENT_URL_MAX_LENGTH, { error: `At most ${CONTENT_URL_MAX_LENGTH} characters` })
    .refine((text) => isShopMediaPath(text) || isHttpsUrl(text), { error: IMAGE_URL_HINT });

/** An image that may be left out: '' (no image) or what `contentImageUrl` takes. */
export const optionalContentImageUrl = () =>
  z
    .string({ error: IMAGE_URL_HINT })
    .trim()
    .max(CONTENT_URL_MAX_LENGTH, { error: `At most ${CONTENT_URL_MAX_LENGTH} characters` })
    .refine((text) => text === '' || isShopMediaPath(text) || isHttpsUrl(text), { error: IMAGE_URL_HINT });

/** Where a button goes: '' (nowhere), a path of the shop (the storefront adds the language) or an https:// URL. */
export const contentLink = () =>
  z
    .string({ error: LINK_HINT })
    .trim()
    .max(CONTENT_URL_MAX_LENGTH, { error: `At most ${CONTENT_URL_MAX_LENGTH} characters` })
    .refine((text) => text === '' || isShopPath(text) || isHttpsUrl(text), { error: LINK_HINT });

/**
 * A moment of a schedule, ISO 8601 with a time zone (e.g. 2025-06-01T08:00:00+03:00), or null for
 * open-ended; output in UTC (2025-06-01T05:00:00.000Z), as the admin API answers it.
 */
export const contentScheduleMoment = () =>
  z.iso
    .datetime({ offset: true, error: 'Expected a date and time such as 2025-06-01T08:00:00Z, or null' })
    .transform((moment) => new Date(moment).toISOString())
    .nullable();

/** The message when a schedule ends before it starts. */
export const CONTENT_SCHEDULE_ORDER_MESSAGE = 'endsAt: Must be after startsAt';

/** Whether a schedule's end (if any) comes after its start (if any). */
export function contentScheduleInOrder(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
): boolean {
  return !startsAt || !endsAt || Date.parse(endsAt) > Date.parse(startsAt);
}

/** The id in a route's path, e.g. /api/v1/admin/banners/:id. */
export const ContentIdParams = z.object({
  /** A positive whole number. */
  id: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'Expected a positive whole number' })
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ID, { error: 'Expected a positive whole number' }),
});
export type ContentIdParams = z.infer<typeof ContentIdParams>;

/**
 * Body of PUT /api/v1/admin/banners/order and /api/v1/admin/campaigns/order, and its answer: every
 * id once, in the new order (the first gets displayOrder 0). A list that misses one or names an
 * unknown one is refused (409): someone changed the list meanwhile, so reload it.
 */
export const ContentReorderBody = z.object({
  /** Every id of the resource once, in the order the storefront shows them. */
  ids: z
    .array(z.number({ error: 'Expected a list of ids' }).int().min(1).max(MAX_ID), { error: 'Expected a list of ids' })
    .min(1, { error: 'Expected at least one id' })
    .max(CONTENT_REORDER_MAX_IDS, { error: `At most ${CONTENT_REORDER_MAX_IDS} ids` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each id may appear only once' }),
});
export type ContentReorderBody = z.infer<typeof ContentReorderBody>;

/** When a banner or campaign shows, besides being active. */
const scheduleFields = {
  /** Shown on the storefront only when true (and within its dates). */
  isActive: z.boolean({ error: 'Expected true or false' }),
  /** Shown from this moment on (inclusive); null: no start. */
  startsAt: contentScheduleMoment(),
  /** Shown until this moment (exclusive), after startsAt; null: no end. */
  endsAt: contentScheduleMoment(),
};

/** The schedule as answers give it: moments in UTC (2025-06-01T05:00:00.000Z). */
const scheduleAnswer = {
  /** Shown on the storefront only when true (and within its dates). */
  isActive: z.boolean(),
  /** Shown from this moment on (inclusive); null: no start. */
  startsAt: z.string().nullable(),
  /** Shown until this moment (exclusive); null: no end. */
  endsAt: z.string().nullable(),
};

/** Whether the storefront shows it now, and its place in the list; read only. */
const shownFields = {
  /** Its place among the others (0 first); changed by PUT .../order. */
  displayOrder: z.number().int(),
  /** Whether the storefront shows it right now: active and within its dates. */
  live: z.boolean(),
};

/**
 * A text change: either language alone may be sent, the other is kept (Arabic '' removes the
 * translation). Unlike `bilingualText`, a missing Arabic is not taken as ''.
 */
const textChange = (max: number, { required = true } = {}) => {
  const text = z
    .string({ error: 'Expected text' })
    .trim()
    .max(max, { error: `At most ${max} characters` });
  return z.object({ en: (required ? text.min(1, { error: 'Required' }) : text).optional(), ar: text.optional() });
};

const NOTHING_TO_CHANGE = 'Send at least one field to change';
const hasSomeField = (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined);

const titleText = (options: { required?: boolean } = {}) => bilingualText(ADMIN_NAME_MAX_LENGTH, options);
const lineText = () => bilingualText(CONTENT_LINE_MAX_LENGTH, { required: false });
const buttonText = () => bilingualText(BANNER_BUTTON_TEXT_MAX_LENGTH, { required: false });
const emptyText = () => ({ en: '', ar: '' });

// ── Banners ────────────────────────────────────────────────────────────────────────────────

/** A banner's fields as staff send them (every text in English and Arabic). */
const bannerFields = {
  /** Theme type; the home carousel shows 1. */
  themeTypeId: z.number({ error: 'Expected a whole number' }).int().min(0).max(BANNER_THEME_TYPE_MAX),
  /** The background picture. */
  imageUrl: contentImageUrl(),
  /** Small line above the main title. */
  topTitle: titleText({ required: false }),
  /** Main title. */
  mainTitle: titleText({ required: false }),
  /** Line below the main title. */
  bottomTitle: lineText(),
  /** Left button text; the button shows only when it has one. */
  leftButtonText: buttonText(),
  /** Where the left button goes. */
  leftButtonUrl: contentLink(),
  /** Right button text; the button shows only when it has one. */
  rightButtonText: buttonText(),
  /** Where the right button goes. */
  rightButtonUrl: contentLink(),
  ...scheduleFields,
};

/** A home banner as the admin shows it. */
export const AdminBanner = z.object({
  /** Banner id. */
  id: z.number().int().positive(),
  ...bannerFields,
  ...scheduleAnswer,
  ...shownFields,
});
export type AdminBanner = z.infer<typeof AdminBanner>;

/** Body of POST /api/v1/admin/banners; left-out texts are empty, the banner active and always shown. */
export const CreateBannerBody = z
  .object({
    ...bannerFields,
    themeTypeId: bannerFields.themeTypeId.default(HOME_BANNER_THEME_TYPE),
    topTitle: bannerFields.topTitle.default(emptyText),
    mainTitle: bannerFields.mainTitle.default(emptyText),
    bottomTitle: bannerFields.bottomTitle.default(emptyText),
    leftButtonText: bannerFields.leftButtonText.default(emptyText),
    leftButtonUrl: bannerFields.leftButtonUrl.default(''),
    rightButtonText: bannerFields.rightButtonText.default(emptyText),
    rightButtonUrl: bannerFields.rightButtonUrl.default(''),
    isActive: bannerFields.isActive.default(true),
    startsAt: bannerFields.startsAt.default(null),
    endsAt: bannerFields.endsAt.default(null),
  })
  .refine((body) => contentScheduleInOrder(body.startsAt, body.endsAt), {
    path: ['endsAt'],
    error: 'Must be after startsAt',
  });
export type CreateBannerBody = z.infer<typeof CreateBannerBody>;

/** Body of PATCH /api/v1/admin/banners/:id: only the fields to change, a text one language at a time. */
export const UpdateBannerBody = z
  .object({
    ...bannerFields,
    topTitle: textChange(ADMIN_NAME_MAX_LENGTH, { required: false }),
    mainTitle: textChange(ADMIN_NAME_MAX_LENGTH, { required: false }),
    bottomTitle: textChange(CONTENT_LINE_MAX_LENGTH, { required: false }),
    leftButtonText: textChange(BANNER_BUTTON_TEXT_MAX_LENGTH, { required: false }),
    rightButtonText: textChange(BANNER_BUTTON_TEXT_MAX_LENGTH, { required: false }),
  })
  .partial()
  .refine(hasSomeField, { error: NOTHING_TO_CHANGE, path: ['body'] });
export type UpdateBannerBody = z.infer<typeof UpdateBannerBody>;

/** Query of GET /api/v1/admin/banners: sorted by displayOrder (default) or id, searched in titles. */
export const BannerListQuery = adminListQuery(['displayOrder', 'id'] as const).extend({
  /** Only active (true) or inactive (false) banners. */
  active: queryFlag().optional(),
});
export type BannerListQuery = z.infer<typeof BannerListQuery>;

/** Answer of GET /api/v1/admin/banners. */
export const AdminBannerPage = adminPage(AdminBanner);
export type AdminBannerPage = z.infer<typeof AdminBannerPage>;

// ── Campaigns ──────────────────────────────────────────────────────────────────────────────

/** A campaign's fields as staff send them. */
const campaignFields = {
  /** Headline; English required. */
  mainTitle: titleText(),
  /** Discount line, e.g. 'Up to 30% off'. */
  discountTitle: lineText(),
  /** Body, HTML from the rich-text editor (sanitised by the server). */
  body: bilingualText(CAMPAIGN_BODY_MAX_LENGTH, { required: false }),
  /** Cover picture; '' for none. */
  coverPictureUrl: optionalContentImageUrl(),
  ...scheduleFields,
};

/** A campaign as the admin shows it. */
export const AdminCampaign = z.object({
  /** Campaign id. */
  id: z.number().int().positive(),
  ...campaignFields,
  ...scheduleAnswer,
  ...shownFields,
});
export type AdminCampaign = z.infer<typeof AdminCampaign>;

/** Body of POST /api/v1/admin/campaigns; left-out texts are empty, the campaign active and always shown. */
export const CreateCampaignBody = z
  .object({
    ...campaignFields,
    discountTitle: campaignFields.discountTitle.default(emptyText),
    body: campaignFields.body.default(emptyText),
    coverPictureUrl: campaignFields.coverPictureUrl.default(''),
    isActive: campaignFields.isActive.default(true),
    startsAt: campaignFields.startsAt.default(null),
    endsAt: campaignFields.endsAt.default(null),
  })
  .refine((body) => contentScheduleInOrder(body.startsAt, body.endsAt), {
    path: ['endsAt'],
    error: 'Must be after startsAt',
  });
export type CreateCampaignBody = z.infer<typeof CreateCampaignBody>;

/** Body of PATCH /api/v1/admin/campaigns/:id: only the fields to change, a text one language at a time. */
export const UpdateCampaignBody = z
  .object({
    ...campaignFields,
    mainTitle: textChange(ADMIN_NAME_MAX_LENGTH),
    discountTitle: textChange(CONTENT_LINE_MAX_LENGTH, { required: false }),
    body: textChange(CAMPAIGN_BODY_MAX_LENGTH, { required: false }),
  })
  .partial()
  .refine(hasSomeField, { error: NOTHING_TO_CHANGE, path: ['body'] });
export type UpdateCampaignBody = z.infer<typeof UpdateCampaignBody>;

/** Query of GET /api/v1/admin/campaigns: sorted by displayOrder (default) or id, searched in titles. */
export const CampaignListQuery = adminListQuery(['displayOrder', 'id'] as const).extend({
  /** Only active (true) or inactive (false) campaigns. */
  active: queryFlag().optional(),
});
export type CampaignListQuery = z.infer<typeof CampaignListQuery>;

/** Answer of GET /api/v1/admin/campaigns. */
export const AdminCampaignPage = adminPage(AdminCampaign);
export type AdminCampaignPage = z.infer<typeof AdminCampaignPage>;

// ── Content pages ──────────────────────────────────────────────────────────────────────────

/** The shop's own pages the owner writes. */
export const CONTENT_PAGE_SLUGS = ['about', 'faq', 'terms'] as const;

/** Which page: about, faq or terms. */
export const ContentPageSlug = z.enum(CONTENT_PAGE_SLUGS, { error: `Expected ${CONTENT_PAGE_SLUGS.join(', ')}` });
export type ContentPageSlug = z.infer<typeof ContentPageSlug>;

/** The slug in a route's path, e.g. /api/v1/admin/pages/:slug. */
export const ContentPageParams = z.object({
  /** about, faq or terms. */
  slug: ContentPageSlug,
});
export type ContentPageParams = z.infer<typeof ContentPageParams>;

/** A content page as the admin shows it. */
export const AdminContentPage = z.object({
  /** Which page. */
  slug: ContentPageSlug,
  /** The page's heading; empty while the page was never written. */
  title: bilingualText(ADMIN_NAME_MAX_LENGTH, { required: false }),
  /** The page's text, sanitised HTML; empty while the page was never written. */
  body: bilingualText(CONTENT_PAGE_BODY_MAX_LENGTH, { required: false }),
  /** When it was last saved, ISO 8601 UTC; null while the storefront shows its built-in text. */
  updatedAt: z.string().nullable(),
});
export type AdminContentPage = z.infer<typeof AdminContentPage>;

/** Body of PUT /api/v1/admin/pages/:slug. */
export const SaveContentPageBody = z.object({
  /** The page's heading; English required. */
  title: bilingualText(ADMIN_NAME_MAX_LENGTH),
  /** The page's text as HTML from the rich-text editor (sanitised by the server); English required. */
  body: bilingualText(CONTENT_PAGE_BODY_MAX_LENGTH),
});
export type SaveContentPageBody = z.infer<typeof SaveContentPageBody>;

/** Answer of GET /api/v1/admin/pages: always the three pages. */
export const AdminContentPageList = adminPage(AdminContentPage);
export type AdminContentPageList = z.infer<typeof AdminContentPageList>;

// ── Logo ───────────────────────────────────────────────────────────────────────────────────

/** Answer of GET and PUT /api/v1/admin/logo. */
export const AdminLogo = z.object({
  /** The logo every storefront page shows; '' when none is set. */
  url: z.string(),
});
export type AdminLogo = z.infer<typeof AdminLogo>;

/** Body of PUT /api/v1/admin/logo. */
export const SaveLogoBody = z.object({
  /** The logo: an uploaded image (/media/...) or an https:// URL. */
  url: contentImageUrl(),
});
export type SaveLogoBody = z.infer<typeof SaveLogoBody>;
