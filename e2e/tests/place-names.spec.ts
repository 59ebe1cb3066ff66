import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';
import type { LanguageCode, LoginSuccessRow } from '@shop/contract';

import { callBackofficeList } from '../support/backoffice';
import { labelsOf } from '../support/labels';
import { BACKOFFICE_URL } from '../support/servers';
import { signIn } from '../support/session';
import { expect, putCart, test } from '../support/test';

// Countries, states and cities in the page's language (issue 19, items 5 and 6): the address
// selects list them in that language's alphabetical order, and checkout names the shopper's
// billing place in the page's language whatever language the account was made or logged in in.

const OTHER: Record<LanguageCode, LanguageCode> = { en: 'ar', ar: 'en' };
// A spice of the seed with no cap and plenty of stock.
const SPICE = 8;

interface Place {
  id: number;
  name: Record<LanguageCode, string>;
}

/** A list of the back-office in both languages, matched by id. */
async function bothLanguages(
  request: APIRequestContext,
  endpoint: string,
  params: Record<string, unknown>,
  idOf: (row: Record<string, unknown>) => number,
  nameOf: (row: Record<string, unknown>) => string,
): Promise<Place[]> {
  const [en, ar] = await Promise.all(
    (['en', 'ar'] as const).map((code) => callBackofficeList<Record<string, unknown>>(request, endpoint, params, code)),
  );
  return en!.map((row) => ({
    id: idOf(row),
    name: { en: nameOf(row), ar: nameOf(ar!.find((other) => idOf(other) === idOf(row))!) },
  }));
}

/** Palestine, its Nablus governorate and the town of Sebastia, named in both languages. */
async function sebastia(request: APIRequestContext) {
  const countries = await bothLanguages(
    request,
    'get-countries-list',
    {},
    (row) => Number(row.CountryID),
    (row) => String(row.CountryName),
  );
  const country = countries.find((place) => place.name.en === 'Palestine')!;
  const states = await bothLanguages(
    request,
    'get-states-provinces-list',
    { CountryId: country.id },
    (row) => Number(row.StateProvinceID),
    (row) => String(row.StateName),
  );
  const state = states.find((place) => place.name.en === 'Nablus')!;
  const cities = await bothLanguages(
    request,
    'get-cities-list',
    { StateProvinceId: state.id },
    (row) => Number(row.CityID),
    (row) => String(row.CityName),
  );
  const city = cities.find((place) => place.name.en === 'Sebastia')!;
  return { country, state, city };
}

async function post(request: APIRequestContext, path: string, requestParameters: object, language: LanguageCode) {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/dynamic/dataoperation/${path}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': language },
    data: { requestParameters },
  });
  expect(response.ok(), `${path} answers 200`).toBe(true);
  const body = (await response.json()) as { data: string; token?: string };
  return { rows: JSON.parse(body.data) as LoginSuccessRow[], token: body.token ?? '' };
}

/** The select's choices as the shopper reads them, the "Select …" choice left out. */
async function choicesOf(page: Page, name: string): Promise<string[]> {
  const select = page.locator(`select[name="${name}"]`);
  await expect(select).toBeEnabled();
  return select.evaluate((element: HTMLSelectElement) =>
    Array.from(element.options)
      .filter((option) => Number(option.value) >= 1)
      .map((option) => option.text),
  );
}

test.describe.configure({ timeout: 60_000 });

for (const code of ['ar', 'en'] as const satisfies readonly LanguageCode[]) {
  test(`/${code}/signup lists countries, states and cities in ${code} alphabetical order`, async ({
    page,
    request,
  }) => {
    const collator = new Intl.Collator(code);
    const place = await sebastia(request);
    await page.goto(`/${code}/signup`);

    const countries = await choicesOf(page, 'CountryID');
    expect(countries).toContain(place.country.name[code]);
    expect(countries).toEqual(countries.toSorted(collator.compare));

    await page.locator('select[name="CountryID"]').selectOption(String(place.country.id));
    const states = await choicesOf(page, 'StateProvinceId');
    expect(states).toContain(place.state.name[code]);
    expect(states).toEqual(states.toSorted(collator.compare));

    await page.locator('select[name="StateProvinceId"]').selectOption(String(place.state.id));
    const cities = await choicesOf(page, 'CityId');
    expect(cities).toContain(place.city.name[code]);
    expect(cities).toEqual(cities.toSorted(collator.compare));
  });

  test(`a shopper signed up on /${OTHER[code]}/ sees the billing place in ${code} on /${code}/checkout`, async ({
    page,
    request,
  }) => {
    const other = OTHER[code];
    const place = await sebastia(request);
    const email = `shopper-${randomUUID()}@example.com`;
    const password = 'olive grove 1948';
    await post(
      request,
      'signup-user',
      {
        FirstName: 'Leila',
        LastName: 'Haddad',
        EmailAddress: email,
        Password: password,
        CountryID: place.country.id,
        StateProvinceId: place.state.id,
        CityId: place.city.id,
        AddressLineOne: 'Old City 12',
        MobileNo: '0599000000',
        PostalCode: '97200',
      },
      other,
    );
    // Logged in on the other language's pages: the record the browser keeps names the place in it.
    const login = await post(request, 'get-user-login', { Email: email, Password: password }, other);
    const user = login.rows[0]!;
    expect(user.CountryName).toBe(place.country.name[other]);
    expect(user.CityName).toBe(place.city.name[other]);

    await signIn(page, { email, password, token: login.token, user }, `/${code}/`);
    await putCart(page, [{ ProductId: SPICE, Quantity: 1, productSelectedAttributes: [] }]);
    await page.goto(`/${code}/checkout`);

    const labels = await labelsOf(request, 'Checkout', code);
    const billing = page.getByRole('region', { name: labels.lbl_checkout_billing_details });
    const field = (label: string) =>
      billing
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(field(labels.lbl_checkout_country)).toHaveText(place.country.name[code]);
    await expect(field(labels.lbl_checkout_state)).toHaveText(place.state.name[code]);
    await expect(field(labels.lbl_checkout_city)).toHaveText(place.city.name[code]);
    await expect(billing).not.toContainText(place.city.name[other]);

    if (code === 'ar') {
      await page.setViewportSize({ width: 375, height: 900 });
      await billing.screenshot({ path: '/tmp/place-names-billing-ar-375.png' });
    }
  });
}
