import { Currency, Language, type LanguageCode, type ShopCurrency, isLanguageCode } from '@shop/contract';
import type { EndpointHandlers } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import {
  findCampaign,
  findSetting,
  listBanners,
  listCampaigns,
  listLabels,
  listPaymentMethodLogos,
} from './content-repository';

export const contentHandlers: EndpointHandlers = {
  'get-home-screen-banner': async (_params, { db, languageId }) => rows(await listBanners(db, languageId)),

  'get-web-campaign-list': async (_params, { db, languageId }) => rows(await listCampaigns(db, languageId)),

  'get-web-campaign-detail': async (params, { db, languageId }) => {
    const found = await findCampaign(db, params.CampaignId, languageId);
    return found.length > 0 ? rows(found) : failure(404, `CampaignId: no campaign with id ${params.CampaignId}`);
  },

  'get-payment-methods': async (_params, { db }) => rows(await listPaymentMethodLogos(db)),

  'get-website-logo': async (_params, { db }) => {
    const logo = await findSetting(db, 'website_logo');
    return rows(typeof logo === 'string' ? [{ AppConfigValue: logo }] : []);
  },

  'get-shop-settings': async (_params, { db, languageId }) => {
    const [title, logo, eurPerUsd] = await Promise.all([
      findSetting(db, 'site_title'),
      findSetting(db, 'website_logo'),
      findSetting(db, 'eur_per_usd'),
    ]);
    const titles = (title ?? {}) as Partial<Record<LanguageCode, string>>;
    const code = languageId === Language.ar.id ? Language.ar.code : Language.en.code;
    const currencies: ShopCurrency[] = [{ CurrencyCode: 'USD', Symbol: Currency.USD.symbol, Rate: 1 }];
    if (typeof eurPerUsd === 'number' && eurPerUsd > 0) {
      currencies.push({ CurrencyCode: 'EUR', Symbol: Currency.EUR.symbol, Rate: eurPerUsd });
    }
    return rows([
      {
        SiteTitle: titles[code] ?? titles.en ?? '',
        WebsiteLogo: typeof logo === 'string' ? logo : '',
        CurrenciesJson: JSON.stringify(currencies),
      },
    ]);
  },

  'localization-cstm-portal/get-localization-data': async (params, { db }) => {
    const code = isLanguageCode(params.languageCode) ? params.languageCode : Language.en.code;
    const labels = await listLabels(db, params.entityId, Language[code].id);
    return rows([{ labelsJsonData: JSON.stringify(labels) }]);
  },
};
