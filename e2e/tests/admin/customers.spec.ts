// A customer's help and personal-data actions in the admin: the owner mails a password-reset code
// in Arabic (the shopper resets their password with it on the shop), downloads a customer's data
// and erases them in English on a phone; an orders member is not offered the erasure.
import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { endpointPath, type AdminCustomerDetail, type AdminCustomerExport } from '@shop/contract';
import { ADMIN_URL, adminApi, expectAccessible, showIn, signedInState, signIn } from '../../support/admin-app';
import { orderableProducts, placeCashOrder } from '../../support/orders';
import { outboxFiles, readResetCode } from '../../support/reset-code-mail';
import { BACKOFFICE_URL } from '../../support/servers';
import { createShopper } from '../../support/session';
import { expect, test } from '../../support/test';

const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const NEW_PASSWORD = 'almond blossom 2031';

/** One back-office protocol call as the storefront makes it; answers the rows and the whole body. */
async function protocolCall(request: APIRequestContext, path: string, requestParameters: Record<string, unknown>) {
  const reply = await request.post(`${BACKOFFICE_URL}${path}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': 'en' },
    data: { requestParameters },
  });
  const body = (await reply.json()) as { data: string; message?: string; token?: string };
  return { status: reply.status(), rows: JSON.parse(body.data || '[]') as Record<string, unknown>[], body };
}

const logIn = (request: APIRequestContext, email: string, password: string) =>
  protocolCall(request, endpointPath('get-user-login'), { Email: email, Password: password });

test.describe('the owner', () => {
  test.use({ storageState: signedInState('owner') });

  test('mails a shopper a password-reset code in Arabic, and the shopper sets a new password with it (ar)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = `Leila Reset-${mark()}`;
    const shopper = await createShopper(request, { FirstName: 'Leila', LastName: name.slice(6) });
    const { physical } = await orderableProducts(request, 'ar');
    // They ordered in Arabic: the shop writes to them in Arabic.
    await placeCashOrder(request, shopper, [physical.id], 'ar');

    await page.goto(`${ADMIN_URL}customers/${shopper.user.UserID}`);
    await showIn(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'المساعدة والبيانات الشخصية' })).toBeVisible();
    await expectAccessible(page);

    const known = await outboxFiles();
    const send = page.getByRole('button', { name: 'إرسال رمز لإعادة تعيين كلمة المرور' });
    await expect(send).toHaveAccessibleDescription(/كما يفعل خيار «نسيت كلمة المرور» في المتجر/);
    await send.click();
    const sent = page.getByRole('status').filter({ hasText: 'أُرسل رمز إعادة تعيين كلمة المرور إلى' });
    await expect(sent).toContainText('باللغة العربية');
    await expect(sent).toContainText(shopper.email);
    // The staff member never sees the code: only the shopper's mailbox has it.
    const code = await readResetCode(shopper.email, known);
    await expect(page.getByRole('main')).not.toContainText(code);
    await expectAccessible(page);

    const reset = await protocolCall(request, endpointPath('validate-otp-change-password'), {
      Email: shopper.email,
      Otp: code,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
    });
    expect(reset.rows).toEqual([{ ResponseMsg: 'Password reset successfully' }]);
    expect((await logIn(request, shopper.email, NEW_PASSWORD)).body.token).toBeTruthy();

    // A disabled account is offered no code, and says why.
    await page.getByRole('button', { name: 'تعطيل الحساب' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تعطيل', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'عُطِّل حساب' })).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(page.getByText('فعِّل الحساب أولًا: لا يستطيع الحساب المعطَّل استخدام الرمز.')).toBeVisible();
    await expectAccessible(page);
  });

  test('downloads a customer’s data and erases them on a phone; their orders stay (en)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const lastName = `Erase-${mark()}`;
    const name = `Nadia ${lastName}`;
    const shopper = await createShopper(request, { FirstName: 'Nadia', LastName: lastName });
    const { physical } = await orderableProducts(request, 'en');
    const order = await placeCashOrder(request, shopper, [physical.id], 'en');

    await page.goto(`${ADMIN_URL}customers/${shopper.user.UserID}`);
    await showIn(page, 'en');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The data: a JSON file named after the customer and the day, with their order and no secret.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download their data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^customer-${shopper.user.UserID}-\\d{4}-\\d\\d-\\d\\d\\.json$`),
    );
    const text = await fs.readFile((await download.path())!, 'utf8');
    const exported = JSON.parse(text) as AdminCustomerExport;
    expect(exported.account).toMatchObject({ email: shopper.email, lastName });
    expect(exported.orders.map((item) => item.orderNumber)).toEqual([order.OrderNumber]);
    expect(exported.orders[0]!.lines).toHaveLength(1);
    expect(text).not.toMatch(/argon2|password/i);
    // The file name is isolated in the sentence (it reads left to right in Arabic too).
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText(
      download.suggestedFilename(),
    );

    // Erasing asks for the customer's email; a wrong one is refused in the dialog.
    await page.getByRole('button', { name: 'Erase the customer' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${name} for good?` });
    await expect(dialog).toContainText('The orders and their amounts stay. This cannot be undone.');
    const typed = dialog.getByLabel(/^Type the customer’s email/);
    await expect(typed).toBeFocused();
    await expectAccessible(page);
    await typed.fill('someone-else@example.com');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect(dialog.getByText('This is not the customer’s email.')).toBeVisible();
    await expect(typed).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    // Escape leaves them as they were.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await logIn(request, shopper.email, shopper.password)).body.token).toBeTruthy();

    await page.getByRole('button', { name: 'Erase the customer' }).click();
    await dialog.getByLabel(/^Type the customer’s email/).fill(shopper.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    const erased = page.getByRole('status').filter({ hasText: 'The customer was erased.' });
    await expect(erased).toBeVisible();
    await expect(erased.locator('..')).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Erased customer' })).toBeVisible();
    for (const action of [
      'Send a password-reset code',
      'Download their data (JSON)',
      'Erase the customer',
      'Disable the account',
    ]) {
      await expect(page.getByRole('button', { name: action })).toHaveCount(0);
    }
    await expect(page.getByRole('main')).not.toContainText(shopper.email);
    // Their order stays, for the books.
    await expect(page.getByRole('link', { name: `Open order ${order.OrderNumber}` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    // The shopper can no longer log in; opened again, the screen says they were erased.
    const refused = await logIn(request, shopper.email, shopper.password);
    expect(refused.body.token).toBeUndefined();
    const detail = (await (
      await adminApi(page.request).get(`/customers/${shopper.user.UserID}`)
    ).json()) as AdminCustomerDetail;
    expect(detail).toMatchObject({ erased: true, orderCount: 1 });
    await page.getByRole('link', { name: 'Back to customers' }).click();
    await page.getByRole('search').getByLabel('Search name, email or phone').fill(`erased-${shopper.user.UserID}@`);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: `erased-${shopper.user.UserID}@invalid` });
    await expect(row.getByRole('cell').last()).toHaveText('Erased');
    await row.getByRole('link', { name: 'Open the customer Erased customer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This customer was erased' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erase the customer' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('an orders member', () => {
  test.use({ storageState: signedInState('owner') });

  test('may send a code and download the data, but is not offered the erasure, reviews or seller requests (en)', async ({
    page: ownerPage,
    browser,
    extraHTTPHeaders,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = {
      name: `Orders ${mark()}`,
      email: `orders-${mark()}@shop.example`,
      password: 'Carob-Tree-Shade-2024',
    };
    const created = await adminApi(ownerPage.request).post('/staff', { ...member, role: 'orders', language: 'en' });
    expect(created.status()).toBe(201);
    const shopper = await createShopper(request, { FirstName: 'Rana', LastName: `Orders-${mark()}` });

    const context = await browser.newContext({ extraHTTPHeaders, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signIn(page, member);
    await page.goto(`${ADMIN_URL}customers/${shopper.user.UserID}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Help and personal data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a password-reset code' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Download their data (JSON)' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Erase the customer' })).toHaveCount(0);
    // The server refuses it as well.
    const refused = await adminApi(page.request).post(`/customers/${shopper.user.UserID}/erase`, {
      email: shopper.email,
    });
    expect(refused.status()).toBe(403);
    await expectAccessible(page);
    // Reviews and seller requests are not theirs: not in the navigation, and refused by the server.
    const sections = page.getByRole('navigation', { name: 'Admin sections' }).first();
    await expect(sections.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Reviews', exact: true })).toHaveCount(0);
    await expect(sections.getByRole('link', { name: 'Seller requests', exact: true })).toHaveCount(0);
    expect((await adminApi(page.request).get('/reviews')).status()).toBe(403);
    expect((await adminApi(page.request).get('/seller-requests')).status()).toBe(403);
    await context.close();
  });
});
