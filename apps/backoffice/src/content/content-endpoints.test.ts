import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, ScreenEntity } from '@shop/contract';
import { createTestShop, type TestShop } from '../../test/support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const arabicText = /[\u0600-\u06FF]/;

describe('content endpoints', () => {
  it('answers banners of several themes, with buttons only where text was given', async () => {
    const reply = await shop.call(endpointPath('get-home-screen-banner'), { recordValueJson: '[]' });
    expect(reply.status).toBe(200);
    const home = reply.rows.filter((row) => row.ThemeTypeID === 1);
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(home.some((row) => row.LeftButtonText && row.RightButtonText)).toBe(true);
    expect(home.every((row) => String(row.BannerImgUrl).startsWith('/media/'))).toBe(true);

    // Button links point at categories that exist.
    const categories = await shop.call(endpointPath('get-categories-list'), { PageNo: 1, PageSize: 100 });
    const links = reply.rows.flatMap((row) => [row.LeftButtonUrl, row.RightButtonUrl]).filter(Boolean) as string[];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const match = /^\/all-products\/(\d+)\/[a-z0-9-]+$/.exec(link);
      expect(match, link).not.toBeNull();
      const id = Number(match![1]);
      expect(id === 0 || categories.rows.some((row) => row.CategoryID === id), link).toBe(true);
    }

    const arabic = await shop.call(endpointPath('get-home-screen-banner'), {}, { 'accept-language': 'ar' });
    expect(arabic.rows.some((row) => arabicText.test(row.MainTitle as string))).toBe(true);
  });

  it('answers campaigns, one campaign, and 404 for an unknown campaign', async () => {
    const list = await shop.call(endpointPath('get-web-campaign-list'), { recordValueJson: '[]' });
    expect(list.rows.length).toBeGreaterThanOrEqual(3);
    const first = list.rows[0]!;
    const detail = await shop.call(endpointPath('get-web-campaign-detail'), { CampaignId: first.CampaignId });
    expect(detail.rows[0]).toMatchObject({ CampaignId: first.CampaignId, MainTitle: first.MainTitle });
    const missing = await shop.call(endpointPath('get-web-campaign-detail'), { CampaignId: 424242 });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toContain('CampaignId');
  });

  it('answers payment method logos and the website logo', async () => {
    const methods = await shop.call(endpointPath('get-payment-methods'), { ProductId: 1 });
    expect(methods.rows.length).toBeGreaterThanOrEqual(3);
    expect(methods.rows.every((row) => String(row.ImageUrl).startsWith('/media/'))).toBe(true);
    const logo = await shop.call(endpointPath('get-website-logo'), {});
    expect(logo.rows[0]!.AppConfigValue).toMatch(/^\/media\/.+\.svg$/);
  });

  it('answers the Arabic pages their own wordmark and cash-on-delivery badge, named in Arabic', async () => {
    const inLanguage = async (language: 'en' | 'ar') => {
      const headers = { 'accept-language': language };
      const [methods, logo, settings] = await Promise.all([
        shop.call(endpointPath('get-payment-methods'), {}, headers),
        shop.call(endpointPath('get-website-logo'), {}, headers),
        shop.call(endpointPath('get-shop-settings'), {}, headers),
      ]);
      expect(settings.rows[0]!.WebsiteLogo).toBe(logo.rows[0]!.AppConfigValue);
      return {
        logo: logo.rows[0]!.AppConfigValue as string,
        methods: methods.rows as { PaymentMethodName: string; ImageUrl: string }[],
      };
    };
    const english = await inLanguage('en');
    const arabic = await inLanguage('ar');

    expect(english.logo).toBe('/media/brand/logo.svg');
    expect(arabic.logo).toBe('/media/brand/logo-ar.svg');
    // The same methods in the same order, each named in the page's language.
    expect(arabic.methods).toHaveLength(english.methods.length);
    expect(english.methods.every((method) => !arabicText.test(method.PaymentMethodName))).toBe(true);
    expect(arabic.methods.every((method) => arabicText.test(method.PaymentMethodName))).toBe(true);
    const cashOnDelivery = english.methods.findIndex((method) => method.PaymentMethodName === 'Cash on Delivery');
    expect(arabic.methods[cashOnDelivery]).toEqual({
      PaymentMethodName: 'الدفع عند الاستلام',
      ImageUrl: '/media/payments/cash-on-delivery-ar.svg',
    });
    expect(english.methods[cashOnDelivery]!.ImageUrl).toBe('/media/payments/cash-on-delivery.svg');
    // Card brands keep their logos in both languages.
    const visa = english.methods.findIndex((method) => method.PaymentMethodName === 'Visa');
    expect(arabic.methods[visa]).toEqual({ PaymentMethodName: 'فيزا', ImageUrl: english.methods[visa]!.ImageUrl });
  });

  it('answers the shop settings: title in the asked language, logo and currency rates', async () => {
    const english = await shop.call(endpointPath('get-shop-settings'), {});
    expect(english.status).toBe(200);
    const row = english.rows[0]!;
    expect(row.SiteTitle).toMatch(/\w/);
    expect(row.WebsiteLogo).toMatch(/^\/media\//);
    const currencies = JSON.parse(row.CurrenciesJson as string) as { CurrencyCode: string; Rate: number }[];
    expect(currencies.find((currency) => currency.CurrencyCode === 'USD')?.Rate).toBe(1);
    expect(currencies.find((currency) => currency.CurrencyCode === 'EUR')?.Rate).toBeGreaterThan(0);
    const arabic = await shop.call(endpointPath('get-shop-settings'), {}, { 'accept-language': 'ar' });
    expect(arabic.rows[0]!.SiteTitle).toMatch(arabicText);
  });

  it('answers Arabic labels for every screen entity', async () => {
    for (const entityId of Object.values(ScreenEntity)) {
      const reply = await shop.call(endpointPath('localization-cstm-portal/get-localization-data'), {
        entityId,
        languageCode: 'ar',
        recordValueJson: '[]',
      });
      expect(reply.status).toBe(200);
      const labels = JSON.parse(reply.rows[0]!.labelsJsonData as string) as { labelHtmlId: string; text: string }[];
      expect(labels.length, `entity ${entityId}`).toBeGreaterThan(0);
      expect(labels.every((label) => label.text.trim().length > 0)).toBe(true);
      // A few labels are numbers or brand names; the rest are Arabic.
      const arabic = labels.filter((label) => arabicText.test(label.text));
      expect(arabic.length / labels.length, `entity ${entityId}`).toBeGreaterThan(0.8);
    }
    const facilities = await shop.call(endpointPath('localization-cstm-portal/get-localization-data'), {
      entityId: ScreenEntity.BestFacilities,
      languageCode: 'ar',
    });
    const ids = (JSON.parse(facilities.rows[0]!.labelsJsonData as string) as { labelHtmlId: string }[]).map(
      (label) => label.labelHtmlId,
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'lbl_facility_freeshipp',
        'lbl_facility_moneyback',
        'lbl_facility_pygateway',
        'lbl_facility_support',
      ]),
    );
  });

  it('refuses a screen entity that is not a number', async () => {
    const reply = await shop.call(endpointPath('localization-cstm-portal/get-localization-data'), {
      entityId: 'home',
      languageCode: 'ar',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toContain('entityId');
  });
});

