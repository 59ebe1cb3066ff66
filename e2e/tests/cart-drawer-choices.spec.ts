// The cart drawer names what was chosen for a line as the cart page does (issue 19, item 12): a
// thobe in black, size S, reads "Color: Black · Size: S" in the drawer, not "Standard".
import type { LanguageCode } from '@shop/contract';
import { labelsOf } from '../support/labels';
import { BACKOFFICE_URL } from '../support/servers';
import { expect, hydrated, openStorageOnly, putCart, test } from '../support/test';

const THOBE = 30;
const SPICE = 8;
// The thobe's colour (attribute 1) black and size (attribute 2) S.
const blackThobeSizeS = {
  ProductId: THOBE,
  Quantity: 1,
  productSelectedAttributes: [
    { ProductAttributeID: 1, PrimaryKeyValue: 2 },
    { ProductAttributeID: 2, PrimaryKeyValue: 2 },
  ],
};
const spice = { ProductId: SPICE, Quantity: 1, productSelectedAttributes: [] };

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  test(`the cart drawer names a line's colour and size, and "Standard" only for a line without choices (${code})`, async ({
    page,
    request,
  }) => {
    const header = await labelsOf(request, 'TopHeader', code);
    const cart = await labelsOf(request, 'Cart', code);
    const reply = await request.post(`${BACKOFFICE_URL}/api/v1/common/get-customer-cart-items/cart-data`, {
      headers: { 'Accept-Language': code },
      data: { requestParameters: { cartJsonData: [blackThobeSizeS, spice], CurrencyCode: 'USD' } },
    });
    expect(reply.status()).toBe(200);
    const [priced] = JSON.parse(((await reply.json()) as { data: string }).data) as {
      productsData: { ProductId: number; ProductName: string; ColorName: string; SizeShortName: string }[];
    }[];
    const thobe = priced!.productsData.find((row) => row.ProductId === THOBE)!;
    const plain = priced!.productsData.find((row) => row.ProductId === SPICE)!;

    await openStorageOnly(page);
    await putCart(page, [blackThobeSizeS, spice]);
    await page.goto(`/${code}/`, { waitUntil: 'networkidle' });
    const drawer = page.getByRole('dialog', { name: header.lbl_header_cart_title });
    await hydrated(page);
    await page.getByRole('button', { name: `${header.lbl_header_cart} (2)` }).click();
    await expect(drawer).toBeVisible();

    const lines = drawer.getByRole('listitem');
    await expect(lines.filter({ hasText: thobe.ProductName })).toContainText(
      `${cart.lbl_cart_color}: ${thobe.ColorName} · ${cart.lbl_cart_size}: ${thobe.SizeShortName}`,
    );
    await expect(lines.filter({ hasText: thobe.ProductName })).not.toContainText(header.lbl_header_cart_standard);
    await expect(
      lines.filter({ hasText: plain.ProductName }).getByText(header.lbl_header_cart_standard, { exact: true }),
    ).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `/tmp/cart-drawer-choices-${code}.png` });
  });

  test(`the cart drawer says why a line counts in no total, as the cart page does (${code})`, async ({
    page,
    request,
  }) => {
    const header = await labelsOf(request, 'TopHeader', code);
    const cart = await labelsOf(request, 'Cart', code);
    // A thobe kept without its colour and size (an old cart, or one written by hand) cannot be bought.
    const thobeWithoutChoices = { ProductId: THOBE, Quantity: 2, productSelectedAttributes: [] };
    await openStorageOnly(page);
    await putCart(page, [thobeWithoutChoices, spice]);
    await page.goto(`/${code}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('button', { name: `${header.lbl_header_cart} (3)` }).click();
    const drawer = page.getByRole('dialog', { name: header.lbl_header_cart_title });

    const lines = drawer.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(cart.lbl_cart_status_options);
    await expect(lines.nth(0)).not.toContainText(header.lbl_header_cart_standard);
    await expect(lines.nth(1)).not.toContainText(cart.lbl_cart_status_options);
    await expect(drawer.getByRole('status').filter({ hasText: cart.lbl_cart_unavailable_note })).toBeVisible();
  });
}
