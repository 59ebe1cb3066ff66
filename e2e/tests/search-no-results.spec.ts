// A search that finds nothing is no dead end (issue 21), in both languages: the list says so in the page's
// language (announced as a status) and shows the popular products. A misspelling lists the products whose
// words are a letter or two off, says they are the closest rather than exact, and offers the spelling that
// finds products ("Did you mean …?"), a link to the same list searched for it. axe finds nothing on the page.
import type { LanguageCode } from '@shop/contract';
import { labelsOf } from '../support/labels';
import { expect, test } from '../support/test';
import { axeOf } from '../support/axe';

const SEARCHES: Record<LanguageCode, { nonsense: string; misspelt: string; meant: string; close: string }> = {
  en: { nonsense: 'qwzxv', misspelt: 'ceramik mugg', meant: 'ceramic mug', close: 'Armenian Ceramic Coffee Mug' },
  ar: { nonsense: 'ضظغثق', misspelt: 'ثوبب مطرزز', meant: 'ثوب مطرّز', close: 'ثوب رام الله المطرّز يدويًا' },
};

const listUrl = (code: LanguageCode, term: string) =>
  `/${code}/all-products/0/all-categories?${new URLSearchParams({ SearchTerm: term })}`;

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  test(`a search that finds nothing says so and shows popular products (${code})`, async ({ page, request }) => {
    // axe over a page of product cards takes a while on a busy machine.
    test.slow();
    const labels = await labelsOf(request, 'AllProducts', code);
    const { nonsense } = SEARCHES[code];
    await page.goto(listUrl(code, nonsense));

    const status = page.getByRole('status').filter({ hasText: nonsense });
    await expect(status).toHaveText(labels.lbl_all_products_no_match.replace('{term}', nonsense));
    const popular = page.getByRole('region', { name: labels.lbl_all_products_popular_instead });
    await expect(popular.getByRole('heading', { level: 2 })).toHaveText(labels.lbl_all_products_popular_instead);
    await expect(popular.getByRole('listitem').first()).toBeVisible();
    expect(await popular.getByRole('listitem').count()).toBeGreaterThan(1);
    if (code === 'en') await expect(status.getByRole('link')).toHaveCount(0);

    const results = await axeOf(page).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test(`a misspelt search lists the closest products and offers the spelling meant (${code})`, async ({
    page,
    request,
  }) => {
    // axe over a page of product cards takes a while on a busy machine.
    test.slow();
    const labels = await labelsOf(request, 'AllProducts', code);
    const { misspelt, meant, close } = SEARCHES[code];
    await page.goto(`${listUrl(code, misspelt)}&view=list`);

    const status = page.getByRole('status').filter({ hasText: misspelt });
    await expect(status).toContainText(labels.lbl_all_products_near_match.replace('{term}', misspelt));
    await expect(status).toContainText(labels.lbl_all_products_did_you_mean.replace('{term}', meant));
    await expect(page.getByRole('main').getByRole('link', { name: close }).first()).toBeVisible();
    await expect(page.getByText(labels.lbl_all_products_popular_instead)).toHaveCount(0);
    const results = await axeOf(page).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await status.getByRole('link', { name: meant }).click();

    await expect(page).toHaveURL((url) => url.searchParams.get('SearchTerm') === meant);
    // The other parameters stay.
    expect(new URL(page.url()).searchParams.get('view')).toBe('list');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(meant);
    await expect(page.getByRole('status').filter({ hasText: meant })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /\S/ }).first()).toBeVisible();
    await expect(page.getByText(labels.lbl_all_products_popular_instead)).toHaveCount(0);
  });
}
