import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { banners, campaigns, contentPages, localizationLabels, paymentMethodLogos } from '../db/schema';

/** A localized text column: the language's override when there is one, the English column otherwise. */
const inLanguage = (column: { name: string }, field: string, languageId: number) =>
  sql<string>`COALESCE(localized -> ${String(languageId)} ->> ${field}, ${sql.identifier(column.name)})`;

/**
 * Whether the storefront shows a banner or campaign now: active, from its start (inclusive) until
 * its end (exclusive); a missing date leaves that side open. The admin's `live` is the same rule.
 */
export const shownNow = (table: typeof banners | typeof campaigns) =>
  sql<boolean>`(${table.isActive} AND (${table.startsAt} IS NULL OR ${table.startsAt} <= now()) AND (${table.endsAt} IS NULL OR ${table.endsAt} > now()))`;

export async function listBanners(db: Executor, languageId: number) {
  return db
    .select({
      BannerId: banners.id,
      ThemeTypeID: banners.themeTypeId,
      BannerImgUrl: banners.imageUrl,
      TopTitle: inLanguage(banners.topTitle, 'TopTitle', languageId),
      MainTitle: inLanguage(banners.mainTitle, 'MainTitle', languageId),
      BottomTitle: inLanguage(banners.bottomTitle, 'BottomTitle', languageId),
      LeftButtonText: inLanguage(banners.leftButtonText, 'LeftButtonText', languageId),
      LeftButtonUrl: banners.leftButtonUrl,
      RightButtonText: inLanguage(banners.rightButtonText, 'RightButtonText', languageId),
      RightButtonUrl: banners.rightButtonUrl,
    })
    .from(banners)
    .where(shownNow(banners))
    .orderBy(asc(banners.displayOrder), asc(banners.id));
}

const campaignColumns = (languageId: number) => ({
  CampaignId: campaigns.id,
  MainTitle: inLanguage(campaigns.mainTitle, 'MainTitle', languageId),
  DiscountTitle: inLanguage(campaigns.discountTitle, 'DiscountTitle', languageId),
  Body: inLanguage(campaigns.body, 'Body', languageId),
  CoverPictureUrl: campaigns.coverPictureUrl,
});

export async function listCampaigns(db: Executor, languageId: number) {
  return db
    .select(campaignColumns(languageId))
    .from(campaigns)
    .where(shownNow(campaigns))
    .orderBy(asc(campaigns.displayOrder), asc(campaigns.id));
}

export async function findCampaign(db: Executor, campaignId: number, languageId: number) {
  return db
    .select(campaignColumns(languageId))
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), shownNow(campaigns)));
}

/** A page the owner wrote in the admin (about, faq, terms), in the language; none while it shows its built-in text. */
export async function findContentPage(db: Executor, slug: string, languageId: number) {
  return db
    .select({
      Slug: contentPages.slug,
      Title: inLanguage(contentPages.title, 'title', languageId),
      Body: inLanguage(contentPages.body, 'body', languageId),
    })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
}

/** The accepted payment methods' logos, each named and pictured in the language (English where it has none). */
export async function listPaymentMethodLogos(db: Executor, languageId: number) {
  return db
    .select({
      PaymentMethodName: inLanguage(paymentMethodLogos.name, 'PaymentMethodName', languageId),
      ImageUrl: inLanguage(paymentMethodLogos.imageUrl, 'ImageUrl', languageId),
    })
    .from(paymentMethodLogos)
    .orderBy(asc(paymentMethodLogos.displayOrder), asc(paymentMethodLogos.id));
}

export async function listLabels(db: Executor, entityId: number, languageId: number) {
  return db
    .select({ labelHtmlId: localizationLabels.labelHtmlId, text: localizationLabels.text })
    .from(localizationLabels)
    .where(and(eq(localizationLabels.entityId, entityId), eq(localizationLabels.languageId, languageId)))
    .orderBy(asc(localizationLabels.labelHtmlId));
}
