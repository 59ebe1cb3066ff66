import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { banners, campaigns, localizationLabels, paymentMethodLogos, settings } from '../db/schema';

/** A localized text column: the language's override when there is one, the English column otherwise. */
const inLanguage = (column: { name: string }, field: string, languageId: number) =>
  sql<string>`COALESCE(localized -> ${String(languageId)} ->> ${field}, ${sql.identifier(column.name)})`;

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
    .where(eq(banners.isActive, true))
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
    .where(eq(campaigns.isActive, true))
    .orderBy(asc(campaigns.displayOrder), asc(campaigns.id));
}

export async function findCampaign(db: Executor, campaignId: number, languageId: number) {
  return db
    .select(campaignColumns(languageId))
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.isActive, true)));
}

export async function listPaymentMethodLogos(db: Executor) {
  return db
    .select({ PaymentMethodName: paymentMethodLogos.name, ImageUrl: paymentMethodLogos.imageUrl })
    .from(paymentMethodLogos)
    .orderBy(asc(paymentMethodLogos.displayOrder), asc(paymentMethodLogos.id));
}

export async function findSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function listLabels(db: Executor, entityId: number, languageId: number) {
  return db
    .select({ labelHtmlId: localizationLabels.labelHtmlId, text: localizationLabels.text })
    .from(localizationLabels)
    .where(and(eq(localizationLabels.entityId, entityId), eq(localizationLabels.languageId, languageId)))
    .orderBy(asc(localizationLabels.labelHtmlId));
}
