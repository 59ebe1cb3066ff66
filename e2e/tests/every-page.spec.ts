import type { Locator, Page } from '@playwright/test';
import { type LanguageCode, StorageKey } from '@shop/contract';

import { callBackofficeList } from '../support/backoffice';
import { labelsOf } from '../support/labels';
import { orderableProducts, placeCashOrder } from '../support/orders';
import { createShopper, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { axeOf } from '../support/axe';

// Every storefront page (routes.ts) in both languages at a phone's and a desktop's width, with its
// popups open where it has them (issue 19, items 4 and 11):
// - axe with all its rules, best practice as well as WCAG, finds nothing;
// - on /ar/ every text a shopper sees or a screen reader reads (text, aria-label, alt, title,
//   placeholder, options, the document title) is Arabic: no Latin-script word but the allow-list's.
// Each page is opened once per language and width, by one signed-in shopper with an order.

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

// The seed's thobe: colours and sizes, reviews, the size guide. A line of it in black, size S.
const THOBE = 30;
const BLACK_THOBE_SIZE_S = {
  ProductId: THOBE,
  Quantity: 1,
  productSelectedAttributes: [
    { ProductAttributeID: 1, PrimaryKeyValue: 2 },
    { ProductAttributeID: 2, PrimaryKeyValue: 2 },
  ],
  ShippingCharges: 0,
  DefaultImage: '',
};
// A size of the list's size filter, so the list shows a chosen filter.
const SIZE_S = 2;

/**
 * Latin-script words an Arabic page may hold, each for a reason:
 * - card and payment brands, written as their owners write them;
 * - the sizes' letters (XS…XXL): printed on the garment's label, so the size buttons, the cart
 *   line and the size guide's first column show them as the label does (the size's name beside
 *   them is Arabic: 'صغير (S)');
 * - PDF: the name of a file format, written so in Arabic shops too.
 */
const ALLOWED_WORDS = new Set(['Visa', 'Mastercard', 'PayPal', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'PDF']);
const ALLOWED_PATTERNS = [
  // E-mail addresses.
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  // The toast area's keyboard shortcut, named as the keys are printed.
  /\bAlt\+T\b/g,
  // Order numbers (PS-yymmdd-XXXXXX), read out to the shop as they are.
  /\bPS-\d{6}-[A-Z\d]{6}\b/g,
];
const LATIN_WORD = /\p{Script=Latin}+/gu;

interface FoundText {
  text: string;
  where: string;
}

/**
 * Every text a shopper sees or a screen reader reads on the page as it stands. Text marked as
 * another language (`lang`: the language menu's 'English', an English review, a storage key) is
 * that language's, and read so, not the page's.
 */
function textsOfPage(pageLanguage: string): FoundText[] {
  const found: FoundText[] = [];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      element.getAttribute('class')
        ? `.${element.getAttribute('class')!.trim().split(/\s+/).slice(0, 3).join('.')}`
        : ''
    }`;
  const foreign = (element: Element) => {
    const marked = element.closest('[lang]')?.getAttribute('lang');
    return marked !== undefined && marked !== null && !marked.startsWith(pageLanguage);
  };
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  // Read by screen readers: rendered and not hidden from them.
  const read = (element: Element) => shown(element) && !element.closest('[aria-hidden="true"], [inert]');

  const skipped = (element: Element) =>
    Boolean(element.closest('script, style, noscript, template, select')) || foreign(element) || !shown(element);
  const textOf = (root: Element) => {
    let text = '';
    const inside = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = inside.nextNode(); node; node = inside.nextNode()) {
      if (node.parentElement && !skipped(node.parentElement)) text += node.textContent;
    }
    return text.trim();
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skipped(parent) || !node.textContent?.trim()) continue;
    // A text cut into pieces (an e-mail address that may wrap after its @) is read whole.
    let whole: Element = parent;
    while (
      whole.parentElement &&
      whole.parentElement !== document.body &&
      getComputedStyle(whole).display === 'inline'
    ) {
      whole = whole.parentElement;
    }
    found.push({ text: textOf(whole), where: name(whole) });
  }
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (!read(element) || foreign(element)) continue;
    for (const attribute of ['aria-label', 'aria-roledescription', 'aria-valuetext', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) found.push({ text: value, where: `${name(element)}[${attribute}]` });
    }
    if (element instanceof HTMLSelectElement) {
      for (const option of Array.from(element.options)) {
        if (!foreign(option) && option.text.trim())
          found.push({ text: option.text.trim(), where: `${name(element)} option` });
      }
    }
  }
  found.push({ text: document.title, where: 'title' });
  return found;
}

/** The page's texts holding a Latin-script word outside the allow-list, once each. */
async function latinWords(page: Page, place: string): Promise<string[]> {
  const texts = await page.evaluate(textsOfPage, 'ar');
  const findings = texts.flatMap(({ text, where }) => {
    const rest = ALLOWED_PATTERNS.reduce((remaining, pattern) => remaining.replace(pattern, ' '), text);
    const words = (rest.match(LATIN_WORD) ?? []).filter((word) => !ALLOWED_WORDS.has(word));
    return words.length > 0 ? [`${place}: Latin ${words.join(' ')} in "${text.slice(0, 100)}" (${where})`] : [];
  });
  return [...new Set(findings)];
}

/**
 * The page's texts that show a label's id (lbl_…) instead of its text: a screen entity the page's loaders
 * did not load (lib/labels/labels.ts), in either language.
 */
async function labelIds(page: Page, place: string, code: LanguageCode): Promise<string[]> {
  const texts = await page.evaluate(textsOfPage, code);
  return [
    ...new Set(
      texts.flatMap(({ text, where }) =>
        /\blbl_\w+/.test(text) ? [`${place}: a label id in "${text.slice(0, 100)}" (${where})`] : [],
      ),
    ),
  ];
}

/** Axe's violations with every rule it has on (no tags filter: best practice too). */
async function axeViolations(page: Page, place: string, scope?: string): Promise<string[]> {
  const builder = axeOf(page);
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${place}: axe ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`),
  );
}

