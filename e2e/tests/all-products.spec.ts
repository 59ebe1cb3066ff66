import { type APIRequestContext, type Page } from '@playwright/test';
import {
  Language,
  type LanguageCode,
  Messages,
  PRICE_RANGES,
  ScreenLabels,
  StorageKey,
  Truncate,
  truncate,
} from '@shop/contract';

import { expect, test } from '../support/test';
import { callBackofficeList } from '../support/backoffice';
import { labelsOf } from '../support/labels';
import { axeOf } from '../support/axe';

// The product list (spec sections 2, 4 and 9) and its product cards with the quick view. Every
// expectation comes from the seeded back-office, read through the protocol, not from the page.

// ---------------------------------------------------------------------------------------------
// What the seeded shop holds
// ---------------------------------------------------------------------------------------------

interface ListRow {
  ProductId: number;
  ProductName: string;
  ProductDescription: string | null;
  TotalRecords: number;
}

interface CategoryRow {
  CategoryID: number;
  ParentCategoryID: number | null;
  Name: string;
  LocalizationJsonData: string | null;
}

interface DetailRow {
  StockQuantity: number;
  ProductSizesJson: string | null;
  ProductColorsJson: string | null;
}

const jsonList = <T>(text: string | null | undefined): T[] => (text ? (JSON.parse(text) as T[]) : []);

/** Number of products get-all-products finds for `filters`. */
async function totalFor(request: APIRequestContext, filters: Record<string, unknown>, language: LanguageCode) {
  const rows = await callBackofficeList<ListRow>(
    request,
    'get-all-products',
    { ...filters, PageNo: 1, PageSize: 1 },
    language,
  );
  return rows[0]?.TotalRecords ?? 0;
}

async function products(request: APIRequestContext, language: LanguageCode): Promise<ListRow[]> {
  return callBackofficeList<ListRow>(request, 'get-all-products', { PageNo: 1, PageSize: 100 }, language);
}

/** A top-level category with children, with its and its children's names in `language`. */
async function parentCategory(request: APIRequestContext, language: LanguageCode) {
  const rows = await callBackofficeList<CategoryRow>(
    request,
    'get-categories-list',
    { PageNo: 1, PageSize: 100 },
    language,
  );
  const parent = rows.find(
    (row) => !row.ParentCategoryID && rows.some((child) => child.ParentCategoryID === row.CategoryID),
  );
  expect(parent, 'the seed has a category with children').toBeDefined();
  const nameOf = (row: CategoryRow) =>
    jsonList<{ langId: number; text: string }>(row.LocalizationJsonData).find(
      (entry) => entry.langId === Language[language].id,
    )?.text || row.Name;
  return {
    id: parent!.CategoryID,
    name: nameOf(parent!),
    childNames: rows.filter((row) => row.ParentCategoryID === parent!.CategoryID).map(nameOf),
  };
}

/** Products to add from the quick view: one with nothing to choose, one that has sizes. */
async function quickViewProducts(request: APIRequestContext) {
  let plain: number | undefined;
  let sized: number | undefined;
  for (const row of await products(request, 'en')) {
    if (plain !== undefined && sized !== undefined) break;
    const params = { ProductId: row.ProductId };
    const [detail] = await callBackofficeList<DetailRow>(request, 'get-product_detail', params);
    if (!detail || detail.StockQuantity < 1) continue;
    const sizes = jsonList(detail.ProductSizesJson);
    if (sized === undefined && sizes.length > 0) sized = row.ProductId;
    if (plain !== undefined || sizes.length > 0 || jsonList(detail.ProductColorsJson).length > 0) continue;
    const attributes = await callBackofficeList<{ IsRequiredAttribute: boolean }>(
      request,
      'get-product-all-attributes-by-productId',
      params,
    );
    if (!attributes.some((attribute) => attribute.IsRequiredAttribute)) plain = row.ProductId;
  }
  expect(plain, 'the seed has a product with nothing to choose').toBeDefined();
  expect(sized, 'the seed has a product with sizes').toBeDefined();
  return { plain: plain!, sized: sized! };
}

async function popularTags(request: APIRequestContext, language: LanguageCode) {
  return callBackofficeList<{ TagID: number; TagName: string }>(
    request,
    'get-popular-tags',
    { PageNo: 1, PageSize: 100 },
    language,
  );
}

const FILTER_KINDS = ['brand', 'size', 'price', 'rating', 'tag'] as const;

/**
 * One value of each sidebar filter: the checkbox's name, the query it leads to and the
 * back-office's params for the same filter.
 */
