import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  Language,
  type LanguageCode,
  ProductListRoute,
  StorageKey,
  Timing,
  Truncate,
  cannotAddMore,
  slugify,
  truncate,
} from '@shop/contract';

import { BACKOFFICE_URL } from '../support/servers';
import { createShopper, signIn } from '../support/session';
import { expect, hydrated, test } from '../support/test';
import { labelsOf } from '../support/labels';
import { axeOf } from '../support/axe';

// The layout of every page (spec section 2): header, mega menu, drawers, search, toasts,
// go-to-top, loading overlay and the 404 page, in English and Arabic.

// ---------------------------------------------------------------------------------------------
// What the seeded shop holds, read from the back-office protocol rather than from the page.
// ---------------------------------------------------------------------------------------------

async function backofficeRows<Row>(
  request: APIRequestContext,
  path: string,
  requestParameters: Record<string, unknown>,
  language: LanguageCode,
): Promise<Row[]> {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/${path}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': language },
    data: { requestParameters },
  });
  expect(response.status(), `${path} answers 200`).toBe(200);
  const body = (await response.json()) as { data: string };
  return JSON.parse(body.data) as Row[];
}

interface CategoryRow {
  CategoryID: number;
  ParentCategoryID: number | null;
  Name: string;
  LocalizationJsonData: string;
}

/** The first top-level category that has children, with its first child, named as the menu names them. */
async function categoryWithChildren(request: APIRequestContext, language: LanguageCode) {
  const rows = await backofficeRows<CategoryRow>(
    request,
    'dynamic/dataoperation/get-categories-list',
    { PageNo: 1, PageSize: 100 },
    language,
  );
  const displayName = (row: CategoryRow) => {
    const entries = JSON.parse(row.LocalizationJsonData || '[]') as { langId: number; text: string }[];
    const localized = entries.find((entry) => entry.langId === Language[language].id)?.text?.trim();
    return truncate(localized || row.Name, Truncate.megaMenu);
  };
  const parent = rows.find(
    (row) => !row.ParentCategoryID && rows.some((child) => child.ParentCategoryID === row.CategoryID),
  );
  const child = rows.find((row) => parent && row.ParentCategoryID === parent.CategoryID);
  expect(parent && child, 'the seed has a category with children').toBeTruthy();
  return {
    parent: { id: parent!.CategoryID, name: displayName(parent!) },
    child: { id: child!.CategoryID, name: displayName(child!), slug: slugify(child!.Name) },
  };
}

interface PricedLine {
  ProductId: number;
  ProductName: string;
  LineStatus?: string;
}

/** Names of products as the cart pricing gives them in `language`. */
async function cartLineNames(request: APIRequestContext, productIds: number[], language: LanguageCode) {
  const [row] = await backofficeRows<{ productsData: PricedLine[] }>(
    request,
    'common/get-customer-cart-items/cart-data',
    { cartJsonData: productIds.map((ProductId) => ({ ProductId, Quantity: 1, productSelectedAttributes: [] })) },
    language,
  );
  const lines = row?.productsData ?? [];
  for (const line of lines)
    expect(line.LineStatus ?? 'ok', `product ${line.ProductId} can be bought as it is`).toBe('ok');
  return new Map(lines.map((line) => [line.ProductId, line.ProductName]));
}

// Products of the seed that need no options: 3 has no cap of its own (10), 5 a cap of 4.
const UNCAPPED_PRODUCT = 3;
const CAPPED_PRODUCT = 5;
const CAPPED_PRODUCT_MAX = 4;

// The spec's cap message as Arabic pages show it.
const ARABIC_CAP_MESSAGE = (n: number) => `لا يمكن إضافة أكثر من ${n} من هذا المنتج`;

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------

/** Opens a page and waits until the browser has taken it over (storage-driven parts render then). */
async function openPage(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  return response;
}

/** Clicks `trigger` once the page is hydrated (a click before does nothing) and waits for `target`. */
async function openWith(trigger: Locator, target: Locator) {
  await hydrated(trigger.page());
  await trigger.click();
  await expect(target).toBeVisible();
}

async function seedStorage(page: Page, key: string, value: unknown) {
  await page.evaluate(
    ([storageKey, json]) => window.localStorage.setItem(storageKey!, json!),
    [key, JSON.stringify(value)],
  );
}

const cartItem = (ProductId: number, Quantity: number) => ({
  ProductId,
  productSelectedAttributes: [],
  Quantity,
  ShippingCharges: 0,
  DefaultImage: '',
});

