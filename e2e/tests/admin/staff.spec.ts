// The owner's staff screens and every member's "My account". Each test makes members of its own
// (unique emails), so tests running at the same time never meet; the shared owner is never demoted,
// deactivated or given two-factor sign-in (the one attempt to demote them must be refused).
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_URL,
  CATALOGUE_MEMBER,
  OWNER,
  adminApi,
  expectAccessible,
  showIn,
  signIn,
  signedInState,
} from '../../support/admin-app';
import { BACKOFFICE_URL } from '../../support/servers';
import { expect, test } from '../../support/test';
import { currentStep, totpCode } from '../../support/totp';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const newMember = (label: string) => {
  const id = unique();
  return {
    name: `${label} ${id}`,
    email: `${label.toLowerCase()}-${id}@shop.example`,
    password: `Cedar-Lantern-${id}`,
  };
};

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Admin sections|أقسام الإدارة)$/ }).first();

/** No sideways scrolling of the whole page (tables scroll inside their own region). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A member's own API session, outside any browser: signs in with their password (and code). */
async function memberApi(
  member: { email: string; password: string },
  headers: Record<string, string>,
  code?: string,
): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL: `${BACKOFFICE_URL}/api/v1/admin/`,
    extraHTTPHeaders: { ...headers, origin: new URL(BACKOFFICE_URL).origin },
  });
  const signedIn = await context.post('session', { data: { email: member.email, password: member.password, code } });
  expect(signedIn.status()).toBe(200);
  return context;
}

