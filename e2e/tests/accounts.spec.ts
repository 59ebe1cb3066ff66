import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { type LanguageCode, Messages, ScreenLabels, StorageKey } from '@shop/contract';

import { outboxFiles, readResetCode } from '../support/reset-code-mail';
import { BACKOFFICE_URL, STOREFRONT_URL } from '../support/servers';
import { type Shopper, createShopper, signIn } from '../support/session';
import { expect as baseExpect, test } from '../support/test';
import { labelsOf } from '../support/labels';
import { axeOf } from '../support/axe';

// The account screens (spec sections 2, 4, 5, 6 and 8): login, sign-up with country → state →
// city, and the two-step password reset, in English and Arabic.

// Every login and sign-up hashes a password with Argon2id (19 MiB): on a busy machine an answer,
// and the home page after it, can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// ---------------------------------------------------------------------------------------------
// What the back-office holds, read from its protocol rather than from the page.
// ---------------------------------------------------------------------------------------------

async function backofficeRows<Row>(
  request: APIRequestContext,
  path: string,
  requestParameters: Record<string, unknown>,
  language: LanguageCode,
): Promise<Row[]> {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/${path}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': language },
    data: { requestParameters },
  });
  expect(response.status(), `${path} answers 200`).toBe(200);
  const body = (await response.json()) as { data: string };
  return JSON.parse(body.data) as Row[];
}

/** The first seeded country, its second state and that state's second city, named in `language`. */
async function seededPlace(request: APIRequestContext, language: LanguageCode) {
  const list = 'dynamic/dataoperation';
  const [country] = await backofficeRows<{ CountryID: number; CountryName: string }>(
    request,
    `${list}/get-countries-list`,
    {},
    language,
  );
  const states = await backofficeRows<{ StateProvinceID: number; StateName: string }>(
    request,
    `${list}/get-states-provinces-list`,
    { CountryId: country!.CountryID },
    language,
  );
  const state = states[1] ?? states[0];
  const cities = await backofficeRows<{ CityID: number; CityName: string }>(
    request,
    `${list}/get-cities-list`,
    { StateProvinceId: state!.StateProvinceID },
    language,
  );
  const city = cities[1] ?? cities[0];
  expect(country && state && city, 'the seed has a country with states and cities').toBeTruthy();
  // The storefront lists them in the page's alphabetical order (Intl.Collator), whatever order the
  // back-office answers in.
  const alphabetical = (names: string[]) => names.toSorted(new Intl.Collator(language).compare);
  return {
    country: country!.CountryName,
    states: alphabetical(states.map((row) => row.StateName)),
    state: state!.StateName,
    cities: alphabetical(cities.map((row) => row.CityName)),
    city: city!.CityName,
  };
}

// ---------------------------------------------------------------------------------------------
// The spec's messages as each language shows them.
// ---------------------------------------------------------------------------------------------

const ARABIC: Partial<Record<string, string>> = {
  [Messages.loginSuccess]: 'تم تسجيل الدخول بنجاح!',
  [Messages.loginFailed]: 'البريد الإلكتروني أو كلمة المرور غير صحيحة!',
  [Messages.signupSuccess]: 'تم إنشاء الحساب بنجاح!',
  [Messages.emailExists]: 'البريد الإلكتروني مستخدم من قبل!',
  [Messages.otpSent]: 'أرسلنا رمز التحقق إلى بريدك الإلكتروني. يرجى إدخال الرمز وكلمة المرور الجديدة!',
  [Messages.passwordChanged]: 'تم تغيير كلمة المرور بنجاح. يرجى تسجيل الدخول بكلمة المرور الجديدة!',
  [Messages.passwordMismatch]: 'كلمتا المرور غير متطابقتين!',
  [Messages.resetCodeInvalid]: 'الرمز غير صحيح أو انتهت صلاحيته. يرجى طلب رمز جديد.',
  [Messages.dataRefreshed]: 'تم تحديث جميع البيانات بنجاح.',
};

function shown(message: string, language: LanguageCode): string {
  if (language === 'en') return message;
  const arabic = ARABIC[message];
  expect(arabic, `an Arabic text for "${message}"`).toBeDefined();
  return arabic!;
}

