import { MAX_PAGE_SIZE } from '@shop/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { CONTENT_PAGE_NAMES } from '../pages/content-pages';
import { stubBackoffice } from '../../../lib/fake-backoffice.test-support';
import { SitemapSourceError, shopSitemapEntries } from './shop-sitemap.server';

const ORIGIN = 'https://shop.example';
const TOTAL_PRODUCTS = MAX_PAGE_SIZE + 5;

function product(id: number, language: string | null) {
  return {
    ProductId: id,
    ProductName: language === 'ar' ? `زيت ${id}` : `Olive Oil ${id}`,
    CategoryName: language === 'ar' ? 'زيت الزيتون' : 'Olive Oil',
    Price: 10,
    DiscountedPrice: null,
    DiscountId: null,
    IsDiscountCalculated: null,
    CouponCode: null,
    ProductDescription: null,
    Rating: null,
    ProductImagesJson: '[]',
    TotalRecords: TOTAL_PRODUCTS,
  };
}

function stubShop() {
  return stubBackoffice({
    'get-all-products': ({ params, language }) => {
      const pageNo = Number(params.PageNo);
      const pageSize = Number(params.PageSize);
      const first = (pageNo - 1) * pageSize + 1;
      const last = Math.min(first + pageSize - 1, TOTAL_PRODUCTS);
      const ids = Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
      return { rows: ids.map((id) => product(id, language)) };
    },
    'get-categories-list': () => ({
      rows: [
        {
          CategoryID: 7,
          ParentCategoryID: null,
          Name: 'Home Decor',
          AttachmentURL: null,
          TotalProducts: 3,
          LocalizationJsonData: '[]',
        },
      ],
    }),
    'get-web-campaign-list': ({ language }) => ({
      rows: [
        {
          CampaignId: 2,
          MainTitle: language === 'ar' ? 'موسم القطاف' : 'Olive Harvest',
          DiscountTitle: null,
          Body: null,
          CoverPictureUrl: null,
        },
      ],
    }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shopSitemapEntries', () => {
  test('pages through every product with the largest page size, in both languages', async () => {
    const calls = stubShop();

    const entries = await shopSitemapEntries(new Request(`${ORIGIN}/sitemap.xml`), ORIGIN);

    const productCalls = calls.filter((call) => call.endpoint === 'get-all-products');
    expect(productCalls.map((call) => [call.language, call.params.PageNo, call.params.PageSize])).toEqual(
      expect.arrayContaining([
        ['en', 1, MAX_PAGE_SIZE],
        ['en', 2, MAX_PAGE_SIZE],
        ['ar', 1, MAX_PAGE_SIZE],
        ['ar', 2, MAX_PAGE_SIZE],
      ]),
    );
    expect(productCalls).toHaveLength(4);
    const productUrls = entries.filter((entry) => entry.loc.includes('/product-detail/'));
    expect(productUrls).toHaveLength(TOTAL_PRODUCTS * 2);
  });

  test('gives each product its English and Arabic URL, linked to each other', async () => {
    stubShop();

    const entries = await shopSitemapEntries(new Request(`${ORIGIN}/sitemap.xml`), ORIGIN);

    const english = `${ORIGIN}/en/product-detail/105/olive-oil/olive-oil-105`;
    const arabic = `${ORIGIN}/ar/product-detail/105/${encodeURIComponent('زيت-الزيتون')}/${encodeURIComponent('زيت-105')}`;
    const entry = entries.find((candidate) => candidate.loc === arabic);
    expect(entry?.alternates).toEqual([
      { hreflang: 'en', href: english },
      { hreflang: 'ar', href: arabic },
      { hreflang: 'x-default', href: english },
    ]);
  });

  test('lists the home page, about, FAQ, contact, seller request, every content page, category and campaign', async () => {
    stubShop();

    const locs = (await shopSitemapEntries(new Request(`${ORIGIN}/sitemap.xml`), ORIGIN)).map((entry) => entry.loc);

    const pages = [
      '/',
      '/about',
      '/faq',
      '/contact-us',
      '/become-seller',
      ...CONTENT_PAGE_NAMES.map((name) => `/${name}`),
    ];
    for (const path of pages) {
      expect(locs).toContain(`${ORIGIN}/en${path}`);
      expect(locs).toContain(`${ORIGIN}/ar${path}`);
    }
    expect(locs).toContain(`${ORIGIN}/en/all-products/7/home-decor`);
    expect(locs).toContain(`${ORIGIN}/ar/all-products/7/home-decor`);
    expect(locs).toContain(`${ORIGIN}/en/campaign/2/olive-harvest`);
    expect(locs).toContain(`${ORIGIN}/ar/campaign/2/${encodeURIComponent('موسم-القطاف')}`);
    expect(locs).not.toContain(`${ORIGIN}/en/refresh`);
  });

  test('fails as a whole when the back-office cannot list the products', async () => {
    stubBackoffice({ 'get-all-products': () => ({ status: 503, errorMessage: 'down' }) });

    await expect(shopSitemapEntries(new Request(`${ORIGIN}/sitemap.xml`), ORIGIN)).rejects.toBeInstanceOf(
      SitemapSourceError,
    );
  });
});
