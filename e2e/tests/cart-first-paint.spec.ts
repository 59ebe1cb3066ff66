// Playwright's own `test`: support/test's page waits for the page's scripts, which these tests hold back.
import { type Page, expect, test } from '@playwright/test';
import { StorageKey } from '@shop/contract';

import { labelsOf } from '../support/labels';
import { hydrated } from '../support/test';

// The cart page before its JavaScript has run (it starts after the first paint): the server cannot know
// the browser's cart, but a small inline script tells the first paint whether it is empty. An empty
// cart is painted empty at once, where the hydrated page draws it; a cart with lines says it is loading
// them (spec section 2's cart page; issue 20's first paint).

const ONE_LINE = JSON.stringify([{ ProductId: 1, Quantity: 1, productSelectedAttributes: [] }]);

/** Opens the cart with none of the page's own JavaScript files: what a shopper sees before they arrive. */
async function openBeforeScripts(page: Page, path: string) {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
  await page.goto(path);
}

for (const code of ['en', 'ar'] as const) {
  test.describe(`the cart's first paint in ${code}`, () => {
    test('an empty cart is painted empty, with the way to the shop, before the scripts', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Cart', code);
      await openBeforeScripts(page, `/${code}/cart`);

      const heading = page.getByRole('heading', { name: labels.lbl_cart_empty });
      await expect(heading).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: labels.lbl_cart_continue_shopping }),
      ).toHaveAttribute('href', `/${code}/all-products/0/all-categories`);
      await expect(page.getByText(labels.lbl_cart_loading)).toBeHidden();
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);

      // Once the scripts have run, the empty cart is where the first paint put it.
      const before = await heading.boundingBox();
      const later = await page.context().newPage();
      await later.goto(`/${code}/cart`);
      await hydrated(later);
      const after = await later.getByRole('heading', { name: labels.lbl_cart_empty }).boundingBox();
      expect(after).toEqual(before);
    });

    test('a cart with lines says it is loading them until the scripts take over', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Cart', code);
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [StorageKey.cart, ONE_LINE]);
      await openBeforeScripts(page, `/${code}/cart`);

      await expect(page.getByText(labels.lbl_cart_loading)).toBeVisible();
      await expect(page.getByRole('heading', { name: labels.lbl_cart_empty })).toBeHidden();
    });
  });
}
