import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  EMPTY_RECORD_VALUE_JSON,
  HOME_BANNER_THEME_TYPE,
  type LanguageCode,
  ScreenLabels,
  Truncate,
  truncate,
} from '@shop/contract';

import { callBackofficeList, newestProductName } from '../support/backoffice';
import { hydrated } from '../support/test';
import { axeOf } from '../support/axe';

// Product cards cut names to the spec's card length.
const cardName = (name: string) => truncate(name, Truncate.card);

interface Banner {
  BannerId: number;
  ThemeTypeID: number;
  MainTitle: string | null;
  LeftButtonText: string | null;
  RightButtonText: string | null;
}

interface Campaign {
  CampaignId: number;
  MainTitle: string;
  DiscountTitle: string | null;
  Body: string | null;
}

/** The page's texts: English from the contract, Arabic as the seed gives the back-office. */
const text = {
  en: {
    carousel: ScreenLabels.BannerSlider.lbl_banner_region,
    goToSlide: (n: number) => `Go to slide ${n}`,
    popularCategories: ScreenLabels.PopularCategories.lbl_popular_categories_heading,
    recentProducts: ScreenLabels.NewProducts.lbl_new_products_heading,
    campaigns: ScreenLabels.CompaignSection.lbl_campaign_section_heading,
    popularProducts: ScreenLabels.PopularProducts.lbl_popular_products_heading,
    viewAll: ScreenLabels.NewProducts.lbl_new_products_view_all,
    shipping: ScreenLabels.BestFacilities.lbl_facility_shipping7,
    support: ScreenLabels.BestFacilities.lbl_facility_support247,
    memberDiscount: ScreenLabels.BestFacilities.lbl_facility_member_discount,
    playVideo: ScreenLabels.Home.lbl_home_video_play,
    videoUnavailable: 'Video unavailable',
    videoError: 'Sorry, the video could not be loaded. Please try again later.',
    campaignNotFound: ScreenLabels.Campaign.lbl_campaign_not_found,
    breadcrumbHome: ScreenLabels.Campaign.lbl_campaign_breadcrumb_home,
  },
  ar: {
    carousel: 'مجموعات مميزة',
    goToSlide: (n: number) => `الانتقال إلى الشريحة ${n}`,
    popularCategories: 'الفئات الأكثر رواجاً',
    recentProducts: 'أحدث المنتجات',
    campaigns: 'حملات الموسم',
    popularProducts: 'المنتجات الأكثر رواجاً',
    viewAll: 'عرض الكل',
    shipping: 'شحن خلال 7 أيام',
    support: 'دعم على مدار الساعة',
    memberDiscount: 'خصومات للأعضاء',
    playVideo: 'تشغيل الفيديو',
    videoUnavailable: 'الفيديو غير متاح',
    videoError: 'عذراً، تعذّر تحميل الفيديو. يرجى المحاولة لاحقاً.',
    campaignNotFound: 'هذه الحملة لم تعد متاحة.',
    breadcrumbHome: 'الرئيسية',
  },
} satisfies Record<LanguageCode, unknown>;

const AXE_TEST_TIMEOUT_MS = 90_000;

const LANGUAGES = ['en', 'ar'] as const satisfies readonly LanguageCode[];

async function banners(request: Parameters<typeof callBackofficeList>[0], language: LanguageCode) {
  return callBackofficeList<Banner>(
    request,
    'get-home-screen-banner',
    { recordValueJson: EMPTY_RECORD_VALUE_JSON },
    language,
  );
}

async function campaigns(request: Parameters<typeof callBackofficeList>[0], language: LanguageCode) {
  const rows = await callBackofficeList<Campaign>(
    request,
    'get-web-campaign-list',
    { recordValueJson: EMPTY_RECORD_VALUE_JSON },
    language,
  );
  expect(rows.length, 'the seed holds campaigns').toBeGreaterThan(0);
  return rows;
}

const carousel = (page: Page, language: LanguageCode) => page.getByRole('region', { name: text[language].carousel });
// Slides out of view are inert, out of the accessibility tree: found by their markup, in either language.
const slides = (page: Page) => page.locator('[role="group"][aria-roledescription]');

/** Presses `dot` until it is the current one: a press before the carousel is ready does nothing. */
async function showSlide(dot: Locator) {
  await expect(async () => {
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true', { timeout: 1_000 });
  }).toPass();
}

