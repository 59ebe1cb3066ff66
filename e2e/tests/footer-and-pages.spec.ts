import { type Page } from '@playwright/test';
import { type LanguageCode, MAX_PAGE_SIZE, Messages, type ScreenLabels, StorageKey } from '@shop/contract';

import { expect, test } from '../support/test';
import { callBackofficeList } from '../support/backoffice';
import { labelsOf } from '../support/labels';
import { STOREFRONT_URL } from '../support/servers';
import { axeOf } from '../support/axe';

// The footer of every page (links, newsletter, currency, payment logos), the floating chat
// button, the About, FAQ and footer content pages, /refresh, /sitemap.xml and /robots.txt.

const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
] as const;

/** The page's headings of every content page, as a shopper reads them. */
const PAGE_HEADINGS: Record<string, Record<LanguageCode, string>> = {
  about: { en: 'About Us', ar: 'من نحن' },
  faq: { en: 'Frequently Asked Questions', ar: 'الأسئلة الشائعة' },
  vision: { en: 'Our Vision', ar: 'رؤيتنا' },
  shipping: { en: 'Shipping Information', ar: 'معلومات الشحن' },
  returns: { en: 'Returns & Exchanges', ar: 'الإرجاع والاستبدال' },
  privacy: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  terms: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
  help: { en: 'Help Center', ar: 'مركز المساعدة' },
  donate: { en: 'Donate', ar: 'تبرّع' },
  account: { en: 'My Account', ar: 'حسابي' },
  wishlist: { en: 'Wishlist', ar: 'قائمة الأمنيات' },
};

/** Where the breadcrumb names a page differently from its heading. */
const BREADCRUMBS: Record<string, Record<LanguageCode, string>> = {
  faq: { en: 'FAQ', ar: 'الأسئلة الشائعة' },
};

/** The footer's links: path (after the language) and the label naming it. */
const FOOTER_LINKS = [
  ['/about', 'lbl_footer_about'],
  ['/vision', 'lbl_footer_vision'],
  ['/contact-us', 'lbl_footer_contact'],
  ['/donate', 'lbl_footer_donate'],
  ['/account', 'lbl_footer_account'],
  ['/wishlist', 'lbl_footer_wishlist'],
  ['/shipping', 'lbl_footer_shipping'],
  ['/returns', 'lbl_footer_returns'],
  ['/help', 'lbl_footer_help'],
  ['/privacy', 'lbl_footer_privacy'],
  ['/terms', 'lbl_footer_terms'],
] as const satisfies readonly (readonly [string, keyof (typeof ScreenLabels)['Footer']])[];

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** No serious or critical axe-core violation on the page as it is now. */
async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const { code, dir } of LANGUAGES) {
  test.describe(`footer (${code})`, () => {
    test('links every footer page under the language prefix, with its label', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Footer', code);

      await page.goto(`/${code}/about`);

      for (const [path, labelId] of FOOTER_LINKS) {
        await expect(footer(page).getByRole('link', { name: labels[labelId], exact: true })).toHaveAttribute(
          'href',
          `/${code}${path}`,
        );
      }
      await expect(footer(page).getByText(String(new Date().getFullYear()))).toBeVisible();
    });

    test('shows the payment method logos, each named', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Footer', code);
      await page.goto(`/${code}/about`);

      await expect(footer(page).getByRole('heading', { name: labels.lbl_footer_we_accept })).toBeVisible();
      // Named in the page's language (issue 19, item 8): a screen reader on /ar/ reads Arabic.
      const names = {
        en: ['Visa', 'Mastercard', 'PayPal', 'Cash on Delivery'],
        ar: ['فيزا', 'ماستركارد', 'باي بال', 'الدفع عند الاستلام'],
      }[code];
      for (const name of names) {
        await expect(footer(page).getByRole('img', { name, exact: true })).toBeVisible();
      }
    });

    test('the floating chat button opens Contact Us', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Footer', code);
      await page.goto(`/${code}/faq`);

      await expect(page.getByRole('link', { name: labels.lbl_footer_chat })).toHaveAttribute(
        'href',
        `/${code}/contact-us`,
      );
    });
  });

  test.describe(`content pages (${code})`, () => {
    for (const [name, headings] of Object.entries(PAGE_HEADINGS)) {
      test(`/${code}/${name} answers 200 with its heading, ${dir}`, async ({ page }) => {
        const response = await page.goto(`/${code}/${name}`);

        expect(response?.status()).toBe(200);
        expect(await response?.text()).toContain(`<html lang="${code}" dir="${dir}"`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[code]);
        // Breadcrumb: Home > page, Home leading to the language's home page.
        const breadcrumb = page.getByRole('main').getByRole('navigation');
        await expect(breadcrumb.getByRole('link')).toHaveAttribute('href', `/${code}/`);
        await expect(
          breadcrumb.getByText(BREADCRUMBS[name]?.[code] ?? headings[code], { exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      });
    }

    test('every content page links to the same page in the other language', async ({ page }) => {
      await page.goto(`/${code}/shipping`);

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${STOREFRONT_URL}/${code}/shipping`);
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        `${STOREFRONT_URL}/ar/shipping`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${STOREFRONT_URL}/en/shipping`,
      );
    });

    test('the FAQ opens an answer when its question is chosen', async ({ page, request }) => {
      const labels = await labelsOf(request, 'FAQ', code);
      await page.goto(`/${code}/faq`);

      const answer = page.getByText(labels.lbl_faq_a2);
      await expect(answer).toBeHidden();
      await page.getByText(labels.lbl_faq_q2).click();
      await expect(answer).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: labels.lbl_faq_contact_link })).toHaveAttribute(
        'href',
        `/${code}/contact-us`,
      );
    });

    test('the wishlist page lists the stored wish list with links to the products', async ({ page, request }) => {
      const [product] = await callBackofficeList<{ ProductId: number; ProductName: string; Price: number }>(
        request,
        'get-all-products',
        { PageNo: 1, PageSize: 1 },
        code,
      );
      expect(product).toBeDefined();
      await page.goto(`/${code}/help`);
      await page.evaluate(([key, item]) => localStorage.setItem(key, JSON.stringify([item])), [
        StorageKey.wishlist,
        {
          ProductId: product!.ProductId,
          ProductName: product!.ProductName,
          Price: product!.Price,
          DiscountedPrice: 0,
          DiscountId: 0,
          IsDiscountCalculated: false,
          CouponCode: '',
          SizeId: 0,
          SizeShortName: '',
          ColorId: 0,
          ColorName: '',
          Quantity: 1,
          ShippingCharges: 0,
          DefaultImage: '',
        },
      ] as const);
      const labels = await labelsOf(request, 'Wishlist', code);

      await page.goto(`/${code}/wishlist`);

      const saved = page.getByRole('region', { name: labels.lbl_wishlist_title });
      const link = saved.getByRole('link', { name: product!.ProductName.slice(0, 20) });
      await expect(link).toHaveAttribute('href', new RegExp(`^/${code}/product-detail/${product!.ProductId}/`));
      await saved.getByRole('button', { name: labels.lbl_wishlist_clear }).click();
      await expect(saved.getByText(labels.lbl_wishlist_empty)).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.wishlist)).toBe('[]');
    });

    for (const name of ['about', 'faq', 'returns']) {
      test(`/${code}/${name} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(`/${code}/${name}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });
}

