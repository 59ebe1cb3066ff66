// The pictures with words in them speak the page's language (issue 19, item 8): /ar/ shows the
// shop's Arabic wordmark and an Arabic cash-on-delivery badge, and names every payment logo in
// Arabic for screen readers; /en/ keeps the English ones. Both at a phone's and a desktop's width.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { type LanguageCode } from '@shop/contract';
import { labelsOf } from '../support/labels';
import { expect, test } from '../support/test';

// Any product: every product page shows the accepted payment logos.
const PRODUCT_PAGE = 'product-detail/1/shop/item';
const CASH_ON_DELIVERY: Record<LanguageCode, string> = { en: 'Cash on Delivery', ar: 'الدفع عند الاستلام' };
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

interface ImageSeen {
  src: string;
  alt: string;
}

/** The picture's address and alt text, once it has loaded and shows. */
async function seen(image: Locator): Promise<ImageSeen> {
  await expect(image).toBeVisible();
  // Payment logos load lazily: brought into view, each must draw.
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => {
        element.scrollIntoView({ block: 'center' });
        return element.complete ? element.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
  return { src: (await image.getAttribute('src')) ?? '', alt: (await image.getAttribute('alt')) ?? '' };
}

/** The header's logo, the footer's cash-on-delivery badge and the product page's one, in a language. */
async function imagesOf(page: Page, code: LanguageCode) {
  await page.goto(`/${code}/`);
  const logo = await seen(page.locator('#site-logo').getByRole('img'));
  const footerBadge = await seen(
    page.getByRole('contentinfo').getByRole('img', { name: CASH_ON_DELIVERY[code], exact: true }),
  );
  const weAccept = (await labelsOf(page.request, 'Footer', code)).lbl_footer_we_accept;
  const paymentLogos = page
    .getByRole('contentinfo')
    .locator('div', { has: page.getByRole('heading', { name: weAccept }) })
    .last();
  const footerNames = await paymentLogos
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  await paymentLogos.screenshot({ path: test.info().outputPath(`payment-logos-${code}.png`) });
  await page.getByRole('banner').screenshot({ path: test.info().outputPath(`header-${code}.png`) });

  await page.goto(`/${code}/${PRODUCT_PAGE}`);
  const productBadge = await seen(
    page.getByRole('main').getByRole('img', { name: CASH_ON_DELIVERY[code], exact: true }),
  );
  return { logo, footerBadge, productBadge, footerNames };
}

/** The picture answers 200 as an image. */
async function expectServedImage(request: APIRequestContext, src: string) {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type'], src).toMatch(/^image\//);
}

for (const width of [375, 1280]) {
  test(`the logo and the cash-on-delivery badge are Arabic on /ar/ and English on /en/ (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const english = await imagesOf(page, 'en');
    const arabic = await imagesOf(page, 'ar');

    // The wordmark: a picture of its own per language, named by the shop's name in that language.
    expect(arabic.logo.src).not.toBe(english.logo.src);
    expect(english.logo.alt).not.toMatch(ARABIC_LETTERS);
    expect(arabic.logo.alt).toMatch(ARABIC_LETTERS);

    // The cash-on-delivery badge: the same in the footer and on the product page, Arabic on /ar/.
    expect(english.productBadge).toEqual(english.footerBadge);
    expect(arabic.productBadge).toEqual(arabic.footerBadge);
    expect(arabic.footerBadge.src).not.toBe(english.footerBadge.src);

    // Every payment logo is named in the page's language: the card brands too, as Arabic readers say them.
    expect(arabic.footerNames).toHaveLength(english.footerNames.length);
    expect(english.footerNames.every((name) => name !== '' && !ARABIC_LETTERS.test(name))).toBe(true);
    expect(arabic.footerNames.every((name) => ARABIC_LETTERS.test(name))).toBe(true);

    for (const src of [english.logo.src, arabic.logo.src, english.footerBadge.src, arabic.footerBadge.src]) {
      await expectServedImage(request, src);
    }
  });
}