/** No serious or critical axe-core violation on the page as it is now. */
async function expectNoSeriousViolations(page: Page) {
  // A scan of the whole home page takes several seconds, more on a busy machine.
  test.setTimeout(AXE_TEST_TIMEOUT_MS);
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('home page', () => {
  test('/ is English, left to right, and lists the newest product', async ({ page, request }) => {
    const productName = await newestProductName(request);

    const response = await page.goto('/');

    expect(response?.status()).toBe(200);
    // Set by the server, not by JavaScript after load.
    expect(await response?.text()).toContain('<html lang="en" dir="ltr"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: text.en.recentProducts })).toBeVisible();
    await expect(page.getByRole('heading', { name: cardName(productName), exact: true }).first()).toBeVisible();
  });

  test('/ar/ is Arabic, right to left, and lists the newest product', async ({ page, request }) => {
    const productName = await newestProductName(request, 'ar');

    const response = await page.goto('/ar/');

    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('<html lang="ar" dir="rtl"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: text.ar.recentProducts })).toBeVisible();
    await expect(page.getByRole('heading', { name: cardName(productName), exact: true }).first()).toBeVisible();
  });

  test('/en/ is English, left to right', async ({ page, request }) => {
    const productName = await newestProductName(request);

    const response = await page.goto('/en/');

    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: cardName(productName), exact: true }).first()).toBeVisible();
  });

  test('product pictures load from the storefront through its /media proxy', async ({ page, request }) => {
    await page.goto('/');

    const picture = page.locator('main li img[src^="/media/"]').first();
    await expect(picture).toBeAttached();
    const src = await picture.getAttribute('src');
    const media = await request.get(src!);

    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toMatch(/^image\//);
  });

  test('the language choice leads to the other language', async ({ page }) => {
    await page.goto('/en/');
    // The choice navigates from React's change handler: a choice made before hydration is not seen.
    await hydrated(page);

    await page
      .getByRole('combobox', { name: ScreenLabels.TopHeader.lbl_header_language })
      .selectOption({ label: 'العربية' });

    await expect(page).toHaveURL(/\/ar\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  for (const language of LANGUAGES) {
    test(`${language}: the sections come in the spec's order`, async ({ page }) => {
      const t = text[language];
      await page.goto(`/${language}/`);

      const sections = [
        carousel(page, language),
        page.getByRole('heading', { name: t.popularCategories }),
        page.locator('main video'),
        page.getByRole('heading', { name: t.recentProducts }),
        page.getByRole('heading', { name: t.campaigns }),
        page.getByRole('heading', { name: t.popularProducts }),
        page.getByText(t.shipping, { exact: true }),
      ];
      const tops: number[] = [];
      for (const section of sections) {
        await expect(section).toBeVisible();
        tops.push((await section.boundingBox())!.y);
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      // The home strip's three points.
      await expect(page.getByText(t.support, { exact: true })).toBeVisible();
      await expect(page.getByText(t.memberDiscount, { exact: true })).toBeVisible();
    });

    test(`${language}: the carousel shows theme-1 banners only, with a dot for each`, async ({ page, request }) => {
      const rows = await banners(request, language);
      const shown = rows.filter((row) => row.ThemeTypeID === HOME_BANNER_THEME_TYPE);
      const hidden = rows.filter((row) => row.ThemeTypeID !== HOME_BANNER_THEME_TYPE);
      expect(hidden.length, 'the seed holds a banner of another theme').toBeGreaterThan(0);

      await page.goto(`/${language}/`);

      await expect(slides(page)).toHaveCount(shown.length);
      for (const row of shown) await expect(slides(page).getByText(row.MainTitle!, { exact: true })).toHaveCount(1);
      for (const row of hidden) await expect(page.getByText(row.MainTitle!, { exact: true })).toHaveCount(0);
      const dots = carousel(page, language).getByRole('button', { name: /./ });
      await expect(dots).toHaveCount(shown.length);
      await expect(carousel(page, language).getByRole('button', { name: text[language].goToSlide(1) })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    test(`${language}: dots switch slides, and a slide shows only the buttons that have a text`, async ({
      page,
      request,
    }) => {
      const shown = (await banners(request, language)).filter((row) => row.ThemeTypeID === HOME_BANNER_THEME_TYPE);
      // No autoplay: the slides change only when a dot is pressed.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${language}/`);
      const region = carousel(page, language);

      for (const [index, row] of shown.entries()) {
        await showSlide(region.getByRole('button', { name: text[language].goToSlide(index + 1) }));

        const slide = slides(page).nth(index);
        await expect(slide).toBeInViewport();
        await expect(slide).not.toHaveAttribute('inert');
        await expect(slide.getByRole('heading', { name: row.MainTitle! })).toBeVisible();
        const texts = [row.LeftButtonText, row.RightButtonText].map((value) => value?.trim() ?? '').filter(Boolean);
        await expect(slide.getByRole('link')).toHaveCount(texts.length);
        for (const buttonText of texts) await expect(slide.getByRole('link', { name: buttonText })).toBeVisible();
        // Only the current slide is on screen and reachable.
        for (const other of shown.keys()) {
          if (other !== index) await expect(slides(page).nth(other)).toHaveAttribute('inert', '');
        }
      }
    });
  }

  test('banner buttons lead to their pages in the current language', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/ar/');

    const link = slides(page).first().getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/ar\/all-products\/\d+\//);
  });

  test('the carousel runs left to right in English and right to left in Arabic', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const language of LANGUAGES) {
      await page.goto(`/${language}/`);
      const first = (await slides(page).nth(0).boundingBox())!;
      const second = (await slides(page).nth(1).boundingBox())!;

      if (language === 'ar') expect(second.x).toBeLessThan(first.x);
      else expect(second.x).toBeGreaterThan(first.x);

      await showSlide(carousel(page, language).getByRole('button', { name: text[language].goToSlide(2) }));
      await expect(slides(page).nth(1)).toBeInViewport();
      await expect(slides(page).nth(0)).not.toBeInViewport();
    }
  });

  test('the carousel plays by itself and stops while hovered or focused', async ({ page }) => {
    // Three waits longer than a slide's turn.
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/en/');
    await hydrated(page);
    const region = carousel(page, 'en');
    const currentDot = region.locator('button[aria-current="true"]');
    const SLIDE_TURN_MS = 6000;

    // Autoplay moves on after a slide's turn. Its code is fetched after hydration, which a busy
    // machine may take seconds to finish, so the wait allows for more than the turn itself.
    await expect(region.getByRole('button', { name: text.en.goToSlide(2) })).toHaveAttribute('aria-current', 'true', {
      timeout: 20_000,
    });

    await region.hover();
    const hovered = await currentDot.getAttribute('aria-label');
    await page.waitForTimeout(SLIDE_TURN_MS);
    await expect(currentDot).toHaveAttribute('aria-label', hovered!);

    // Keyboard focus inside the carousel holds it too, with the pointer elsewhere.
    await currentDot.focus();
    await page.mouse.move(0, 0);
    const focused = await currentDot.getAttribute('aria-label');
    await page.waitForTimeout(SLIDE_TURN_MS);
    await expect(currentDot).toHaveAttribute('aria-label', focused!);
  });

  test('the video loops, muted, with a play overlay while paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/');
    const video = page.locator('main video');

    await expect(video).toHaveAttribute('src', '/vid.mp4');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('poster', '/vid-poster.webp');
    await expect(video).toHaveAttribute('preload', 'none');
    // Reduced motion: the video waits for the shopper, who can start it.
    const play = page.getByRole('button', { name: text.en.playVideo });
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await expect(video).toHaveJSProperty('paused', true);

    // Once the carousel answers, the page is hydrated and the overlay listens.
    await showSlide(carousel(page, 'en').getByRole('button', { name: text.en.goToSlide(2) }));
    await play.click();

    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(video).toHaveJSProperty('paused', false);
  });

  test('the video is fetched only when it comes into view, then plays by itself', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/vid.mp4') fetched.push(request.url());
    });
    await page.goto('/en/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const video = page.locator('main video');
    await expect(video).not.toBeInViewport();
    expect(fetched).toEqual([]);

    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveJSProperty('paused', false);
    expect(fetched.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: text.en.playVideo })).toHaveAttribute('aria-pressed', 'true');
  });

  for (const language of LANGUAGES) {
    test(`${language}: the video's error text shows when /vid.mp4 cannot be loaded`, async ({ page }) => {
      await page.route('**/vid.mp4', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      await page.emulateMedia({ reducedMotion: 'no-preference' });

      await page.goto(`/${language}/`);
      await hydrated(page);
      // The video is fetched only when it comes into view.
      await page.locator('main video').scrollIntoViewIfNeeded();

      await expect(page.getByText(text[language].videoUnavailable, { exact: true })).toBeVisible();
      await expect(page.getByText(text[language].videoError, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: text[language].playVideo })).toHaveCount(0);
    });

    test(`${language}: 'View All' leads to the recent and popular product lists`, async ({ page }) => {
      await page.goto(`/${language}/`);
      const t = text[language];

      const recent = page.locator('section', { has: page.getByRole('heading', { name: t.recentProducts }) });
      const popular = page.locator('section', { has: page.getByRole('heading', { name: t.popularProducts }) });

      await expect(recent.getByRole('link', { name: t.viewAll })).toHaveAttribute(
        'href',
        `/${language}/all-products/0/recent-products`,
      );
      await expect(popular.getByRole('link', { name: t.viewAll })).toHaveAttribute(
        'href',
        `/${language}/all-products/0/popular-products`,
      );
    });

    test(`${language}: popular categories link to their product lists`, async ({ page }) => {
      await page.goto(`/${language}/`);
      const section = page.locator('section', {
        has: page.getByRole('heading', { name: text[language].popularCategories }),
      });

      const links = section.getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      await expect(links.first()).toHaveAttribute('href', new RegExp(`^/${language}/all-products/\\d+/[^/]+$`));
      if (language === 'ar') await expect(links.first()).toContainText(/[\u0600-\u06FF]/);
    });

    test(`${language}: no serious accessibility violations on the home page`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${language}/`);
      await expect(slides(page).first()).toBeVisible();

      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('campaign page', () => {
  for (const language of LANGUAGES) {
    test(`${language}: a campaign banner opens its campaign`, async ({ page, request }) => {
      const [campaign] = await campaigns(request, language);
      await page.goto(`/${language}/`);

      await page.getByRole('link', { name: new RegExp(campaign!.MainTitle) }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/campaign/${campaign!.CampaignId}/`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: campaign!.MainTitle })).toBeVisible();
      await expect(page.getByText(campaign!.DiscountTitle!, { exact: true })).toBeVisible();
      await expect(page.getByText(campaign!.Body!.slice(0, 40))).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(campaign!.MainTitle));
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: text[language].breadcrumbHome, exact: true })).toHaveAttribute(
        'href',
        `/${language}/`,
      );
    });

    test(`${language}: an unknown campaign answers 404 with a page saying so`, async ({ page }) => {
      for (const path of [`/${language}/campaign/999999/gone`, `/${language}/campaign/not-a-number/gone`]) {
        const response = await page.goto(path);

        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: text[language].campaignNotFound })).toBeVisible();
      }
    });

    test(`${language}: no serious accessibility violations on a campaign page`, async ({ page, request }) => {
      const [campaign] = await campaigns(request, language);
      await page.goto(`/${language}/campaign/${campaign!.CampaignId}/campaign`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await expectNoSeriousViolations(page);
    });
  }

  test('campaigns also live without a language prefix', async ({ page, request }) => {
    const [campaign] = await campaigns(request, 'en');

    const response = await page.goto(`/campaign/${campaign!.CampaignId}/x`);

    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: campaign!.MainTitle })).toBeVisible();
  });
});