test.describe('newsletter', () => {
  test('an empty address is refused with the spec message', async ({ page }) => {
    await page.goto('/en/about');

    await footer(page).getByRole('button', { name: 'Subscribe' }).click();

    await expect(toast(page, 'Email is required')).toBeVisible();
  });

  test('an address that is not an email is refused with the spec message', async ({ page }) => {
    await page.goto('/en/about');

    await footer(page).getByRole('textbox', { name: 'Enter your email address' }).fill('not-an-email');
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();

    await expect(toast(page, Messages.invalidEmail)).toBeVisible();
  });

  test('the Arabic page refuses it in Arabic', async ({ page }) => {
    await page.goto('/ar/about');

    await footer(page).getByRole('textbox', { name: 'أدخل بريدك الإلكتروني' }).fill('not-an-email');
    await footer(page).getByRole('button', { name: 'اشترك' }).click();

    await expect(toast(page, 'يرجى إدخال بريد إلكتروني صحيح')).toBeVisible();
  });

  test('a valid address is subscribed and the field cleared', async ({ page }) => {
    await page.goto('/en/about');
    const field = footer(page).getByRole('textbox', { name: 'Enter your email address' });

    await field.fill(`reader-${Date.now()}@example.org`);
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();

    await expect(toast(page, Messages.newsletterSubscribed)).toBeVisible();
    await expect(field).toHaveValue('');
  });
});

test.describe('currency', () => {
  test('the footer select turns every price on the home page into euros and back', async ({ page, context }) => {
    await page.goto('/en/');
    const prices = page.getByRole('main');
    await expect(prices.getByText(/\$\d/).first()).toBeVisible();
    const select = footer(page).getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveValue('USD');

    await select.selectOption('EUR');

    await expect(prices.getByText(/€\d/).first()).toBeVisible();
    await expect(prices.getByText(/\$\d/)).toHaveCount(0);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'currency');
    expect(cookie?.value).toBe('EUR');
    expect(cookie?.sameSite).toBe('Lax');
    // Remembered for about a year.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);

    // Still euros after a full reload: the server renders prices from the cookie.
    await page.reload();
    await expect(prices.getByText(/€\d/).first()).toBeVisible();

    await footer(page).getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await expect(prices.getByText(/\$\d/).first()).toBeVisible();
    await expect(prices.getByText(/€\d/)).toHaveCount(0);
  });

  test('the Arabic select is labelled in Arabic', async ({ page }) => {
    await page.goto('/ar/about');

    await expect(footer(page).getByRole('combobox', { name: 'العملة' })).toHaveValue('USD');
  });
});

