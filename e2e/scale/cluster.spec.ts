// Two back-offices and two storefronts behind nginx, over one PostgreSQL database and Redis
// (cluster.ts): what one instance does, every other one knows — sessions, admin changes and stock —
// and a cached page never outlives the change that made it wrong.
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';

import { CHANGE_SHOWS_WITHIN_MS } from '../support/admin-app';
import { orderableProducts, placeCashOrder } from '../support/orders';
import { createShopper } from '../support/session';
import { CLUSTER, backofficeInstanceUrl, freshClientAddress } from './cluster-ports';
import { ADMIN_ORIGIN, signInAsOwner } from './owner';

const upstreamOf = (response: APIResponse) => response.headers()['x-upstream'] ?? '';

/** Asks `ask` until both instances behind the balancer have answered, and answers what each answered. */
async function fromBoth(ask: () => Promise<APIResponse>, accept: (response: APIResponse, body: string) => boolean) {
  const answered = new Map<string, string>();
  for (let attempt = 0; attempt < 40 && answered.size < 2; attempt += 1) {
    const response = await ask();
    const body = await response.text();
    if (accept(response, body)) answered.set(upstreamOf(response), body);
  }
  return answered;
}

/** Waits until both storefront instances serve `path` with `expected` in it; answers how long that took. */
async function untilBothShow(request: APIRequestContext, path: string, expected: RegExp): Promise<number> {
  const started = Date.now();
  const seen = new Set<string>();
  while (seen.size < 2) {
    expect(Date.now() - started, `both storefronts show ${expected}`).toBeLessThan(30_000);
    const response = await request.get(path);
    if (expected.test(await response.text())) seen.add(upstreamOf(response));
  }
  return Date.now() - started;
}

/** Both storefronts serve `path` from their page cache (an `Age` header), so a change must purge it. */
async function cachedOnBoth(request: APIRequestContext, path: string) {
  const cached = await fromBoth(
    () => request.get(path),
    (response) => response.status() === 200 && response.headers()['age'] !== undefined,
  );
  expect([...cached.keys()], `${path} is cached by both storefronts`).toHaveLength(2);
}

async function productAsOwner(request: APIRequestContext, id: number) {
  const response = await request.get(`${CLUSTER.backofficeUrl}/api/v1/admin/products/${id}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { product?: Record<string, unknown> } & Record<string, unknown>;
  return (body.product ?? body) as { updatedAt: string; stockQuantity: number };
}

test('nginx spreads requests over both instances of each app', async ({ request }) => {
  for (const base of [CLUSTER.storefrontUrl, CLUSTER.backofficeUrl]) {
    const answered = await fromBoth(
      () => request.get(`${base}/readyz`),
      (response) => response.status() === 200,
    );
    expect([...answered.keys()], base).toHaveLength(2);
  }
});

test('a shopper signed in through one back-office is signed in on the other', async ({ request }) => {
  const shopper = await createShopper(request, {}, freshClientAddress());
  const answered = await fromBoth(
    () =>
      request.post(`${CLUSTER.backofficeUrl}/api/v1/dynamic/dataoperation/get-customer-order-history-master`, {
        headers: { Token: shopper.token, UserID: String(shopper.user.UserID) },
        data: { requestParameters: { UserId: shopper.user.UserID, recordValueJson: '[]' } },
      }),
    (response) => {
      expect(response.status()).toBe(200);
      return true;
    },
  );
  expect(answered.size).toBe(2);
});

test('a price saved and an order’s stock show on every storefront at once, not when their caches expire', async ({
  request,
  playwright,
}) => {
  // The owner's session cookie stays in a context of its own: `request` is a visitor without cookies.
  const owner = await playwright.request.newContext();
  const { physical } = await orderableProducts(request, 'en');
  const path = `/en/product-detail/${physical.id}/any/product`;
  await signInAsOwner(owner);

  // The price is saved through the second back-office directly: the storefronts may listen to the first.
  await cachedOnBoth(request, path);
  const before = await productAsOwner(owner, physical.id);
  const price = 12_345 + (Date.now() % 1_000);
  const changed = await owner.patch(`${backofficeInstanceUrl(2)}/api/v1/admin/products/${physical.id}`, {
    headers: ADMIN_ORIGIN,
    data: { updatedAt: before.updatedAt, price, discountedPrice: 0, displayStockQuantity: true },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const shownPrice = new RegExp(`\\$${Math.floor(price / 100)}\\.${String(price % 100).padStart(2, '0')}\\b`);
  const priceShown = await untilBothShow(request, path, shownPrice);
  console.log(`price saved through one back-office shown by both storefronts after ${priceShown} ms`);
  // Pages are kept 60 s: shown at once, the change purged them on every instance.
  expect(priceShown).toBeLessThan(CHANGE_SHOWS_WITHIN_MS);

  await cachedOnBoth(request, path);
  const { stockQuantity } = await productAsOwner(owner, physical.id);
  await placeCashOrder(request, await createShopper(request, {}, freshClientAddress()), [physical.id], 'en');
  const stockShown = await untilBothShow(request, path, new RegExp(`\\b${stockQuantity - 1} items available`));
  console.log(`stock after an order shown by both storefronts after ${stockShown} ms`);
  expect(stockShown).toBeLessThan(CHANGE_SHOWS_WITHIN_MS);
  await owner.dispose();
});