test.describe('the owner’s staff screens', () => {
  test.use({ storageState: signedInState('owner') });

  test('adds an orders member in Arabic, finds them in the list, and deactivates them', async ({ page }) => {
    const member = newMember('Orders');
    await page.goto(ADMIN_URL);
    await showIn(page, 'ar');
    await nav(page).getByRole('link', { name: 'الموظفون' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'الموظفون' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'إضافة موظف' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'إضافة موظف' })).toBeVisible();
    // Nothing filled in: each field says what it needs, in Arabic.
    await page.getByRole('button', { name: 'إضافة الموظف' }).click();
    await expect(page.getByLabel('الاسم')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('هذا الحقل مطلوب.')).toHaveCount(3);
    await expect(page.getByText('اختر دورًا.')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('الاسم').fill(member.name);
    await page.getByLabel('البريد الإلكتروني').fill(member.email);
    await page.getByLabel('كلمة المرور').fill(member.password);
    await expect(page.getByText('طلبات العملاء: متابعتها وتغيير حالتها.')).toBeVisible();
    // Exact: the notification box's label speaks of new orders (الطلبات الجديدة) too.
    await page.getByLabel('الطلبات', { exact: true }).check();
    await page.getByLabel('لغة الإدارة').selectOption('ar');
    await page.getByLabel('أرسل إليه بريدًا إلكترونيًا عن الطلبات الجديدة وطلبات البائعين ورسائل التواصل').check();
    await page.getByRole('button', { name: 'إضافة الموظف' }).click();

    await expect(page).toHaveURL(/\/admin\/staff\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `تمت إضافة ${member.name}` })).toBeVisible();
    await expectAccessible(page);
    const created = await (await adminApi(page.request).get(`/staff/${id}`)).json();
    expect(created.staff).toMatchObject({
      email: member.email,
      role: 'orders',
      language: 'ar',
      active: true,
      notifyByMail: true,
    });

    await page.getByRole('link', { name: 'كل الموظفين' }).click();
    const search = page.getByRole('search');
    await search.getByLabel('ابحث بالاسم أو البريد الإلكتروني').fill(member.email);
    await search.getByLabel('الدور').selectOption('orders');
    await search.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/role=orders/);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'الطلبات' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'العربية' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'مفعّل', exact: true })).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'نعم', exact: true })).toBeVisible();

    await row.getByRole('link', { name: member.name }).click();
    await page.getByLabel('مفعّل: يمكنه تسجيل الدخول').uncheck();
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
    const deactivated = await (await adminApi(page.request).get(`/staff/${id}`)).json();
    expect(deactivated.staff.active).toBe(false);

    // Listed among the inactive, and refused at sign-in.
    await page.getByRole('link', { name: 'كل الموظفين' }).click();
    await search.getByLabel('ابحث بالاسم أو البريد الإلكتروني').fill(member.email);
    await search.getByLabel('الحالة').selectOption('false');
    await search.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/active=false/);
    const inactive = page.getByRole('row').filter({ hasText: member.email });
    await expect(inactive.getByRole('cell', { name: 'غير مفعّل', exact: true })).toHaveCount(2);
    const refused = await adminApi(page.request).post('/session', { email: member.email, password: member.password });
    expect(refused.status()).toBe(401);
  });

  test('explains what is wrong with a new member, in English', async ({ page }) => {
    await page.goto(ADMIN_URL);
    await showIn(page, 'en');
    await nav(page).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add a staff member' }).click();
    await page.getByRole('button', { name: 'Add the member' }).click();
    await expect(page.getByText('Required.')).toHaveCount(3);
    await expect(page.getByText('Choose a role.')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill('Nadia Farouk');
    // Exact: the notification box's label starts with "Email them about".
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Catalogue').check();
    await page.getByRole('button', { name: 'Add the member' }).click();
    await expect(page.getByText('Enter an email address such as name@example.com.')).toBeVisible();
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await expect(page.getByText('Choose a role.')).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Add the member' }).click();
    await expect(page.getByText('This password is too common. Choose another one.')).toBeVisible();

    // An email in use is refused by the server (409) and shown under the field.
    await page.getByLabel('Email', { exact: true }).fill(CATALOGUE_MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill('Long-Enough-Pass-99');
    await page.getByRole('button', { name: 'Add the member' }).click();
    await expect(page.getByText('A staff member with this email exists already.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/staff\/new$/);
    await expectAccessible(page);
  });

  test('sets a new password for a member and turns off the two-factor sign-in of one who lost their phone', async ({
    page,
    extraHTTPHeaders,
  }) => {
    const member = newMember('Moderator');
    const created = await adminApi(page.request).post('/staff', { ...member, role: 'moderator', language: 'en' });
    expect(created.status()).toBe(201);
    const { staff } = await created.json();
    // The member turns two-factor on for themselves.
    const own = await memberApi(member, extraHTTPHeaders ?? {});
    const { secret } = await (await own.post('session/totp')).json();
    expect((await own.post('session/totp/confirm', { data: { code: totpCode(secret, currentStep()) } })).status()).toBe(
      200,
    );
    await own.dispose();

    await page.goto(ADMIN_URL);
    await showIn(page, 'en');
    await nav(page).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('search').getByLabel('Search by name or email').fill(member.email);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
    await row.getByRole('link', { name: member.name }).click();
    await expect(
      page.getByText('On: this member signs in with a code from their authenticator app as well.'),
    ).toBeVisible();
    await expectAccessible(page);

    const renamed = `${member.name} Saleh`;
    await page.getByLabel('Name').fill(renamed);
    await page.getByLabel('Catalogue').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    const newPassword = `Fig-Orchard-${unique()}`;
    // The card is a region named by its heading, "New password", like the field inside it.
    await page.getByRole('region', { name: 'New password' }).getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page.getByText('The new password is set. Share it with the member privately.')).toBeVisible();

    await page.getByRole('button', { name: 'Turn off two-factor' }).click();
    const dialog = page.getByRole('dialog', { name: `Turn off two-factor sign-in for ${renamed}?` });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Turn off two-factor' }).click();
    await expect(page.getByText(`Two-factor sign-in is off for ${renamed}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toHaveCount(0);

    const changed = await (await adminApi(page.request).get(`/staff/${staff.id}`)).json();
    expect(changed.staff).toMatchObject({ name: renamed, role: 'catalogue', twoFactor: false });
    // The new password signs in without a code now.
    const again = await memberApi({ email: member.email, password: newPassword }, extraHTTPHeaders ?? {});
    await again.dispose();
  });

  test('cannot demote themselves while the shop’s only active owner: the server refuses and says why', async ({
    page,
  }) => {
    const owners = await (await adminApi(page.request).get('/staff?role=owner&active=true')).json();
    // No admin test makes a second owner; with one the demotion would go through, so stop before it.
    expect(owners.total, 'the shared owner must be the only active owner').toBe(1);

    await page.goto(ADMIN_URL);
    await showIn(page, 'en');
    await nav(page).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('search').getByLabel('Search by name or email').fill(OWNER.email);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `${OWNER.name} (you)` }).click();
    // One's own password and two-factor are changed under My account.
    await expect(page.getByRole('link', { name: 'Go to My account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toHaveCount(0);

    await page.getByLabel('Catalogue').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The shop needs at least one active owner: make another member an owner first, then change this one.',
    );
    const session = await (await adminApi(page.request).get('/session')).json();
    expect(session.staff.role).toBe('owner');

    // Back to the list as searched, and the member page read afresh: still the owner.
    await page.goBack();
    await page.getByRole('link', { name: `${OWNER.name} (you)` }).click();
    await expect(page.getByLabel('Owner')).toBeChecked();
  });

  test('opts a member in to notification emails; owners are shown as always mailed (en)', async ({ page }) => {
    const member = newMember('Notices');
    const created = await adminApi(page.request).post('/staff', { ...member, role: 'catalogue', language: 'en' });
    expect(created.status()).toBe(201);
    const { staff } = await created.json();
    expect(staff.notifyByMail).toBe(false);
    const notifyBox = 'Email them about new orders, seller requests and contact messages';

    await page.goto(ADMIN_URL);
    await showIn(page, 'en');
    await nav(page).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('columnheader', { name: 'Notification emails' })).toBeVisible();
    const search = page.getByRole('search');
    await search.getByLabel('Search by name or email').fill(member.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

    await row.getByRole('link', { name: member.name }).click();
    await expect(page.getByLabel(notifyBox)).not.toBeChecked();
    await expect(
      page.getByText('Each email links to the order, seller request or message in the admin.'),
    ).toBeVisible();
    // Keyboard: Space ticks the box, the form saves it.
    await page.getByLabel(notifyBox).focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel(notifyBox)).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expectAccessible(page);
    const saved = await (await adminApi(page.request).get(`/staff/${staff.id}`)).json();
    expect(saved.staff).toMatchObject({ role: 'catalogue', notifyByMail: true });

    // Choosing Owner (not saved: the shared owner must stay the only one) locks the box on, and says why.
    await page.getByLabel('Owner').check();
    await expect(page.getByLabel(notifyBox)).toBeChecked();
    await expect(page.getByLabel(notifyBox)).toBeDisabled();
    await expect(page.getByText('Owners always get these emails.')).toBeVisible();
    await expectAccessible(page);

    // Each search is awaited in the address: the box is filled afresh when the list arrives.
    await page.getByRole('link', { name: 'All staff' }).click();
    await search.getByLabel('Search by name or email').fill(member.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(member.email)}`));
    await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
    await search.getByLabel('Search by name or email').fill(OWNER.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(OWNER.email)}`));
    const ownerRow = page.getByRole('row').filter({ hasText: OWNER.email });
    await expect(ownerRow.getByRole('cell', { name: 'Always (owner)' })).toBeVisible();

    // The owner's own account shows the box ticked and locked too.
    await nav(page).getByRole('link', { name: 'My account' }).click();
    const ownBox = page.getByLabel('Email me about new orders, seller requests and contact messages');
    await expect(ownBox).toBeChecked();
    await expect(ownBox).toBeDisabled();
    await expect(page.getByText('As an owner, you always get these emails.')).toBeVisible();
    await expectAccessible(page);
  });

  test('works on a phone: the list scrolls inside its table, the forms fit', async ({ page }) => {
    await page.goto(ADMIN_URL);
    await showIn(page, 'ar');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'القائمة' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'الموظفون' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'إضافة موظف' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'إضافة موظف' })).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAccessible(page);
  });
});

test.describe('my account', () => {
  test.use({ storageState: signedInState('owner') });

  test('a member turns on two-factor sign-in, signs in with a code, switches to Arabic, changes their password and signs out everywhere', async ({
    page: ownerPage,
    browser,
    extraHTTPHeaders,
  }) => {
    const member = newMember('Account');
    const created = await adminApi(ownerPage.request).post('/staff', { ...member, role: 'orders', language: 'en' });
    expect(created.status()).toBe(201);

    // A browser of the member's own: not the owner's signed-in state this file's tests start from.
    const context = await browser.newContext({ extraHTTPHeaders, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signIn(page, member);
    await nav(page).getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await expectAccessible(page);

    // Two-factor: the QR code and the key, a wrong code refused, the app's code accepted.
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code that adds the shop to your authenticator app' })).toBeVisible();
    const secret = (await page.locator('code').textContent())?.replace(/\s/g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page);
    const confirmed = currentStep();
    const code = page.getByLabel('Code from your authenticator app');
    await code.fill(totpCode(secret, confirmed - 5));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByText('That code is not right. Enter the code the app shows now.')).toBeVisible();
    await code.fill(totpCode(secret, confirmed));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByText('Two-factor sign-in is on.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Turn off two-factor sign-in' })).toBeVisible();

    // Signing in now asks for the code (a later step's: each code works once).
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Authentication code').fill(totpCode(secret, confirmed + 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible();

    // The saved language switches the whole admin at once; the notification emails are saved with it.
    await nav(page).getByRole('link', { name: 'My account' }).click();
    const notifyBox = page.getByLabel('Email me about new orders, seller requests and contact messages');
    await expect(notifyBox).not.toBeChecked();
    await expect(
      page.getByText('Each email links to the order, seller request or message in the admin.'),
    ).toBeVisible();
    await notifyBox.check();
    await page.getByLabel('Admin language').selectOption('ar');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
    await expect(
      page.getByLabel('أرسل إليّ بريدًا إلكترونيًا عن الطلبات الجديدة وطلبات البائعين ورسائل التواصل'),
    ).toBeChecked();
    const { staff } = await created.json();
    const opted = await (await adminApi(ownerPage.request).get(`/staff/${staff.id}`)).json();
    expect(opted.staff).toMatchObject({ language: 'ar', notifyByMail: true });
    await expectAccessible(page);

    const newPassword = `Pomegranate-Courtyard-${unique()}`;
    await page.getByLabel('كلمة المرور الحالية').fill('not-my-password');
    await page.getByLabel('كلمة المرور الجديدة').fill(newPassword);
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('هذه ليست كلمة مرورك الحالية.')).toBeVisible();
    await page.getByLabel('كلمة المرور الحالية').fill(member.password);
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('تم تغيير كلمة المرور، وسُجِّل خروجك من أجهزتك الأخرى.')).toBeVisible();

    await page.getByLabel('أو كلمة مرورك').fill(newPassword);
    await page.getByRole('button', { name: 'إيقاف', exact: true }).click();
    await expect(page.getByText('تم إيقاف التحقّق بخطوتين.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعداد التحقّق بخطوتين' })).toBeVisible();

    // On a phone, the account fits the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoPageOverflow(page);
    await expectAccessible(page);

    // Signing out everywhere ends another device's session too.
    const elsewhere = await memberApi({ email: member.email, password: newPassword }, extraHTTPHeaders ?? {});
    expect((await elsewhere.get('session')).status()).toBe(200);
    await page.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }).click();
    const dialog = page.getByRole('dialog', { name: 'تسجيل الخروج من كل الأجهزة؟' });
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeFocused();
    await dialog.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await elsewhere.get('session')).status()).toBe(401);
    await elsewhere.dispose();
    await context.close();
  });
});
