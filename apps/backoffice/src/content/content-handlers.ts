import {
  Currency,
  isLanguageCode,
  Language,
  problem,
  languageCodeOf,
  ScreenEntity,
  type ScreenEntityName,
  type ShopCurrency,
} from '@shop/contract';
import type { EndpointHandlers } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import {
  findCampaign,
  findContentPage,
  listBanners,
  listCampaigns,
  listLabels,
  listPaymentMethodLogos,
} from './content-repository';
import { findLogoFor } from './logo-setting';
import { screenHasSettingLabels, withSettingLabels } from './setting-labels';
import { findSavedSettings } from './shop-settings-repository';

const screenNameOf = (entityId: number) =>
  (Object.keys(ScreenEntity) as ScreenEntityName[]).find((name) => ScreenEntity[name] === entityId);

export const contentHandlers: EndpointHandlers = {
  'get-home-screen-banner': async (_params, { db, languageId }) => rows(await listBanners(db, languageId)),

  'get-web-campaign-list': async (_params, { db, languageId }) => rows(await listCampaigns(db, languageId)),

  'get-web-campaign-detail': async (params, { db, languageId }) => {
    const found = await findCampaign(db, params.CampaignId, languageId);
    return found.length > 0 ? rows(found) : failure(404, problem('CAMPAIGN_NOT_FOUND', { id: params.CampaignId }));
  },

  'get-payment-methods': async (_params, { db, languageId }) => rows(await listPaymentMethodLogos(db, languageId)),

  // No row while the owner never wrote the page: the storefront shows its built-in one.
  'get-content-page': async ({ Slug }, { db, languageId }) => {
    const found = await findContentPage(db, Slug, languageId);
    return rows(found.map((page) => ({ ...page, Slug })));
  },

  'get-website-logo': async (_params, { db, languageId }) => {
    const logo = await findLogoFor(db, languageId);
    return rows(logo === undefined ? [] : [{ AppConfigValue: logo }]);
  },

  'get-shop-settings': async (_params, { db, languageId }) => {
    const [saved, logo] = await Promise.all([
      findSavedSettings(db, ['shopName', 'currencies', 'eurPerUsd']),
      findLogoFor(db, languageId),
    ]);
    const code = languageCodeOf(languageId);
    const currencies: ShopCurrency[] = [{ CurrencyCode: 'USD', Symbol: Currency.USD.symbol, Rate: 1 }];
    // Euros are offered while the owner has not switched them off and there is a rate.
    const euros = saved.currencies?.includes('EUR') ?? true;
    if (euros && saved.eurPerUsd) {
      currencies.push({ CurrencyCode: 'EUR', Symbol: Currency.EUR.symbol, Rate: saved.eurPerUsd });
    }
    return rows([
      {
        // An Arabic name left empty shows the English one.
        SiteTitle: saved.shopName?.[code] || saved.shopName?.en || '',
        WebsiteLogo: logo ?? '',
        CurrenciesJson: JSON.stringify(currencies),
      },
    ]);
  },

  'localization-cstm-portal/get-localization-data': async (params, { db }) => {
    const code = isLanguageCode(params.languageCode) ? params.languageCode : Language.en.code;
    const screen = screenNameOf(params.entityId);
    const labels = await listLabels(db, params.entityId, Language[code].id);
    // An empty text is a missing translation: left out, the storefront shows its English.
    let texts = labels.filter((label) => label.text !== '');
    if (screen && screenHasSettingLabels(screen)) {
      texts = withSettingLabels(screen, code, texts, await findSavedSettings(db, ['contact', 'openingHours']));
    }
    return rows([{ labelsJsonData: JSON.stringify(texts) }]);
  },
};
