import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  type CurrencyCode,
  Currency,
  type LanguageCode,
  Messages,
  PaymentMethod,
  type ScreenLabels,
  StorageKey,
  cannotAddMore,
} from '@shop/contract';

import { labelsOf } from '../support/labels';
import { BACKOFFICE_URL, STOREFRONT_URL } from '../support/servers';
import { type Shopper, createShopper, signIn } from '../support/session';
import { expect, openStorageOnly, putCart, test } from '../support/test';
import { axeOf } from '../support/axe';

// The cart page and the checkout (spec sections 2, 4, 5, 8 and 9) in English and Arabic: the cart
// table and its limits, the checkout's redirects, coupons, each payment method of the offline
// sandbox, idempotent placement, keyboard use and accessibility.

// ---------------------------------------------------------------------------------------------
// The seeded shop, read from the back-office protocol rather than from the page
// ---------------------------------------------------------------------------------------------

interface Attribute {
  ProductAttributeID: number;
  PrimaryKeyValue: number;
}

interface CartLine {
  ProductId: number;
  Quantity: number;
  productSelectedAttributes: Attribute[];
}

interface PricedLine {
  ProductId: number;
  ProductName: string;
  Price: number;
  DiscountedPrice: number | null;
  ItemSubTotal: number;
  ShippingCharges: number;
  ColorName: string | null;
  SizeShortName: string | null;
  ProductVariantCombination: string | null;
  LineStatus?: string;
}

interface PricedCart {
  productsData: PricedLine[];
  cartSubTotal: number;
  shippingSubTotal: number;
  orderTotal: number;
}

// Products of the seed: a spice with no cap and no discount (stock 60), cookies capped at 5 per
// order, a discounted oil, an oil with bottle size and gift wrap, a thobe with colour and size,
// and a spice mix out of stock.
const SPICE = 8;
// A soap whose every unit ships for $2.00: its line total holds that shipping.
const SOAP = 19;
const COOKIES = 11;
const COOKIES_CAP = 5;
const DISCOUNTED_OIL = 3;
const OLIVE_OIL = 2;
const THOBE = 30;
const SOLD_OUT = 9;

const line = (ProductId: number, Quantity = 1, productSelectedAttributes: Attribute[] = []): CartLine => ({
  ProductId,
  Quantity,
  productSelectedAttributes,
});
const oilWithGiftWrap = line(OLIVE_OIL, 2, [
  { ProductAttributeID: 3, PrimaryKeyValue: 2 },
  { ProductAttributeID: 5, PrimaryKeyValue: 1 },
]);
const blackThobeSizeS = line(THOBE, 1, [
  { ProductAttributeID: 1, PrimaryKeyValue: 2 },
  { ProductAttributeID: 2, PrimaryKeyValue: 2 },
]);

