import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page, Request as PlaywrightRequest } from '@playwright/test';
import { PaymentMethod } from '@shop/contract';

import { type ForgedRequest, attackPage, jsonAsTextPlainForm, startAttackerSite } from '../support/attacker-site';
import { orderableProducts } from '../support/orders';
import { BACKOFFICE_URL, STOREFRONT_URL } from '../support/servers';
import { type Shopper, createShopper, signIn } from '../support/session';
import { expect, test } from '../support/test';

// Cross-site request forgery, tried in Chromium: a shopper signed in at the shop opens a page of
// another origin, which posts to the shop's JSON routes and form actions everything a page may
// send without the shop's consent (text/plain and urlencoded forms, no-cors fetches with cookies).
// The storefront must refuse them all (403), so no order is placed, nobody is logged out, and the
// browser is not logged into the attacker's account; the shop's own pages keep working.

async function backofficeCall(request: APIRequestContext, endpoint: string, params: object, token = '', userId = '') {
  return request.post(`${BACKOFFICE_URL}/api/v1/dynamic/dataoperation/${endpoint}`, {
    headers: { Token: token, UserID: userId },
    data: { requestParameters: params },
  });
}

/** Whether the session the shopper's browser holds still works at the back-office (not logged out). */
async function sessionAlive(request: APIRequestContext, shopper: Shopper): Promise<boolean> {
  const params = { UserId: shopper.user.UserID, recordValueJson: '[]' };
  const response = await backofficeCall(
    request,
    'get-customer-order-history-master',
    params,
    shopper.token,
    String(shopper.user.UserID),
  );
  return response.ok();
}

/** How many orders the shopper has, read through a session of its own (the browser's may be gone). */
async function orderCount(request: APIRequestContext, shopper: Shopper): Promise<number> {
  const login = await backofficeCall(request, 'get-user-login', { Email: shopper.email, Password: shopper.password });
  const { token } = (await login.json()) as { token?: string };
  expect(token, 'the shopper can log in at the back-office').toBeTruthy();
  const userId = String(shopper.user.UserID);
  const params = { UserId: shopper.user.UserID, recordValueJson: '[]' };
  const history = await backofficeCall(request, 'get-customer-order-history-master', params, token, userId);
  expect(history.status()).toBe(200);
  return (JSON.parse(((await history.json()) as { data: string }).data) as unknown[]).length;
}

function cashOrder(productId: number) {
  return {
    lang: 'en',
    idempotencyKey: randomUUID(),
    cart: [{ ProductId: productId, Quantity: 1, productSelectedAttributes: [] }],
    OrderNote: 'forged',
    CouponCode: '',
    PaymentMethod: PaymentMethod.CashOnDelivery,
    paymentToken: '',
    payPalOrderConfirmJson: '',
    currency: 'USD',
  };
}

/** Everything a page of another origin can send: text/plain and form posts, no-cors fetches. */
function forgedRequests(productId: number, attacker: Shopper): ForgedRequest[] {
  return [
    {
      kind: 'form',
      url: `${STOREFRONT_URL}/api/place-order`,
      enctype: 'text/plain',
      fields: jsonAsTextPlainForm(cashOrder(productId)),
    },
    { kind: 'fetch', url: `${STOREFRONT_URL}/api/place-order`, body: JSON.stringify(cashOrder(productId)) },
    { kind: 'form', url: `${STOREFRONT_URL}/api/logout`, fields: { bye: '1' } },
    { kind: 'fetch', url: `${STOREFRONT_URL}/api/logout`, body: '' },
    // Login CSRF: the shopper's browser signed into the attacker's account, to read what they do.
    {
      kind: 'form',
      url: `${STOREFRONT_URL}/en/login`,
      fields: { Email: attacker.email, Password: attacker.password },
    },
  ];
}

/**
 * What became of the forged posts to the shop: the status of each answer, or 'blocked' when the
 * browser stopped a request before any answer. (A frame may still fail after its 403 arrived, as
 * the shop forbids being framed: the answer is what counts.)
 */
async function openAttackPage(page: Page, url: string, expected: number): Promise<(number | 'blocked')[]> {
  const outcomes = new Map<PlaywrightRequest, number | 'blocked'>();
  const toShop = (request: PlaywrightRequest) =>
    request.method() === 'POST' && request.url().startsWith(STOREFRONT_URL);
  page.on('response', (response) => {
    if (toShop(response.request())) outcomes.set(response.request(), response.status());
  });
  page.on('requestfailed', (request) => {
    if (toShop(request) && !outcomes.has(request)) outcomes.set(request, 'blocked');
  });
  await page.goto(url);
  await expect.poll(() => outcomes.size, { message: 'every forged request was sent' }).toBe(expected);
  return [...outcomes.values()];
}

async function sessionCookieValue(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(STOREFRONT_URL);
  return cookies.find((cookie) => cookie.name === 'shop_session')?.value;
}

test('a page on another origin cannot order, log out or log in for a signed-in shopper', async ({
  page,
  context,
  request,
}) => {
  const shopper = await createShopper(request);
  const attacker = await createShopper(request, { FirstName: 'Mallory' });
  const { physical } = await orderableProducts(request, 'en');
  await signIn(page, shopper, '/en/');
  const cookieBefore = await sessionCookieValue(page);
  const ordersBefore = await orderCount(request, shopper);

  const requests = forgedRequests(physical.id, attacker);
  const html = attackPage(requests);
  // Opened as 127.0.0.1 on another port, the page is another origin of the shop's own site: the
  // session cookie goes along with its posts. Opened as localhost it is another site altogether.
  const site = await startAttackerSite(html);
  const crossSiteUrl = site.url.replace('//127.0.0.1:', '//localhost:');
  let outcomes: (number | 'blocked')[];
  try {
    outcomes = [
      ...(await openAttackPage(await context.newPage(), site.url, requests.length)),
      ...(await openAttackPage(await context.newPage(), crossSiteUrl, requests.length)),
    ];
  } finally {
    await site.close();
  }

  const refused = outcomes.filter((outcome) => outcome === 403).length;
  const blocked = outcomes.filter((outcome) => outcome === 'blocked').length;
  const reached = outcomes.length - refused - blocked;
  const signedIn = (await sessionCookieValue(page)) === cookieBefore && (await sessionAlive(request, shopper));
  const ordersPlaced = (await orderCount(request, shopper)) - ordersBefore;
  console.log(
    `csrf: ${reached} of ${outcomes.length} cross-site requests reached the shop's routes ` +
      `(${refused} refused 403 by the storefront, ${blocked} blocked by the browser); ` +
      `orders placed: ${ordersPlaced}; shopper still signed in as themselves: ${signedIn ? 'yes' : 'no'}`,
  );
  expect(outcomes, 'every forged post refused by the storefront').toEqual(outcomes.map(() => 403));
  expect(reached).toBe(0);
  expect(ordersPlaced).toBe(0);
  expect(signedIn).toBe(true);

  // The shop's own page still places the very same order, and the shopper still reaches their orders.
  await page.goto('/en/orders-history');
  await expect(page).toHaveURL(/\/en\/orders-history$/);
  const own = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/place-order', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
      });
      return { status: response.status, body: (await response.json()) as { ok: boolean } };
    },
    JSON.stringify(cashOrder(physical.id)),
  );
  expect(own).toMatchObject({ status: 200, body: { ok: true } });
  expect(await orderCount(request, shopper)).toBe(ordersBefore + 1);
});
