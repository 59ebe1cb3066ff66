import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  Language,
  type LanguageCode,
  Messages,
  ScreenEntity,
  type ScreenEntityName,
  ScreenLabels,
  StorageKey,
} from '@shop/contract';

import { BACKOFFICE_URL } from '../support/servers';
import { createShopper, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { axeOf } from '../support/axe';

// The profile update, become-seller and contact screens (spec sections 2, 4, 5 and 8), in
// English and Arabic: their forms, rules, answers and accessibility.

// ---------------------------------------------------------------------------------------------
// What the seeded shop holds, read from the back-office protocol rather than from the page.
// ---------------------------------------------------------------------------------------------

async function backofficeRows<Row>(
  request: APIRequestContext,
  path: string,
  requestParameters: Record<string, unknown>,
  language: LanguageCode,
  headers: Record<string, string> = {},
): Promise<Row[]> {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/${path}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': language, ...headers },
    data: { requestParameters },
  });
  expect(response.status(), `${path} answers 200`).toBe(200);
  return JSON.parse(((await response.json()) as { data: string }).data) as Row[];
}

/** The texts of a screen entity: English from the contract, Arabic from the back-office's labels. */
async function labelsOf<Entity extends ScreenEntityName>(
  request: APIRequestContext,
  entity: Entity,
  language: LanguageCode,
): Promise<Record<keyof (typeof ScreenLabels)[Entity], string>> {
  const english = ScreenLabels[entity] as Record<keyof (typeof ScreenLabels)[Entity], string>;
  if (language === 'en') return english;
  const [row] = await backofficeRows<{ labelsJsonData: string }>(
    request,
    'common/localization-cstm-portal/get-localization-data',
    { entityId: ScreenEntity[entity], languageCode: language, recordValueJson: '[]' },
    language,
  );
  const overrides = JSON.parse(row?.labelsJsonData ?? '[]') as { labelHtmlId: string; text: string }[];
  return { ...english, ...Object.fromEntries(overrides.map((label) => [label.labelHtmlId, label.text])) };
}

interface Place {
  id: number;
  name: string;
}

/** Palestine, its Nablus governorate and the town of Sebastia, named in `language`. */
async function nablusPlaces(request: APIRequestContext, language: LanguageCode) {
  const countries = await backofficeRows<{ CountryID: number; CountryName: string }>(
    request,
    'dynamic/dataoperation/get-countries-list',
    {},
    language,
  );
  const country = countries.find((row) => row.CountryID === 1)!;
  const statesEn = await backofficeRows<{ StateProvinceID: number; StateName: string }>(
    request,
    'dynamic/dataoperation/get-states-provinces-list',
    { CountryId: country.CountryID },
    'en',
  );
  const stateId = statesEn.find((row) => row.StateName === 'Nablus')!.StateProvinceID;
  const states = await backofficeRows<{ StateProvinceID: number; StateName: string }>(
    request,
    'dynamic/dataoperation/get-states-provinces-list',
    { CountryId: country.CountryID },
    language,
  );
  const citiesEn = await backofficeRows<{ CityID: number; CityName: string }>(
    request,
    'dynamic/dataoperation/get-cities-list',
    { StateProvinceId: stateId },
    'en',
  );
  const cityId = citiesEn.find((row) => row.CityName === 'Sebastia')!.CityID;
  const cities = await backofficeRows<{ CityID: number; CityName: string }>(
    request,
    'dynamic/dataoperation/get-cities-list',
    { StateProvinceId: stateId },
    language,
  );
  const place = (id: number, name: string | undefined): Place => {
    expect(name, `place ${id} is named in ${language}`).toBeTruthy();
    return { id, name: name! };
  };
  return {
    country: place(country.CountryID, country.CountryName),
    state: place(stateId, states.find((row) => row.StateProvinceID === stateId)?.StateName),
    city: place(cityId, cities.find((row) => row.CityID === cityId)?.CityName),
  };
}

async function siteTitle(request: APIRequestContext, language: LanguageCode): Promise<string> {
  const [settings] = await backofficeRows<{ SiteTitle: string }>(request, 'common/get-shop-settings', {}, language);
  return settings!.SiteTitle;
}

