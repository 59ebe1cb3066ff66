import fs from 'node:fs/promises';

import type { APIRequestContext, Page } from '@playwright/test';
import {
  type LanguageCode,
  Messages,
  OrderStatus,
  ScreenEntity,
  ScreenLabels,
  downloadFileName,
  formatOrderDate,
} from '@shop/contract';

import { setOrderStatusAsOwner } from '../support/admin';
import { BACKOFFICE_URL, STOREFRONT_URL } from '../support/servers';
import { DIGITAL_PRODUCT_FILE, endSession, orderableProducts, placeCashOrder } from '../support/orders';
import { createShopper, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { axeOf } from '../support/axe';

// The order history (spec sections 2, 3, 4 and 7): the signed-in shopper's orders, the eye icon
// loading an order's items, the digital column and downloads, in English and Arabic.

type OrdersLabels = Record<keyof typeof ScreenLabels.OrdersHistory, string>;

/** The OrdersHistory texts in a language: English from the contract, Arabic from the back-office. */
async function ordersLabels(request: APIRequestContext, language: LanguageCode): Promise<OrdersLabels> {
  const english = ScreenLabels.OrdersHistory as OrdersLabels;
  if (language === 'en') return english;
  const response = await request.post(
    `${BACKOFFICE_URL}/api/v1/common/localization-cstm-portal/get-localization-data`,
    {
      headers: { Token: '', UserID: '' },
      data: {
        requestParameters: { entityId: ScreenEntity.OrdersHistory, languageCode: language, recordValueJson: '[]' },
      },
    },
  );
  const [row] = JSON.parse(((await response.json()) as { data: string }).data) as { labelsJsonData: string }[];
  const overrides = JSON.parse(row?.labelsJsonData ?? '[]') as { labelHtmlId: string; text: string }[];
  return { ...english, ...Object.fromEntries(overrides.map((label) => [label.labelHtmlId, label.text])) };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** An order's card on the page, found by its number. */
const orderCard = (page: Page, orderNumber: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: orderNumber }) });

/** Opens an order's items with its eye icon and answers the items' region. */
async function openItems(page: Page, labels: OrdersLabels, orderNumber: string) {
  const eye = page.getByRole('button', { name: fill(labels.lbl_orders_view_items_of, { number: orderNumber }) });
  await expect(eye).toHaveAttribute('aria-expanded', 'false');
  await eye.click();
  await expect(eye).toHaveAttribute('aria-expanded', 'true');
  const region = page.getByRole('region', { name: fill(labels.lbl_orders_items_of, { number: orderNumber }) });
  await expect(region).toBeVisible();
  return { eye, region };
}

/** The row of an item inside an order's items. */
const itemRow = (region: ReturnType<Page['getByRole']>, name: string) =>
  region.getByRole('listitem').filter({ hasText: name });

/** The spec's generic error toast ('An error occured. Please try again!'), as each language shows it. */
const GENERIC_ERROR: Record<LanguageCode, string> = {
  en: Messages.genericError,
  ar: 'حدث خطأ. يرجى المحاولة مرة أخرى!',
};

const money = (amount: number) => `$${amount.toFixed(2)}`;