async function sidebarFilters(request: APIRequestContext, language: LanguageCode, ratingLabel: string) {
  const list = { PageNo: 1, PageSize: 100 };
  const [brand] = await callBackofficeList<{ ManufacturerID: number; Name: string }>(
    request,
    'get-manufacturer-list',
    list,
    language,
  );
  const sizes = await callBackofficeList<{ SizeID: number; Name: string; ShortName: string }>(
    request,
    'get-size-list',
    list,
    language,
  );
  const size = sizes.find((row) => row.ShortName === 'M') ?? sizes[0]!;
  const [tag] = await popularTags(request, language);
  const range = PRICE_RANGES[1];
  return {
    brand: {
      name: brand!.Name,
      query: `ManufacturerID=${brand!.ManufacturerID}`,
      params: { ManufacturerID: brand!.ManufacturerID },
    },
    size: { name: `${size.Name} (${size.ShortName})`, query: `SizeID=${size.SizeID}`, params: { SizeID: size.SizeID } },
    price: {
      name: `$${range.min}.00 – $${range.max}.00`,
      query: `MinPrice=${range.min}&MaxPrice=${range.max}`,
      params: { MinPrice: range.min, MaxPrice: range.max },
    },
    rating: { name: fill(ratingLabel, { n: 4 }), query: 'Rating=4', params: { Rating: 4 } },
    tag: { name: tag!.TagName, query: `TagID=${tag!.TagID}`, params: { TagID: tag!.TagID } },
  } satisfies Record<(typeof FILTER_KINDS)[number], { name: string; query: string; params: Record<string, unknown> }>;
}

// ---------------------------------------------------------------------------------------------
// Texts as the shopper sees them in each language
// ---------------------------------------------------------------------------------------------

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

// The Arabic the shop shows for the spec's messages, written out here so the test checks them.
const arabicMessages: Record<string, string> = {
  [Messages.selectSize]: 'اختر مقاس المنتج!',
  [Messages.cartItemAdded]: 'أُضيف إلى السلة!',
  [Messages.cartItemExists]: 'المنتج موجود في سلتك بالفعل!',
  [Messages.wishlistItemAdded]: 'أُضيف إلى قائمة أمنياتك!',
  [Messages.wishlistItemExists]: 'المنتج موجود في قائمة أمنياتك بالفعل!',
};

const shown = (message: string, language: LanguageCode) => (language === 'en' ? message : arabicMessages[message]!);

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------

const allProducts = (language: LanguageCode, query = '') => `/${language}/all-products/0/all-categories${query}`;

/** Opens a list page and waits until the browser has taken it over, so script-driven controls act. */
async function openList(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The price each card shows first: what the shopper pays. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)![1]!.replaceAll(',', '')));
}

/** The toolbar's 'Showing x to y of z results'; a client-side navigation may take a moment on a busy machine. */
async function expectShowing(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 15_000 });
}

async function storedList(page: Page, key: string): Promise<{ ProductId: number }[]> {
  return page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '[]'), key);
}