test.describe('unknown pages', () => {
  test('answer 404 with a page-not-found page', async ({ page }) => {
    const response = await page.goto('/xx/nothing-here');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
  });

  test('answer 404 for a first segment that is not a language', async ({ page }) => {
    const response = await page.goto('/xx');

    expect(response?.status()).toBe(404);
  });

  test('under /ar/ answer 404 in Arabic, right to left', async ({ page }) => {
    const response = await page.goto('/ar/nothing-here');

    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  });
});

test.describe('caching of catalogue pages', () => {
  test('a visitor without cookies gets pages a shared cache may keep, with stale-while-revalidate', async ({
    request,
  }) => {
    for (const path of ['/en/', '/ar/', '/en/all-products/0/all-categories']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(response.headers()['vary'], path).toContain('Cookie');
    }
  });

  test('a signed-in shopper with a currency gets the page kept for every such shopper, not one of their own', async ({
    request,
  }) => {
    const cookie = `shop_session=7.${'a'.repeat(24)}; currency=EUR`;
    const response = await request.get('/en/', { headers: { Cookie: cookie } });
    expect(response.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(response.headers()['vary']).toContain('Cookie');
  });

  test('a cookie the page does not read, a missing page and an account page stay private', async ({ request }) => {
    const withCookie = await request.get('/en/', { headers: { Cookie: 'tracking=1' } });
    expect(withCookie.headers()['cache-control']).toBe('private, no-cache');

    const missing = await request.get('/en/product-detail/999999/x/y');
    expect(missing.headers()['cache-control'] ?? '').not.toContain('public');

    const login = await request.get('/en/login');
    expect(login.headers()['cache-control'] ?? '').not.toContain('public');
  });
});
