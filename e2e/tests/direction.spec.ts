import type { Locator, Page } from '@playwright/test';
import { EMPTY_RECORD_VALUE_JSON, type LanguageCode } from '@shop/contract';

import { callBackofficeList } from '../support/backoffice';
import { labelsOf } from '../support/labels';
import { createShopper, signIn } from '../support/session';
import { expect, test } from '../support/test';

// Arrows that follow the reading direction (issue 19, item 3): the breadcrumb's chevrons point
// forward along the trail (right in English, left in Arabic) on every page that has a trail, and
// Previous and Next of the product list each point their own way.

const BREADCRUMB_NAME: Record<LanguageCode, string> = { en: 'Breadcrumb', ar: 'مسار التنقل' };
const FORWARD: Record<LanguageCode, 'right' | 'left'> = { en: 'right', ar: 'left' };
const BACK: Record<LanguageCode, 'right' | 'left'> = { en: 'left', ar: 'right' };
const ALL_PRODUCTS = (code: LanguageCode, query = '') => `/${code}/all-products/0/all-categories${query}`;

/**
 * Which way an arrow icon points on screen: where its drawn path's middle (the tip) lies against
 * its ends, once every transform on the way to the screen (CSS mirroring included) is applied.
 */
async function pointing(icon: Locator): Promise<'left' | 'right'> {
  return icon.evaluate((svg) => {
    const path = svg.querySelector('path')!;
    const toScreen = path.getScreenCTM()!;
    const xAt = (share: number) => {
      const point = path.getPointAtLength(share * path.getTotalLength());
      return new DOMPoint(point.x, point.y).matrixTransform(toScreen).x;
    };
    return xAt(0.5) > (xAt(0) + xAt(1)) / 2 ? 'right' : 'left';
  });
}

const breadcrumb = (page: Page, code: LanguageCode) =>
  page.getByRole('main').getByRole('navigation', { name: BREADCRUMB_NAME[code] });

/** Every separator of the trail points forward, and the trail ends on the current page. */
async function expectTrailForward(page: Page, code: LanguageCode, steps: number) {
  const trail = breadcrumb(page, code);
  await expect(trail.getByRole('listitem')).toHaveCount(steps + 1);
  await expect(trail.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
  const icons = trail.locator('svg');
  await expect(icons).toHaveCount(steps);
  for (const icon of await icons.all()) {
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(await pointing(icon)).toBe(FORWARD[code]);
  }
}

test.describe.configure({ timeout: 60_000 });

for (const code of ['ar', 'en'] as const satisfies readonly LanguageCode[]) {
  test.describe(`breadcrumb (${code})`, () => {
    for (const path of ['cart', 'about', 'faq', 'contact-us', 'become-seller', 'login']) {
      test(`/${code}/${path}: Home, then the page, the chevron pointing ${FORWARD[code]}`, async ({ page }) => {
        await page.goto(`/${code}/${path}`);
        await expectTrailForward(page, code, 1);
      });
    }

    test('the product list: Home, Shop, then the list, chevrons along the direction', async ({ page }) => {
      await page.goto(ALL_PRODUCTS(code));
      await expectTrailForward(page, code, 2);
      await expect(breadcrumb(page, code).getByRole('listitem').last()).toHaveText(
        (await page.getByRole('heading', { level: 1 }).textContent())!,
      );
    });

    test('a product page and a campaign page', async ({ page, request }) => {
      const [product] = await callBackofficeList<{ ProductId: number }>(
        request,
        'get-all-products',
        { PageNo: 1, PageSize: 1 },
        code,
      );
      await page.goto(`/${code}/product-detail/${product!.ProductId}/shop/item`);
      await expectTrailForward(page, code, 2);

      const [campaign] = await callBackofficeList<{ CampaignId: number }>(
        request,
        'get-web-campaign-list',
        { recordValueJson: EMPTY_RECORD_VALUE_JSON },
        code,
      );
      await page.goto(`/${code}/campaign/${campaign!.CampaignId}/campaign`);
      await expectTrailForward(page, code, 2);
    });

    test('signed-in pages: order history and profile', async ({ page, request }) => {
      await signIn(page, await createShopper(request), `/${code}/`);
      for (const path of ['orders-history', 'update-profile']) {
        await page.goto(`/${code}/${path}`);
        await expectTrailForward(page, code, 1);
      }
    });
  });

  test.describe(`pagination (${code})`, () => {
    test(`Prev points ${BACK[code]} and Next ${FORWARD[code]}, on every page`, async ({ page, request }) => {
      const labels = await labelsOf(request, 'AllProducts', code);
      const pagination = () => page.getByRole('navigation').filter({ hasText: labels.lbl_all_products_next });
      const arrowBeside = (word: string) => pagination().getByRole('listitem').filter({ hasText: word }).locator('svg');

      // First page: Prev leads nowhere but keeps its arrow.
      await page.goto(ALL_PRODUCTS(code));
      await expect(pagination().locator('[aria-disabled="true"]')).toHaveText(labels.lbl_all_products_prev);
      expect(await pointing(arrowBeside(labels.lbl_all_products_prev))).toBe(BACK[code]);
      expect(await pointing(arrowBeside(labels.lbl_all_products_next))).toBe(FORWARD[code]);

      // A middle page: both lead on.
      await page.goto(ALL_PRODUCTS(code, '?PageNo=2'));
      await expect(page.getByRole('link', { name: labels.lbl_all_products_prev })).toHaveAttribute('rel', 'prev');
      await expect(page.getByRole('link', { name: labels.lbl_all_products_next })).toHaveAttribute('rel', 'next');
      expect(await pointing(arrowBeside(labels.lbl_all_products_prev))).toBe(BACK[code]);
      expect(await pointing(arrowBeside(labels.lbl_all_products_next))).toBe(FORWARD[code]);
      await expect(pagination().getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');

      if (code === 'ar') {
        // For a look at phone width: the list's trail and its pagination, and a content page's trail.
        await page.setViewportSize({ width: 375, height: 800 });
        await page.screenshot({
          path: '/tmp/direction-list-breadcrumb-ar-375.png',
          clip: { x: 0, y: 0, width: 375, height: 260 },
        });
        await pagination().scrollIntoViewIfNeeded();
        await pagination().screenshot({ path: '/tmp/direction-pagination-ar-375.png' });
        await page.goto(`/${code}/cart`);
        await breadcrumb(page, code).screenshot({ path: '/tmp/direction-breadcrumb-ar-375.png' });
      }
    });
  });
}