// ---------------------------------------------------------------------------------------------
// The spec's messages as each language shows them (the storefront translates them for Arabic).
// ---------------------------------------------------------------------------------------------

const ARABIC: Record<string, string> = {
  [Messages.profileUpdated]: 'تم تحديث الملف الشخصي بنجاح!',
  [Messages.sellerRequestCreated]: 'تم إنشاء طلبك لتصبح بائعاً بنجاح!',
  [Messages.contactSent]: 'تم إرسال رسالتك بنجاح!',
  [Messages.emailExists]: 'البريد الإلكتروني مستخدم من قبل!',
  [Messages.passwordMismatch]: 'كلمتا المرور غير متطابقتين!',
  [Messages.invalidEmail]: 'يرجى إدخال بريد إلكتروني صحيح',
  [Messages.contactNameHint]: 'يرجى إدخال اسمك',
  [Messages.contactEmailHint]: 'يرجى إدخال بريدك الإلكتروني',
  [Messages.contactPhoneHint]: 'يرجى إدخال رقم هاتفك',
  [Messages.contactSubjectHint]: 'يرجى إدخال الموضوع',
  [Messages.contactMessageHint]: 'يرجى إدخال رسالتك',
};

function message(code: LanguageCode, english: string): string {
  return code === 'ar' ? ARABIC[english]! : english;
}

/** '{field} is required': English names fields as the spec does, Arabic by the form's label. */
function required(code: LanguageCode, specField: string, arabicLabel: string): string {
  return code === 'ar' ? `حقل ${arabicLabel} مطلوب` : `${specField} is required`;
}

function maxLength(code: LanguageCode, specField: string, arabicLabel: string, n: number): string {
  return code === 'ar'
    ? `يجب ألا يزيد ${arabicLabel} عن ${n} حرفاً`
    : `${specField} max length should be ${n} characters`;
}

function minLength(code: LanguageCode, specField: string, arabicLabel: string, n: number): string {
  return code === 'ar'
    ? `يجب ألا يقل ${arabicLabel} عن ${n} أحرف`
    : `${specField} min length should be ${n} characters`;
}

function notNumber(code: LanguageCode, specField: string, arabicLabel: string): string {
  return code === 'ar' ? `يجب أن يكون ${arabicLabel} رقماً` : `${specField} should be a number`;
}

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------

/** The breadcrumb's accessible name (the storefront's content-page frame). */
const BREADCRUMB_NAME: Record<LanguageCode, string> = { en: 'Breadcrumb', ar: 'مسار التنقل' };

function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** Shows `text` as a toast, then closes every toast so the next one is read on its own. */
async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.Toastify__close-button').forEach((b) => b.click()),
  );
  await expect(toast(page, text)).toHaveCount(0);
}

