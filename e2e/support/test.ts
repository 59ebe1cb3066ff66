import { type Page, type Response, test as base } from '@playwright/test';
import { StorageKey } from '@shop/contract';

import { STOREFRONT_URL } from './servers';

/**
 * Playwright's `test` where every test speaks from an address of its own (X-Forwarded-For, which
 * the end-to-end storefront and back-office trust). The shop limits sign-ups, messages and
 * reviews per address; without this, tests running one after another would share 127.0.0.1 and
 * run into those limits, which is not what they test.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': testAddress(testInfo.testId, testInfo.repeatEachIndex) });
  },
  // A storefront page opened with `page.goto` or `page.reload` is hydrated when the call returns:
  // its scripts start after its first paint (apps/storefront/app/lib/http/scripts-after-paint.server.ts),
  // so the network going quiet no longer says that React has the page.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const untilHydrated = async (response: Response | null) => {
        if (response && isStorefrontPage(response)) await hydrated(page);
        return response;
      };
      page.goto = async (url, options) => untilHydrated(await goto(url, options));
      page.reload = async (options) => untilHydrated(await reload(options));
    }
    await use(page);
  },
});

function isStorefrontPage(response: Response): boolean {
  return (
    new URL(response.url()).origin === STOREFRONT_URL &&
    (response.headers()['content-type'] ?? '').startsWith('text/html')
  );
}

export { expect } from '@playwright/test';

/**
 * Resolves once React has taken the storefront's page over (root.tsx marks `<html data-hydrated>`):
 * a click before that does nothing, and clicking until something happens can toggle a drawer or a
 * dialog shut again on a busy machine.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Opens the storefront's robots.txt: a page of the shop's origin that costs the browser next to nothing,
 * where a test writes the browser's storage before the first page it tests (instead of opening the
 * home page, storing, and loading again: two full page loads of work for Chromium).
 */
export async function openStorageOnly(page: Page) {
  await page.goto('/robots.txt');
}

/** A line of the browser's cart as a test writes it: the product, how many, and the options chosen. */
export interface StoredCartLine {
  ProductId: number;
  Quantity: number;
  productSelectedAttributes: readonly object[];
}

/** Writes `lines` into the browser's cart as the shop keeps them; the page open must be of the shop's origin. */
export async function putCart(page: Page, lines: readonly StoredCartLine[]) {
  const items = lines.map((line) => ({ ...line, ShippingCharges: 0, DefaultImage: '' }));
  await page.evaluate(
    ([key, json]) => window.localStorage.setItem(key!, json!),
    [StorageKey.cart, JSON.stringify(items)],
  );
}

/** A documentation address (198.18.0.0/15, for benchmarks) made from the test's id. */
function testAddress(testId: string, repeat: number): string {
  let hash = repeat;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${(hash >>> 9) & 255}`;
}