async function seriousProblems(page: Page): Promise<string[]> {
  const results = await axeOf(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`all products (${language})`, () => {
    async function texts(request: APIRequestContext) {
      return {
        list: await labelsOf(request, 'AllProducts', language),
        options: await labelsOf(request, 'ProductsFilterOptions', language),
        sidebar: await labelsOf(request, 'SiteLeftSidebarFilter', language),
        grid: await labelsOf(request, 'ProductsGridTypeOne', language),
      };
    }
    const showing = (template: string, from: number, to: number, total: number) => fill(template, { from, to, total });
    const sidebar = (page: Page, name: string) => page.getByRole('complementary', { name, exact: true });

    test("lists the first page with 'Showing x to y of z results'", async ({ page, request }) => {
      const { list, options } = await texts(request);
      const total = await totalFor(request, {}, language);

      await openList(page, allProducts(language));

      await expect(page.getByRole('heading', { level: 1, name: list.lbl_all_products_title })).toBeVisible();
      await expectShowing(page, showing(options.lbl_filter_options_showing, 1, 9, total));
      await expect(cards(page)).toHaveCount(9);
      await expect(page.getByRole('link', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: list.lbl_all_products_next })).toBeVisible();
    });

    test('a parent category lists its children’s products too, through the URL', async ({ page, request }) => {
      const { list, options } = await texts(request);
      const category = await parentCategory(request, language);
      const total = await totalFor(request, { CategoryID: String(category.id) }, language);

      await openList(page, allProducts(language, '?PageNo=2'));
      const checkbox = sidebar(page, list.lbl_all_products_filters).getByRole('checkbox', {
        name: truncate(category.name, Truncate.filter),
        exact: true,
      });
      await checkbox.click();

      // Back to page 1 with the category in the query.
      await expect(page).toHaveURL(new RegExp(`\\?CategoryID=${category.id}$`));
      await expect(checkbox).toHaveAttribute('aria-checked', 'true');
      await expectShowing(page, showing(options.lbl_filter_options_showing, 1, Math.min(9, total), total));
      // Every product listed belongs to one of the parent's children.
      const listed = await cards(page).allTextContents();
      expect(listed.length).toBeGreaterThan(0);
      for (const text of listed)
        expect(
          category.childNames.some((name) => text.includes(name)),
          text,
        ).toBe(true);

      // The category's own page filters the same way, under its name.
      await openList(page, `/${language}/all-products/${category.id}/x`);
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      await expectShowing(page, showing(options.lbl_filter_options_showing, 1, Math.min(9, total), total));
    });

    for (const kind of FILTER_KINDS) {
      test(`the ${kind} filter changes the results and the URL, back to page 1`, async ({ page, request }) => {
        const { list, options, sidebar: side } = await texts(request);
        const filter = (await sidebarFilters(request, language, side.lbl_sidebar_rating_value))[kind];
        const total = await totalFor(request, filter.params, language);
        expect(total, `${filter.query} finds products`).toBeGreaterThan(0);
        await openList(page, allProducts(language, '?PageNo=2'));
        const checkbox = sidebar(page, list.lbl_all_products_filters).getByRole('checkbox', {
          name: truncate(filter.name, Truncate.filter),
          exact: true,
        });

        await checkbox.click();

        await expect(page).toHaveURL(new RegExp(`\\?${filter.query}$`));
        await expect(checkbox).toHaveAttribute('aria-checked', 'true');
        await expectShowing(page, showing(options.lbl_filter_options_showing, 1, Math.min(9, total), total));

        // A second click takes the filter off again.
        await checkbox.click();
        await expect(page).toHaveURL(new RegExp(`/all-categories$`));
        await expect(checkbox).toHaveAttribute('aria-checked', 'false');
      });
    }

    test('every price shown lies in the chosen price range', async ({ page }) => {
      const range = PRICE_RANGES[1];
      await openList(page, allProducts(language, `?MinPrice=${range.min}&MaxPrice=${range.max}`));

      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) {
        expect(price).toBeGreaterThanOrEqual(range.min);
        expect(price).toBeLessThanOrEqual(range.max);
      }
    });

    test('tags toggle in a comma list', async ({ page, request }) => {
      const { list, options } = await texts(request);
      const [tag, otherTag] = await popularTags(request, language);
      const both = await totalFor(request, { TagID: `${tag!.TagID},${otherTag!.TagID}` }, language);
      await openList(page, allProducts(language, `?TagID=${tag!.TagID}`));
      const filters = sidebar(page, list.lbl_all_products_filters);
      const checkbox = (name: string) =>
        filters.getByRole('checkbox', { name: truncate(name, Truncate.filter), exact: true });

      await checkbox(otherTag!.TagName).click();
      await expect(page).toHaveURL(new RegExp(`\\?TagID=${tag!.TagID},${otherTag!.TagID}$`));
      await expectShowing(page, showing(options.lbl_filter_options_showing, 1, Math.min(9, both), both));

      await checkbox(tag!.TagName).click();
      await expect(page).toHaveURL(new RegExp(`\\?TagID=${otherTag!.TagID}$`));
    });

    test('sorting by price orders the prices both ways', async ({ page, request }) => {
      const { options } = await texts(request);
      const firstPage = async (sort: string) =>
        (
          await callBackofficeList<ListRow & { Price: number; DiscountedPrice: number | null }>(
            request,
            'get-all-products',
            { PageNo: 1, PageSize: 9, OrderByColumnName: sort },
            language,
          )
        ).map((row) => (row.DiscountedPrice ? row.DiscountedPrice : row.Price));
      const sortBy = (label: string) => page.getByLabel(options.lbl_filter_options_sort_by).selectOption({ label });
      await openList(page, allProducts(language));

      await sortBy(options.lbl_filter_options_sort_price_asc);
      await expect(page).toHaveURL(/\?OrderByColumnName=Price%20ASC$/);
      const ascending = await firstPage('Price ASC');
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await expect.poll(() => cardPrices(page)).toEqual(ascending);

      await sortBy(options.lbl_filter_options_sort_price_desc);
      await expect(page).toHaveURL(/\?OrderByColumnName=Price%20DESC$/);
      const descending = await firstPage('Price DESC');
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      await expect.poll(() => cardPrices(page)).toEqual(descending);
    });

    test('page size and pages work, and the back button returns to the previous filter', async ({ page, request }) => {
      // Seven page loads and client navigations in one story.
      test.slow();
      const { list, options } = await texts(request);
      const total = await totalFor(request, {}, language);
      const [tag] = await popularTags(request, language);
      await openList(page, allProducts(language));

      await page.getByLabel(options.lbl_filter_options_show, { exact: true }).selectOption('18');
      await expect(page).toHaveURL(/\?PageSize=18$/);
      await expect(cards(page)).toHaveCount(18);
      await expectShowing(page, showing(options.lbl_filter_options_showing, 1, 18, total));

      await page.getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/\?PageSize=18&PageNo=2$/);
      await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expectShowing(page, showing(options.lbl_filter_options_showing, 19, 36, total));

      await page.getByRole('link', { name: list.lbl_all_products_next }).click();
      await expect(page).toHaveURL(/\?PageSize=18&PageNo=3$/);
      await page.goBack();
      await expect(page).toHaveURL(/\?PageSize=18&PageNo=2$/);
      await expectShowing(page, showing(options.lbl_filter_options_showing, 19, 36, total));

      // A filter goes back to page 1; the back button brings the unfiltered page 2 back.
      await sidebar(page, list.lbl_all_products_filters)
        .getByRole('checkbox', { name: truncate(tag!.TagName, Truncate.filter), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?TagID=${tag!.TagID}&PageSize=18$`));
      await page.goBack();
      await expect(page).toHaveURL(/\?PageSize=18&PageNo=2$/);
      await expectShowing(page, showing(options.lbl_filter_options_showing, 19, 36, total));
    });

    test('the view switch shows 2, 3 or 4 columns or rows with descriptions', async ({ page, request }) => {
      const { options } = await texts(request);
      const [first] = await products(request, language);
      await openList(page, allProducts(language));
      const view = (name: string) => page.getByRole('button', { name, exact: true });

      await expect(view(options.lbl_filter_options_view_grid3)).toHaveAttribute('aria-pressed', 'true');
      await view(options.lbl_filter_options_view_grid4).click();
      await expect(page).toHaveURL(/\?view=grid4$/);
      await expect(view(options.lbl_filter_options_view_grid4)).toHaveAttribute('aria-pressed', 'true');
      await expect(view(options.lbl_filter_options_view_grid3)).toHaveAttribute('aria-pressed', 'false');

      await view(options.lbl_filter_options_view_list).click();
      await expect(page).toHaveURL(/\?view=list$/);
      const firstDescription = first!.ProductDescription!.trim().slice(0, 40);
      await expect(cards(page).first()).toContainText(firstDescription);
    });

    test('a search term in the URL lists what matches, not for search engines', async ({ page, request }) => {
      const { list, options } = await texts(request);
      const term = 'olive';
      const total = await totalFor(request, { SearchTerm: term }, language);

      await openList(page, allProducts(language, `?SearchTerm=${term}`));

      await expect(page.getByRole('heading', { level: 1 })).toContainText(list.lbl_all_products_search_results);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
      await expectShowing(page, showing(options.lbl_filter_options_showing, 1, Math.min(9, total), total));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('quick view shows a product, adds a plain one and refuses one that needs a size', async ({
      page,
      request,
    }) => {
      const { grid } = await texts(request);
      const { plain, sized } = await quickViewProducts(request);
      const rows = await products(request, language);
      const quickView = async (productId: number) => {
        const row = rows.find((candidate) => candidate.ProductId === productId)!;
        const english = (await products(request, 'en')).find((candidate) => candidate.ProductId === productId)!;
        await openList(page, allProducts(language, `?SearchTerm=${encodeURIComponent(english.ProductName)}`));
        const card = cards(page).filter({
          has: page.getByRole('heading', { name: truncate(row.ProductName, Truncate.card), exact: true }),
        });
        await card.getByRole('button', { name: grid.lbl_grid_quick_view }).click();
        const dialog = page.getByRole('dialog', { name: grid.lbl_grid_quick_view });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { name: row.ProductName, exact: true })).toBeVisible();
        return { dialog, row };
      };

      const { dialog, row } = await quickView(plain);
      await expect(dialog.getByText(row.ProductDescription?.trim() || grid.lbl_grid_no_description)).toBeVisible();
      await expect(dialog.getByText(`${grid.lbl_grid_category}:`)).toBeVisible();
      await expect(dialog.getByRole('link', { name: grid.lbl_grid_view_full_details })).toHaveAttribute(
        'href',
        new RegExp(`^/${language}/product-detail/${plain}/`),
      );
      await dialog.getByRole('button', { name: grid.lbl_grid_add_to_cart }).click();
      await expectToast(page, shown(Messages.cartItemAdded, language));
      expect((await storedList(page, StorageKey.cart)).map((item) => item.ProductId)).toEqual([plain]);
      await dialog.getByRole('button', { name: grid.lbl_grid_add_to_cart }).click();
      await expectToast(page, shown(Messages.cartItemExists, language));

      const sizedView = await quickView(sized);
      await sizedView.dialog.getByRole('button', { name: grid.lbl_grid_add_to_cart }).click();
      await expectToast(page, shown(Messages.selectSize, language));
      // The quick view offers the sizes itself (issue 19, item 13): focus goes to them.
      const detail = await labelsOf(request, 'ProductDetail', language);
      await expect(
        sizedView.dialog
          .getByRole('group', { name: detail.lbl_product_detail_size })
          .getByRole('radio', { disabled: false })
          .first(),
      ).toBeFocused();
      expect((await storedList(page, StorageKey.cart)).map((item) => item.ProductId)).toEqual([plain]);
    });

    test('the wishlist button adds a product once', async ({ page, request }) => {
      const { grid } = await texts(request);
      await openList(page, allProducts(language));
      const card = cards(page).first();

      await card.getByRole('button', { name: grid.lbl_grid_add_to_wishlist }).click();
      await expectToast(page, shown(Messages.wishlistItemAdded, language));
      await card.getByRole('button', { name: grid.lbl_grid_add_to_wishlist }).click();
      await expectToast(page, shown(Messages.wishlistItemExists, language));

      expect(await storedList(page, StorageKey.wishlist)).toHaveLength(1);
    });

    test('has no serious or critical accessibility problems', async ({ page, request }) => {
      // Three full-page audits.
      test.slow();
      const { list, grid } = await texts(request);
      await openList(page, allProducts(language, '?CategoryID=1&view=list'));
      expect(await seriousProblems(page)).toEqual([]);

      await cards(page).first().getByRole('button', { name: grid.lbl_grid_quick_view }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousProblems(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // On a phone the filters open as a drawer from the reading side.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: list.lbl_all_products_filters }).click();
      const drawer = page.getByRole('dialog', { name: list.lbl_all_products_filters });
      await expect(drawer).toBeVisible();
      const box = (await drawer.boundingBox())!;
      if (language === 'ar') expect(box.x + box.width).toBeGreaterThan(370);
      else expect(box.x).toBeLessThan(5);
      expect(await seriousProblems(page)).toEqual([]);
    });
  });
}

test.describe('all products (en only)', () => {
  test('the home page lists lead to the popular and recent products', async ({ page, request }) => {
    const popular = await callBackofficeList<ListRow>(request, 'get-popular-products-list', { PageNo: 1, PageSize: 9 });
    await openList(page, '/en/all-products/0/popular-products');
    await expect(
      page.getByRole('heading', { level: 1, name: ScreenLabels.PopularProducts.lbl_popular_products_heading }),
    ).toBeVisible();
    await expect(cards(page).first()).toContainText(truncate(popular[0]!.ProductName, Truncate.card));

    const recent = await callBackofficeList<ListRow>(request, 'get-all-products', {
      PageNo: 1,
      PageSize: 1,
      OrderByColumnName: 'Date DESC',
    });
    await openList(page, '/en/all-products/0/recent-products');
    await expect(
      page.getByRole('heading', { level: 1, name: ScreenLabels.NewProducts.lbl_new_products_heading }),
    ).toBeVisible();
    await expect(cards(page).first()).toContainText(truncate(recent[0]!.ProductName, Truncate.card));
  });

  test('works before the script loads: filters are links and the toolbar a form', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const total = await totalFor(request, {}, 'en');
    await page.goto(allProducts('en'));

    await page.getByLabel('Sort by').selectOption('Price DESC');
    await page.getByRole('button', { name: ScreenLabels.ProductsFilterOptions.lbl_filter_options_show }).click();
    await expect(page).toHaveURL(/OrderByColumnName=Price\+DESC/);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expectShowing(page, `Showing 1 to 9 of ${total} results`);
    await context.close();
  });

  test('an unknown category id form is not a page', async ({ page }) => {
    const response = await page.goto('/en/all-products/abc/x');
    expect(response?.status()).toBe(404);
  });
});
