// Home banners, campaigns, the website logo and the pages the owner writes (about, FAQ, terms).
import { z } from 'zod';
import { ContentPageSlug } from './admin-content';
import { RecordValueJson } from './common';
import { jsonList, wireId, wireInt } from './wire';

/** Params of get-web-campaign-detail. */
export const CampaignDetailParams = z.object({
  /** The campaign. */
  CampaignId: wireId(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type CampaignDetailParams = z.infer<typeof CampaignDetailParams>;

/** A row of get-web-campaign-list and get-web-campaign-detail. */
export const CampaignRow = z.object({
  /** Campaign id. */
  CampaignId: wireId(),
  /** Headline. */
  MainTitle: z.string(),
  /** Discount line, e.g. 'Up to 30% off'. */
  DiscountTitle: z.string().nullable(),
  /** Body text (HTML allowed; sanitise before rendering). */
  Body: z.string().nullable(),
  /** Cover picture path relative to the back-office host. */
  CoverPictureUrl: z.string().nullable(),
});
export type CampaignRow = z.infer<typeof CampaignRow>;

/** A row of get-home-screen-banner; the carousel shows ThemeTypeID 1 only. */
export const BannerRow = z.object({
  /** Banner id. */
  BannerId: wireId(),
  /** Theme type; 1 is the home carousel. */
  ThemeTypeID: wireInt(0, 1000),
  /** Background picture path relative to the back-office host. */
  BannerImgUrl: z.string(),
  /** Small line above the main title. */
  TopTitle: z.string().nullable(),
  /** Main title. */
  MainTitle: z.string().nullable(),
  /** Line below the main title. */
  BottomTitle: z.string().nullable(),
  /** Left button text; the button shows only when non-empty. */
  LeftButtonText: z.string().nullable(),
  /** Where the left button goes. */
  LeftButtonUrl: z.string().nullable(),
  /** Right button text; the button shows only when non-empty. */
  RightButtonText: z.string().nullable(),
  /** Where the right button goes. */
  RightButtonUrl: z.string().nullable(),
});
export type BannerRow = z.infer<typeof BannerRow>;

/** The row of get-website-logo. */
export const WebsiteLogoRow = z.object({
  /** Logo path relative to the back-office host: the requested language's wordmark when the shop has one. */
  AppConfigValue: z.string(),
});
export type WebsiteLogoRow = z.infer<typeof WebsiteLogoRow>;

/** A currency the shop shows prices in, inside CurrenciesJson. */
export const ShopCurrency = z.object({
  /** ISO 4217 code: 'USD' or 'EUR'. */
  CurrencyCode: z.enum(['USD', 'EUR']),
  /** Symbol shown before amounts, e.g. '$'. */
  Symbol: z.string(),
  /** Units of this currency per US dollar (USD is 1). */
  Rate: z.number().positive(),
});
export type ShopCurrency = z.infer<typeof ShopCurrency>;

/** The row of get-shop-settings (an addition to the spec): what every page's layout needs. */
export const ShopSettingsRow = z.object({
  /** The site title in the requested language. */
  SiteTitle: z.string(),
  /** Logo path relative to the back-office host: the requested language's wordmark when the shop has one. */
  WebsiteLogo: z.string(),
  /** Currencies offered by the footer's select, as JSON text. */
  CurrenciesJson: jsonList(ShopCurrency),
});
export type ShopSettingsRow = z.infer<typeof ShopSettingsRow>;

/**
 * Params of get-content-page (an addition to the spec). Named apart from the admin's
 * ContentPageParams (its route's `slug`), which the package exports too.
 */
export const ContentPageDetailParams = z.object({
  /** Which page: 'about', 'faq' or 'terms'. */
  Slug: ContentPageSlug,
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type ContentPageDetailParams = z.infer<typeof ContentPageDetailParams>;

/** The row of get-content-page: the page as the owner wrote it, in the requested language. */
export const ContentPageRow = z.object({
  /** Which page: 'about', 'faq' or 'terms'. */
  Slug: ContentPageSlug,
  /** The page's heading (plain text); the English one where the Arabic was left empty. */
  Title: z.string(),
  /** The page's text as HTML, sanitised by the back-office (sanitise again before rendering); the English one where the Arabic was left empty. */
  Body: z.string(),
});
export type ContentPageRow = z.infer<typeof ContentPageRow>;
