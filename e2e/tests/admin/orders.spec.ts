// Orders in the admin: a shopper pays by card (the back-office's sandbox) for two units of a thobe's
// variant; the owner finds the order in Arabic, advances it and refunds one unit with restock (the
// variant's stock goes up by one, the refund and the timeline show it). In English on a phone, a
// cash-on-delivery order is cancelled after a confirmation. Each order is the test's own.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  endpointPath,
  PaymentMethod,
  type AdminOrderDetail,
  type AdminProduct,
  type AdminProductPage,
} from '@shop/contract';
import { ADMIN_URL, adminApi, expectAccessible, showIn, signedInState } from '../../support/admin-app';
import { readMailTo } from '../../support/reset-code-mail';
import { BACKOFFICE_URL } from '../../support/servers';
import { createShopper, type Shopper } from '../../support/session';
import { expect, test } from '../../support/test';

// The seed's blouse (three colours × five sizes, three units each) and a spice without options.
const BLOUSE = 'Tatreez Linen Blouse';
const SPICE = 8;
// The protocol's attribute ids of a variant's colour and size.
const COLOUR_ATTRIBUTE = 1;
const SIZE_ATTRIBUTE = 2;

/** One protocol call of the signed-in shopper; answers its rows. */
async function shopperCall<Row>(request: APIRequestContext, shopper: Shopper, path: string, params: object) {
  const reply = await request.post(`${BACKOFFICE_URL}${path}`, {
    headers: { Token: shopper.token, UserID: String(shopper.user.UserID), 'Accept-Language': 'en' },
    data: { requestParameters: params },
  });
  const body = (await reply.json()) as { data: string; errorMessage: string };
  expect(reply.status(), `${path}: ${body.errorMessage}`).toBe(200);
  return JSON.parse(body.data) as Row[];
}

/** Places an order as the storefront's checkout would; answers its id and number. */
async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  cart: { ProductId: number; Quantity: number; productSelectedAttributes: object[] }[],
  payment: { PaymentMethod: number; paymentToken?: string },
) {
  const [placed] = await shopperCall<{ OrderId: number; OrderNumber: string }>(
    request,
    shopper,
    endpointPath('post-order/post-customer-order'),
    {
      UserID: shopper.user.UserID,
      OrderNote: '',
      cartJsonData: JSON.stringify(cart),
      CouponCode: '',
      paymentToken: '',
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
      ...payment,
    },
  );
  expect(placed?.OrderNumber).toBeTruthy();
  return { id: placed!.OrderId, number: placed!.OrderNumber };
}

async function orderOf(request: APIRequestContext, id: number): Promise<AdminOrderDetail> {
  const reply = await adminApi(request).get(`/orders/${id}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as AdminOrderDetail;
}

/** The blouse and its variant with the most units in stock, as a cart chooses it. */
async function fullestBlouseVariant(request: APIRequestContext) {
  const list = await adminApi(request).get(`/products?q=${encodeURIComponent(BLOUSE)}`);
  expect(list.status()).toBe(200);
  const productId = ((await list.json()) as AdminProductPage).items.find((row) => row.name.en === BLOUSE)!.id;
  const reply = await adminApi(request).get(`/products/${productId}`);
  expect(reply.status()).toBe(200);
  const [variant] = ((await reply.json()) as AdminProduct).variants.sort((a, b) => b.stockQuantity - a.stockQuantity);
  expect(variant!.stockQuantity, 'a blouse variant has two units in stock').toBeGreaterThanOrEqual(2);
  return {
    productId,
    attributes: [
      { ProductAttributeID: COLOUR_ATTRIBUTE, PrimaryKeyValue: variant!.colourId },
      { ProductAttributeID: SIZE_ATTRIBUTE, PrimaryKeyValue: variant!.sizeId },
    ],
  };
}

async function variantStock(request: APIRequestContext, productId: number, variantId: number) {
  const reply = await adminApi(request).get(`/products/${productId}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as AdminProduct).variants.find((variant) => variant.id === variantId)!.stockQuantity;
}

