import { ADMIN_URL, adminApi, expectAccessible, showIn, signedInState } from '../../support/admin-app';
import { expect, test } from '../../support/test';

test.describe('a catalogue member', () => {
  test.use({ storageState: signedInState('catalogue') });

  test('sees no staff, settings or audit screens, and the server refuses the staff API (403)', async ({ page }) => {
    await page.goto(ADMIN_URL);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);

    const api = adminApi(page.request);
    expect(
      (
        await api.post('/staff', { name: 'X', email: 'x@shop.example', password: 'Long-Enough-Pass-99', role: 'owner' })
      ).status(),
    ).toBe(403);
    expect((await api.get('/audit-log')).status()).toBe(403);
  });
});

test.describe('the owner', () => {
  test.use({ storageState: signedInState('owner') });

  for (const language of ['en', 'ar'] as const) {
    test(`finds every change in the audit log, with who made it and the fields after (${language})`, async ({
      page,
    }) => {
      await page.goto(ADMIN_URL);
      await showIn(page, language);
      await page
        .getByRole('link', { name: language === 'ar' ? 'سجلّ التدقيق' : 'Audit log' })
        .first()
        .click();
      await page.getByLabel(language === 'ar' ? 'المورد' : 'Resource', { exact: true }).fill('staff');
      await page.getByRole('button', { name: language === 'ar' ? 'بحث' : 'Search' }).click();
      await expect(page).toHaveURL(/resource=staff/);
      const table = page.getByRole('table');
      const created = table.getByRole('row').filter({ hasText: 'catalogue@shop.example' }).first();
      await expect(created).toBeVisible();
      await created.getByText(language === 'ar' ? 'عرض التغييرات' : 'Show changes').click();
      await expect(created.getByRole('definition').filter({ hasText: /^(After|بعد): catalogue$/ })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('works the admin on a phone: the sections open in a drawer from the reading side, and close with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(ADMIN_URL);
    await page.getByRole('button', { name: /^(Menu|القائمة)$/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: /^(Audit log|سجلّ التدقيق)$/ })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: /^(Menu|القائمة)$/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /^(Audit log|سجلّ التدقيق)$/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