test.describe('/refresh', () => {
  const WISHLIST = JSON.stringify([{ ProductId: 9, ProductName: 'Hebron glass vase', Price: 30, Quantity: 1 }]);

  async function storeShopData(page: Page) {
    await page.evaluate(
      ({ keys, WISHLIST }) => {
        localStorage.setItem(keys.cart, JSON.stringify([{ ProductId: 1, productSelectedAttributes: [], Quantity: 2 }]));
        localStorage.setItem(keys.user, JSON.stringify({ UserID: 3, FirstName: 'Lina' }));
        localStorage.setItem(keys.token, 'a-token');
        localStorage.setItem(keys.persistRoot, '{}');
        localStorage.setItem(keys.wishlist, WISHLIST);
        sessionStorage.setItem(keys.token, 'a-token');
      },
      { keys: StorageKey, WISHLIST },
    );
  }

  test('clears everything the shop stored, says so, then lands on /', async ({ page }) => {
    await page.goto('/en/about');
    await storeShopData(page);

    await page.goto('/refresh');

    await expect(page.getByRole('heading', { name: Messages.dataRefreshed })).toBeVisible();
    await page.waitForURL(`${STOREFRONT_URL}/`);
    // Read once the home page has loaded: the page reloads a second after the message.
    const stored = await page.evaluate(
      (keys) =>
        [keys.cart, keys.user, keys.token, keys.persistRoot, keys.wishlist].flatMap((key) => [
          localStorage.getItem(key),
          sessionStorage.getItem(key),
        ]),
      StorageKey,
    );
    // "All data": the wish list goes too (docs/spec-deviations.md).
    expect(stored.filter((value) => value !== null && value !== '[]')).toEqual([]);
  });

  test('in Arabic it says so in Arabic and lands on the Arabic home page', async ({ page }) => {
    await page.goto('/ar/about');
    await storeShopData(page);

    await page.goto('/ar/refresh');

    await expect(page.getByRole('heading', { name: 'تم تحديث جميع البيانات بنجاح.' })).toBeVisible();
    await page.waitForURL(`${STOREFRONT_URL}/ar/`);
    expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.token)).toBeNull();
  });
});

test.describe('crawlers', () => {
  test('/sitemap.xml lists every product in both languages with hreflang alternates', async ({ request }) => {
    const listIn = (language: LanguageCode) =>
      callBackofficeList<{ ProductId: number; TotalRecords: number }>(
        request,
        'get-all-products',
        { PageNo: 1, PageSize: MAX_PAGE_SIZE },
        language,
      );
    const [english, arabic] = [await listIn('en'), await listIn('ar')];
    const product = english[0]!;

    const response = await request.get('/sitemap.xml');

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const productLocs = xml.match(/<loc>[^<]*\/product-detail\/[^<]*<\/loc>/g) ?? [];
    expect(productLocs).toHaveLength(product.TotalRecords * 2);
    expect(arabic.length).toBe(english.length);
    const englishUrl = new RegExp(`<loc>${STOREFRONT_URL}/en/product-detail/${product.ProductId}/[^<]+</loc>`);
    const arabicUrl = new RegExp(`<loc>${STOREFRONT_URL}/ar/product-detail/${product.ProductId}/[^<]+</loc>`);
    expect(xml).toMatch(englishUrl);
    expect(xml).toMatch(arabicUrl);
    expect(xml).toMatch(
      new RegExp(
        `<xhtml:link rel="alternate" hreflang="ar" href="${STOREFRONT_URL}/ar/product-detail/${product.ProductId}/`,
      ),
    );
    for (const path of ['/en/', '/ar/', '/en/about', '/ar/faq', '/ar/shipping', '/en/donate']) {
      expect(xml).toContain(`<loc>${STOREFRONT_URL}${path}</loc>`);
    }
  });

  test('the sitemap URLs are pages of the shop', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const sample = [
      locs.find((loc) => loc.includes('/ar/product-detail/')),
      locs.find((loc) => loc.includes('/en/all-products/')),
      locs.find((loc) => loc.endsWith('/ar/returns')),
    ];

    for (const loc of sample) {
      expect(loc).toBeDefined();
      expect((await request.get(loc!)).status(), loc).toBe(200);
    }
  });

  test('/robots.txt allows the shop, keeps crawlers out of personal pages and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /']));
    for (const path of ['/checkout', '/cart', '/orders-history', '/update-profile', '/refresh']) {
      expect(lines).toEqual(expect.arrayContaining([`Disallow: ${path}`, `Disallow: /ar${path}`]));
    }
    expect(lines).toContain(`Sitemap: ${STOREFRONT_URL}/sitemap.xml`);
  });
});
