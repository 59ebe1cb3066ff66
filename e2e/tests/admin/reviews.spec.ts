// The reviews queue in the admin: a moderator hides a shopper's review in Arabic and the storefront
// stops showing it and counting it; the moderator's admin holds no owner's sections. The review is
// written for a product no other test reviews, so the counts other tests read stay as they were.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_URL,
  adminApi,
  expectAccessible,
  expectShopShowsWithin,
  showIn,
  signIn,
  signedInState,
} from '../../support/admin-app';
import { BACKOFFICE_URL, STOREFRONT_URL } from '../../support/servers';
import { expect, test } from '../../support/test';

const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** One storefront protocol call, as the shop's pages make it; answers its rows. */
async function shopCall<Row>(request: APIRequestContext, endpoint: string, requestParameters: Record<string, unknown>) {
  const reply = await request.post(`${BACKOFFICE_URL}/api/v1/dynamic/dataoperation/${endpoint}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': 'en' },
    data: { requestParameters },
  });
  expect(reply.status(), `${endpoint} answers 200`).toBe(200);
  return JSON.parse(((await reply.json()) as { data: string }).data) as Row[];
}

/** The last product of the shop's list without a review: nothing else in the tests reviews it. */
async function unreviewedProduct(request: APIRequestContext) {
  const list = await shopCall<{ ProductId: number }>(request, 'get-all-products', { PageNo: 1, PageSize: 100 });
  for (const { ProductId } of list.reverse()) {
    const [detail] = await shopCall<{ TotalReviews: number }>(request, 'get-product_detail', { ProductId });
    if (detail?.TotalReviews === 0) return ProductId;
  }
  throw new Error('the seed holds no product without reviews');
}

const totalReviews = async (request: APIRequestContext, productId: number) =>
  (await shopCall<{ TotalReviews: number }>(request, 'get-product_detail', { ProductId: productId }))[0]!.TotalReviews;

/** No sideways scrolling of the whole page (tables scroll inside their own region). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Admin sections|أقسام الإدارة)$/ }).first();

test.describe('a moderator', () => {
  test.use({ storageState: signedInState('owner') });

  test('hides a shopper’s review in Arabic and the storefront no longer shows or counts it (ar, en)', async ({
    page: ownerPage,
    browser,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(120_000);
    const id = mark();
    const member = { name: `Moderator ${id}`, email: `moderator-${id}@shop.example`, password: `Cedar-Lantern-${id}` };
    const created = await adminApi(ownerPage.request).post('/staff', { ...member, role: 'moderator', language: 'ar' });
    expect(created.status()).toBe(201);

    // A shopper reviews a product through the storefront's protocol; the shop shows it at once.
    const productId = await unreviewedProduct(ownerPage.request);
    const title = `Peppery ${id}`;
    await shopCall(ownerPage.request, 'insert-product-review', {
      ProductId: productId,
      ReviewerName: 'Huda',
      ReviewerEmail: 'huda@example.com',
      ReviewTitle: title,
      ReviewBody: 'Green, peppery and fresh.',
      ReviewRating: 4,
    });
    const productPath = `/en/product-detail/${productId}/shop/product`;
    await expect
      .poll(async () => (await (await ownerPage.request.get(`${STOREFRONT_URL}${productPath}`)).text()).includes(title))
      .toBe(true);
    expect(await totalReviews(ownerPage.request, productId)).toBe(1);

    const context = await browser.newContext({ extraHTTPHeaders, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signIn(page, member);
    await showIn(page, 'ar');
    // Reviews, and none of the owner's sections.
    await expect(nav(page).getByRole('link', { name: 'التقييمات', exact: true })).toBeVisible();
    for (const section of ['الرسائل', 'مشتركو النشرة', 'الإعدادات', 'الموظفون']) {
      await expect(nav(page).getByRole('link', { name: section, exact: true })).toHaveCount(0);
    }
    await nav(page).getByRole('link', { name: 'التقييمات', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'التقييمات' })).toBeVisible();
    // The queue opens on the reviews waiting for a moderator.
    await expect(page.getByLabel('الحالة')).toHaveValue('pending');
    await expectAccessible(page);

    const search = page.getByRole('search');
    await search.getByLabel('الحالة').selectOption('visible');
    await search.getByLabel('البحث في العنوان أو النص أو الكاتب').fill(title);
    await search.getByRole('button', { name: 'بحث' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('٤ من ٥ نجوم');
    await expect(row).toContainText('ظاهر');
    await expect(row).toContainText('Huda');
    await expectAccessible(page);

    await row.getByRole('button', { name: `إخفاء التقييم «${title}»` }).click();
    const since = Date.now();
    await expect(page.getByRole('status').filter({ hasText: `أُخفي التقييم «${title}» من المتجر.` })).toBeVisible();
    // The list reloads: the hidden review is no longer among the shown ones.
    await expect(row).toHaveCount(0);
    await expectShopShowsWithin(since, [{ path: productPath, text: title, gone: true }]);
    await expect.poll(() => totalReviews(ownerPage.request, productId)).toBe(0);

    // Among the hidden, it can be restored or deleted; deleting asks first.
    await search.getByLabel('الحالة').selectOption('hidden');
    await search.getByRole('button', { name: 'بحث' }).click();
    const hidden = page.getByRole('row').filter({ hasText: title });
    await expect(hidden).toContainText('مخفي');
    await expect(hidden.getByRole('button', { name: `إظهار التقييم «${title}» من جديد` })).toBeVisible();
    await hidden.getByRole('button', { name: `حذف التقييم «${title}»` }).click();
    const dialog = page.getByRole('dialog', { name: 'حذف هذا التقييم؟' });
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(hidden).toHaveCount(1);

    // At a phone's width the table scrolls inside itself, not the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/reviews-ar-375.png', fullPage: true });

    // The moderator's API refuses the owner's sections too.
    expect((await adminApi(page.request).get('/messages')).status()).toBe(403);
    expect((await adminApi(page.request).get('/subscribers')).status()).toBe(403);
    await context.close();

    // In English, the owner restores it; the shop shows it again.
    await ownerPage.goto(`${ADMIN_URL}reviews?status=hidden&q=${encodeURIComponent(title)}`);
    await showIn(ownerPage, 'en');
    await ownerPage.setViewportSize({ width: 1280, height: 900 });
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const restoreRow = ownerPage.getByRole('row').filter({ hasText: title });
    await expect(restoreRow).toContainText('4 out of 5 stars');
    await expectAccessible(ownerPage);
    await ownerPage.screenshot({ path: '/tmp/reviews-en.png', fullPage: true });
    await restoreRow.getByRole('button', { name: `Restore the review “${title}”` }).click();
    const restored = Date.now();
    await expect(
      ownerPage.getByRole('status').filter({ hasText: `The review “${title}” is shown on the shop again.` }),
    ).toBeVisible();
    await expectShopShowsWithin(restored, [{ path: productPath, text: title }]);

    // And deletes it for good after confirming.
    await ownerPage.getByRole('search').getByLabel('Status').selectOption('all');
    await ownerPage.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(ownerPage.getByRole('row').filter({ hasText: title })).toContainText('Shown');
    await ownerPage.getByRole('button', { name: `Delete the review “${title}”` }).click();
    await ownerPage
      .getByRole('dialog', { name: 'Delete this review?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(ownerPage.getByRole('status').filter({ hasText: `The review “${title}” is deleted.` })).toBeVisible();
    await expect(ownerPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await expect.poll(() => totalReviews(ownerPage.request, productId)).toBe(0);
  });
});