/** '{field} is required': the spec's field name in English, the page's own label in Arabic. */
function requiredMessage(specField: string, arabicLabel: string, language: LanguageCode): string {
  return language === 'en' ? `${specField} is required` : `حقل ${arabicLabel} مطلوب`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The toast showing exactly `text`. */
function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) });
}

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------

/** Opens a page and waits until the browser has taken it over (forms check before sending then). */
async function openPage(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'networkidle' });
}

/** A field of the page's own form, by its label (the footer's newsletter field has an email label too). */
function field(page: Page, label: string): Locator {
  return page.getByRole('main').getByLabel(label, { exact: true });
}

/** Records the form posts the page sends, to tell that a refused form was not sent. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request);
  });
  return posts;
}

/** Clicks a form's submit button and waits for the storefront's answer. */
async function submitAndWait(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), button.click()]);
}

async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), StorageKey.user);
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'shop_session');
}

async function expectAccessible(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const newEmail = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;
const NEW_PASSWORD = 'za3tar and olive oil';

// ---------------------------------------------------------------------------------------------
// Every language
// ---------------------------------------------------------------------------------------------

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  test.describe(`account screens in ${code}`, () => {
    test('sign-up loads states for the country and cities for the state, then lands home signed in', async ({
      page,
      request,
    }) => {
      const labels = await labelsOf(request, 'Signup', code);
      const place = await seededPlace(request, code);
      await openPage(page, `/${code}/signup`);
      await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: labels.lbl_signup_title })).toBeVisible();

      const email = newEmail('signup');
      await field(page, labels.lbl_signup_first_name).fill('Yasmin');
      await field(page, labels.lbl_signup_last_name).fill('Khalil');
      await field(page, labels.lbl_signup_email).fill(email);
      await field(page, labels.lbl_signup_password).fill('olive grove 1948');
      // Email and phone read left to right on Arabic pages too.
      await expect(field(page, labels.lbl_signup_email)).toHaveAttribute('dir', 'ltr');
      await expect(field(page, labels.lbl_signup_contact_no)).toHaveAttribute('dir', 'ltr');

      const stateSelect = field(page, labels.lbl_signup_state);
      const citySelect = field(page, labels.lbl_signup_city);
      // Nothing to choose before the level above is chosen.
      await expect(stateSelect).toBeDisabled();
      await expect(citySelect).toBeDisabled();

      await field(page, labels.lbl_signup_country).selectOption({ label: place.country });
      await expect(stateSelect).toBeEnabled();
      await expect(stateSelect.locator('option')).toHaveText([labels.lbl_signup_select_state, ...place.states]);
      await expect(citySelect).toBeDisabled();
      await stateSelect.selectOption({ label: place.state });
      await expect(citySelect).toBeEnabled();
      await expect(citySelect.locator('option')).toHaveText([labels.lbl_signup_select_city, ...place.cities]);
      await citySelect.selectOption({ label: place.city });

      await field(page, labels.lbl_signup_contact_no).fill('0599 123 456');
      await field(page, labels.lbl_signup_postal_code).fill('97200');
      await field(page, labels.lbl_signup_address).fill('Old City 12, Jerusalem');
      await page.getByRole('button', { name: labels.lbl_signup_submit, exact: true }).click();

      await expect(toast(page, shown(Messages.signupSuccess, code))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${code}/$`));
      // Signed in: the header greets the new customer by first name.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Yasmin' })).toBeVisible();
      const user = await storedUser(page);
      expect(user).toMatchObject({
        FirstName: 'Yasmin',
        EmailAddress: email,
        StateName: place.state,
        CityName: place.city,
      });
      // The session token is not among what scripts can read.
      expect(JSON.stringify(user)).not.toContain('token');
      const cookie = await sessionCookie(page);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.value).toMatch(new RegExp(`^${String(user?.UserID)}\\.`));
    });

    test('/refresh ends the session: Login opens again and order history asks to log in', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Login', code);
      const shopper = await createShopper(request);
      await signIn(page, shopper, `/${code}/`);
      // Signed in, the login page sends the shopper home.
      await openPage(page, `/${code}/login`);
      await expect(page).toHaveURL(`${STOREFRONT_URL}/${code}/`);

      await page.goto(`/${code}/refresh`);
      await expect(page.getByRole('heading', { name: shown(Messages.dataRefreshed, code) })).toBeVisible();
      await page.waitForURL(`${STOREFRONT_URL}/${code}/`);

      expect((await page.context().cookies()).some((cookie) => cookie.name === 'shop_session')).toBe(false);
      await openPage(page, `/${code}/login`);
      await expect(page).toHaveURL(`${STOREFRONT_URL}/${code}/login`);
      await expect(page.getByRole('heading', { level: 1, name: labels.lbl_login_title })).toBeVisible();
      await openPage(page, `/${code}/orders-history`);
      await expect(page).toHaveURL(`${STOREFRONT_URL}/${code}/login`);
      // The back-office no longer takes the old token either.
      const after = await request.post(`${BACKOFFICE_URL}/api/v1/dynamic/dataoperation/logout-user`, {
        headers: { Token: shopper.token, UserID: String(shopper.user.UserID) },
        data: { requestParameters: {} },
      });
      expect(after.status()).toBe(401);
    });

    test('login refuses a wrong password, signs in with the right one and goes home', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Login', code);
      const shopper = await createShopper(request, { FirstName: 'Rami' });
      await openPage(page, `/${code}/login`);
      await expect(page.getByRole('heading', { level: 1, name: labels.lbl_login_title })).toBeVisible();
      await expect(page.getByRole('link', { name: labels.lbl_login_forgot })).toHaveAttribute(
        'href',
        `/${code}/reset-password`,
      );
      await expect(page.getByRole('link', { name: labels.lbl_login_signup_link })).toHaveAttribute(
        'href',
        `/${code}/signup`,
      );

      const email = field(page, labels.lbl_login_email);
      const password = field(page, labels.lbl_login_password);
      const submit = page.getByRole('button', { name: labels.lbl_login_submit, exact: true });
      await expect(email).toHaveAttribute('autocomplete', 'email');
      await expect(password).toHaveAttribute('autocomplete', 'current-password');

      await email.fill(shopper.email);
      await password.fill('not the password');
      await submit.click();
      await expect(toast(page, shown(Messages.loginFailed, code))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${code}/login$`));
      expect(await storedUser(page)).toBeNull();
      expect(await sessionCookie(page)).toBeUndefined();

      await password.fill(shopper.password);
      await submit.click();
      await expect(toast(page, shown(Messages.loginSuccess, code))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${code}/$`));
      await expect(page.getByRole('banner').getByRole('button', { name: 'Rami' })).toBeVisible();
      expect(await storedUser(page)).toMatchObject({ UserID: shopper.user.UserID, FirstName: 'Rami' });
      expect((await sessionCookie(page))?.httpOnly).toBe(true);

      // A signed-in shopper has nothing to do on the login page.
      await openPage(page, `/${code}/login`);
      await expect(page).toHaveURL(new RegExp(`/${code}/$`));
    });

    test('sign-up with an email that has an account says so and keeps what was typed', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Signup', code);
      const place = await seededPlace(request, code);
      const shopper = await createShopper(request);
      await openPage(page, `/${code}/signup`);

      await field(page, labels.lbl_signup_first_name).fill('Nadia');
      await field(page, labels.lbl_signup_last_name).fill('Saleh');
      await field(page, labels.lbl_signup_email).fill(shopper.email.toUpperCase());
      await field(page, labels.lbl_signup_password).fill('another olive grove');
      await field(page, labels.lbl_signup_country).selectOption({ label: place.country });
      await field(page, labels.lbl_signup_address).fill('Main street 3');
      await page.getByRole('button', { name: labels.lbl_signup_submit, exact: true }).click();

      await expect(toast(page, shown(Messages.emailExists, code))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${code}/signup$`));
      await expect(field(page, labels.lbl_signup_first_name)).toHaveValue('Nadia');
      await expect(field(page, labels.lbl_signup_address)).toHaveValue('Main street 3');
      expect(await storedUser(page)).toBeNull();
    });

    test('password reset: code mailed, step 2 replaces step 1, new password set, then login with it', async ({
      page,
      request,
    }) => {
      test.slow();
      const labels = await labelsOf(request, 'ResetPassword', code);
      const loginLabels = await labelsOf(request, 'Login', code);
      const shopper = await createShopper(request, { FirstName: 'Huda' });
      await openPage(page, `/${code}/reset-password`);
      await expect(page.getByRole('heading', { name: labels.lbl_reset_new_customer })).toBeVisible();
      await expect(page.getByRole('link', { name: labels.lbl_reset_create_account })).toHaveAttribute(
        'href',
        `/${code}/signup`,
      );

      const known = await outboxFiles();
      await field(page, labels.lbl_reset_email).fill(shopper.email);
      await page.getByRole('button', { name: labels.lbl_reset_send_code, exact: true }).click();
      await expect(toast(page, shown(Messages.otpSent, code))).toBeVisible();

      // The first form gives way to the second, with the cursor in the code field and the email kept.
      await expect(page.getByRole('heading', { name: labels.lbl_reset_step2_heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: labels.lbl_reset_step1_heading })).toHaveCount(0);
      await expect(page.getByRole('button', { name: labels.lbl_reset_send_code, exact: true })).toHaveCount(0);
      const otp = field(page, labels.lbl_reset_otp);
      await expect(otp).toBeFocused();
      await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(field(page, labels.lbl_reset_email)).toHaveValue(shopper.email);

      const mailed = await readResetCode(shopper.email, known);
      expect(mailed).toMatch(/^\d{6}$/);
      const change = page.getByRole('button', { name: labels.lbl_reset_change_password, exact: true });
      await field(page, labels.lbl_reset_new_password).fill(NEW_PASSWORD);
      await field(page, labels.lbl_reset_confirm_password).fill(NEW_PASSWORD);

      // A wrong code: the back-office's message, and the shopper stays on step 2.
      await otp.fill(mailed === '000000' ? '111111' : '000000');
      await change.click();
      await expect(toast(page, shown(Messages.resetCodeInvalid, code))).toBeVisible();
      await expect(page.getByRole('heading', { name: labels.lbl_reset_step2_heading })).toBeVisible();

      await otp.fill(mailed);
      await change.click();
      await expect(toast(page, shown(Messages.passwordChanged, code))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${code}/login$`));

      // The new password logs in.
      await field(page, loginLabels.lbl_login_email).fill(shopper.email);
      await field(page, loginLabels.lbl_login_password).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: loginLabels.lbl_login_submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}/$`));
      await expect(page.getByRole('banner').getByRole('button', { name: 'Huda' })).toBeVisible();
    });

    test('each form refuses what breaks its rules in the page’s language, sends nothing and points at the field', async ({
      page,
      request,
    }) => {
      test.slow();
      const login = await labelsOf(request, 'Login', code);
      const signup = await labelsOf(request, 'Signup', code);
      const reset = await labelsOf(request, 'ResetPassword', code);
      const posts = recordPosts(page);

      await openPage(page, `/${code}/login`);
      await page.getByRole('button', { name: login.lbl_login_submit, exact: true }).click();
      await expect(toast(page, requiredMessage('Email', login.lbl_login_email, code))).toBeVisible();
      await expect(field(page, login.lbl_login_email)).toBeFocused();

      await openPage(page, `/${code}/signup`);
      await page.getByRole('button', { name: signup.lbl_signup_submit, exact: true }).click();
      await expect(toast(page, requiredMessage('First Name', signup.lbl_signup_first_name, code))).toBeVisible();
      await expect(field(page, signup.lbl_signup_first_name)).toBeFocused();

      await openPage(page, `/${code}/reset-password`);
      await page.getByRole('button', { name: reset.lbl_reset_send_code, exact: true }).click();
      await expect(toast(page, requiredMessage('Email', reset.lbl_reset_email, code))).toBeVisible();
      expect(posts, 'refused forms are not sent').toHaveLength(0);

      // Step 2 of the reset (an email without an account is answered the same, and no mail goes out).
      await field(page, reset.lbl_reset_email).fill(newEmail('nobody'));
      await submitAndWait(page, page.getByRole('button', { name: reset.lbl_reset_send_code, exact: true }));
      await field(page, reset.lbl_reset_otp).fill('123456');
      await field(page, reset.lbl_reset_new_password).fill(NEW_PASSWORD);
      await field(page, reset.lbl_reset_confirm_password).fill(`${NEW_PASSWORD}!`);
      await page.getByRole('button', { name: reset.lbl_reset_change_password, exact: true }).click();
      await expect(toast(page, shown(Messages.passwordMismatch, code))).toBeVisible();
      await expect(field(page, reset.lbl_reset_confirm_password)).toBeFocused();
      expect(posts, 'only the step 1 form was sent').toHaveLength(1);

      // 'Use another email' brings step 1 back with the email kept.
      const used = await field(page, reset.lbl_reset_email).inputValue();
      await page.getByRole('button', { name: reset.lbl_reset_change_email }).click();
      await expect(page.getByRole('heading', { name: reset.lbl_reset_step1_heading })).toBeVisible();
      await expect(field(page, reset.lbl_reset_email)).toHaveValue(used);
      await expect(field(page, reset.lbl_reset_email)).toBeFocused();
    });

    test('the account screens have no serious or critical accessibility problem', async ({ page, request }) => {
      test.slow();
      const reset = await labelsOf(request, 'ResetPassword', code);
      for (const path of ['login', 'signup', 'reset-password']) {
        await openPage(page, `/${code}/${path}`);
        await expectAccessible(page);
      }
      // The second step of the reset, too.
      await field(page, reset.lbl_reset_email).fill(newEmail('nobody'));
      await page.getByRole('button', { name: reset.lbl_reset_send_code, exact: true }).click();
      await expect(field(page, reset.lbl_reset_otp)).toBeFocused();
      await expectAccessible(page);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Every validation message of spec section 5 (English: the messages are the same in any language)
// ---------------------------------------------------------------------------------------------

/** The sign-up form's refusals: a change to valid values, and the toast it brings. */
type SignUpCase = [
  change: Partial<
    Record<
      'FirstName' | 'LastName' | 'EmailAddress' | 'Password' | 'MobileNo' | 'PostalCode' | 'AddressLineOne',
      string
    >
  >,
  message: string,
];

const SIGN_UP_CASES: [group: string, cases: SignUpCase[]][] = [
  [
    'names',
    [
      [{ FirstName: ' ' }, 'First Name is required'],
      [{ FirstName: 'x'.repeat(201) }, 'First Name max length should be 200 characters'],
      [{ LastName: '' }, 'Last Name is required'],
      [{ LastName: 'x'.repeat(151) }, 'Last Name max length should be 150 characters'],
    ],
  ],
  [
    'email',
    [
      [{ EmailAddress: '' }, 'Email is required'],
      [{ EmailAddress: `${'a'.repeat(139)}@example.com` }, 'Email max length should be 150 characters'],
      [{ EmailAddress: 'lina.example.com' }, Messages.invalidEmail],
    ],
  ],
  [
    'password',
    [
      [{ Password: '' }, 'Password is required'],
      [{ Password: 'short' }, 'Password min length should be 8 characters'],
      [{ Password: 'p'.repeat(151) }, 'Password max length should be 150 characters'],
      [{ Password: 'password1' }, Messages.commonPassword],
    ],
  ],
  [
    'country, address, phone and postal code',
    [
      [{}, 'Country is required'],
      [{ AddressLineOne: '' }, 'Shipping address is required'],
      [{ AddressLineOne: 'x'.repeat(601) }, 'Shipping address max length should be 600 characters'],
      [{ MobileNo: '1'.repeat(21) }, 'contact no max length should be 20 characters'],
      [{ PostalCode: '1'.repeat(21) }, 'postal code max length should be 20 characters'],
    ],
  ],
];

test.describe('validation messages of the account forms', () => {
  const login = ScreenLabels.Login;
  const signup = ScreenLabels.Signup;
  const reset = ScreenLabels.ResetPassword;

  test('login', async ({ page }) => {
    const posts = recordPosts(page);
    await openPage(page, '/en/login');
    const email = field(page, login.lbl_login_email);
    const password = field(page, login.lbl_login_password);
    const submit = page.getByRole('button', { name: login.lbl_login_submit, exact: true });

    const cases: [email: string, password: string, message: string][] = [
      ['   ', 'pw', 'Email is required'],
      ['lina@', 'pw', Messages.invalidEmail],
      [`${'a'.repeat(189)}@example.com`, 'pw', 'Email max length should be 200 characters'],
      ['lina@example.com', '', 'Password is required'],
      ['lina@example.com', 'p'.repeat(151), 'Password max length should be 150 characters'],
    ];
    for (const [emailValue, passwordValue, message] of cases) {
      await email.fill(emailValue);
      await password.fill(passwordValue);
      await submit.click();
      await expect(toast(page, message)).toBeVisible();
    }
    expect(posts).toHaveLength(0);
  });

  // Sixteen refusals in four groups: one test of all of them ran into its 90 s on 2 busy cores (CI).
  for (const [group, cases] of SIGN_UP_CASES) {
    test(`sign-up: ${group}`, async ({ page, request }) => {
      test.slow();
      const place = await seededPlace(request, 'en');
      const posts = recordPosts(page);
      await openPage(page, '/en/signup');
      const fields = {
        FirstName: field(page, signup.lbl_signup_first_name),
        LastName: field(page, signup.lbl_signup_last_name),
        EmailAddress: field(page, signup.lbl_signup_email),
        Password: field(page, signup.lbl_signup_password),
        MobileNo: field(page, signup.lbl_signup_contact_no),
        PostalCode: field(page, signup.lbl_signup_postal_code),
        AddressLineOne: field(page, signup.lbl_signup_address),
      };
      const valid: Record<keyof typeof fields, string> = {
        FirstName: 'Lina',
        LastName: 'Haddad',
        EmailAddress: 'lina@example.com',
        Password: 'olive grove 1948',
        MobileNo: '0599 000 000',
        PostalCode: '97200',
        AddressLineOne: 'Old City 12',
      };
      const country = field(page, signup.lbl_signup_country);
      const submit = page.getByRole('button', { name: signup.lbl_signup_submit, exact: true });

      for (const [change, message] of cases) {
        for (const [name, locator] of Object.entries(fields)) {
          await locator.fill({ ...valid, ...change }[name as keyof typeof valid]);
        }
        // Every case but the country's has one chosen.
        await country.selectOption(message === 'Country is required' ? { index: 0 } : { label: place.country });
        await submit.click();
        await expect(toast(page, message)).toBeVisible();
      }
      expect(posts).toHaveLength(0);
    });
  }

  test('password reset, both steps', async ({ page }) => {
    test.slow();
    const posts = recordPosts(page);
    await openPage(page, '/en/reset-password');
    const email = field(page, reset.lbl_reset_email);
    const sendCode = page.getByRole('button', { name: reset.lbl_reset_send_code, exact: true });
    for (const [value, message] of [
      ['', 'Email is required'],
      ['lina@', Messages.invalidEmail],
      [`${'a'.repeat(189)}@example.com`, 'Email max length should be 200 characters'],
    ] as const) {
      await email.fill(value);
      await sendCode.click();
      await expect(toast(page, message)).toBeVisible();
    }
    expect(posts).toHaveLength(0);

    await email.fill(newEmail('nobody'));
    await submitAndWait(page, sendCode);
    const otp = field(page, reset.lbl_reset_otp);
    const password = field(page, reset.lbl_reset_new_password);
    const confirm = field(page, reset.lbl_reset_confirm_password);
    const change = page.getByRole('button', { name: reset.lbl_reset_change_password, exact: true });
    const cases: [otp: string, password: string, confirm: string, message: string][] = [
      ['', NEW_PASSWORD, NEW_PASSWORD, 'OTP is required'],
      ['1234', NEW_PASSWORD, NEW_PASSWORD, 'OTP min length should be 5 characters'],
      ['1'.repeat(16), NEW_PASSWORD, NEW_PASSWORD, 'OTP max length should be 15 characters'],
      ['123456', '', NEW_PASSWORD, 'Password is required'],
      ['123456', 'short', 'short', 'Password min length should be 8 characters'],
      ['123456', 'p'.repeat(151), NEW_PASSWORD, 'Password max length should be 150 characters'],
      ['123456', 'password1', 'password1', Messages.commonPassword],
      ['123456', NEW_PASSWORD, '', 'Confirm Password is required'],
      ['123456', NEW_PASSWORD, 'short', 'Confirm Password min length should be 8 characters'],
      ['123456', NEW_PASSWORD, 'c'.repeat(151), 'Confirm Password max length should be 150 characters'],
      ['123456', NEW_PASSWORD, `${NEW_PASSWORD}?`, Messages.passwordMismatch],
    ];
    for (const [otpValue, passwordValue, confirmValue, message] of cases) {
      await otp.fill(otpValue);
      await password.fill(passwordValue);
      await confirm.fill(confirmValue);
      await change.click();
      await expect(toast(page, message)).toBeVisible();
    }
    expect(posts, 'only the step 1 form was sent').toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// The back-office's own words, and pages without scripts
// ---------------------------------------------------------------------------------------------

test('after five failed logins for an email the back-office says how long to wait', async ({ page, request }) => {
  test.slow();
  const shopper: Shopper = await createShopper(request);
  const labels = ScreenLabels.Login;
  await openPage(page, '/en/login');
  await field(page, labels.lbl_login_email).fill(shopper.email);
  await field(page, labels.lbl_login_password).fill('not the password');
  const submit = page.getByRole('button', { name: labels.lbl_login_submit, exact: true });
  for (let attempt = 1; attempt <= 5; attempt += 1) await submitAndWait(page, submit);
  await expect(toast(page, Messages.loginFailed).first()).toBeVisible();

  // Even the right password waits now.
  await field(page, labels.lbl_login_password).fill(shopper.password);
  await submit.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^Too many failed login attempts for this email\. Please try again in \d+ minutes?/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('on an Arabic page the wait is said in Arabic, by the code of the refusal', async ({ page, request }) => {
  test.slow();
  const shopper: Shopper = await createShopper(request);
  const labels = await labelsOf(request, 'Login', 'ar');
  await openPage(page, '/ar/login');
  await field(page, labels.lbl_login_email).fill(shopper.email);
  await field(page, labels.lbl_login_password).fill('not the password');
  const submit = page.getByRole('button', { name: labels.lbl_login_submit, exact: true });
  for (let attempt = 1; attempt <= 5; attempt += 1) await submitAndWait(page, submit);

  await field(page, labels.lbl_login_password).fill(shopper.password);
  await submit.click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        /^محاولات دخول فاشلة كثيرة لهذا البريد\. يرجى المحاولة بعد (\d+ دقيقة|\d+ دقائق|دقيقتين|دقيقة واحدة) أو إعادة تعيين كلمة المرور\.$/,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/login$/);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form still works and says what happened in the page', async ({ page, request }) => {
    const labels = await labelsOf(request, 'Login', 'ar');
    const shopper = await createShopper(request);
    await page.goto('/ar/login');

    await field(page, labels.lbl_login_email).fill(shopper.email);
    await field(page, labels.lbl_login_password).fill('not the password');
    await page.getByRole('button', { name: labels.lbl_login_submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(shown(Messages.loginFailed, 'ar'));

    await field(page, labels.lbl_login_email).fill(shopper.email);
    await field(page, labels.lbl_login_password).fill(shopper.password);
    await page.getByRole('button', { name: labels.lbl_login_submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: shown(Messages.loginSuccess, 'ar') })).toBeVisible();
    expect((await sessionCookie(page))?.httpOnly).toBe(true);
    await page.getByRole('status').getByRole('link', { name: labels.lbl_login_breadcrumb_home }).click();
    await expect(page).toHaveURL(/\/ar\/$/);
  });
});