const wishlistItem = {
  ProductId: 27,
  ProductName: 'Hand-Painted Armenian Ceramic Plate with Pomegranates',
  Price: 55,
  DiscountedPrice: 0,
  DiscountId: 0,
  IsDiscountCalculated: false,
  CouponCode: '',
  SizeId: 0,
  SizeShortName: '',
  ColorId: 0,
  ColorName: '',
  Quantity: 1,
  ShippingCharges: 0,
  DefaultImage: '/media/products/armenian-ceramic-plate-1.svg',
};

/** The skip link's words, as the storefront writes them (lib/ui-text.ts). */
const SKIP_TO_CONTENT: Record<LanguageCode, string> = { en: 'Skip to content', ar: 'تخطَّ إلى المحتوى' };

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  const language = Language[code];
  const otherCode: LanguageCode = code === 'en' ? 'ar' : 'en';

  test.describe(`layout in ${code}`, () => {
    test('the server sends lang and dir, and the header shows the logo and a Login link', async ({ page, request }) => {
      const header = await labelsOf(request, 'TopHeader', code);

      const response = await openPage(page, `/${code}/`);

      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain(`<html lang="${code}" dir="${language.dir}"`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      const logo = page.getByRole('banner').getByRole('link').first();
      await expect(logo).toHaveAttribute('href', `/${code}/`);
      await expect(logo.getByRole('img')).toHaveAttribute('src', /\/media\//);
      await expect(page.getByRole('link', { name: header.lbl_header_login })).toHaveAttribute('href', `/${code}/login`);
    });

    test('the language select saves the choice and reloads at /{lang}/', async ({ page, request }) => {
      const header = await labelsOf(request, 'TopHeader', code);
      await openPage(page, `/${code}/about`);

      await page.getByRole('combobox', { name: header.lbl_header_language }).selectOption(otherCode);

      await expect(page).toHaveURL(new RegExp(`/${otherCode}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', otherCode);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), StorageKey.langCode)).toBe(otherCode);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === StorageKey.langCode)?.value).toBe(otherCode);
      const otherHeader = await labelsOf(request, 'TopHeader', otherCode);
      await expect(page.getByRole('combobox', { name: otherHeader.lbl_header_language })).toHaveValue(otherCode);

      // Remembered: a page without a language prefix opens in the chosen language.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', otherCode);
    });

    test('search goes to the product list only for more than 1 character; Enter submits', async ({ page, request }) => {
      const header = await labelsOf(request, 'TopHeader', code);
      await openPage(page, `/${code}/`);
      const dialog = page.getByRole('dialog', { name: header.lbl_header_search_title });
      await openWith(page.getByRole('banner').getByRole('button', { name: header.lbl_header_search }), dialog);
      const field = dialog.getByRole('combobox', { name: header.lbl_header_search_title });
      await expect(field).toBeFocused();

      await field.fill(' o ');
      await field.press('Enter');
      await dialog.getByRole('button', { name: header.lbl_header_search_button }).click();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${code}/$`));

      await field.fill('ol');
      await field.press('Enter');

      await expect(page).toHaveURL(
        new RegExp(`/${code}/all-products/0/${ProductListRoute.allCategories}\\?SearchTerm=ol$`),
      );
      await expect(dialog).toBeHidden();
    });

    test('the wishlist drawer lists a stored item, and Clear Wishlist empties it', async ({ page, request }) => {
      const header = await labelsOf(request, 'TopHeader', code);
      const labels = await labelsOf(request, 'Wishlist', code);
      await openPage(page, `/${code}/`);
      await seedStorage(page, StorageKey.wishlist, [wishlistItem]);
      await page.reload({ waitUntil: 'networkidle' });

      const wishlistButton = page.getByRole('button', { name: `${header.lbl_header_wishlist} (1)` });
      const drawer = page.getByRole('dialog', { name: new RegExp(labels.lbl_wishlist_title) });
      await openWith(wishlistButton, drawer);

      await expect(drawer).toContainText(labels.lbl_wishlist_items.replace('{n}', '1'));
      await expect(
        drawer.getByText(truncate(wishlistItem.ProductName, Truncate.wishlist), { exact: true }),
      ).toBeVisible();
      await expect(drawer.getByText('1 x $55.00')).toBeVisible();

      await drawer.getByRole('button', { name: labels.lbl_wishlist_clear }).click();

      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: `${header.lbl_header_wishlist} (0)` })).toBeVisible();
      expect(await page.evaluate((key) => window.localStorage.getItem(key), StorageKey.wishlist)).toBe('[]');
    });

    test('Continue Shopping closes the wishlist drawer and goes to the language home', async ({ page, request }) => {
      const header = await labelsOf(request, 'TopHeader', code);
      const labels = await labelsOf(request, 'Wishlist', code);
      await openPage(page, `/${code}/about`);
      const drawer = page.getByRole('dialog', { name: new RegExp(labels.lbl_wishlist_title) });
      await openWith(page.getByRole('button', { name: `${header.lbl_header_wishlist} (0)` }), drawer);
      await expect(drawer.getByText(labels.lbl_wishlist_empty)).toBeVisible();

      await drawer.getByRole('button', { name: labels.lbl_wishlist_continue }).click();

      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/${code}/$`));
    });

    test('the cart drawer shows the stored lines priced by the back-office, with the quantity rules', async ({
      page,
      request,
    }) => {
      const header = await labelsOf(request, 'TopHeader', code);
      const cart = await labelsOf(request, 'Cart', code);
      const names = await cartLineNames(request, [UNCAPPED_PRODUCT, CAPPED_PRODUCT], code);
      await openPage(page, `/${code}/`);
      await seedStorage(page, StorageKey.cart, [
        cartItem(UNCAPPED_PRODUCT, 2),
        cartItem(CAPPED_PRODUCT, CAPPED_PRODUCT_MAX),
      ]);
      await page.reload({ waitUntil: 'networkidle' });

      const drawer = page.getByRole('dialog', { name: header.lbl_header_cart_title });
      await openWith(page.getByRole('button', { name: `${header.lbl_header_cart} (6)` }), drawer);

      const lines = drawer.getByRole('listitem');
      const uncapped = lines.filter({ hasText: names.get(UNCAPPED_PRODUCT)! });
      const capped = lines.filter({ hasText: names.get(CAPPED_PRODUCT)! });
      await expect(uncapped).toBeVisible();
      await expect(capped).toBeVisible();
      await expect(uncapped.getByText(header.lbl_header_cart_standard, { exact: true })).toBeVisible();
      await expect(uncapped.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
      await expect(drawer.getByText(header.lbl_header_cart_subtotal)).toBeVisible();
      await expect(drawer.getByRole('link', { name: header.lbl_header_cart_view })).toHaveAttribute(
        'href',
        `/${code}/cart`,
      );
      await expect(drawer.getByRole('link', { name: header.lbl_header_cart_checkout })).toHaveAttribute(
        'href',
        `/${code}/checkout`,
      );

      // Plus and minus change the quantity; minus stops at 1.
      await uncapped.getByRole('button', { name: cart.lbl_cart_increase }).click();
      await expect(uncapped.getByRole('status')).toHaveText('3');
      // The open drawer hides the rest of the page from assistive technology: look past it.
      await expect(
        page.getByRole('button', { name: `${header.lbl_header_cart} (7)`, includeHidden: true }),
      ).toBeVisible();
      await uncapped.getByRole('button', { name: cart.lbl_cart_decrease }).click();
      await uncapped.getByRole('button', { name: cart.lbl_cart_decrease }).click();
      await expect(uncapped.getByRole('status')).toHaveText('1');
      await expect(uncapped.getByRole('button', { name: cart.lbl_cart_decrease })).toBeDisabled();

      // Over the product's cap: the spec's warning, in the page's language, top-right (top-left in Arabic).
      await capped.getByRole('button', { name: cart.lbl_cart_increase }).click();
      const message = code === 'ar' ? ARABIC_CAP_MESSAGE(CAPPED_PRODUCT_MAX) : cannotAddMore(CAPPED_PRODUCT_MAX);
      const toast = page.getByRole('alert').filter({ hasText: message });
      await expect(toast).toBeVisible();
      await expect(capped.getByRole('status')).toHaveText(String(CAPPED_PRODUCT_MAX));
      const box = await toast.boundingBox();
      const width = page.viewportSize()!.width;
      expect(box).not.toBeNull();
      if (code === 'ar') expect(box!.x + box!.width).toBeLessThan(width / 2);
      else expect(box!.x).toBeGreaterThan(width / 2);
      expect(box!.y).toBeLessThan(page.viewportSize()!.height / 3);

      // Remove, line by line, down to the empty cart.
      await capped.getByRole('button', { name: new RegExp(header.lbl_header_cart_remove) }).click();
      await expect(capped).toBeHidden();
      await uncapped.getByRole('button', { name: new RegExp(header.lbl_header_cart_remove) }).click();
      await expect(drawer.getByText(header.lbl_header_cart_empty)).toBeVisible();
      await expect(
        page.getByRole('button', { name: `${header.lbl_header_cart} (0)`, includeHidden: true }),
      ).toBeVisible();
      expect(await page.evaluate((key) => window.localStorage.getItem(key), StorageKey.cart)).toBe('[]');
    });

    test('while cart pricing fails the lines show quietly without prices, and prices return once it answers', async ({
      page,
      request,
    }) => {
      const header = await labelsOf(request, 'TopHeader', code);
      const names = await cartLineNames(request, [UNCAPPED_PRODUCT], code);
      await page.route('**/api/cart-price', (route) => route.fulfill({ status: 502, json: { errorMessage: 'down' } }));
      await openPage(page, `/${code}/`);
      await seedStorage(page, StorageKey.cart, [cartItem(UNCAPPED_PRODUCT, 2)]);
      await page.reload({ waitUntil: 'networkidle' });
      const drawer = page.getByRole('dialog', { name: header.lbl_header_cart_title });
      const cartButton = page.getByRole('button', { name: `${header.lbl_header_cart} (2)` });

      const failedPricing = page.waitForResponse('**/api/cart-price');
      await openWith(cartButton, drawer);
      await failedPricing;

      await expect(drawer.getByRole('listitem')).toHaveCount(1);
      await expect(drawer.getByRole('listitem').getByRole('status')).toHaveText('2');
      await expect(drawer.getByText(/\$\d/)).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.unroute('**/api/cart-price');
      await cartButton.click();

      await expect(drawer.getByRole('link', { name: names.get(UNCAPPED_PRODUCT)! })).toBeVisible();
      await expect(drawer.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
    });

    test('an empty cart says so', async ({ page, request }) => {
      const header = await labelsOf(request, 'TopHeader', code);
      await openPage(page, `/${code}/`);
      const drawer = page.getByRole('dialog', { name: header.lbl_header_cart_title });

      await openWith(page.getByRole('button', { name: `${header.lbl_header_cart} (0)` }), drawer);

      await expect(drawer.getByText(header.lbl_header_cart_empty)).toBeVisible();
      if (code === 'en') await expect(drawer.getByText('Your cart is empty')).toBeVisible();
      await drawer.getByRole('button', { name: header.lbl_header_cart_continue }).click();
      await expect(drawer).toBeHidden();
    });

    test('a logged-in user sees their first name and a small menu', async ({ page, request }) => {
      const labels = await labelsOf(request, 'LoginUserModal', code);
      const shopper = await createShopper(request, { FirstName: 'Leila', LastName: 'Haddad' });
      await signIn(page, shopper, `/${code}/`);
      await page.waitForLoadState('networkidle');

      const userButton = page.getByRole('banner').getByRole('button', { name: 'Leila' });
      const greeting = page.getByText(labels.lbl_user_modal_greeting.replace('{name}', 'Leila Haddad'));
      await openWith(userButton, greeting);

      await expect(userButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: labels.lbl_user_modal_update_profile })).toHaveAttribute(
        'href',
        `/${code}/update-profile`,
      );
      await expect(page.getByRole('link', { name: labels.lbl_user_modal_order_history })).toHaveAttribute(
        'href',
        `/${code}/orders-history`,
      );
      await page.keyboard.press('Escape');
      await expect(greeting).toBeHidden();
      await expect(userButton).toBeFocused();
    });

    test('Logout ends the session on the server and shows the Login link again', async ({ page, request }) => {
      const labels = await labelsOf(request, 'LoginUserModal', code);
      const shopper = await createShopper(request, { FirstName: 'Sami', LastName: 'Khalil' });
      await signIn(page, shopper, `/${code}/`);
      await page.waitForLoadState('networkidle');

      await openWith(
        page.getByRole('banner').getByRole('button', { name: 'Sami' }),
        page.getByRole('button', { name: labels.lbl_user_modal_logout }),
      );
      await page.getByRole('button', { name: labels.lbl_user_modal_logout }).click();

      const header = await labelsOf(request, 'TopHeader', code);
      await expect(page.getByRole('banner').getByRole('link', { name: header.lbl_header_login })).toBeVisible();
      expect(await page.evaluate((key) => window.localStorage.getItem(key), StorageKey.user)).toBeNull();
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'shop_session')).toBe(false);
      // The token no longer works at the back-office either.
      const after = await request.post(`${BACKOFFICE_URL}/api/v1/dynamic/dataoperation/logout-user`, {
        headers: { Token: shopper.token, UserID: String(shopper.user.UserID) },
        data: { requestParameters: {} },
      });
      expect(after.status()).toBe(401);
    });

    test('a stored user without a server session is forgotten', async ({ page, request }) => {
      const header = await labelsOf(request, 'TopHeader', code);
      await openPage(page, `/${code}/`);
      await seedStorage(page, StorageKey.user, { UserID: 4, FirstName: 'Leila', LastName: 'Haddad' });
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('banner').getByRole('link', { name: header.lbl_header_login })).toBeVisible();
      await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), StorageKey.user)).toBeNull();
    });

    test('a mega menu dropdown opens with the keyboard and leads to a category', async ({ page, request }) => {
      const { parent, child } = await categoryWithChildren(request, code);
      await openPage(page, `/${code}/`);
      const menu = page.getByRole('navigation', {
        name: (await labelsOf(request, 'MegaMenu', code)).lbl_menu_categories,
      });
      const dropdownButton = menu.getByRole('button', { name: parent.name });
      const childLink = menu.getByRole('link', { name: child.name, exact: true });

      await hydrated(page);
      await dropdownButton.focus();
      await page.keyboard.press('Enter');
      await expect(dropdownButton).toHaveAttribute('aria-expanded', 'true');
      await expect(childLink).toBeVisible();
      await expect(childLink).toHaveAttribute(
        'href',
        `/${code}/all-products/${child.id}/${encodeURIComponent(child.slug)}`,
      );

      await page.keyboard.press('Escape');
      await expect(childLink).toBeHidden();
      await expect(dropdownButton).toBeFocused();
      await expect(dropdownButton).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Space');
      await expect(childLink).toBeVisible();
      await childLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${code}/all-products/${child.id}/`));
    });

    test('on a phone the menu opens as a drawer from the reading side', async ({ page, request }) => {
      const labels = await labelsOf(request, 'MegaMenu', code);
      const { parent } = await categoryWithChildren(request, code);
      await page.setViewportSize({ width: 375, height: 800 });
      await openPage(page, `/${code}/`);
      const drawer = page.getByRole('dialog', { name: labels.lbl_menu_categories });

      await openWith(page.getByRole('button', { name: labels.lbl_menu_toggle, exact: true }), drawer);

      await expect(drawer.getByRole('link', { name: labels.lbl_menu_all_products })).toHaveAttribute(
        'href',
        `/${code}/all-products/0/${ProductListRoute.allCategories}`,
      );
      await expect(drawer.getByText(parent.name, { exact: true }).first()).toBeVisible();
      const box = await drawer.boundingBox();
      // The start side: left in English, right in Arabic.
      if (code === 'ar') expect(box!.x + box!.width).toBeGreaterThan(375 - 2);
      else expect(box!.x).toBeLessThan(2);
    });

    test('the menu sticks and the go-to-top arrow appears after scrolling, and brings the page up', async ({
      page,
      request,
    }) => {
      const footer = await labelsOf(request, 'Footer', code);
      const menuLabels = await labelsOf(request, 'MegaMenu', code);
      await page.setViewportSize({ width: 1280, height: 600 });
      await openPage(page, `/${code}/`);
      const goToTop = page.getByRole('button', { name: footer.lbl_footer_go_top });
      await expect(goToTop).toBeHidden();

      await page.mouse.wheel(0, 900);
      await expect(goToTop).toBeVisible();
      const menu = page.getByRole('navigation', { name: menuLabels.lbl_menu_categories });
      await expect.poll(async () => (await menu.boundingBox())?.y).toBe(0);

      await goToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(goToTop).toBeHidden();

      // Less motion asked for: one jump.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.mouse.wheel(0, 900);
      await goToTop.click();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('a slow page change shows the loading overlay until it is done', async ({ page, request }) => {
      const labels = await labelsOf(request, 'MegaMenu', code);
      await openPage(page, `/${code}/`);
      // Hold the next page's data back, so the navigation is visibly pending.
      await page.route('**/*.data*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      const overlay = page.getByTestId('loading-overlay');

      await page
        .getByRole('navigation', { name: labels.lbl_menu_categories })
        .getByRole('link', { name: labels.lbl_menu_all_products })
        .click();

      await expect(overlay).toBeVisible();
      await expect(overlay).toHaveCSS('z-index', '20000');
      await expect(page).toHaveURL(/\/all-products\//);
      await expect(overlay).toBeHidden();
    });

    test('a toast names its area, close button and timer in the page language, waits while pointed at, then closes', async ({
      page,
      request,
    }) => {
      const [header, newsletter] = await Promise.all([
        labelsOf(request, 'TopHeader', code),
        labelsOf(request, 'SubscribeNewsLetter', code),
      ]);
      await openPage(page, `/${code}/about`);
      // The footer's newsletter form refuses an address that is no e-mail with an error toast.
      const field = page.getByRole('textbox', { name: newsletter.lbl_newsletter_placeholder });
      const toast = page.getByRole('region', { name: header.lbl_header_toasts }).getByRole('alert');
      await field.fill('not-an-address');
      await openWith(page.getByRole('button', { name: newsletter.lbl_newsletter_button }), toast.first());
      // Pointed at at once (it lasts 5 s, which a busy machine can spend on the checks below), it outlasts its
      // time; left alone, it runs out and goes.
      await toast.first().hover();
      await expect(toast.first().getByRole('button', { name: header.lbl_header_toast_close })).toBeVisible();
      await expect(toast.first().getByRole('progressbar', { name: header.lbl_header_toast_timer })).toBeAttached();
      await page.waitForTimeout(Timing.toast + 1_000);
      await expect(toast.first()).toBeVisible();
      await page.mouse.move(0, page.viewportSize()!.height - 1);
      await expect(toast).toHaveCount(0, { timeout: Timing.toast + 3_000 });
    });

    test('an unknown page answers 404 in the page language, with a search and a way home', async ({
      page,
      request,
    }) => {
      const header = await labelsOf(request, 'TopHeader', code);

      const response = await openPage(page, `/${code}/no-such-page`);

      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      await expect(
        page.getByRole('heading', { level: 1, name: code === 'ar' ? 'الصفحة غير موجودة' : 'Page not found' }),
      ).toBeVisible();
      const main = page.getByRole('main');
      await expect(
        main.getByRole('link', { name: code === 'ar' ? 'العودة إلى الصفحة الرئيسية' : 'Back to the home page' }),
      ).toHaveAttribute('href', `/${code}/`);

      const field = main.getByRole('combobox', { name: header.lbl_header_search_title });
      // Before the form's code has loaded, Enter sends the form to the list as a page load: slower
      // than a client navigation on a busy machine, so each try waits for it.
      await expect(async () => {
        await field.fill('olive');
        await field.press('Enter');
        await expect(page).toHaveURL(/SearchTerm=olive$/, { timeout: 10_000 });
      }).toPass();
      await expect(page).toHaveURL(new RegExp(`/${code}/all-products/0/${ProductListRoute.allCategories}\\?`));
    });

    test('the first Tab reaches Skip to content, shown while focused; Enter moves focus into the main content', async ({
      page,
    }) => {
      await openPage(page, `/${code}/`);
      const skip = page.getByRole('link', { name: SKIP_TO_CONTENT[code], exact: true });
      // Hidden from the eye until it has focus.
      expect((await skip.boundingBox())?.width).toBeLessThanOrEqual(1);

      await page.keyboard.press('Tab');

      await expect(skip).toBeFocused();
      expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab goes on from the page's own content, not the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    });

    test('every page has one main landmark, where the skip link leads', async ({ page }) => {
      for (const path of [
        '/',
        '/about',
        '/faq',
        '/contact-us',
        '/cart',
        '/login',
        '/signup',
        '/reset-password',
        '/shipping',
        `/all-products/0/${ProductListRoute.allCategories}`,
        '/no-such-page',
      ]) {
        await page.goto(`/${code}${path}`);
        await expect(page.getByRole('main'), path).toHaveCount(1);
        await expect(page.getByRole('main'), path).toHaveAttribute('id', 'main');
        await expect(page.getByRole('link', { name: SKIP_TO_CONTENT[code], exact: true }), path).toHaveAttribute(
          'href',
          '#main',
        );
      }
    });

    test('the home page has no serious or critical accessibility problem', async ({ page }) => {
      // axe over the home page's carousels and product rows took 27–33 s on 2 cores.
      test.slow();
      await openPage(page, `/${code}/`);

      const results = await axeOf(page).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );

      expect(
        serious.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  });
}