for (const code of ['en', 'ar'] as const) {
  test.describe(`order history in ${code}`, () => {
    test('lists the shopper’s orders with dd-mm-yyyy dates, statuses and totals; the eye icon shows the items', async ({
      page,
      request,
    }) => {
      const labels = await ordersLabels(request, code);
      const { digital, physical } = await orderableProducts(request, code);
      const shopper = await createShopper(request);
      const mixed = await placeCashOrder(request, shopper, [physical.id, digital.id], code);
      const ebook = await placeCashOrder(request, shopper, [digital.id], code);
      await setOrderStatusAsOwner(request, ebook.OrderNumber, OrderStatus.InProgress);

      await signIn(page, shopper, `/${code}/orders-history`);
      await expect(page).toHaveURL(`/${code}/orders-history`);
      await expect(page.getByRole('heading', { level: 1, name: labels.lbl_orders_title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: labels.lbl_orders_heading })).toBeVisible();

      for (const [order, status, items] of [
        [mixed, labels.lbl_orders_status_active, '2'],
        [ebook, labels.lbl_orders_status_in_progress, '1'],
      ] as const) {
        const card = orderCard(page, order.OrderNumber);
        const date = formatOrderDate(order.OrderDateUTC);
        expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        await expect(card.getByRole('definition').nth(0)).toHaveText(date);
        await expect(card.getByRole('definition').nth(1)).toHaveText(status);
        await expect(card.getByRole('definition').nth(2)).toHaveText(items);
        await expect(card.getByRole('definition').nth(3)).toHaveText(money(order.OrderTotal));
      }
      // Newest first.
      const numbers = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
      await expect(numbers.first()).toContainText(ebook.OrderNumber);

      const { eye, region } = await openItems(page, labels, mixed.OrderNumber);
      await expect(itemRow(region, physical.name)).toContainText(labels.lbl_orders_digital_no);
      await expect(itemRow(region, digital.name)).toContainText(labels.lbl_orders_digital_in_progress);
      await expect(itemRow(region, digital.name).getByRole('img')).toHaveCount(0); // decorative picture
      await expect(itemRow(region, digital.name).locator('img')).toHaveAttribute('src', /.+/);
      await expect(region.getByRole('link', { name: labels.lbl_orders_download })).toHaveCount(0);

      const other = await openItems(page, labels, ebook.OrderNumber);
      await expect(itemRow(other.region, digital.name)).toContainText(labels.lbl_orders_digital_in_progress);

      // The eye icon closes the items again.
      await eye.click();
      await expect(eye).toHaveAttribute('aria-expanded', 'false');
      await expect(region).toBeHidden();
    });

    test('once the order is Completed the Download link gives the real file, named after the product', async ({
      page,
      request,
      browser,
    }) => {
      const labels = await ordersLabels(request, code);
      const { digital } = await orderableProducts(request, code);
      const shopper = await createShopper(request);
      const order = await placeCashOrder(request, shopper, [digital.id], code);
      await setOrderStatusAsOwner(request, order.OrderNumber, OrderStatus.InProgress);
      await setOrderStatusAsOwner(request, order.OrderNumber, OrderStatus.Completed);

      await signIn(page, shopper, `/${code}/orders-history`);
      await expect(orderCard(page, order.OrderNumber).getByRole('definition').nth(1)).toHaveText(
        labels.lbl_orders_status_completed,
      );
      const { region } = await openItems(page, labels, order.OrderNumber);
      const link = region.getByRole('link', { name: fill(labels.lbl_orders_download_item, { name: digital.name }) });
      await expect(link).toHaveText(labels.lbl_orders_download);
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/api\/download\/\d+\?/);
      expect(href).not.toContain(shopper.token);

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(downloadFileName(digital.name, 'application/pdf'));
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const saved = await fs.readFile((await download.path())!);
      expect(saved.equals(await fs.readFile(DIGITAL_PRODUCT_FILE))).toBe(true);

      const direct = await page.request.get(href!);
      expect(direct.status()).toBe(200);
      expect(direct.headers()['content-type']).toBe('application/pdf');
      expect(direct.headers()['cache-control']).toBe('private, no-store');
      expect(direct.headers()['content-disposition']).toMatch(/^attachment; filename=/);

      // Another shopper gets a 404 for that file and never sees the first shopper's orders.
      const stranger = await createShopper(request);
      const strangerContext = await browser.newContext({ baseURL: STOREFRONT_URL });
      try {
        const strangerPage = await strangerContext.newPage();
        await signIn(strangerPage, stranger, `/${code}/orders-history`);
        await expect(strangerPage.getByText(labels.lbl_orders_empty)).toBeVisible();
        await expect(strangerPage.getByRole('link', { name: labels.lbl_orders_start_shopping })).toHaveAttribute(
          'href',
          new RegExp(`^/${code}/all-products/0/`),
        );
        await expect(strangerPage.getByRole('main')).not.toContainText(order.OrderNumber);
        const refused = await strangerPage.request.get(href!);
        expect(refused.status()).toBe(404);
        expect(refused.headers()['content-type']).toMatch(/^text\/html/);
        expect(await refused.text()).toContain(labels.lbl_orders_download_unavailable);
      } finally {
        await strangerContext.close();
      }
    });

    test('items of an order that is not the shopper’s are refused with the generic error toast', async ({
      page,
      request,
    }) => {
      const labels = await ordersLabels(request, code);
      const { physical } = await orderableProducts(request, code);
      const shopper = await createShopper(request);
      const mine = await placeCashOrder(request, shopper, [physical.id], code);
      const stranger = await createShopper(request);
      const theirs = await placeCashOrder(request, stranger, [physical.id], code);
      await signIn(page, shopper, `/${code}/orders-history`);
      await expect(page.getByRole('main')).not.toContainText(theirs.OrderNumber);

      // Ask for the stranger's order in place of the shopper's own: the back-office answers 404.
      await page.route('**/api/order-items*', async (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('orderId', String(theirs.OrderId));
        await route.continue({ url: url.href });
      });
      const eye = page.getByRole('button', {
        name: fill(labels.lbl_orders_view_items_of, { number: mine.OrderNumber }),
      });
      await eye.click();
      await expect(page.getByRole('alert').filter({ hasText: GENERIC_ERROR[code] })).toBeVisible();
      await expect(eye).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('main')).not.toContainText(physical.name);
    });

    test('a visitor is sent to the login page', async ({ page }) => {
      await page.goto(`/${code}/orders-history`);
      await expect(page).toHaveURL(`/${code}/login`);
    });

    test('a shopper whose session has ended is sent to the login page by the eye icon', async ({ page, request }) => {
      const labels = await ordersLabels(request, code);
      const { physical } = await orderableProducts(request, code);
      const shopper = await createShopper(request);
      const order = await placeCashOrder(request, shopper, [physical.id], code);
      await signIn(page, shopper, `/${code}/orders-history`);
      await endSession(request, shopper);

      await page
        .getByRole('button', { name: fill(labels.lbl_orders_view_items_of, { number: order.OrderNumber }) })
        .click();
      await expect(page).toHaveURL(`/${code}/login`);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'shop_session')).toBeUndefined();
    });

    test('has no serious accessibility violations, with items open and when empty', async ({ page, request }) => {
      const labels = await ordersLabels(request, code);
      const { digital, physical } = await orderableProducts(request, code);
      const shopper = await createShopper(request);
      const order = await placeCashOrder(request, shopper, [physical.id, digital.id], code);
      const done = await placeCashOrder(request, shopper, [digital.id], code);
      await setOrderStatusAsOwner(request, done.OrderNumber, OrderStatus.InProgress);
      await setOrderStatusAsOwner(request, done.OrderNumber, OrderStatus.Completed);
      await signIn(page, shopper, `/${code}/orders-history`);
      await openItems(page, labels, order.OrderNumber);
      const { region } = await openItems(page, labels, done.OrderNumber);
      await expect(
        region.getByRole('link', { name: fill(labels.lbl_orders_download_item, { name: digital.name }) }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      }

      const newcomer = await createShopper(request);
      await page.context().clearCookies();
      await signIn(page, newcomer, `/${code}/orders-history`);
      await expect(page.getByText(labels.lbl_orders_empty)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