async function backoffice<Row>(
  request: APIRequestContext,
  path: string,
  requestParameters: Record<string, unknown>,
  { language = 'en', shopper }: { language?: LanguageCode; shopper?: Shopper } = {},
): Promise<Row[]> {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/${path}`, {
    headers: {
      Token: shopper?.token ?? '',
      UserID: shopper ? String(shopper.user.UserID) : '',
      'Accept-Language': language,
    },
    data: { requestParameters },
  });
  expect(response.status(), `${path} answers 200`).toBe(200);
  return JSON.parse(((await response.json()) as { data: string }).data) as Row[];
}

async function priceOf(
  request: APIRequestContext,
  cart: CartLine[],
  language: LanguageCode,
  currency: CurrencyCode = 'USD',
): Promise<PricedCart> {
  const [row] = await backoffice<PricedCart>(
    request,
    'common/get-customer-cart-items/cart-data',
    { cartJsonData: cart, CurrencyCode: currency },
    { language },
  );
  return row!;
}

async function couponDiscount(request: APIRequestContext, code: string, cart: CartLine[]): Promise<number> {
  const [row] = await backoffice<{ DiscountValueAfterCouponAppliedWithQuantity: number }>(
    request,
    'common/get-coupon-code-discount-value/calculate-coupon-discount',
    { CouponCode: code, cartJsonData: cart },
  );
  return row!.DiscountValueAfterCouponAppliedWithQuantity;
}

interface OrderSummary {
  OrderNumber: string;
  TotalItems: number;
  OrderTotal: number;
}

/** The shopper's orders as the back-office's order history has them. */
function ordersOf(request: APIRequestContext, shopper: Shopper): Promise<OrderSummary[]> {
  return backoffice<OrderSummary>(
    request,
    'dynamic/dataoperation/get-customer-order-history-master',
    { UserId: shopper.user.UserID },
    { shopper },
  );
}

/** An amount as the shop shows it: symbol and two decimals. */
function money(amount: number, currency: CurrencyCode = 'USD'): string {
  return `${Currency[currency].symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

// ---------------------------------------------------------------------------------------------
// The spec's messages as each language shows them
// ---------------------------------------------------------------------------------------------

const TEXT = {
  en: {
    orderPlaced: Messages.orderPlaced,
    cartEmpty: Messages.cartEmpty,
    couponApplied: Messages.couponAlreadyApplied,
    couponInvalid: Messages.couponInvalid,
    declined: 'Your card was declined.',
    cap: (n: number) => cannotAddMore(n),
  },
  ar: {
    orderPlaced: 'تم تقديم الطلب بنجاح!',
    cartEmpty: 'سلتك فارغة',
    couponApplied: 'تم تطبيق رمز القسيمة من قبل!',
    couponInvalid: 'رمز القسيمة غير صالح!',
    declined: 'تم رفض بطاقتك.',
    cap: (n: number) => `لا يمكن إضافة أكثر من ${n} من هذا المنتج`,
  },
} as const satisfies Record<LanguageCode, unknown>;

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------

function toast(page: Page, text: string): Locator {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}

async function storedCart(page: Page): Promise<unknown[]> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown[], StorageKey.cart);
}

/** Opens the cart page with `cart` in the browser, once the browser has priced it. */
async function openCart(page: Page, code: LanguageCode, cart: CartLine[], totalsName: string) {
  await openStorageOnly(page);
  await putCart(page, cart);
  await page.goto(`/${code}/cart`, { waitUntil: 'networkidle' });
  if (cart.length > 0) {
    await expect(
      page
        .getByRole('region', { name: totalsName })
        .getByText(/\d\.\d\d/)
        .first(),
    ).toBeVisible();
  }
}

interface CheckoutPage {
  shopper: Shopper;
  labels: Record<keyof (typeof ScreenLabels)['Checkout'], string>;
  placeOrder: Locator;
}

/** A new shopper, signed in, at the checkout with `cart`, once the order is priced. */
async function openCheckout(
  page: Page,
  request: APIRequestContext,
  code: LanguageCode,
  cart: CartLine[],
): Promise<CheckoutPage> {
  const [shopper, labels] = await Promise.all([createShopper(request), labelsOf(request, 'Checkout', code)]);
  await signIn(page, shopper, `/${code}/`);
  await putCart(page, cart);
  await page.goto(`/${code}/checkout`, { waitUntil: 'networkidle' });
  const placeOrder = page.getByRole('button', { name: labels.lbl_checkout_place_order });
  await expect(placeOrder).toBeEnabled();
  return { shopper, labels, placeOrder };
}

async function choosePayment(page: Page, labels: CheckoutPage['labels'], method: number) {
  await page.getByLabel(labels.lbl_checkout_payment_method).selectOption(String(method));
}

