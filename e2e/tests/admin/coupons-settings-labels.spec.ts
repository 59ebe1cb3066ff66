// Coupons, the shop's settings and the storefront's labels in the admin, in English and Arabic.
// Each test makes its own uniquely named coupon, and puts back every label and setting it changed
// (other admin tests run at the same time against the same shop); none reloads the admin after
// choosing a language: the storefront is opened in a page of its own. (baseURL is the storefront.)
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminCoupon, AdminLabel, AdminLabelPage, ShopSettings } from '@shop/contract';
import {
  ADMIN_URL,
  adminApi,
  expectAccessible,
  expectShopShowsWithin,
  showIn,
  signedInState,
} from '../../support/admin-app';
import { BACKOFFICE_URL } from '../../support/servers';
import { expect, test } from '../../support/test';

const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

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

/** Searches a list (a GET form: the URL keeps it). */
async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('search');
  await box.getByLabel(label).fill(text);
  await box.getByRole('button', { name: /^(Search|بحث)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

async function couponByCode(request: APIRequestContext, code: string): Promise<AdminCoupon | undefined> {
  const reply = await adminApi(request).get(`/coupons?q=${encodeURIComponent(code)}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { items: AdminCoupon[] }).items.find((coupon) => coupon.code === code);
}

async function labelOf(request: APIRequestContext, screen: string, key: string): Promise<AdminLabel> {
  const reply = await adminApi(request).get(`/labels?screen=${screen}&q=${key}`);
  expect(reply.status()).toBe(200);
  const label = ((await reply.json()) as AdminLabelPage).items.find((item) => item.key === key);
  expect(label, `${screen}.${key} is a label`).toBeDefined();
  return label!;
}

/** The discount the shop's checkout gives `code` on a cart of three bags of baharat (product 8), in dollars. */
async function checkoutDiscount(request: APIRequestContext, code: string, quantity: number) {
  const cart = [{ ProductId: 8, Quantity: quantity, productSelectedAttributes: [] }];
  const call = async <Row>(path: string, requestParameters: Record<string, unknown>) => {
    const reply = await request.post(`${BACKOFFICE_URL}/api/v1/common/${path}`, {
      headers: { Token: '', UserID: '', 'Accept-Language': 'en' },
      data: { requestParameters },
    });
    expect(reply.status()).toBe(200);
    return (JSON.parse(((await reply.json()) as { data: string }).data) as Row[])[0]!;
  };
  const priced = await call<{ cartSubTotal: number }>('get-customer-cart-items/cart-data', {
    cartJsonData: cart,
    CurrencyCode: 'USD',
  });
  const { DiscountValueAfterCouponAppliedWithQuantity: discount } = await call<{
    DiscountValueAfterCouponAppliedWithQuantity: number;
  }>('get-coupon-code-discount-value/calculate-coupon-discount', { CouponCode: code, cartJsonData: cart });
  return { subtotal: priced.cartSubTotal, discount };
}

test.describe('a catalogue member', () => {
  test.use({ storageState: signedInState('catalogue') });

  test('creates a coupon in Arabic, finds it listed, the checkout applies it, edits it and deletes it (ar)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const code = `E2E-${mark()}`;
    await openSection(page, 'ar', 'القسائم');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'قسيمة جديدة' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'قسيمة جديدة' })).toBeVisible();
    await expectAccessible(page);
    // Nothing typed: each field says what it needs, in Arabic, and the first takes the focus.
    await page.getByRole('button', { name: 'إنشاء' }).click();
    const codeField = page.getByLabel('الرمز');
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAccessibleDescription(/هذا الحقل مطلوب\.$/);
    await expect(page.getByLabel('نسبة الخصم (٪)')).toHaveAccessibleDescription(
      /أدخل نسبة مئوية بعدد صحيح من ١ إلى ١٠٠\.$/,
    );
    await codeField.fill('خصم كبير');
    await page.getByLabel('نسبة الخصم (٪)').fill('150');
    await page.getByRole('button', { name: 'إنشاء' }).click();
    await expect(codeField).toHaveAccessibleDescription(/استخدم الحروف والأرقام و- و_ فقط\.$/);
    await expect(page.getByLabel('نسبة الخصم (٪)')).toHaveAccessibleDescription(/أدخل نسبة مئوية/);

    // A fixed amount typed in Arabic-Indic digits, a minimum order, an end before its start at first.
    await codeField.fill(code);
    await page.getByRole('radio', { name: 'مبلغ ثابت' }).check();
    const amount = page.getByLabel('مبلغ الخصم (بالدولار الأمريكي)');
    await amount.fill('٧٫٥٠');
    await page.getByLabel('الحد الأدنى للطلب (بالدولار الأمريكي)').fill('20');
    await page.getByLabel('تبدأ').fill('2031-01-01T00:00');
    await page.getByLabel('تنتهي').fill('2030-12-31T23:30');
    await page.getByLabel('إجمالي الاستخدامات').fill('100');
    await page.getByLabel('الاستخدامات لكل عميل').fill('2');
    await page.getByRole('button', { name: 'إنشاء' }).click();
    await expect(page.getByLabel('تنتهي')).toHaveAccessibleDescription('يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.');
    await page.getByLabel('تبدأ').fill('');
    await page.getByRole('button', { name: 'إنشاء' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم إنشاء القسيمة.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'تعديل القسيمة' })).toBeVisible();
    await expectAccessible(page);

    // Saved as typed: cents, the end in UTC as this browser's wall clock meant it.
    const endsAt = await page.evaluate(() => new Date(2030, 11, 31, 23, 30).toISOString());
    expect(await couponByCode(page.request, code)).toMatchObject({
      code,
      kind: 'fixed',
      value: 750,
      minimumOrder: 2000,
      validFrom: null,
      validTo: endsAt,
      totalUseLimit: 100,
      perCustomerLimit: 2,
      isActive: true,
      timesUsed: 0,
    });
    // The shop's checkout takes $7.50 off an order of $20 or more, and nothing off a smaller one.
    const three = await checkoutDiscount(page.request, code.toLowerCase(), 3);
    expect(three.subtotal).toBeGreaterThanOrEqual(20);
    expect(three.discount).toBe(7.5);
    const two = await checkoutDiscount(page.request, code, 2);
    expect(two.subtotal).toBeLessThan(20);
    expect(two.discount).toBe(0);

    // Listed in Arabic with its value, dates, uses and status.
    await page.getByRole('link', { name: 'العودة إلى القسائم' }).click();
    await search(page, 'البحث بالرمز', code);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('٧٫٥٠');
    await expect(row).toContainText('مبلغ ثابت');
    await expect(row).toContainText('٢٠٫٠٠');
    await expect(row).toContainText('٠ / ١٠٠');
    await expect(row).toContainText('سارية');
    await expectAccessible(page);

    // Edited: a percentage now.
    await row.getByRole('link', { name: `تعديل القسيمة ${code}` }).click();
    await page.getByRole('radio', { name: 'نسبة مئوية من الطلب' }).check();
    await page.getByLabel('نسبة الخصم (٪)').fill('15');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
    expect(await couponByCode(page.request, code)).toMatchObject({ kind: 'percentage', value: 15, minimumOrder: 2000 });

    // Deleted from the list, after confirming.
    await page.getByRole('link', { name: 'العودة إلى القسائم' }).click();
    await search(page, 'البحث بالرمز', code);
    await page.getByRole('button', { name: `حذف القسيمة ${code}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`حذف «${code}»؟ لا يمكن التراجع عن ذلك.`);
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeFocused();
    await dialog.getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByRole('status').filter({ hasText: `تم حذف القسيمة ${code}.` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
    expect(await couponByCode(page.request, code)).toBeUndefined();
  });

  test('edits a label’s Arabic in the labels screen and shoppers see it on /ar/contact-us within 2 s; the contact details stay with the owner (ar)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const key = 'lbl_contact_here_to_help';
    const original = await labelOf(page.request, 'ContactUs', key);
    const changed = `نحن هنا لخدمتك ${mark()}`;
    const shop = await page.context().newPage();
    try {
      // Seen once before the change, so a kept copy would show.
      await shop.goto('/ar/contact-us', { waitUntil: 'domcontentloaded' });
      await expect(shop.getByRole('main').getByRole('heading', { name: original.ar })).toBeVisible();

      await openSection(page, 'ar', 'نصوص الواجهة');
      await page.getByRole('search').getByLabel('الشاشة').selectOption({ label: 'صفحة «اتصل بنا»' });
      // Two rows: this label, and the help text beside it on the page.
      await search(page, 'البحث في المفاتيح والنصوص', 'lbl_contact_he');
      await expect(page).toHaveURL(/screen=ContactUs/);
      const help = page.getByRole('textbox', { name: 'النص العربي للمفتاح lbl_contact_help_text' });
      const english = page.getByRole('textbox', { name: `النص الإنجليزي للمفتاح ${key}` });
      const arabic = page.getByRole('textbox', { name: `النص العربي للمفتاح ${key}` });
      await expect(arabic).toHaveAttribute('dir', 'rtl');
      await expect(arabic).toHaveAttribute('lang', 'ar');
      await expect(arabic).toHaveValue(original.ar);
      await expectAccessible(page);

      // English is required: the row is not saved, and says why.
      await english.fill('');
      await page.getByRole('button', { name: `حفظ ${key}` }).click();
      await expect(english).toHaveAccessibleDescription('هذا الحقل مطلوب.');
      await expect(english).toBeFocused();
      await expect(page.getByText('لم يُحفظ: صحّح النص المشار إليه.')).toBeVisible();
      await english.fill(original.en);

      // Enter in the Arabic text saves the row; the outcome is announced; what is being typed in
      // another row stays as typed (and unsaved).
      await help.fill('نص لم يُحفظ بعد');
      await arabic.fill(changed);
      await arabic.press('Enter');
      await expect(page.getByText(`تم حفظ ${key}.`)).toBeVisible();
      await expect(help).toHaveValue('نص لم يُحفظ بعد');
      const savedAt = Date.now();
      await expectShopShowsWithin(savedAt, [{ path: '/ar/contact-us', text: changed }]);
      await shop.goto('/ar/contact-us', { waitUntil: 'domcontentloaded' });
      await expect(shop.getByRole('main').getByRole('heading', { name: changed })).toBeVisible();
      expect(await labelOf(page.request, 'ContactUs', key)).toMatchObject({ en: original.en, ar: changed });

      // An emptied Arabic is flagged, and the "missing only" filter finds it.
      await arabic.fill('');
      await page.getByRole('button', { name: `حفظ ${key}` }).click();
      await expect(arabic).toHaveAccessibleDescription('العربية ناقصة');
      await page.getByRole('search').getByLabel('النصوص التي تنقصها العربية فقط').check();
      await page.getByRole('search').getByRole('button', { name: 'بحث' }).click();
      await expect(page).toHaveURL(/missing=true/);
      await expect(page.getByRole('textbox', { name: `النص العربي للمفتاح ${key}` })).toHaveValue('');

      // The shop's phone number is a setting: shown, not editable here, and left to the owner.
      await page.getByRole('search').getByLabel('النصوص التي تنقصها العربية فقط').uncheck();
      await search(page, 'البحث في المفاتيح والنصوص', 'lbl_contact_phone');
      const phone = page.getByRole('row').filter({ has: page.getByText('lbl_contact_phone', { exact: true }) });
      await expect(phone).toContainText('يُضبط هذا النص من الإعدادات، في قسم «التواصل».');
      await expect(phone).toContainText('يغيّره مالك المتجر من هناك.');
      await expect(phone.getByRole('textbox')).toHaveCount(0);
      await expect(phone.getByRole('link', { name: 'فتح الإعدادات' })).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      const restored = await adminApi(page.request).patch(`/labels/ContactUs/${key}`, {
        en: original.en,
        ar: original.ar,
      });
      expect(restored.status()).toBe(200);
      await shop.close();
    }
  });

  test('sees no Settings section, and the server refuses the settings API (403)', async ({ page }) => {
    await page.goto(ADMIN_URL);
    await showIn(page, 'en');
    const nav = page.getByRole('navigation', { name: 'Admin sections' }).first();
    await expect(nav.getByRole('link', { name: 'Coupons' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Labels' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    const api = adminApi(page.request);
    expect((await api.get('/settings')).status()).toBe(403);
    expect((await api.patch('/settings', { defaultShippingFee: 0 })).status()).toBe(403);
  });
});

test.describe('the owner', () => {
  test.use({ storageState: signedInState('owner') });

  test('renames the shop in Arabic in Settings and shoppers see it on /ar/ within 2 s; leaving unsaved asks first (ar)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const before = (await (await adminApi(page.request).get('/settings')).json()) as ShopSettings;
    const renamed = `${before.shopName.ar} ${mark()}`;
    const shop = await page.context().newPage();
    try {
      await shop.goto('/ar', { waitUntil: 'domcontentloaded' });
      await expect(shop).toHaveTitle(before.shopName.ar);

      await openSection(page, 'ar', 'الإعدادات');
      await expectAccessible(page);
      const name = page.getByRole('group', { name: 'اسم المتجر' });
      const save = page.getByRole('button', { name: 'حفظ الإعدادات' });

      // Refused in the browser with the reason under each field.
      await name.getByLabel('الإنجليزية').fill(' ');
      await page.getByLabel('إكس', { exact: true }).fill('http://x.com/palestine-heritage');
      await page.getByLabel('عدد اليوروهات مقابل دولار أمريكي واحد').fill('0');
      await save.click();
      await expect(page.getByRole('alert')).toHaveText('يُرجى تصحيح الحقول المشار إليها أدناه.');
      await expect(name.getByLabel('الإنجليزية')).toBeFocused();
      await expect(name.getByLabel('الإنجليزية')).toHaveAccessibleDescription('هذا الحقل مطلوب.');
      await expect(page.getByLabel('إكس', { exact: true })).toHaveAccessibleDescription(/^أدخل عنوانًا يبدأ بـ https/);
      await expect(page.getByLabel('عدد اليوروهات مقابل دولار أمريكي واحد')).toHaveAccessibleDescription(
        /أدخل سعر صرف أكبر من 0 ولا يتجاوز ١٠٠، مثل 0\.92\.$/,
      );
      await name.getByLabel('الإنجليزية').fill(before.shopName.en);
      await page.getByLabel('إكس', { exact: true }).fill(before.socialLinks.x);
      await page.getByLabel('عدد اليوروهات مقابل دولار أمريكي واحد').fill(String(before.eurPerUsd ?? ''));

      // Changed but not saved: leaving asks first, and staying keeps the change.
      await name.getByLabel('العربية', { exact: true }).fill(renamed);
      await expect(page.getByText('لديك تغييرات لم تُحفظ.')).toBeVisible();
      await page
        .getByRole('navigation', { name: 'أقسام الإدارة' })
        .first()
        .getByRole('link', { name: 'القسائم' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'المغادرة دون حفظ؟' });
      await expect(dialog.getByRole('button', { name: 'البقاء في هذه الصفحة' })).toBeFocused();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'البقاء في هذه الصفحة' }).click();
      await expect(page).toHaveURL(/\/admin\/settings$/);
      await expect(name.getByLabel('العربية', { exact: true })).toHaveValue(renamed);

      await save.click();
      await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
      const savedAt = Date.now();
      await expectShopShowsWithin(savedAt, [{ path: '/ar', text: renamed }]);
      await shop.goto('/ar', { waitUntil: 'domcontentloaded' });
      await expect(shop).toHaveTitle(renamed);
      // Only the section changed was sent: the rest is as it was.
      const after = (await (await adminApi(page.request).get('/settings')).json()) as ShopSettings;
      expect(after).toEqual({ ...before, shopName: { en: before.shopName.en, ar: renamed } });

      // Saved: leaving asks nothing.
      await page
        .getByRole('navigation', { name: 'أقسام الإدارة' })
        .first()
        .getByRole('link', { name: 'القسائم' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'القسائم' })).toBeVisible();
    } finally {
      const restored = await adminApi(page.request).patch('/settings', { shopName: before.shopName });
      expect(restored.status()).toBe(200);
      await shop.close();
    }
  });

  test('works coupons, settings and labels on a phone in English, and goes from a contact label to its setting', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    await page.goto(ADMIN_URL);
    // The language switch waits for the sections, which a phone shows only in its menu.
    await showIn(page, 'en');
    await page.setViewportSize({ width: 375, height: 740 });
    const menu = async (section: string) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: section, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
    };

    await menu('Coupons');
    await expect(page.getByRole('row').filter({ hasText: 'WELCOME10' })).toContainText('10%');
    await noSidewaysScroll();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'New coupon' }).click();
    await page.getByRole('radio', { name: 'Fixed amount' }).check();
    await page.getByLabel('Amount off (US$)').fill('5,50');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel('Amount off (US$)')).toHaveAccessibleDescription(
      'In US dollars, e.g. 5.00. Enter an amount of more than 0 with at most two decimals, e.g. 5.00.',
    );
    await noSidewaysScroll();
    await expectAccessible(page);

    await menu('Settings');
    await noSidewaysScroll();
    await expectAccessible(page);

    await menu('Labels');
    await search(page, 'Search keys and texts', 'lbl_contact_phone');
    const phone = page.getByRole('row').filter({ has: page.getByText('lbl_contact_phone', { exact: true }) });
    await expect(phone).toContainText('This text is set in Settings, under Contact.');
    await noSidewaysScroll();
    await expectAccessible(page);
    await phone.getByRole('link', { name: 'Open Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings#settings-contact$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeInViewport();
  });
});