/** Prints the order's packing slip or invoice, and answers what the paper shows (the print stylesheet's copy). */
async function printed(page: Page, button: string) {
  await page.evaluate(() => {
    // Headless Chromium would print to nowhere; the test looks at the print media instead.
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: button }).click();
  await page.emulateMedia({ media: 'print' });
  const paper = page.locator('.order-print');
  await expect(paper).toBeVisible();
  await expect(page.getByRole('main')).toBeHidden();
  return paper;
}

/** No sideways scrolling of the whole page (tables scroll inside their own region). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the owner', () => {
  test.use({ storageState: signedInState('owner') });

  test('finds a card order, advances it and refunds one unit with restock (ar)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const shopper = await createShopper(request, { FirstName: 'Leila', LastName: 'Haddad' });
    const [token] = await shopperCall<{ PaymentToken: string }>(
      request,
      shopper,
      endpointPath('payments/sandbox-card-token'),
      { CardNumber: '4242 4242 4242 4242', ExpiryMonth: 12, ExpiryYear: 2039, Cvc: '123' },
    );
    const blouse = await fullestBlouseVariant(page.request);
    const order = await placeOrder(
      request,
      shopper,
      [{ ProductId: blouse.productId, Quantity: 2, productSelectedAttributes: blouse.attributes }],
      { PaymentMethod: PaymentMethod.Card, paymentToken: token!.PaymentToken },
    );
    const placed = await orderOf(page.request, order.id);
    const line = placed.lines[0]!;
    expect(line.quantity).toBe(2);
    const stockBefore = await variantStock(page.request, blouse.productId, line.variantId!);

    await page.goto(ADMIN_URL);
    await showIn(page, 'ar');
    await page
      .getByRole('navigation', { name: 'أقسام الإدارة' })
      .first()
      .getByRole('link', { name: 'الطلبات', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
    const search = page.getByRole('search');
    await search.getByLabel('البحث برقم الطلب أو بريد العميل أو اسمه').fill(order.number);
    await search.getByLabel('طريقة الدفع').selectOption(String(PaymentMethod.Card));
    await search.getByRole('button', { name: 'بحث' }).click();
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('نشط');
    await expect(row).toContainText('بطاقة');
    await expect(row).toContainText('Leila Haddad');
    await expect(page.getByRole('link', { name: 'تنزيل ملف CSV' })).toHaveAttribute(
      'href',
      new RegExp(`/api/v1/admin/orders\\.csv\\?.*q=${order.number}`),
    );
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/orders-list-ar.png', fullPage: true });

    await row.getByRole('link', { name: `فتح الطلب ${order.number}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
    await expect(page.getByRole('region', { name: 'المنتجات' }).first()).toContainText(line.productName);
    await expectAccessible(page);

    // Advance: Active → In progress, with a note in the timeline.
    await page.getByLabel('الحالة التالية').selectOption('2');
    await page.getByLabel('ملاحظة للسجلّ (اختيارية)').fill('جاهز للتغليف');
    await page.getByRole('button', { name: 'تغيير الحالة' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `أصبح الطلب ${order.number} بحالة قيد التنفيذ.` }),
    ).toBeVisible();
    const timeline = page.getByRole('region', { name: 'سجلّ الطلب' });
    await expect(timeline).toContainText('تغيّرت الحالة إلى قيد التنفيذ');
    await expect(timeline).toContainText('جاهز للتغليف');
    await expect(timeline).toContainText('owner@shop.example');

    // Refund one of the two units, restocked; a double click sends it once.
    await page.getByRole('button', { name: 'استرداد…' }).click();
    const dialog = page.getByRole('dialog', { name: `استرداد مبلغ الطلب ${order.number}` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const units = dialog.getByLabel(/^عدد قطع .* المستردّة \(حتى ٢\)$/);
    await units.fill('3');
    await dialog.getByRole('button', { name: 'استرداد', exact: true }).click();
    await expect(dialog).toContainText('الحدّ الأقصى ٢.');
    await units.fill('١');
    await expect(dialog.getByLabel('إعادة القطع المستردّة إلى المخزون')).toBeChecked();
    await dialog.getByLabel('السبب (اختياري، يُحفظ في السجلّ)').fill('القماش ممزّق');
    await page.screenshot({ path: '/tmp/orders-refund-ar.png' });
    await dialog.getByRole('button', { name: 'استرداد', exact: true }).dblclick();
    // The refund goes through the provider and the order is read again: on a busy machine (the whole suite on
    // two cores, one PGlite connection) that takes longer than an ordinary click's answer.
    const providerRoundTrip = { timeout: 20_000 };
    await expect(dialog).toHaveCount(0, providerRoundTrip);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^رُدّ .* عبر بيئة الاختبار \(بطاقة\) \(الاسترداد re_sandbox_[\w-]+، تمّ\)\.$/ }),
    ).toBeVisible(providerRoundTrip);

    const after = await orderOf(page.request, order.id);
    expect(after.refunds).toHaveLength(1);
    expect(after.lines[0]!.refundedQuantity).toBe(1);
    expect(after.refunds[0]!.restocked).toBe(true);
    await expect.poll(() => variantStock(page.request, blouse.productId, line.variantId!)).toBe(stockBefore + 1);
    // The customer ordered in English: told in English of the move and of the money given back.
    await readMailTo(shopper.email, [`Your order ${order.number}`, 'is now: In progress.']);
    await readMailTo(shopper.email, [
      `We gave ${(after.refunds[0]!.amount / 100).toFixed(2)} ${after.currency} of your order`,
    ]);

    const refunds = page.getByRole('region', { name: 'المبالغ المُستردّة' }).first();
    await expect(refunds).toContainText(after.refunds[0]!.providerRefundId);
    await expect(refunds).toContainText('القماش ممزّق');
    await expect(refunds).toContainText('owner@shop.example');
    // The provider and the states in Arabic: the sandbox by name, a refund that went through as done.
    await expect(refunds).toContainText('بيئة الاختبار (بطاقة)');
    await expect(refunds).toContainText('تمّ');
    await expect(page.getByRole('region', { name: 'المدفوعات' }).first()).toContainText('مُحصَّل');
    // Where the parcel goes, as fields of its own.
    await expect(page.getByRole('region', { name: 'الشحن إلى' })).toContainText('Old City 12');
    await expect(timeline).toContainText('رُدّ مبلغ');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/order-ar.png', fullPage: true });

    // The packing slip: what to pack and where, without prices, in Arabic.
    const slip = await printed(page, 'طباعة قائمة التعبئة');
    await expect(slip.getByRole('heading', { includeHidden: true, name: 'قائمة التعبئة' })).toBeAttached();
    await expect(slip).toContainText('Old City 12, Jerusalem');
    await expect(slip).toContainText(line.productName);
    await expect(slip).not.toContainText('US$');
    await page.screenshot({ path: '/tmp/order-slip-ar.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/order-ar-375.png', fullPage: true });
  });

  test('cancels a cash-on-delivery order after confirming, on a phone (en)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const shopper = await createShopper(request, { FirstName: 'Omar', LastName: 'Nassar' });
    const order = await placeOrder(
      request,
      shopper,
      [{ ProductId: SPICE, Quantity: 1, productSelectedAttributes: [] }],
      {
        PaymentMethod: PaymentMethod.CashOnDelivery,
      },
    );

    await page.goto(`${ADMIN_URL}orders?q=${order.number}`);
    await showIn(page, 'en');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText('Cash on delivery');
    await expectNoPageOverflow(page);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/orders-list-en-375.png', fullPage: true });

    await row.getByRole('link', { name: `Open order ${order.number}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
    await expect(page.getByText('Nothing to refund: no card or wallet payment was captured')).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Cancel the order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
    await expect(dialog).toContainText('the coupon use is released');
    await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/order-cancel-en-375.png' });
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Order ${order.number} is cancelled and its stock returned` }),
    ).toBeVisible();
    await expect(page.getByText('Shipped or already cancelled orders cannot be cancelled')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Cancelled');
    expect((await orderOf(page.request, order.id)).status).toBe(5);
    await expectNoPageOverflow(page);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/order-en-375.png', fullPage: true });

    // The invoice, with its prices and totals, in English.
    const invoice = await printed(page, 'Print invoice');
    await expect(invoice.getByRole('heading', { includeHidden: true, name: 'Invoice' })).toBeAttached();
    await expect(invoice).toContainText('Cash on delivery');
    await expect(invoice).toContainText('Order total');
    await page.screenshot({ path: '/tmp/order-invoice-en.png', fullPage: true });
  });
});