/** Placed: the spec's toast, the cart emptied, and the language's home after a second. */
async function expectPlaced(page: Page, code: LanguageCode) {
  await expect(toast(page, TEXT[code].orderPlaced)).toBeVisible();
  expect(await storedCart(page)).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/${code}/$`));
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeOf(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function fillCard(
  dialog: Locator,
  labels: Record<keyof (typeof ScreenLabels)['CardSection'], string>,
  number: string,
) {
  await dialog.getByLabel(labels.lbl_card_number).fill(number);
  await dialog.getByLabel(labels.lbl_card_expiry).fill('12/39');
  await dialog.getByLabel(labels.lbl_card_cvc).fill('123');
}

// Each checkout signs up a shopper (a deliberately slow password hash) and walks a whole payment.
test.describe.configure({ timeout: 90_000 });

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  const text = TEXT[code];

  test.describe(`cart page (${code})`, () => {
    test('lists each line with its options, unit price and total, and the totals the back-office priced', async ({
      page,
      request,
    }) => {
      const labels = await labelsOf(request, 'Cart', code);
      const cart = [blackThobeSizeS, oilWithGiftWrap, line(SPICE), line(SOAP)];
      const priced = await priceOf(request, cart, code);

      await openCart(page, code, cart, labels.lbl_cart_totals);

      const table = page.getByRole('table', { name: labels.lbl_cart_title });
      await expect(table.getByRole('row')).toHaveCount(cart.length + 1);
      for (const pricedLine of priced.productsData) {
        const row = table.getByRole('row').filter({ hasText: pricedLine.ProductName });
        await expect(row.getByRole('link', { name: pricedLine.ProductName })).toHaveAttribute(
          'href',
          new RegExp(`^/${code}/product-detail/${pricedLine.ProductId}/`),
        );
        await expect(row).toContainText(money(pricedLine.ItemSubTotal));
        await expect(row).toContainText(money(pricedLine.DiscountedPrice || pricedLine.Price));
        // A line's total says the shipping it holds, so $7.50 × 1 = $10.50 can be checked.
        const shippingNote = labels.lbl_cart_line_shipping.replace('{amount}', money(pricedLine.ShippingCharges));
        if (pricedLine.ShippingCharges > 0) await expect(row).toContainText(shippingNote);
        else await expect(row).not.toContainText(shippingNote);
      }
      expect(priced.productsData.some((pricedLine) => pricedLine.ShippingCharges > 0)).toBe(true);
      // The lines add up to the subtotal and the shipping shown below them.
      const lineSum = priced.productsData.reduce((sum, pricedLine) => sum + pricedLine.ItemSubTotal, 0);
      expect(Math.round(lineSum * 100)).toBe(Math.round((priced.cartSubTotal + priced.shippingSubTotal) * 100));
      await page.setViewportSize({ width: 375, height: 900 });
      await page.screenshot({ path: `/tmp/cart-lines-${code}-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      const thobe = priced.productsData.find((row) => row.ProductId === THOBE)!;
      const thobeRow = table.getByRole('row').filter({ hasText: thobe.ProductName });
      await expect(thobeRow).toContainText(`${labels.lbl_cart_color}: ${thobe.ColorName}`);
      await expect(thobeRow).toContainText(`${labels.lbl_cart_size}: ${thobe.SizeShortName}`);

      const totals = page.getByRole('region', { name: labels.lbl_cart_totals });
      await expect(totals).toContainText(money(priced.cartSubTotal));
      await expect(totals).toContainText(money(priced.orderTotal));
      if (priced.shippingSubTotal === 0) await expect(totals).toContainText(labels.lbl_cart_free);
      await expect(totals.getByRole('link', { name: labels.lbl_cart_proceed })).toHaveAttribute(
        'href',
        `/${code}/checkout`,
      );
    });

    test('the stepper stays between 1 and the cap, and says so past the cap', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Cart', code);
      await openCart(page, code, [line(COOKIES, COOKIES_CAP - 1), line(SPICE)], labels.lbl_cart_totals);
      const names = await priceOf(request, [line(COOKIES), line(SPICE)], code);
      const stepper = (productId: number) =>
        page.getByRole('group', {
          name: `${labels.lbl_cart_col_quantity}: ${names.productsData.find((row) => row.ProductId === productId)!.ProductName}`,
        });

      const cookies = stepper(COOKIES);
      await cookies.getByRole('button', { name: labels.lbl_cart_increase }).click();
      await expect(cookies.getByRole('status')).toHaveText(String(COOKIES_CAP));
      await cookies.getByRole('button', { name: labels.lbl_cart_increase }).click();
      await expect(toast(page, text.cap(COOKIES_CAP))).toBeVisible();
      await expect(cookies.getByRole('status')).toHaveText(String(COOKIES_CAP));

      const spice = stepper(SPICE);
      await expect(spice.getByRole('button', { name: labels.lbl_cart_decrease })).toBeDisabled();
      await spice.getByRole('button', { name: labels.lbl_cart_increase }).click();
      await expect(spice.getByRole('status')).toHaveText('2');
      await spice.getByRole('button', { name: labels.lbl_cart_decrease }).click();
      await expect(spice.getByRole('status')).toHaveText('1');
      // The cart is repriced for the new quantities.
      const repriced = await priceOf(request, [line(COOKIES, COOKIES_CAP), line(SPICE)], code);
      await expect(page.getByRole('region', { name: labels.lbl_cart_totals })).toContainText(
        money(repriced.orderTotal),
      );
    });

    test('remove takes a line out; the empty cart says so with a way to shop', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Cart', code);
      const priced = await priceOf(request, [line(SPICE), line(COOKIES)], code);
      await openCart(page, code, [line(SPICE), line(COOKIES)], labels.lbl_cart_totals);

      for (const pricedLine of priced.productsData) {
        await page.getByRole('button', { name: `${labels.lbl_cart_col_remove}: ${pricedLine.ProductName}` }).click();
        await expect(page.getByRole('link', { name: pricedLine.ProductName })).toHaveCount(0);
      }

      await expect(page.getByRole('heading', { name: labels.lbl_cart_empty })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: labels.lbl_cart_continue_shopping }),
      ).toHaveAttribute('href', `/${code}/all-products/0/all-categories`);
      expect(await storedCart(page)).toEqual([]);
    });

    test('the variants eye lists every chosen attribute in a popup', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Cart', code);
      const priced = await priceOf(request, [oilWithGiftWrap, line(SPICE)], code);
      const oil = priced.productsData.find((row) => row.ProductId === OLIVE_OIL)!;
      const spice = priced.productsData.find((row) => row.ProductId === SPICE)!;
      await openCart(page, code, [oilWithGiftWrap, line(SPICE)], labels.lbl_cart_totals);

      await page.getByRole('button', { name: `${labels.lbl_cart_view_variants}: ${oil.ProductName}` }).click();
      const dialog = page.getByRole('dialog', { name: labels.lbl_cart_variants_title });
      await expect(dialog).toContainText(oil.ProductName);
      for (const pair of oil.ProductVariantCombination!.split(', ')) {
        const [attribute, value] = pair.split(': ');
        await expect(dialog.getByRole('row', { name: `${attribute} ${value}` })).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: `${labels.lbl_cart_view_variants}: ${spice.ProductName}` }).click();
      await expect(page.getByRole('dialog')).toContainText(labels.lbl_cart_variants_none);
    });

    test('a line the back-office cannot sell is marked and counts in no total', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Cart', code);
      const cart = [line(SOLD_OUT), line(SPICE)];
      const priced = await priceOf(request, cart, code);
      const soldOut = priced.productsData.find((row) => row.ProductId === SOLD_OUT)!;
      const spice = priced.productsData.find((row) => row.ProductId === SPICE)!;
      expect(soldOut.LineStatus).toBe('out-of-stock');

      await openCart(page, code, cart, labels.lbl_cart_totals);

      const row = page.getByRole('table', { name: labels.lbl_cart_title }).getByRole('row').filter({
        hasText: soldOut.ProductName,
      });
      await expect(row).toContainText(labels.lbl_cart_status_out_of_stock);
      await expect(page.getByText(labels.lbl_cart_unavailable_note)).toBeVisible();
      expect(priced.orderTotal).toBe(spice.ItemSubTotal);
      await expect(page.getByRole('region', { name: labels.lbl_cart_totals })).toContainText(money(priced.orderTotal));
    });

    test('on a phone the lines stack as cards, each value named', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Cart', code);
      const priced = await priceOf(request, [line(SPICE, 2)], code);
      await page.setViewportSize({ width: 375, height: 800 });
      await openCart(page, code, [line(SPICE, 2)], labels.lbl_cart_totals);

      await expect(page.getByRole('table', { name: labels.lbl_cart_title })).toBeHidden();
      const card = page.getByRole('list', { name: labels.lbl_cart_title }).getByRole('listitem');
      await expect(card).toContainText(priced.productsData[0]!.ProductName);
      await expect(card).toContainText(`${labels.lbl_cart_col_total}${money(priced.orderTotal)}`);
      await card.getByRole('button', { name: labels.lbl_cart_decrease }).click();
      await expect(card.getByRole('status')).toHaveText('1');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
    });

    test('has no serious or critical accessibility problem', async ({ page, request }) => {
      const labels = await labelsOf(request, 'Cart', code);
      await openCart(page, code, [blackThobeSizeS, line(SOLD_OUT)], labels.lbl_cart_totals);
      expect(await seriousViolations(page)).toEqual([]);

      await openCart(page, code, [], labels.lbl_cart_totals);
      await expect(page.getByRole('heading', { name: labels.lbl_cart_empty })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe(`checkout (${code})`, () => {
    test('a visitor is sent to the login page', async ({ page }) => {
      await page.goto(`/${code}/checkout`);
      await expect(page).toHaveURL(`${STOREFRONT_URL}/${code}/login`);
    });

    test("an empty cart goes home with 'Your cart is empty'", async ({ page, request }) => {
      const shopper = await createShopper(request);
      await signIn(page, shopper, `/${code}/`);

      await page.goto(`/${code}/checkout`);

      await expect(page).toHaveURL(`${STOREFRONT_URL}/${code}/`);
      await expect(toast(page, text.cartEmpty)).toBeVisible();
    });

    test('shows the billing details and the order as the back-office priced it', async ({ page, request }) => {
      const cart = [line(DISCOUNTED_OIL, 2), line(SPICE)];
      const priced = await priceOf(request, cart, code);
      const { shopper, labels } = await openCheckout(page, request, code, cart);

      const billing = page.getByRole('region', { name: labels.lbl_checkout_billing_details });
      for (const value of [shopper.user.FirstName, shopper.user.LastName, shopper.email, shopper.user.MobileNo!]) {
        await expect(billing).toContainText(value);
      }
      await expect(billing).toContainText(shopper.user.AddressLineOne!);

      const order = page.getByRole('table', { name: labels.lbl_checkout_your_order });
      const oil = priced.productsData.find((row) => row.ProductId === DISCOUNTED_OIL)!;
      const oilRow = order.getByRole('row').filter({ hasText: oil.ProductName });
      // The discounted price, with the original struck through beside it.
      await expect(oilRow).toContainText(money(oil.DiscountedPrice!));
      await expect(oilRow.locator('del')).toHaveText(money(oil.Price));
      await expect(oilRow).toContainText(money(oil.ItemSubTotal));
      await expect(page.getByTestId('order-total')).toHaveText(money(priced.orderTotal));
      await expect(page.getByRole('textbox', { name: labels.lbl_checkout_order_notes })).toBeEditable();
    });

    test('a valid coupon strikes the total through beside the new one; a second attempt is refused', async ({
      page,
      request,
    }) => {
      const cart = [line(SPICE, 3)];
      const priced = await priceOf(request, cart, code);
      const discount = await couponDiscount(request, 'WELCOME10', cart);
      expect(discount).toBeGreaterThan(0);
      const { labels } = await openCheckout(page, request, code, cart);

      const coupon = page.getByRole('textbox', { name: labels.lbl_checkout_coupon_label });
      await expect(coupon).toHaveAttribute('maxlength', '30');
      await coupon.fill('WELCOME10');
      await page.getByRole('button', { name: labels.lbl_checkout_apply_coupon }).click();

      await expect(page.getByTestId('order-total-before')).toHaveText(money(priced.orderTotal));
      await expect(page.getByTestId('order-total')).toHaveText(money(round(priced.orderTotal - discount)));

      await page.getByRole('button', { name: labels.lbl_checkout_apply_coupon }).click();
      await expect(toast(page, text.couponApplied)).toBeVisible();
    });

    test("an unknown coupon is 'Invalid coupon code!'", async ({ page, request }) => {
      const { labels } = await openCheckout(page, request, code, [line(SPICE)]);

      await page.getByRole('textbox', { name: labels.lbl_checkout_coupon_label }).fill('NOT-A-COUPON');
      await page.getByRole('button', { name: labels.lbl_checkout_apply_coupon }).click();

      await expect(toast(page, text.couponInvalid)).toBeVisible();
      await expect(page.getByTestId('order-total-before')).toHaveCount(0);
    });

    test('the coupon row is hidden when a line is discounted already', async ({ page, request }) => {
      const { labels } = await openCheckout(page, request, code, [line(DISCOUNTED_OIL), line(SPICE)]);

      await expect(page.getByRole('textbox', { name: labels.lbl_checkout_coupon_label })).toHaveCount(0);
      await expect(page.getByRole('button', { name: labels.lbl_checkout_apply_coupon })).toHaveCount(0);
    });

    test('cash on delivery asks first, then places the order into the order history', async ({ page, request }) => {
      const cart = [line(SPICE, 2)];
      const priced = await priceOf(request, cart, code);
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, cart);

      await page.getByRole('textbox', { name: labels.lbl_checkout_order_notes }).fill('Please ring twice');
      await choosePayment(page, labels, PaymentMethod.CashOnDelivery);
      await placeOrder.click();
      const confirm = page.getByRole('alertdialog', { name: labels.lbl_checkout_confirm_order });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: labels.lbl_checkout_confirm_yes }).click();

      await expectPlaced(page, code);
      const orders = await ordersOf(request, shopper);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ TotalItems: 2, OrderTotal: priced.orderTotal });
    });

    test('cancelling the cash on delivery question places nothing', async ({ page, request }) => {
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, [line(SPICE)]);

      await choosePayment(page, labels, PaymentMethod.CashOnDelivery);
      await placeOrder.click();
      await page.getByRole('button', { name: labels.lbl_checkout_confirm_no }).click();

      await expect(page.getByRole('alertdialog')).toBeHidden();
      expect(await storedCart(page)).toHaveLength(1);
      expect(await ordersOf(request, shopper)).toEqual([]);
    });

    test('Place Order without a payment method names the field', async ({ page, request }) => {
      const { labels, placeOrder } = await openCheckout(page, request, code, [line(SPICE)]);

      await placeOrder.click();

      const message =
        code === 'en'
          ? `${labels.lbl_checkout_payment_method} is required`
          : `حقل ${labels.lbl_checkout_payment_method} مطلوب`;
      await expect(toast(page, message)).toBeVisible();
      await expect(page.getByLabel(labels.lbl_checkout_payment_method)).toBeFocused();
    });

    test('the test card 4242 4242 4242 4242 pays and places the order', async ({ page, request }) => {
      const cart = [line(SPICE)];
      const priced = await priceOf(request, cart, code);
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, cart);
      const [card, form] = await Promise.all([
        labelsOf(request, 'CardSection', code),
        labelsOf(request, 'CheckoutStripForm', code),
      ]);

      await choosePayment(page, labels, PaymentMethod.Card);
      await placeOrder.click();
      const dialog = page.getByRole('dialog', { name: form.lbl_card_form_title });
      await expect(dialog).toContainText(form.lbl_card_form_test_hint);
      await expect(dialog.getByTestId('card-amount')).toHaveText(money(priced.orderTotal));
      await fillCard(dialog, card, '4242424242424242');
      await expect(dialog.getByLabel(card.lbl_card_number)).toHaveValue('4242 4242 4242 4242');
      await expect(dialog.getByLabel(card.lbl_card_expiry)).toHaveValue('12 / 39');
      await dialog.getByRole('button', { name: form.lbl_card_form_pay }).click();

      await expectPlaced(page, code);
      const orders = await ordersOf(request, shopper);
      expect(orders).toHaveLength(1);
      expect(orders[0]!.OrderTotal).toBe(priced.orderTotal);
    });

    test('the declined test card says why and keeps the cart', async ({ page, request }) => {
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, [line(SPICE)]);
      const [card, form] = await Promise.all([
        labelsOf(request, 'CardSection', code),
        labelsOf(request, 'CheckoutStripForm', code),
      ]);

      await choosePayment(page, labels, PaymentMethod.Card);
      await placeOrder.click();
      const dialog = page.getByRole('dialog', { name: form.lbl_card_form_title });
      await fillCard(dialog, card, '4000 0000 0000 0002');
      await dialog.getByRole('button', { name: form.lbl_card_form_pay }).click();

      await expect(toast(page, text.declined)).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveText(text.declined);
      expect(await storedCart(page)).toHaveLength(1);
      expect(await ordersOf(request, shopper)).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`/${code}/checkout$`));
    });

    test('an incomplete card is refused before anything is sent', async ({ page, request }) => {
      const { labels, placeOrder } = await openCheckout(page, request, code, [line(SPICE)]);
      const [card, form] = await Promise.all([
        labelsOf(request, 'CardSection', code),
        labelsOf(request, 'CheckoutStripForm', code),
      ]);
      await choosePayment(page, labels, PaymentMethod.Card);
      await placeOrder.click();
      const dialog = page.getByRole('dialog', { name: form.lbl_card_form_title });

      await dialog.getByLabel(card.lbl_card_number).fill('4242 4242');
      await dialog.getByRole('button', { name: form.lbl_card_form_pay }).click();

      await expect(dialog.getByLabel(card.lbl_card_number)).toBeFocused();
      await expect(dialog.getByLabel(card.lbl_card_number)).toHaveAttribute('aria-invalid', 'true');
    });

    test('the sandbox wallet is approved, captured, and the order placed', async ({ page, request }) => {
      const cart = [line(SPICE, 2)];
      const priced = await priceOf(request, cart, code);
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, cart);

      await choosePayment(page, labels, PaymentMethod.Wallet);
      await placeOrder.click();
      const dialog = page.getByRole('dialog', { name: labels.lbl_checkout_wallet_title });
      await expect(dialog.getByTestId('wallet-amount')).toHaveText(money(priced.orderTotal));
      await dialog.getByRole('button', { name: labels.lbl_checkout_wallet_approve }).click();

      await expectPlaced(page, code);
      const orders = await ordersOf(request, shopper);
      expect(orders).toHaveLength(1);
      expect(orders[0]!.OrderTotal).toBe(priced.orderTotal);
    });

    test('the wallet charges the total less the coupon', async ({ page, request }) => {
      const cart = [line(SPICE, 2)];
      const priced = await priceOf(request, cart, code);
      const discount = await couponDiscount(request, 'WELCOME10', cart);
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, cart);
      await page.getByRole('textbox', { name: labels.lbl_checkout_coupon_label }).fill('WELCOME10');
      await page.getByRole('button', { name: labels.lbl_checkout_apply_coupon }).click();
      await expect(page.getByTestId('order-total-before')).toBeVisible();

      await choosePayment(page, labels, PaymentMethod.Wallet);
      await placeOrder.click();
      const dialog = page.getByRole('dialog', { name: labels.lbl_checkout_wallet_title });
      await expect(dialog.getByTestId('wallet-amount')).toHaveText(money(round(priced.orderTotal - discount)));
      await dialog.getByRole('button', { name: labels.lbl_checkout_wallet_approve }).click();

      await expectPlaced(page, code);
      expect((await ordersOf(request, shopper))[0]!.OrderTotal).toBe(round(priced.orderTotal - discount));
    });

    test('a double click places one order', async ({ page, request }) => {
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, [line(SPICE)]);

      await choosePayment(page, labels, PaymentMethod.CashOnDelivery);
      await placeOrder.click();
      const confirm = page.getByRole('alertdialog', { name: labels.lbl_checkout_confirm_order });
      await confirm.getByRole('button', { name: labels.lbl_checkout_confirm_yes }).dblclick();

      await expectPlaced(page, code);
      expect(await ordersOf(request, shopper)).toHaveLength(1);
    });

    test('a retry after a lost answer gets the first answer, not a second order', async ({ page, request }) => {
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, [line(SPICE)]);
      // The order reaches the shop, but its answer never reaches the browser.
      await page.route('**/api/place-order', async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      });

      await choosePayment(page, labels, PaymentMethod.CashOnDelivery);
      await placeOrder.click();
      await page.getByRole('button', { name: labels.lbl_checkout_confirm_yes }).click();
      await expect(
        toast(page, code === 'en' ? Messages.genericError : 'حدث خطأ. يرجى المحاولة مرة أخرى!'),
      ).toBeVisible();
      expect(await storedCart(page)).toHaveLength(1);
      expect(await ordersOf(request, shopper)).toHaveLength(1);

      // Trying again resends the same attempt, with its key, straight away: the shop answers it was placed.
      await page.unroute('**/api/place-order');
      await placeOrder.click();

      await expectPlaced(page, code);
      expect(await ordersOf(request, shopper)).toHaveLength(1);
    });

    test('the checkout can be completed with the keyboard alone', async ({ page, request }) => {
      const { shopper, labels } = await openCheckout(page, request, code, [line(SPICE)]);
      const paymentSelect = page.getByLabel(labels.lbl_checkout_payment_method);

      // Tab through the page to the payment method, as a keyboard user would, and choose with the arrows.
      for (let presses = 0; presses < 120; presses += 1) {
        if (await paymentSelect.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(paymentSelect).toBeFocused();
      // Options: 'Select payment method', card, wallet, cash on delivery.
      for (let option = 0; option < 3; option += 1) await page.keyboard.press('ArrowDown');
      await expect(paymentSelect).toHaveValue(String(PaymentMethod.CashOnDelivery));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: labels.lbl_checkout_place_order })).toBeFocused();
      await page.keyboard.press('Enter');

      const confirm = page.getByRole('alertdialog', { name: labels.lbl_checkout_confirm_order });
      await expect(confirm.getByRole('button', { name: labels.lbl_checkout_confirm_no })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(confirm.getByRole('button', { name: labels.lbl_checkout_confirm_yes })).toBeFocused();
      await page.keyboard.press('Enter');

      await expectPlaced(page, code);
      expect(await ordersOf(request, shopper)).toHaveLength(1);
    });

    test('prices, coupon and order follow the footer currency', async ({ page, context, request }) => {
      const cart = [line(SPICE, 3)];
      const priced = await priceOf(request, cart, code, 'EUR');
      await context.addCookies([{ name: 'currency', value: 'EUR', url: STOREFRONT_URL }]);
      const { shopper, labels, placeOrder } = await openCheckout(page, request, code, cart);

      await expect(page.getByTestId('order-total')).toHaveText(money(priced.orderTotal, 'EUR'));
      await choosePayment(page, labels, PaymentMethod.CashOnDelivery);
      await placeOrder.click();
      await page.getByRole('button', { name: labels.lbl_checkout_confirm_yes }).click();

      await expectPlaced(page, code);
      expect((await ordersOf(request, shopper))[0]!.OrderTotal).toBe(priced.orderTotal);
    });

    test('the checkout and its dialogs have no serious or critical accessibility problem', async ({
      page,
      request,
    }) => {
      // Four full axe-core runs.
      test.setTimeout(180_000);
      const { labels, placeOrder } = await openCheckout(page, request, code, [line(SPICE)]);
      const form = await labelsOf(request, 'CheckoutStripForm', code);
      expect(await seriousViolations(page)).toEqual([]);

      const dialogs = [
        { method: PaymentMethod.Card, dialog: page.getByRole('dialog', { name: form.lbl_card_form_title }) },
        {
          method: PaymentMethod.Wallet,
          dialog: page.getByRole('dialog', { name: labels.lbl_checkout_wallet_title }),
        },
        {
          method: PaymentMethod.CashOnDelivery,
          dialog: page.getByRole('alertdialog', { name: labels.lbl_checkout_confirm_order }),
        },
      ];
      for (const { method, dialog } of dialogs) {
        await choosePayment(page, labels, method);
        await placeOrder.click();
        await expect(dialog).toBeVisible();
        if (method === PaymentMethod.Wallet) {
          await expect(dialog.getByRole('button', { name: labels.lbl_checkout_wallet_approve })).toBeEnabled();
        }
        expect(await seriousViolations(page), `dialog of payment method ${method}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  });
}