/** No serious or critical axe-core violation on the page as it is now. */
async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), StorageKey.user);
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  const { dir } = Language[code];

  test.describe(`update profile (${code})`, () => {
    test('a visitor is sent to the language home', async ({ page }) => {
      const response = await page.goto(`/${code}/update-profile`);

      await expect(page).toHaveURL(new RegExp(`/${code}/$`));
      expect(response?.status()).toBe(200);
    });

    test('a signed-in shopper updates the profile, choosing state and city, and lands home under the new name', async ({
      page,
      request,
    }) => {
      // Sign-up, two logins (Argon2 on purpose) and three page loads: more than the default on a busy machine.
      test.slow();
      const labels = await labelsOf(request, 'UpdateProfile', code);
      const places = await nablusPlaces(request, code);
      const shopper = await createShopper(request, { FirstName: 'Leila', LastName: 'Haddad' });
      await signIn(page, shopper, `/${code}/update-profile`);

      // Filled in from the stored login result.
      const firstName = page.getByRole('textbox', { name: labels.lbl_profile_first_name });
      await expect(firstName).toHaveValue('Leila');
      await expect(page.getByRole('textbox', { name: labels.lbl_profile_last_name })).toHaveValue('Haddad');
      await expect(page.getByRole('textbox', { name: labels.lbl_profile_address })).toHaveValue(
        'Old City 12, Jerusalem',
      );
      await expect(page.getByRole('textbox', { name: labels.lbl_profile_postal_code })).toHaveAttribute(
        'inputmode',
        'numeric',
      );
      const country = page.getByRole('combobox', { name: labels.lbl_profile_country });
      const state = page.getByRole('combobox', { name: labels.lbl_profile_state });
      const city = page.getByRole('combobox', { name: labels.lbl_profile_city });
      await expect(country).toHaveValue(String(places.country.id));
      await expect(city).toBeDisabled();

      await firstName.fill('Samira');
      await page.getByRole('textbox', { name: labels.lbl_profile_mobile }).fill('0598123456');
      await page.getByRole('textbox', { name: labels.lbl_profile_postal_code }).fill('44837');
      // The country's states arrive from /api/locations, then the chosen state's cities.
      await state.selectOption({ label: places.state.name });
      await city.selectOption({ label: places.city.name });
      await page.getByRole('button', { name: labels.lbl_profile_submit }).click();

      await expect(toast(page, message(code, Messages.profileUpdated))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${code}/$`));
      await expect(page.getByRole('banner').getByRole('button', { name: 'Samira' })).toBeVisible();
      expect(await storedUser(page)).toMatchObject({
        UserID: shopper.user.UserID,
        EmailAddress: shopper.email,
        FirstName: 'Samira',
        MobileNo: '0598123456',
        PostalCode: '44837',
        StateProvinceID: places.state.id,
        StateName: places.state.name,
        CityID: places.city.id,
        CityName: places.city.name,
      });
      // The back-office kept it: a new login answers the new profile.
      const [login] = await backofficeRows<Record<string, unknown>>(
        request,
        'dynamic/dataoperation/get-user-login',
        { Email: shopper.email, Password: shopper.password },
        code,
      );
      expect(login).toMatchObject({ FirstName: 'Samira', StateProvinceID: places.state.id, CityID: places.city.id });
    });

    test('the profile rules refuse an empty first name and a postal code that is not a number', async ({
      page,
      request,
    }) => {
      const labels = await labelsOf(request, 'UpdateProfile', code);
      await signIn(page, await createShopper(request), `/${code}/update-profile`);
      const firstName = page.getByRole('textbox', { name: labels.lbl_profile_first_name });
      await expect(firstName).toHaveValue('Leila');
      const save = page.getByRole('button', { name: labels.lbl_profile_submit });

      await firstName.fill('   ');
      await save.click();
      await expectToast(page, required(code, 'First Name', labels.lbl_profile_first_name));

      await firstName.fill('Leila');
      await page.getByRole('textbox', { name: labels.lbl_profile_postal_code }).fill('P-97200');
      await save.click();
      await expectToast(page, notNumber(code, 'Postal Code', labels.lbl_profile_postal_code));

      await expect(page).toHaveURL(new RegExp(`/${code}/update-profile$`));
      await expect(page.getByRole('link', { name: labels.lbl_profile_go_home })).toHaveAttribute('href', `/${code}/`);
    });

    test('a session the back-office has ended is sent to login and forgotten', async ({ page, request }) => {
      const labels = await labelsOf(request, 'UpdateProfile', code);
      const shopper = await createShopper(request);
      await signIn(page, shopper, `/${code}/update-profile`);
      await expect(page.getByRole('textbox', { name: labels.lbl_profile_first_name })).toHaveValue('Leila');
      await backofficeRows(request, 'dynamic/dataoperation/logout-user', {}, code, {
        Token: shopper.token,
        UserID: String(shopper.user.UserID),
      });

      await page.getByRole('button', { name: labels.lbl_profile_submit }).click();

      await expect(page).toHaveURL(new RegExp(`/${code}/login$`));
      await expect.poll(() => storedUser(page)).toBeNull();
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'shop_session')).toBe(false);
    });

    test('has no serious accessibility violation', async ({ page, request }) => {
      const labels = await labelsOf(request, 'UpdateProfile', code);
      await signIn(page, await createShopper(request), `/${code}/update-profile`);
      await expect(page.getByRole('textbox', { name: labels.lbl_profile_first_name })).toHaveValue('Leila');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);

      await expectNoSeriousViolations(page);
    });
  });

  test.describe(`become a seller (${code})`, () => {
    async function openSellerForm(page: Page, request: APIRequestContext) {
      const labels = await labelsOf(request, 'BecomeVendor', code);
      await page.goto(`/${code}/become-seller`);
      const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
      const form = {
        labels,
        firstName: field(labels.lbl_vendor_first_name),
        lastName: field(labels.lbl_vendor_last_name),
        email: field(labels.lbl_vendor_email),
        // Password boxes have no role; the required star stands beside their label, not in it.
        password: page.getByLabel(labels.lbl_vendor_password, { exact: true }),
        confirmPassword: page.getByLabel(labels.lbl_vendor_confirm_password, { exact: true }),
        mobile: field(labels.lbl_vendor_mobile),
        postalCode: field(labels.lbl_vendor_postal_code),
        address: field(labels.lbl_vendor_address),
        country: page.getByRole('combobox', { name: labels.lbl_vendor_country }),
        state: page.getByRole('combobox', { name: labels.lbl_vendor_state }),
        city: page.getByRole('combobox', { name: labels.lbl_vendor_city }),
        submit: page.getByRole('button', { name: labels.lbl_vendor_submit }),
      };
      await expect(form.submit).toBeEnabled();
      return form;
    }

    type SellerForm = Awaited<ReturnType<typeof openSellerForm>>;

    async function fillValidRequest(
      form: SellerForm,
      email: string,
      places: { country: Place } & Partial<{ state: Place; city: Place }>,
    ) {
      await form.firstName.fill('Nadia');
      await form.lastName.fill('Saleh');
      await form.email.fill(email);
      await form.password.fill('embroidery from Hebron');
      await form.confirmPassword.fill('embroidery from Hebron');
      await form.mobile.fill('0599111222');
      await form.country.selectOption({ label: places.country.name });
      if (places.state) await form.state.selectOption({ label: places.state.name });
      if (places.city) await form.city.selectOption({ label: places.city.name });
      await form.postalCode.fill('900');
      await form.address.fill('Old City, Nablus');
    }

    test('a request is filed and the form cleared; the same email again already exists', async ({ page, request }) => {
      const places = await nablusPlaces(request, code);
      const form = await openSellerForm(page, request);
      const email = uniqueEmail('seller');
      await expect(page.getByRole('link', { name: form.labels.lbl_vendor_login_link })).toHaveAttribute(
        'href',
        `/${code}/login`,
      );

      await fillValidRequest(form, email, places);
      await form.submit.click();

      await expectToast(page, message(code, Messages.sellerRequestCreated));
      for (const field of [
        form.firstName,
        form.lastName,
        form.email,
        form.password,
        form.confirmPassword,
        form.address,
      ]) {
        await expect(field).toHaveValue('');
      }
      await expect(form.country).toHaveValue('-999');
      await expect(form.state).toBeDisabled();

      await fillValidRequest(form, email, { country: places.country });
      await form.submit.click();

      await expectToast(page, message(code, Messages.emailExists));
      await expect(form.email).toHaveValue(email);
    });

    test('different passwords: Password does not match!', async ({ page, request }) => {
      const places = await nablusPlaces(request, code);
      const form = await openSellerForm(page, request);
      await fillValidRequest(form, uniqueEmail('seller'), { country: places.country });
      await form.confirmPassword.fill('embroidery from Gaza');

      await form.submit.click();

      await expectToast(page, message(code, Messages.passwordMismatch));
      await expect(form.firstName).toHaveValue('Nadia');
    });

    test('the seller rules name each missing or wrong field', async ({ page, request }) => {
      const places = await nablusPlaces(request, code);
      const form = await openSellerForm(page, request);
      const l = form.labels;

      await form.submit.click();
      await expectToast(page, required(code, 'First Name', l.lbl_vendor_first_name));

      await form.firstName.fill('Nadia');
      await form.lastName.fill('Saleh');
      await form.email.fill('nadia@');
      await form.submit.click();
      await expectToast(page, message(code, Messages.invalidEmail));

      await form.email.fill(uniqueEmail('seller'));
      await form.password.fill('olive');
      await form.submit.click();
      await expectToast(page, minLength(code, 'Password', l.lbl_vendor_password, 8));

      await form.password.fill('embroidery from Hebron');
      await form.confirmPassword.fill('embroidery from Hebron');
      await form.submit.click();
      await expectToast(page, required(code, 'Country', l.lbl_vendor_country));

      await form.country.selectOption({ label: places.country.name });
      await form.submit.click();
      await expectToast(page, required(code, 'Home address', l.lbl_vendor_address));
    });

    test('has no serious accessibility violation', async ({ page, request }) => {
      await openSellerForm(page, request);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);

      await expectNoSeriousViolations(page);
    });
  });

  test.describe(`contact us (${code})`, () => {
    async function openContactForm(page: Page, request: APIRequestContext) {
      const labels = await labelsOf(request, 'ContactUs', code);
      await page.goto(`/${code}/contact-us`);
      const form = {
        labels,
        name: page.getByRole('textbox', { name: labels.lbl_contact_name, exact: true }),
        email: page.getByRole('textbox', { name: labels.lbl_contact_email_field, exact: true }),
        phone: page.getByRole('textbox', { name: labels.lbl_contact_phone_field, exact: true }),
        subject: page.getByRole('textbox', { name: labels.lbl_contact_subject, exact: true }),
        message: page.getByRole('textbox', { name: labels.lbl_contact_message, exact: true }),
        send: page.getByRole('button', { name: labels.lbl_contact_send }),
      };
      await expect(form.send).toBeEnabled();
      return form;
    }

    type ContactForm = Awaited<ReturnType<typeof openContactForm>>;

    async function fillValidMessage(form: ContactForm) {
      await form.name.fill('Omar Khalil');
      await form.email.fill('omar@example.com');
      await form.phone.fill('+970 599 000 000');
      await form.subject.fill('Wholesale olive oil');
      await form.message.fill('Do you ship 20 litres to Amman?');
    }

    test('the title, breadcrumb, details, opening hours, social links and facilities strip', async ({
      page,
      request,
    }) => {
      const labels = await labelsOf(request, 'ContactUs', code);
      const facilities = await labelsOf(request, 'BestFacilities', code);

      const response = await page.goto(`/${code}/contact-us`);

      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${await siteTitle(request, code)} - ${labels.lbl_contact_title}`);
      await expect(page.getByRole('heading', { level: 1, name: labels.lbl_contact_title })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: BREADCRUMB_NAME[code] });
      await expect(breadcrumb.getByRole('link', { name: labels.lbl_contact_breadcrumb_home })).toHaveAttribute(
        'href',
        `/${code}/`,
      );
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(labels.lbl_contact_breadcrumb_current);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: labels.lbl_contact_here_to_help })).toBeVisible();
      for (const line of [labels.lbl_contact_location, labels.lbl_contact_email, labels.lbl_contact_fax]) {
        await expect(main.getByText(line, { exact: true })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: labels.lbl_contact_phone })).toHaveAttribute('href', /^tel:\+970/);
      await expect(main.getByText(labels.lbl_contact_hours_weekdays_time)).toBeVisible();
      if (code === 'en') await expect(main.getByText('8AM - 6PM')).toBeVisible();
      await expect(main.getByText(labels.lbl_contact_hours_closed)).toBeVisible();

      const social = main
        .getByRole('list')
        .filter({ has: page.locator('a[target="_blank"]') })
        .getByRole('link');
      await expect(social).toHaveCount(7);
      for (const link of await social.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('href', /^https:\/\/(www\.)?[a-z]+\.com\/.+/);
        await expect(link).toHaveAccessibleName(new RegExp(labels.lbl_contact_new_tab));
      }
      await expect(main.getByRole('heading', { name: labels.lbl_contact_form_heading })).toBeVisible();
      for (const title of [
        facilities.lbl_facility_freeshipp,
        facilities.lbl_facility_moneyback,
        facilities.lbl_facility_pygateway,
        facilities.lbl_facility_support,
      ]) {
        await expect(main.getByText(title, { exact: true })).toBeVisible();
      }
    });

    test('a sent message says so and clears all five fields', async ({ page, request }) => {
      const form = await openContactForm(page, request);
      await fillValidMessage(form);

      await form.send.click();

      await expectToast(page, message(code, Messages.contactSent));
      for (const field of [form.name, form.email, form.phone, form.subject, form.message]) {
        await expect(field).toHaveValue('');
      }
    });

    test('the form stops each empty field with the spec’s hint, under the field and in a toast', async ({
      page,
      request,
    }) => {
      const form = await openContactForm(page, request);
      const sent = [] as string[];
      page.on('request', (sentRequest) => {
        if (sentRequest.method() === 'POST') sent.push(sentRequest.url());
      });
      const steps: [Locator, string, string][] = [
        [form.name, Messages.contactNameHint, 'Omar Khalil'],
        [form.email, Messages.contactEmailHint, 'omar@example.com'],
        [form.phone, Messages.contactPhoneHint, '0599000000'],
        [form.subject, Messages.contactSubjectHint, 'Olive oil'],
        [form.message, Messages.contactMessageHint, 'Hello'],
      ];

      for (const [field, hint, value] of steps) {
        await form.send.click();
        await expectToast(page, message(code, hint));
        await expect(field).toBeFocused();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(message(code, hint));
        await field.fill(value);
        await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      }
      expect(sent).toEqual([]);
    });

    test('an address like qa@ gets the spec’s email message in the page’s language, not the browser’s', async ({
      page,
      request,
    }) => {
      const form = await openContactForm(page, request);
      await fillValidMessage(form);
      const sent = [] as string[];
      page.on('request', (sentRequest) => {
        if (sentRequest.method() === 'POST') sent.push(sentRequest.url());
      });

      await form.email.fill('qa@');
      await form.send.click();

      await expect(toast(page, message(code, Messages.invalidEmail))).toBeVisible();
      await expect(form.email).toBeFocused();
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.email).toHaveAccessibleDescription(message(code, Messages.invalidEmail));
      await expect(
        page.getByRole('main').getByText(message(code, Messages.invalidEmail), { exact: true }),
      ).toBeVisible();
      expect(sent).toEqual([]);
    });

    test('the contact rules name each field that is blank, too long or not an email', async ({ page, request }) => {
      const form = await openContactForm(page, request);
      const l = form.labels;
      const fields: [Locator, string, string, number, string][] = [
        [form.name, 'Name', l.lbl_contact_name, 200, 'Omar Khalil'],
        [form.email, 'Email', l.lbl_contact_email_field, 100, 'omar@example.com'],
        [form.phone, 'Phone Number', l.lbl_contact_phone_field, 20, '0599000000'],
        [form.subject, 'Subject', l.lbl_contact_subject, 150, 'Olive oil'],
        [form.message, 'Message', l.lbl_contact_message, 2000, 'Hello'],
      ];
      await fillValidMessage(form);

      for (const [field, specField, label, limit, valid] of fields) {
        // Spaces are no empty field to the hint, but blank to the spec's rule (an email box drops them).
        if (specField !== 'Email') {
          await field.fill('   ');
          await form.send.click();
          await expectToast(page, required(code, specField, label));
        }
        await field.fill(specField === 'Email' ? `${'o'.repeat(limit)}@example.com` : 'x'.repeat(limit + 1));
        await form.send.click();
        await expectToast(page, maxLength(code, specField, label, limit));
        await field.fill(valid);
      }
      // The browser takes a@b for an email; the spec's rule wants a domain with a dot.
      await form.email.fill('omar@localhost');
      await form.send.click();
      await expectToast(page, message(code, Messages.invalidEmail));
      await expect(form.name).toHaveValue('Omar Khalil');
    });

    test('the floating chat button, the footer link and /contact lead here', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ContactUs', code);
      const footer = await labelsOf(request, 'Footer', code);
      const heading = page.getByRole('heading', { level: 1, name: labels.lbl_contact_title });

      await page.goto(`/${code}/faq`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: footer.lbl_footer_chat }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}/contact-us$`));
      await expect(heading).toBeVisible();

      await page.goto(`/${code}/about`, { waitUntil: 'networkidle' });
      await page.getByRole('contentinfo').getByRole('link', { name: footer.lbl_footer_contact, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}/contact-us$`));
      await expect(heading).toBeVisible();

      await page.goto(`/${code}/contact`);
      await expect(page).toHaveURL(new RegExp(`/${code}/contact-us$`));
      await expect(heading).toBeVisible();
    });

    test('has no serious accessibility violation', async ({ page, request }) => {
      await openContactForm(page, request);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);

      await expectNoSeriousViolations(page);
    });
  });
}
