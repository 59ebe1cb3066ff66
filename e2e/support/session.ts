import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';
import { type LoginSuccessRow, StorageKey } from '@shop/contract';

import { BACKOFFICE_URL, STOREFRONT_URL } from './servers';
import { openStorageOnly } from './test';

/** A customer made for one test through the back-office protocol, signed in there. */
export interface Shopper {
  email: string;
  password: string;
  token: string;
  user: LoginSuccessRow;
}

async function post(request: APIRequestContext, path: string, requestParameters: object, headers = {}) {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/${path}`, {
    headers: { Token: '', UserID: '', ...headers },
    data: { requestParameters },
  });
  const body = (await response.json()) as { data: string; token?: string; errorMessage?: string };
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${body.errorMessage ?? ''}`);
  return { rows: JSON.parse(body.data) as Record<string, unknown>[], token: body.token };
}

/**
 * Signs up a new customer (a unique email per call) and logs in at the back-office. Country 1 is
 * the first seeded country; state and city are left unchosen (-999), as the spec allows.
 */
export async function createShopper(
  request: APIRequestContext,
  details: Partial<{ FirstName: string; LastName: string; Password: string; AddressLineOne: string }> = {},
  /** The address the calls say they come from (X-Forwarded-For, for a back-office behind a proxy it trusts). */
  clientAddress?: string,
): Promise<Shopper> {
  const from = clientAddress ? { 'X-Forwarded-For': clientAddress } : {};
  const email = `shopper-${randomUUID()}@example.com`;
  const password = details.Password ?? 'olive grove 1948';
  await post(
    request,
    'dynamic/dataoperation/signup-user',
    {
      FirstName: details.FirstName ?? 'Leila',
      LastName: details.LastName ?? 'Haddad',
      EmailAddress: email,
      Password: password,
      CountryID: 1,
      StateProvinceId: -999,
      CityId: -999,
      AddressLineOne: details.AddressLineOne ?? 'Old City 12, Jerusalem',
      MobileNo: '0599000000',
      PostalCode: '97200',
    },
    from,
  );
  const login = await post(request, 'dynamic/dataoperation/get-user-login', { Email: email, Password: password }, from);
  if (!login.token) throw new Error(`login of ${email} gave no token`);
  return { email, password, token: login.token, user: login.rows[0] as LoginSuccessRow };
}

/**
 * Puts `shopper` in the page's browser as the storefront's own login would: the httpOnly session
 * cookie and the stored user. Opens `path` afterwards, signed in.
 */
export async function signIn(page: Page, shopper: Shopper, path = '/en/'): Promise<void> {
  await page.context().addCookies([
    {
      name: 'shop_session',
      value: `${shopper.user.UserID}.${shopper.token}`,
      url: STOREFRONT_URL,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  await openStorageOnly(page);
  await page.evaluate(([key, user]) => window.localStorage.setItem(key, user), [
    StorageKey.user,
    JSON.stringify(shopper.user),
  ] as const);
  await page.goto(path);
}