/** A name that starts with `text` (a count follows it). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  for (const viewport of VIEWPORTS) {
    const phone = viewport.width < 1024;
    test(`every page in ${code} at ${viewport.width} px: axe and ${code === 'ar' ? 'no English' : 'English'}`, async ({
      page,
      request,
    }) => {
      // About 35 places, each loaded and checked once: a few seconds each on a busy machine.
      test.setTimeout(360_000);
      await page.setViewportSize(viewport);
      const findings: string[] = [];
      /** Checks the page as it stands; `scope` limits axe to an open popup already checked beneath. */
      const check = async (place: string, scope?: string) => {
        findings.push(...(await axeViolations(page, place, scope)));
        findings.push(...(await labelIds(page, place, code)));
        if (code === 'ar') findings.push(...(await latinWords(page, place)));
      };
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('labels:')) {
          findings.push(`${new URL(page.url()).pathname}: ${message.text()}`);
        }
      });
      const visit = async (path: string) => {
        await page.goto(`/${code}${path}`, { waitUntil: 'networkidle' });
        await check(path);
      };
      const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
      const openDialog = async (place: string, opener: Locator, name: string | RegExp) => {
        await opener.click();
        await expect(dialog(name)).toBeVisible();
        await check(place, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await expect(dialog(name)).toBeHidden();
      };

      const [shopper, { physical }, [campaign], header, menu, list, product, reset, orders] = await Promise.all([
        // What an Arabic-speaking shopper would type; the e-mail is Latin anyway.
        createShopper(request, { FirstName: 'ليلى', LastName: 'حداد', AddressLineOne: 'البلدة القديمة 12، القدس' }),
        orderableProducts(request, code),
        callBackofficeList<{ CampaignId: number }>(request, 'get-web-campaign-list', { recordValueJson: '[]' }, code),
        labelsOf(request, 'TopHeader', code),
        labelsOf(request, 'MegaMenu', code),
        labelsOf(request, 'AllProducts', code),
        labelsOf(request, 'ProductDetail', code),
        labelsOf(request, 'ResetPassword', code),
        labelsOf(request, 'OrdersHistory', code),
      ]);
      const order = await placeCashOrder(request, shopper, [physical.id], code);

      // Signed out: the account forms and the newsletter's links.
      for (const path of ['/login', '/signup', '/newsletter/confirm?token=x', '/newsletter/unsubscribe?token=x']) {
        await visit(path);
      }
      await visit('/reset-password');
      // Step 2 of the reset, with the toast saying the code is on its way (held open by the pointer).
      await page.getByLabel(reset.lbl_reset_email, { exact: true }).fill(shopper.email);
      await page.getByRole('button', { name: reset.lbl_reset_send_code }).click();
      await expect(page.getByLabel(reset.lbl_reset_otp)).toBeVisible();
      const toast = page.locator('.Toastify').getByRole('alert');
      await toast.hover();
      await check('/reset-password, code sent');

      // Signed in, with an order and a cart line of the thobe.
      await signIn(page, shopper, `/${code}/`);
      await page.waitForLoadState('networkidle');
      await check('/');
      await openDialog(
        '/ search',
        page.getByRole('button', { name: header.lbl_header_search }),
        header.lbl_header_search_title,
      );
      await openDialog(
        '/ wishlist',
        page.getByRole('button', { name: startingWith(header.lbl_header_wishlist) }),
        startingWith((await labelsOf(request, 'Wishlist', code)).lbl_wishlist_title),
      );
      if (phone) {
        await openDialog('/ menu', page.getByRole('button', { name: menu.lbl_menu_toggle }), menu.lbl_menu_categories);
      }
      const account = page.getByRole('button', { name: 'ليلى' });
      const accountMenu = `#${await account.getAttribute('aria-controls')}`;
      await account.click();
      await expect(page.locator(accountMenu)).toBeVisible();
      await check('/ account menu', accountMenu);
      await page.keyboard.press('Escape');

      await visit(`/all-products/0/all?SizeID=${SIZE_S}`);
      if (phone) {
        await openDialog(
          '/all-products filters',
          page.getByRole('button', { name: list.lbl_all_products_filters }),
          list.lbl_all_products_filters,
        );
      }
      await visit(`/product-detail/${THOBE}/clothing/thobe`);
      await openDialog(
        '/product-detail size guide',
        page.getByRole('button', { name: product.lbl_product_detail_size_guide_button }),
        (await labelsOf(request, 'SizeGuide', code)).lbl_size_guide_title,
      );
      // Its tabs after the first, shown one at a time.
      const tabs = page.getByRole('tab');
      for (let index = 1; index < (await tabs.count()); index++) {
        const tab = tabs.nth(index);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await check(`/product-detail tab ${(await tab.textContent())?.trim()}`, '[role="tabpanel"]:not([hidden])');
      }
      await visit(`/campaign/${campaign!.CampaignId}/campaign`);

      await page.evaluate(([key, json]) => window.localStorage.setItem(key!, json!), [
        StorageKey.cart,
        JSON.stringify([BLACK_THOBE_SIZE_S]),
      ] as const);
      await visit('/cart');
      await openDialog(
        '/cart drawer',
        page.getByRole('button', { name: startingWith(header.lbl_header_cart) }),
        header.lbl_header_cart_title,
      );
      await visit('/checkout');
      await visit('/orders-history');
      await page
        .getByRole('button', { name: orders.lbl_orders_view_items_of.replace('{number}', order.OrderNumber) })
        .click();
      await page.waitForLoadState('networkidle');
      await check('/orders-history, items open');

      for (const path of [
        '/update-profile',
        '/become-seller',
        '/contact-us',
        '/about',
        '/faq',
        // The footer's content pages (routes.ts CONTENT_PAGES).
        '/vision',
        '/shipping',
        '/returns',
        '/privacy',
        '/terms',
        '/help',
        '/donate',
        '/account',
        '/wishlist',
        '/no-such-page',
      ]) {
        await visit(path);
      }

      // Refresh says it cleared the data, then loads the home page: a 204 answers that load, so the
      // browser stays on the message to be checked.
      let reloadAsked!: () => void;
      const reload = new Promise<void>((resolve) => (reloadAsked = resolve));
      await page.route(
        `**/${code}/`,
        async (route) => {
          reloadAsked();
          await route.fulfill({ status: 204 });
        },
        { times: 1 },
      );
      await page.goto(`/${code}/refresh`);
      await reload;
      await check('/refresh');

      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
}
