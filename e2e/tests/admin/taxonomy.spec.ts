// The catalogue member's categories, brands, tags, colours and sizes: one set of screens for the
// five, in English and Arabic. Each test makes its own uniquely named entries (other admin tests run
// at the same time against the same shop) and never reloads after choosing a language.
import type { Page } from '@playwright/test';
import { ADMIN_URL, adminApi, expectAccessible, showIn, signedInState } from '../../support/admin-app';
import { expect, test } from '../../support/test';

interface Entry {
  id: number;
  name: { en: string; ar: string };
  displayOrder: number;
  productCount: number;
  childCount?: number;
}

const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Opens the admin in `language` and goes to a section through the navigation. */
async function openSection(page: Page, language: 'en' | 'ar', section: string) {
  await page.goto(ADMIN_URL);
  await showIn(page, language);
  await page
    .getByRole('navigation', { name: language === 'ar' ? 'أقسام الإدارة' : 'Admin sections' })
    .first()
    .getByRole('link', { name: section, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

/** Searches the list (a GET form: the URL keeps it). */
async function search(page: Page, language: 'en' | 'ar', text: string) {
  const box = page.getByRole('search');
  await box.getByLabel(language === 'ar' ? 'البحث بالاسم' : 'Search by name').fill(text);
  await box.getByRole('button', { name: language === 'ar' ? 'بحث' : 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

/** The whole list of a noun in display order, as the API answers it. */
async function allEntries(page: Page, noun: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (;;) {
    const reply = await adminApi(page.request).get(`/${noun}?limit=100&offset=${entries.length}&sort=displayOrder`);
    expect(reply.status()).toBe(200);
    const { items, total } = (await reply.json()) as { items: Entry[]; total: number };
    entries.push(...items);
    if (items.length === 0 || entries.length >= total) return entries;
  }
}

test.describe('a catalogue member', () => {
  test.use({ storageState: signedInState('catalogue') });

  test('creates a category named in Arabic, finds it in the Arabic list, edits it and moves it up with the keyboard (ar)', async ({
    page,
  }) => {
    const name = { en: `Carob Molasses ${mark()}`, ar: `دبس الخروب ${mark()}` };
    await openSection(page, 'ar', 'الفئات');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'فئة جديدة' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'فئة جديدة' })).toBeVisible();
    await expectAccessible(page);
    // Nothing typed yet: the English name is required, and the Arabic one is flagged as missing.
    await page.getByRole('button', { name: 'إنشاء' }).click();
    await expect(page.getByLabel('الإنجليزية')).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    await expect(page.getByLabel('الإنجليزية')).toBeFocused();
    await expect(page.getByText('الترجمة العربية ناقصة')).toBeVisible();

    await page.getByLabel('الإنجليزية').fill(name.en);
    await page.getByLabel('العربية', { exact: true }).fill(name.ar);
    await expect(page.getByText('الترجمة العربية ناقصة')).toHaveCount(0);
    await page.getByLabel('الفئة الأم').selectOption({ label: 'الأغذية والمؤونة' });
    await page.getByLabel('عنوان الصورة').fill('/media/categories/olive-oil.svg');
    await page.getByRole('button', { name: 'إنشاء' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم الإنشاء.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'تعديل الفئة' })).toBeVisible();
    await expectAccessible(page);

    // In the list, in Arabic, under its parent.
    await page.getByRole('link', { name: 'العودة إلى الفئات' }).click();
    await search(page, 'ar', name.ar);
    const row = page.getByRole('row').filter({ hasText: name.ar });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name.en);
    await expect(row).toContainText('الأغذية والمؤونة');
    await expect(row).toContainText('مفعّل');
    await expect(page.getByText('لتغيير الترتيب، رتّب القائمة')).toBeVisible();
    await expectAccessible(page);

    // Edited: a longer Arabic name, and listed among the popular categories.
    const renamed = `${name.ar} البلدي`;
    await row.getByRole('link', { name: `تعديل «${name.ar}»` }).click();
    await page.getByLabel('العربية', { exact: true }).fill(renamed);
    await page.getByLabel('شائعة').check();
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
    const id = Number(/\/categories\/(\d+)$/.exec(page.url())?.[1]);
    const saved = (await (await adminApi(page.request).get(`/categories/${id}`)).json()) as Entry & {
      isPopular: boolean;
    };
    expect(saved.name).toEqual({ en: name.en, ar: renamed });
    expect(saved.isPopular).toBe(true);

    // Moved one place up from the keyboard: the whole order is sent, the move is announced, and
    // the focus stays on the button (the list shows every category at once to reach it). Other tests
    // add categories at the same time: a save that meets one is refused with "changed meanwhile",
    // and the member, as told, tries again.
    await page.getByRole('link', { name: 'العودة إلى الفئات' }).click();
    await page.getByLabel('عدد الصفوف في الصفحة').selectOption('100');
    const before = (await allEntries(page, 'categories')).map((entry) => entry.id);
    const above = before[before.indexOf(id) - 1]!;
    const up = page.getByRole('button', { name: `انقل «${renamed}» إلى الأعلى` });
    const moved = page.getByRole('status').filter({ hasText: `تم نقل «${renamed}» إلى الموضع` });
    const changedMeanwhile = page.getByText('غيّر شخص آخر هذه القائمة في أثناء ذلك.');
    for (let attempt = 1; ; attempt++) {
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(moved.or(changedMeanwhile)).toBeVisible();
      if ((await moved.count()) > 0 || attempt === 3) break;
    }
    await expect(moved).toHaveText(new RegExp(`^تم نقل «${renamed}» إلى الموضع [٠-٩]+ من [٠-٩]+\\.$`));
    await expect(up).toBeFocused();
    // It now stands before the category that was above it, at the place announced.
    const after = (await allEntries(page, 'categories')).map((entry) => entry.id);
    expect(after.indexOf(id)).toBeLessThan(after.indexOf(above));
    const announced = /الموضع ([٠-٩]+)/.exec((await moved.textContent()) ?? '')![1]!;
    expect(after.indexOf(id) + 1).toBe(Number([...announced].map((digit) => '٠١٢٣٤٥٦٧٨٩'.indexOf(digit)).join('')));
  });

  test('is refused deleting a category that products use, told why, and may deactivate one with subcategories instead (en)', async ({
    page,
  }) => {
    const used = (await allEntries(page, 'categories')).find((entry) => entry.productCount > 0 && !entry.childCount);
    expect(used, 'the demo shop has categories with products').toBeDefined();
    await openSection(page, 'en', 'Categories');

    await search(page, 'en', used!.name.en);
    const row = page.getByRole('row').filter({ hasText: used!.name.en }).first();
    await row.getByRole('button', { name: `Delete “${used!.name.en}”` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Delete “${used!.name.en}”? This cannot be undone.`);
    // The dialog opens on Cancel, so Enter alone deletes nothing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText(
      `“${used!.name.en}” cannot be deleted while products use it (number of products: ${used!.productCount}).`,
    );
    await expect(refusal.getByRole('button', { name: 'Deactivate instead' })).toBeVisible();
    await expectAccessible(page);
    expect((await adminApi(page.request).get(`/categories/${used!.id}`)).status()).toBe(200);

    // A category of its own with a subcategory: deleting it is refused, deactivating it is not.
    const parentName = `Workshop Tools ${mark()}`;
    const parent = (await (
      await adminApi(page.request).post('/categories', { name: { en: parentName } })
    ).json()) as Entry;
    const child = await adminApi(page.request).post('/categories', {
      name: { en: `Chisels ${mark()}`, ar: 'أزاميل' },
      parentId: parent.id,
    });
    expect(child.status()).toBe(201);
    await search(page, 'en', parentName);
    const parentRow = page.getByRole('row').filter({ hasText: parentName });
    await expect(parentRow).toContainText('Arabic translation missing');
    await parentRow.getByRole('button', { name: `Delete “${parentName}”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `“${parentName}” cannot be deleted while it has subcategories (number of subcategories: 1).`,
    );
    await page.getByRole('button', { name: 'Deactivate instead' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${parentName}” was deactivated` })).toBeVisible();
    await expect(parentRow).toContainText('Inactive');
    const deactivated = (await (await adminApi(page.request).get(`/categories/${parent.id}`)).json()) as {
      isActive: boolean;
    };
    expect(deactivated.isActive).toBe(false);
  });

  test('creates a tag and deletes it, as nothing uses it (ar)', async ({ page }) => {
    const name = { en: `Handmade ${mark()}`, ar: `صناعة يدوية ${mark()}` };
    await openSection(page, 'ar', 'الوسوم');
    await page.getByRole('link', { name: 'وسم جديد' }).click();
    await page.getByLabel('الإنجليزية').fill(name.en);
    await page.getByLabel('العربية', { exact: true }).fill(name.ar);
    await page.getByRole('button', { name: 'إنشاء' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم الإنشاء.' })).toBeVisible();
    const id = Number(/\/tags\/(\d+)$/.exec(page.url())?.[1]);

    await page.getByRole('link', { name: 'العودة إلى الوسوم' }).click();
    await search(page, 'ar', name.en);
    const row = page.getByRole('row').filter({ hasText: name.ar });
    await expect(row).toContainText(name.en);
    await row.getByRole('button', { name: `حذف «${name.ar}»` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByRole('status').filter({ hasText: `تم حذف «${name.ar}».` })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await adminApi(page.request).get(`/tags/${id}`)).status()).toBe(404);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`is told a colour code must be #RRGGBB, then saves the colour with its swatch (${language})`, async ({
      page,
    }) => {
      const words = {
        en: { section: 'Colours', new: 'New colour', code: 'Colour code', create: 'Create', back: 'Back to colours' },
        ar: { section: 'الألوان', new: 'لون جديد', code: 'رمز اللون', create: 'إنشاء', back: 'العودة إلى الألوان' },
      }[language];
      const name = `Sage ${mark()}`;
      await openSection(page, language, words.section);
      await page.getByRole('link', { name: words.new }).click();
      await page.getByLabel(language === 'ar' ? 'الإنجليزية' : 'English').fill(name);
      const code = page.getByLabel(words.code);
      await code.fill('#12345G');
      await page.getByRole('button', { name: words.create }).click();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toBeFocused();
      await expect(code).toHaveAccessibleDescription(
        language === 'ar'
          ? /أدخل اللون بعلامة # تليها ستة خانات من الأرقام ٠–٩ أو الحروف A–F/
          : /Enter the colour as # followed by six digits 0–9 or letters A–F, such as #1A7F5A\./,
      );
      await expectAccessible(page);

      await code.fill('#9CAF88');
      await expect(page.getByLabel(language === 'ar' ? 'اختر اللون' : 'Pick the colour')).toHaveValue('#9caf88');
      await page.getByRole('button', { name: words.create }).click();
      await expect(page).toHaveURL(/\/colours\/\d+$/);
      await page.getByRole('link', { name: words.back }).click();
      await search(page, language, name);
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('#9CAF88');
    });
  }

  test('works the lists and forms on a phone, 375 px wide, without the page scrolling sideways (en)', async ({
    page,
  }) => {
    await page.goto(`${ADMIN_URL}sizes`);
    // The language switch's landmark shows on a desktop; the phone width comes after it.
    await showIn(page, 'en');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sizes' })).toBeVisible();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    // The table scrolls inside its own region instead.
    await expect(page.getByRole('region', { name: 'Sizes' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New size' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel('Short name')).toHaveAccessibleDescription(/Required\./);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    const short = `Z${mark()}`.slice(0, 12).toUpperCase();
    await page.getByLabel('English').fill(`Size ${short}`);
    await page.getByLabel('Short name').fill(short);
    await page.getByLabel('Centimetres').fill('117-122');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created.' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