describe('geography', () => {
  it('answers countries, their states and the states’ cities', async () => {
    const countries = await shop.call(endpointPath('get-countries-list'), {});
    const names = countries.rows.map((row) => row.CountryName);
    for (const name of [
      'Palestine',
      'Jordan',
      'Egypt',
      'United Arab Emirates',
      'Saudi Arabia',
      'United States',
      'United Kingdom',
      'Germany',
    ]) {
      expect(names.some((candidate) => String(candidate).includes(name))).toBe(true);
    }
    const palestine = countries.rows.find((row) => String(row.CountryName).includes('Palestine'))!;
    const states = await shop.call(endpointPath('get-states-provinces-list'), { CountryId: palestine.CountryID });
    expect(states.rows.length).toBeGreaterThan(0);
    const cities = await shop.call(endpointPath('get-cities-list'), {
      StateProvinceId: states.rows[0]!.StateProvinceID,
    });
    expect(cities.rows.length).toBeGreaterThan(0);
    expect(cities.rows[0]).toMatchObject({ CityID: expect.any(Number), CityName: expect.any(String) });

    const arabic = await shop.call(endpointPath('get-countries-list'), {}, { 'accept-language': 'ar' });
    expect(arabic.rows.every((row) => arabicText.test(row.CountryName as string))).toBe(true);
  });
});
