// What one back-office instance starts, the other finishes: a reset code, an uploaded picture, a
// digital download; mail sent once by two job workers; and the shop keeps answering while Redis is down.
import fs from 'node:fs/promises';

import { type APIRequestContext, expect, test } from '@playwright/test';
import { OrderStatus, downloadPath } from '@shop/contract';

import { setOrderStatusAsOwner } from '../support/admin';
import { DIGITAL_PRODUCT_FILE, orderableProducts, placeCashOrder } from '../support/orders';
import { createShopper } from '../support/session';
import { CLUSTER, backofficeInstanceUrl, freshClientAddress } from './cluster-ports';
import { clusterAction, mailsTo, receivedMails } from './control';
import { ADMIN_ORIGIN, signInAsOwner } from './owner';

const RESET_CODE = /\b(\d{6})\b/;
const NEW_PASSWORD = 'terraced hills 1949';

/** Calls a protocol endpoint at `base` (an instance, or the balancer) as a client at `address`. */
async function call(request: APIRequestContext, base: string, endpoint: string, params: object, address?: string) {
  return request.post(`${base}/api/v1/${endpoint}`, {
    headers: { Token: '', UserID: '', ...(address ? { 'X-Forwarded-For': address } : {}) },
    data: { requestParameters: params },
  });
}

/** The text of a mail's body parts, quoted-printable undone. */
const textOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test('a reset code asked for through one back-office resets the password through the other', async ({ request }) => {
  const shopper = await createShopper(request, {}, freshClientAddress());
  const asked = await call(request, backofficeInstanceUrl(1), 'common/validate-email-send-otp', {
    Email: shopper.email,
  });
  expect(asked.status()).toBe(200);
  const [mail] = await mailsTo(request, shopper.email, 1);
  const code = RESET_CODE.exec(textOf(mail!.raw))?.[1];
  expect(code, 'the mail holds a 6-digit code').toBeDefined();

  const reset = await call(request, backofficeInstanceUrl(2), 'common/validate-otp-change-password', {
    Email: shopper.email,
    Otp: code,
    Password: NEW_PASSWORD,
    ConfirmPassword: NEW_PASSWORD,
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const login = await call(request, CLUSTER.backofficeUrl, 'dynamic/dataoperation/get-user-login', {
    Email: shopper.email,
    Password: NEW_PASSWORD,
  });
  expect(login.status()).toBe(200);
  expect(((await login.json()) as { token?: string }).token).toBeTruthy();
});

test('a picture uploaded through one back-office and a bought e-book are served by the other', async ({
  request,
  playwright,
}) => {
  const owner = await playwright.request.newContext();
  await signInAsOwner(owner);
  const picture = await fs.readFile(new URL('../../apps/storefront/public/vid-poster.webp', import.meta.url));
  const uploaded = await owner.post(`${backofficeInstanceUrl(1)}/api/v1/admin/media`, {
    headers: ADMIN_ORIGIN,
    multipart: { file: { name: 'cluster-poster.webp', mimeType: 'image/webp', buffer: picture } },
  });
  expect([200, 201], await uploaded.text()).toContain(uploaded.status());
  const { url } = (await uploaded.json()) as { url: string };
  const served = await request.get(`${backofficeInstanceUrl(2)}${url}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  await owner.dispose();

  const { digital } = await orderableProducts(request, 'en');
  const shopper = await createShopper(request, {}, freshClientAddress());
  const order = await placeCashOrder(request, shopper, [digital.id], 'en');
  await setOrderStatusAsOwner(request, order.OrderNumber, OrderStatus.InProgress);
  await setOrderStatusAsOwner(request, order.OrderNumber, OrderStatus.Completed);
  const items = await request.post(
    `${backofficeInstanceUrl(1)}/api/v1/dynamic/dataoperation/get-customer-order-history-detail`,
    {
      headers: { Token: shopper.token, UserID: String(shopper.user.UserID) },
      data: { requestParameters: { OrderId: order.OrderId, recordValueJson: '[]' } },
    },
  );
  expect(items.status(), await items.text()).toBe(200);
  const [item] = JSON.parse(((await items.json()) as { data: string }).data) as { OrderItemID: number }[];
  const download = await request.get(`${backofficeInstanceUrl(2)}${downloadPath(item!.OrderItemID, shopper.token)}`);
  expect(download.status()).toBe(200);
  expect(Buffer.compare(await download.body(), await fs.readFile(DIGITAL_PRODUCT_FILE))).toBe(0);
});

test('20 mails asked for through both back-offices are each delivered once', async ({ request }) => {
  const shoppers = await Promise.all(
    Array.from({ length: 20 }, () => createShopper(request, {}, freshClientAddress())),
  );
  // Each from an address of its own (nginx passes X-Forwarded-For on): the per-address limits do not meet.
  const asked = await Promise.all(
    shoppers.map((shopper, n) =>
      call(
        request,
        CLUSTER.backofficeUrl,
        'common/validate-email-send-otp',
        { Email: shopper.email },
        `10.20.0.${n + 1}`,
      ),
    ),
  );
  expect(asked.map((response) => response.status())).toEqual(shoppers.map(() => 200));
  for (const shopper of shoppers) await mailsTo(request, shopper.email, 1);
  // Both workers had every chance to send a mail twice: none did.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const mails = await receivedMails(request);
  for (const shopper of shoppers) {
    expect(
      mails.filter((mail) => mail.to.includes(shopper.email.toLowerCase())),
      shopper.email,
    ).toHaveLength(1);
  }
});

test('with Redis down for 10 s logins keep working and nothing answers 500, then Redis is used again', async ({
  request,
}) => {
  const shopper = await createShopper(request, {}, freshClientAddress());
  let logins = 0;
  // Each from an address of its own: what is checked is that logins are answered, not the limits.
  const login = () =>
    call(
      request,
      CLUSTER.backofficeUrl,
      'dynamic/dataoperation/get-user-login',
      { Email: shopper.email, Password: shopper.password },
      `10.30.0.${(logins += 1)}`,
    );
  await clusterAction(request, 'redis', 'stop');
  const statuses: number[] = [];
  const until = Date.now() + 10_000;
  try {
    while (Date.now() < until) {
      statuses.push((await login()).status());
      // Pages through both storefronts too.
      statuses.push((await request.get(`${CLUSTER.storefrontUrl}/en/`)).status());
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await clusterAction(request, 'redis', 'start');
  }
  console.log(`redis down 10 s: ${statuses.length} requests, answers ${[...new Set(statuses)].join(', ')}`);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  await expect.poll(async () => (await login()).status(), { timeout: 30_000 }).toBe(200);
});
