// The catalogue member's banners, pages and media library, in English and Arabic: a banner made in
// Arabic with an uploaded picture shows on the storefront's Arabic home page within 2 s and goes
// once turned off; the FAQ's Arabic text written in the editor shows on /ar/faq and the built-in
// page comes back on restore; a file that is not a picture is refused with a clear message.
// (baseURL is the storefront; each test makes its own uniquely named rows.)
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_URL, expectAccessible, expectShopShowsWithin, showIn, signedInState } from '../../support/admin-app';
import { BACKOFFICE_URL } from '../../support/servers';
import { expect, test } from '../../support/test';
const SHOTS = process.env.CONTENT_SHOTS;

const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A DELETE as the admin sends it (support/admin-app has no delete). */
function adminDelete(request: APIRequestContext, url: string) {
  return request.delete(`${BACKOFFICE_URL}/api/v1/admin${url}`, {
    headers: { origin: new URL(BACKOFFICE_URL).origin },
  });
}

/** A small PNG, different for each `seed` so each upload is a new picture. */
async function pngOf(seed: string): Promise<Buffer> {
  const shade = [...seed].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 200;
  return sharp({ create: { width: 64, height: 40, channels: 3, background: { r: shade, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

/** Opens the admin in `language` and goes to a section through the navigation. */
async function openSection(page: Page, language: 'en' | 'ar', section: string, heading = section) {
  await page.goto(ADMIN_URL);
  await showIn(page, language);
  await page
    .getByRole('navigation', { name: language === 'ar' ? 'أقسام الإدارة' : 'Admin sections' })
    .first()
    .getByRole('link', { name: section, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Whether the page has no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('a catalogue member', () => {
  test.use({ storageState: signedInState('catalogue') });

  test('makes a banner in Arabic with an uploaded picture: it shows on /ar/ within 2 s, and goes once turned off (ar)', async ({
    page,
    context,
  }) => {
    const id = mark();
    const title = { en: `Olive harvest ${id}`, ar: `موسم قطف الزيتون ${id}` };
    let bannerId: number | undefined;
    try {
      await openSection(page, 'ar', 'اللافتات', 'لافتات الصفحة الرئيسية');
      await expectAccessible(page);
      await shot(page, 'banners-ar');

      await page.getByRole('link', { name: 'لافتة جديدة' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'لافتة جديدة' })).toBeVisible();
      // Nothing chosen: the picture is required.
      await page.getByRole('button', { name: 'إنشاء' }).click();
      await expect(page.getByText('اختر صورة مرفوعة أو عنوانًا يبدأ بـ https://‎.')).toBeVisible();
      await expectAccessible(page);

      await page
        .locator('input[type=file]')
        .setInputFiles({ name: `olives-${id}.png`, mimeType: 'image/png', buffer: await pngOf(id) });
      await expect(page.getByText(/^\/media\/u\/[0-9a-f]{64}\/\d+\.webp$/)).toBeVisible();
      await expect(page.getByRole('img', { name: 'صورة اللافتة' })).toBeVisible();

      const main = page.getByRole('group', { name: 'العنوان الرئيسي' });
      await main.getByLabel('الإنجليزية').fill(title.en);
      await expect(main.getByText('الترجمة العربية ناقصة')).toBeVisible();
      await main.getByLabel('العربية', { exact: true }).fill(title.ar);
      await expect(main.getByText('الترجمة العربية ناقصة')).toHaveCount(0);
      await page.getByRole('button', { name: 'إنشاء' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'تم الإنشاء.' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'تعديل اللافتة' })).toBeVisible();
      const savedAt = Date.now();
      bannerId = Number(/\/banners\/(\d+)$/.exec(page.url())?.[1]);
      expect(bannerId).toBeGreaterThan(0);

      await expectShopShowsWithin(savedAt, [{ path: '/ar/', text: title.ar }]);
      const shop = await context.newPage();
      await shop.goto('/ar/', { waitUntil: 'domcontentloaded' });
      await expect(shop.getByText(title.ar)).toBeAttached();
      await expectAccessible(page);
      await shot(page, 'banner-edit-ar');

      // In the list: live, with its picture and both titles.
      await page.getByRole('link', { name: 'العودة إلى اللافتات' }).click();
      const row = page.getByRole('row').filter({ hasText: title.ar });
      await expect(row).toContainText(title.en);
      await expect(row).toContainText('معروضة الآن');
      await expect(row.getByRole('img', { name: title.ar })).toBeVisible();

      // Turned off: gone from the storefront.
      await row.getByRole('link', { name: `تعديل «${title.ar}»` }).click();
      await page.getByLabel('مفعّل').uncheck();
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
      const offAt = Date.now();
      await expectShopShowsWithin(offAt, [{ path: '/ar/', text: title.ar, gone: true }]);
      await shop.goto('/ar/', { waitUntil: 'domcontentloaded' });
      await expect(shop.getByText(title.ar)).toHaveCount(0);

      await page.getByRole('link', { name: 'العودة إلى اللافتات' }).click();
      await expect(page.getByRole('row').filter({ hasText: title.ar })).toContainText('غير مفعّلة');
    } finally {
      if (bannerId) await adminDelete(page.request, `/banners/${bannerId}`);
    }
  });

  test('the campaigns list and a new campaign in English, at phone width', async ({ page }) => {
    await openSection(page, 'en', 'Campaigns');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'campaigns-en-375');
    await page.getByRole('link', { name: 'New campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('group', { name: 'Main title' }).getByLabel('English')).toHaveAccessibleDescription(
      /required/i,
    );
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'campaign-new-en-375');
  });

  test.describe('the FAQ page', () => {
    test.afterEach(async ({ page }) => {
      // Whatever happened, the shop shows its built-in FAQ again for the other tests.
      const reply = await adminDelete(page.request, '/pages/faq');
      expect([204, 404]).toContain(reply.status());
    });

    test('writes the FAQ’s Arabic text in the editor: it shows on /ar/faq, then the built-in page is restored (ar)', async ({
      page,
      context,
    }) => {
      const id = mark();
      await openSection(page, 'ar', 'الصفحات', 'الصفحات والشعار');
      await expectAccessible(page);
      await shot(page, 'pages-ar');
      await page.getByRole('link', { name: 'تعديل «الأسئلة الشائعة»' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'تعديل صفحة: الأسئلة الشائعة' })).toBeVisible();
      await expectAccessible(page);

      const heading = page.getByRole('group', { name: 'العنوان' });
      await heading.getByLabel('الإنجليزية').fill(`Questions ${id}`);
      await heading.getByLabel('العربية', { exact: true }).fill(`أسئلة وأجوبة ${id}`);
      await page.getByRole('textbox', { name: 'نص الصفحة (بالإنجليزية)' }).fill(`How long does delivery take? ${id}`);
      const arabic = page.getByRole('textbox', { name: 'نص الصفحة (بالعربية)' });
      await arabic.click();
      await page.keyboard.type(`كم يستغرق التوصيل؟ ${id}`);
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
      const savedAt = Date.now();

      await expectShopShowsWithin(savedAt, [{ path: '/ar/faq', text: `كم يستغرق التوصيل؟ ${id}` }]);
      const shop = await context.newPage();
      await shop.goto('/ar/faq', { waitUntil: 'domcontentloaded' });
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(`أسئلة وأجوبة ${id}`);
      await expect(shop.getByRole('main').getByText(`كم يستغرق التوصيل؟ ${id}`)).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'page-edit-ar');

      await page.getByRole('button', { name: 'استعادة الصفحة الأصلية' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'استعادة الصفحة الأصلية' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'عادت الصفحة الأصلية للظهور.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'استعادة الصفحة الأصلية' })).toHaveCount(0);
      await expectShopShowsWithin(Date.now(), [{ path: '/ar/faq', text: `كم يستغرق التوصيل؟ ${id}`, gone: true }]);
      await shop.goto('/ar/faq', { waitUntil: 'domcontentloaded' });
      await expect(shop.getByRole('main')).not.toContainText(id);

      await page.getByRole('link', { name: 'العودة إلى الصفحات' }).click();
      await expect(page.getByRole('row').filter({ hasText: 'الأسئلة الشائعة' })).toContainText('الصفحة الأصلية');
    });
  });

  test('the media library refuses a text file named .png with a clear message, in Arabic and English', async ({
    page,
  }) => {
    const id = mark();
    await openSection(page, 'ar', 'الوسائط', 'مكتبة الوسائط');
    await expectAccessible(page);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: `notes-${id}.png`, mimeType: 'image/png', buffer: Buffer.from('just some words\n') });
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(`الملف «notes-${id}\\.png» ليس صورة يمكن للمتجر استخدامها`),
    );
    await expectAccessible(page);
    await shot(page, 'media-ar');

    // In English, a real picture is uploaded and listed with its address to copy, at phone width.
    await showIn(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles([
      { name: `fig-${id}.png`, mimeType: 'image/png', buffer: await pngOf(`fig${id}`) },
      { name: `memo-${id}.png`, mimeType: 'image/png', buffer: Buffer.from('not a picture') },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: `memo-${id}` })).toContainText(
      `“memo-${id}.png” is not a picture the shop can use. Upload a JPEG, PNG, WebP, AVIF or GIF image.`,
    );
    await expect(page.getByRole('img', { name: `fig-${id}.png` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Copy the address of “fig-${id}.png”` })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await shot(page, 'media-en-375');
  });
});
