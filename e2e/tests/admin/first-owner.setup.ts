// Runs once before the admin tests: the shop starts without staff, and its owner is made through
// the setup screen with the admin token, in Arabic, as a new shop owner would.
import fs from 'node:fs/promises';
import path from 'node:path';
import { E2E_ADMIN_TOKEN } from '../../support/admin';
import {
  ADMIN_URL,
  CATALOGUE_MEMBER,
  OWNER,
  adminApi,
  expectAccessible,
  signIn,
  signedInState,
} from '../../support/admin-app';
import { expect, test } from '../../support/test';

test('the first owner is set up with the admin token, in Arabic, and the owner adds a catalogue member', async ({
  page,
  browser,
}) => {
  await page.goto(ADMIN_URL);
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up the shop’s owner' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'إعداد مالك المتجر' })).toBeVisible();
  await expectAccessible(page);

  // A wrong token changes nothing and says why.
  await page.getByLabel('رمز الإدارة').fill('not-the-token');
  await page.getByLabel('اسم المالك').fill(OWNER.name);
  await page.getByLabel('البريد الإلكتروني للمالك').fill(OWNER.email);
  await page.getByLabel('كلمة المرور').fill(OWNER.password);
  await page.getByRole('button', { name: 'إنشاء المالك' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/setup$/);

  await page.getByLabel('رمز الإدارة').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'إنشاء المالك' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?setup=done$/);
  await expect(page.getByRole('status')).toHaveText('تم إنشاء المالك. سجّل الدخول للمتابعة.');
  await expectAccessible(page);

  // The setup screen is gone for good once the shop has an owner.
  await page.goto(`${ADMIN_URL}setup`);
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: `أهلًا يا ${OWNER.name}` })).toBeVisible();
  await fs.mkdir(path.dirname(signedInState('owner')), { recursive: true });
  await page.context().storageState({ path: signedInState('owner') });

  const created = await adminApi(page.request).post('/staff', {
    ...CATALOGUE_MEMBER,
    role: 'catalogue',
    language: 'en',
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, CATALOGUE_MEMBER);
  await context.storageState({ path: signedInState('catalogue') });
  await context.close();
});
