import { expect, test } from '@playwright/test';
import { Truncate, truncate } from '@shop/contract';

import { newestProductName } from '../support/backoffice';

// Product cards cut names to the spec's card length.
const cardName = (name: string) => truncate(name, Truncate.card);

test.describe('home page', () => {
  test('/ is English, left to right, and lists the newest product', async ({ page, request }) => {
    const productName = await newestProductName(request);

    const response = await page.goto('/');

    expect(response?.status()).toBe(200);
    // Set by the server, not by JavaScript after load.
    expect(await response?.text()).toContain('<html lang="en" dir="ltr"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: cardName(productName), exact: true }).first()).toBeVisible();
  });

  test('/ar/ is Arabic, right to left, and lists the newest product', async ({ page, request }) => {
    const productName = await newestProductName(request, 'ar');

    const response = await page.goto('/ar/');

    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('<html lang="ar" dir="rtl"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'وصل حديثاً' })).toBeVisible();
    await expect(page.getByRole('heading', { name: cardName(productName), exact: true }).first()).toBeVisible();
  });

  test('/en/ is English, left to right', async ({ page, request }) => {
    const productName = await newestProductName(request);

    const response = await page.goto('/en/');

    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: cardName(productName), exact: true }).first()).toBeVisible();
  });

  test('product pictures load from the storefront through its /media proxy', async ({ page, request }) => {
    await page.goto('/');

    const picture = page.locator('main li img[src^="/media/"]').first();
    await expect(picture).toBeAttached();
    const src = await picture.getAttribute('src');
    const media = await request.get(src!);

    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toMatch(/^image\//);
  });

  test('the language switch leads to the other language', async ({ page }) => {
    await page.goto('/en/');

    await page.getByRole('link', { name: 'العربية' }).click();

    await expect(page).toHaveURL(/\/ar\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('unknown pages', () => {
  test('answer 404 with a page-not-found page', async ({ page }) => {
    const response = await page.goto('/xx/nothing-here');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
  });

  test('answer 404 for a first segment that is not a language', async ({ page }) => {
    const response = await page.goto('/xx');

    expect(response?.status()).toBe(404);
  });

  test('under /ar/ answer 404 in Arabic, right to left', async ({ page }) => {
    const response = await page.goto('/ar/nothing-here');

    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  });
});
