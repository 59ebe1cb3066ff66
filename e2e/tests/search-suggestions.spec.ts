// The header's search suggests while the shopper types (issue 21), a combobox in both languages: products and
// categories after two characters, the typed part marked, chosen with the arrows and Enter; Escape closes the
// list before the modal; axe finds nothing with the list open.
import type { APIRequestContext, Page } from '@playwright/test';
import type { LanguageCode } from '@shop/contract';
import { labelsOf } from '../support/labels';
import { expect, hydrated, test } from '../support/test';
import { axeOf } from '../support/axe';

const TYPED: Record<LanguageCode, { term: string; product: RegExp }> = {
  en: { term: 'olive oil', product: /Olive Oil/ },
  // Ta marbuta typed as ha, as shoppers do: قهوه finds قهوة.
  ar: { term: 'قهوه', product: /كوب قهوة/ },
};

/** A page in `code` (the home page by default) with the header's search modal open: its labels, the modal and its field. */
async function openSearch(page: Page, request: APIRequestContext, code: LanguageCode, path = '/') {
  const header = await labelsOf(request, 'TopHeader', code);
  await page.goto(`/${code}${path}`);
  const dialog = page.getByRole('dialog', { name: header.lbl_header_search_title });
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: header.lbl_header_search }).click();
  await expect(dialog).toBeVisible();
  return { header, dialog, field: dialog.getByRole('combobox', { name: header.lbl_header_search_title }) };
}

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  test(`suggests products while typing and opens the one chosen with the keyboard (${code})`, async ({
    page,
    request,
  }) => {
    const { header, dialog, field } = await openSearch(page, request, code);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-expanded', 'false');

    await field.pressSequentially(TYPED[code].term, { delay: 30 });
    const list = dialog.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const products = list.getByRole('group', { name: header.lbl_header_search_products }).getByRole('option');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeLessThanOrEqual(5);
    const wanted = products.filter({ hasText: TYPED[code].product }).first();
    await expect(wanted).toBeVisible();
    // The typed part of the name is marked.
    await expect(wanted.locator('mark').first()).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(1);
    const results = await axeOf(page).include('[role="dialog"]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.screenshot({ path: `/tmp/search-suggestions-${code}.png` });

    // Arrow down to the wanted product: it becomes the active descendant, and Enter opens it.
    const index = await products.evaluateAll(
      (options, pattern) => options.findIndex((option) => new RegExp(pattern).test(option.textContent ?? '')),
      TYPED[code].product.source,
    );
    for (let step = 0; step <= index; step += 1) await field.press('ArrowDown');
    await expect(wanted).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id'))!);
    const name = (await wanted.locator('span').first().textContent())!.trim();
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${code}/product-detail/\\d+/`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.slice(0, 10));
  });

  test(`suggestions say their prices in words on a page that shows no products (${code})`, async ({
    page,
    request,
  }) => {
    const notLoaded: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('was not loaded for this page')) notLoaded.push(message.text());
    });
    const grid = await labelsOf(request, 'ProductsGridTypeOne', code);
    const { dialog, field } = await openSearch(page, request, code, '/about');
    await field.pressSequentially(TYPED[code].term, { delay: 30 });
    const first = dialog.getByRole('listbox').getByRole('option').first();
    await expect(first).toBeVisible();
    // The price's words for screen readers come from the product grid's labels, which the header loads on every page.
    await expect(first).toContainText(grid.lbl_grid_price);
    await expect(first).not.toContainText('lbl_');
    expect(notLoaded).toEqual([]);
  });

  test(`Escape closes the suggestions first and the modal after; Enter on the text still searches (${code})`, async ({
    page,
    request,
  }) => {
    const { header, dialog, field } = await openSearch(page, request, code);
    await field.pressSequentially(TYPED[code].term, { delay: 30 });
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await field.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await field.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: header.lbl_header_search }).click();
    await field.fill(TYPED[code].term);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${code}/all-products/0/all-categories\\?SearchTerm=`));
  });
}
