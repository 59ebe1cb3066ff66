// The customers and seller requests screens of the admin: the owner disables a shopper's account in
// Arabic and the shopper's login is refused until it is enabled again; the owner answers "Become a
// seller" requests in English on a phone: one rejected with a reason, one approved, one that was
// decided meanwhile explained.
import type { APIRequestContext, Page } from '@playwright/test';
import { endpointPath, type AdminSellerRequestPage } from '@shop/contract';
import { ADMIN_URL, adminApi, expectAccessible, OWNER, showIn, signedInState } from '../../support/admin-app';
import { orderableProducts, placeCashOrder } from '../../support/orders';
import { BACKOFFICE_URL } from '../../support/servers';
import { createShopper, type Shopper } from '../../support/session';
import { expect, test } from '../../support/test';

const DISABLED_MESSAGE = 'This account has been disabled by the shop. Please contact us for help.';

const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** One back-office protocol call as the storefront makes it; answers the rows and the whole body. */
async function protocolCall(request: APIRequestContext, path: string, requestParameters: Record<string, unknown>) {
  const reply = await request.post(`${BACKOFFICE_URL}${path}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': 'en' },
    data: { requestParameters },
  });
  expect(reply.status(), `${path} answers 200`).toBe(200);
  const body = (await reply.json()) as { data: string; message?: string; token?: string };
  return { rows: JSON.parse(body.data) as Record<string, unknown>[], body };
}

const logIn = (request: APIRequestContext, shopper: { email: string; password: string }) =>
  protocolCall(request, endpointPath('get-user-login'), { Email: shopper.email, Password: shopper.password });

/** The status of a call that needs the shopper's session: 200 while it lives, 401 once it ended. */
async function orderHistoryStatus(request: APIRequestContext, shopper: Shopper) {
  const reply = await request.post(`${BACKOFFICE_URL}${endpointPath('get-customer-order-history-master')}`, {
    headers: { Token: shopper.token, UserID: String(shopper.user.UserID), 'Accept-Language': 'en' },
    data: { requestParameters: { UserId: shopper.user.UserID, recordValueJson: '[]' } },
  });
  return reply.status();
}

/** Files a "Become a seller" request as the storefront's form does: the password sealed first. */
async function fileSellerRequest(request: APIRequestContext, firstName: string, email: string) {
  const sealed = await protocolCall(request, endpointPath('en-ur-drow-pass-rndom/en-ur-drow-pass-rndom'), {
    Password: 'embroidery from Hebron',
  });
  const filed = await protocolCall(request, endpointPath('create-vendor-request'), {
    FirstName: firstName,
    LastName: 'Saleh',
    EmailAddress: email,
    Password: sealed.rows[0]!.EncryptedPassword,
    MobileNo: '0599111222',
    AddressLineOne: 'Old City, Nablus',
    CountryID: 1,
    StateProvinceId: -999,
    CityId: -999,
    PostalCode: '900',
    recordValueJson: '[]',
  });
  expect(filed.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
}

/** No sideways scrolling of the whole page (tables scroll inside their own region). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the owner', () => {
  test.use({ storageState: signedInState('owner') });

  test('finds a shopper in Arabic, disables their account so their login is refused, then enables it (ar, en)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const lastName = `Haddad-${mark()}`;
    const name = `Leila ${lastName}`;
    const shopper = await createShopper(request, { FirstName: 'Leila', LastName: lastName });
    const { physical } = await orderableProducts(request, 'en');
    const order = await placeCashOrder(request, shopper, [physical.id], 'ar');

    await page.goto(`${ADMIN_URL}customers`);
    await showIn(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'الزبائن' })).toBeVisible();
    await expectAccessible(page);

    const search = page.getByRole('search');
    await search.getByLabel('البحث بالاسم أو البريد أو الهاتف').fill(shopper.email);
    await search.getByRole('button', { name: 'بحث' }).click();
    const row = page.getByRole('row').filter({ hasText: shopper.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText('فعّال');
    await expect(row).toContainText('0599000000');
    // One order; its amount in Arabic-Indic digits.
    await expect(row.getByRole('cell').nth(4)).toHaveText('١');
    await expect(row.getByRole('cell').nth(5)).toContainText(/[٠-٩]/);
    await expectAccessible(page);

    await row.getByRole('link', { name: `فتح صفحة الزبون ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Old City 12, Jerusalem')).toBeVisible();
    const orderLink = page.getByRole('link', { name: `فتح الطلب ${order.OrderNumber}` });
    await expect(orderLink).toHaveAttribute('href', `/admin/orders/${order.OrderId}`);
    await expectAccessible(page);

    // Disabling warns first; Cancel has the focus and Escape leaves the account as it was.
    await page.getByRole('button', { name: 'تعطيل الحساب' }).click();
    const dialog = page.getByRole('dialog', { name: `تعطيل حساب ${name}؟` });
    await expect(dialog).toContainText('ولن يتمكّن من تسجيل الدخول حتى يُفعَّل الحساب من جديد');
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await logIn(request, shopper)).body.token).toBeTruthy();

    expect(await orderHistoryStatus(request, shopper)).toBe(200);
    await page.getByRole('button', { name: 'تعطيل الحساب' }).click();
    await dialog.getByRole('button', { name: 'تعطيل', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `عُطِّل حساب ${name}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('معطَّل منذ');
    // The session the shopper had ended with it.
    expect(await orderHistoryStatus(request, shopper)).toBe(401);
    const refused = await logIn(request, shopper);
    expect(refused.rows).toEqual([{ ResponseMsg: DISABLED_MESSAGE }]);
    expect(refused.body.message).toBe(DISABLED_MESSAGE);
    expect(refused.body.token).toBeUndefined();
    await expectAccessible(page);

    // At a phone's width the orders table scrolls inside itself, not the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/customer-ar-375.png', fullPage: true });

    await page.getByRole('button', { name: 'تفعيل الحساب' }).click();
    await expect(page.getByRole('status').filter({ hasText: `فُعِّل حساب ${name}` })).toBeVisible();
    const again = await logIn(request, shopper);
    expect(again.rows[0]).toMatchObject({ UserID: shopper.user.UserID });
    expect(again.body.token).toBeTruthy();

    // Back in the list, the disabled filter finds them among the active accounts; the list at a
    // phone's width scrolls inside itself.
    await page.getByRole('link', { name: 'العودة إلى الزبائن' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'الزبائن' })).toBeVisible();
    await search.getByLabel('الحساب').selectOption('false');
    await search.getByLabel('البحث بالاسم أو البريد أو الهاتف').fill(shopper.email);
    await search.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/disabled=false/);
    await expect(page.getByRole('row').filter({ hasText: shopper.email })).toHaveCount(1);
    await search.getByLabel('الحساب').selectOption('true');
    await search.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/disabled=true/);
    await expect(page.getByRole('row').filter({ hasText: shopper.email })).toHaveCount(0);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/customers-ar-375.png', fullPage: true });

    // In English, the list and the customer are as clean.
    await page.setViewportSize({ width: 1280, height: 900 });
    await showIn(page, 'en');
    await page.getByRole('search').getByLabel('Account').selectOption('');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const englishRow = page.getByRole('row').filter({ hasText: shopper.email });
    await expect(englishRow).toContainText('Active');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/customers-en.png', fullPage: true });
    await englishRow.getByRole('link', { name: `Open the customer ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Disable the account' }).click();
    await expect(page.getByRole('dialog', { name: `Disable ${name}’s account?` })).toContainText(
      'they cannot log in until the account is enabled again',
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/customer-en.png', fullPage: true });
  });

  test('answers seller requests in English on a phone: rejects one with a reason, approves one (en, ar)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = mark();
    const first = { name: `Nadia${id} Saleh`, email: `seller-one-${id}@example.com` };
    const second = { name: `Rana${id} Saleh`, email: `seller-two-${id}@example.com` };
    const third = { name: `Huda${id} Saleh`, email: `seller-three-${id}@example.com` };
    await fileSellerRequest(request, `Nadia${id}`, first.email);
    await fileSellerRequest(request, `Rana${id}`, second.email);
    await fileSellerRequest(request, `Huda${id}`, third.email);
    const listed = (await (
      await adminApi(page.request).get(`/seller-requests?q=${id}`)
    ).json()) as AdminSellerRequestPage;
    expect(listed.items).toHaveLength(3);
    const country = listed.items[0]!.country!;

    await page.goto(`${ADMIN_URL}seller-requests`);
    await showIn(page, 'en');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'Seller requests' })).toBeVisible();
    const search = page.getByRole('search');
    // The list opens on the requests waiting for a decision.
    await expect(search.getByLabel('Status')).toHaveValue('pending');
    await search.getByLabel('Search name, email or phone').fill(id);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(3);
    const firstRow = page.getByRole('row').filter({ hasText: first.email });
    await expect(firstRow).toContainText(first.name);
    await expect(firstRow).toContainText('0599111222');
    await expect(firstRow).toContainText(country);
    await expect(firstRow).toContainText('Waiting');
    await expectAccessible(page);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/seller-requests-en-375.png', fullPage: true });

    // The second is rejected: not without a reason, which is then shown with who decided.
    await page.getByRole('link', { name: `Open the request from ${second.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
    await expect(page.getByText('Old City, Nablus')).toBeVisible();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const reason = page.getByRole('textbox', { name: 'Reason for the rejection' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Required\./);
    await expect(page.getByText('Required.', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/seller-request-en-375.png', fullPage: true });
    await reason.fill('We only take sellers of hand-made goods this season.');
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${second.name}’s request is rejected and the reason was mailed` }),
    ).toBeVisible();
    const decision = page.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText('Rejected');
    await expect(decision).toContainText(OWNER.name);
    await expect(decision).toContainText('We only take sellers of hand-made goods this season.');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expectAccessible(page);

    // The first is approved after confirming what it makes.
    await page.getByRole('link', { name: 'Back to seller requests' }).click();
    await search.getByLabel('Search name, email or phone').fill(first.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `Open the request from ${first.name}` }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${first.name} as a seller?` });
    await expect(dialog).toContainText('A seller record and a seller account are made');
    await expect(dialog).toContainText('the applicant is mailed');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${first.name} is approved` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Decision' })).toContainText('Approved');
    await expectNoPageOverflow(page);

    // The third was approved elsewhere while this screen was open: the 409 is explained.
    await page.getByRole('link', { name: 'Back to seller requests' }).click();
    await search.getByLabel('Search name, email or phone').fill(third.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `Open the request from ${third.name}` }).click();
    const thirdId = listed.items.find((item) => item.email === third.email)!.id;
    expect((await adminApi(page.request).post(`/seller-requests/${thirdId}/approve`, {})).status()).toBe(200);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert')).toContainText('This request was decided already, so nothing was changed.');
    await expect(page.getByRole('region', { name: 'Decision' })).toContainText('Approved');

    // The approved ones are listed as approved; in Arabic the list and a request are as clean.
    await page.getByRole('link', { name: 'Back to seller requests' }).click();
    await search.getByLabel('Status').selectOption('approved');
    await search.getByLabel('Search name, email or phone').fill(id);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(2);
    await expect(page.getByRole('row').filter({ hasText: first.email })).toContainText('Approved');
    // The language switch is reached at a desktop's width (the phone's menu hides the sections).
    await page.setViewportSize({ width: 1280, height: 900 });
    await showIn(page, 'ar');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('row').filter({ hasText: first.email })).toContainText('مقبول');
    await expectAccessible(page);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/seller-requests-ar-375.png', fullPage: true });
    await search.getByLabel('الحالة').selectOption('rejected');
    await search.getByRole('button', { name: 'بحث' }).click();
    await page.getByRole('link', { name: `فتح طلب ${second.name}` }).click();
    await expect(page.getByRole('region', { name: 'القرار' })).toContainText('مرفوض');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/seller-request-ar.png', fullPage: true });
  });
});
