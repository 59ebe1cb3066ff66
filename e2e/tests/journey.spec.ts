import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';
import { type LanguageCode, Messages } from '@shop/contract';

import { callBackofficeList } from '../support/backoffice';
import { labelsOf } from '../support/labels';
import { expect as baseExpect, test } from '../support/test';

// A newcomer's whole first purchase, through the pages only, in each language: sign up, log out
// and in again, choose a product's colour and size, look at the cart, apply a coupon, pay cash on
// delivery and find the order in the history. The other specs test each screen on its own.

// Sign-up and login hash a password with Argon2id (19 MiB): allow a busy machine some time.
const expect = baseExpect.configure({ timeout: 15_000 });

const ORDER_PLACED: Record<LanguageCode, string> = {
  en: Messages.orderPlaced,
  ar: 'تم تقديم الطلب بنجاح!',
};

interface DetailRow {
  ProductName: string;
  StockQuantity: number;
  /** Set when the product is on sale: a coupon does not apply to it, so the journey avoids it. */
  DiscountedPrice: number | null;
  ProductColorsJson: string | null;
  ProductSizesJson: string | null;
  ProductVariantsJson: string | null;
}

interface AttributeRow {
  ProductAttributeID: number;
  IsRequiredAttribute: boolean;
}

/**
 * A product at its full price (a coupon applies) that comes in colours and sizes and needs no other
 * choice, named in `language`, with the
 * colour × size that has the most left: other tests buy from the same demo shop meanwhile, and a
 * variant with one unit may be gone before this one reaches checkout.
 */
async function colourAndSizeProduct(request: APIRequestContext, language: LanguageCode) {
  const list = await callBackofficeList<{ ProductId: number }>(request, 'get-all-products', {
    PageNo: 1,
    PageSize: 100,
  });
  for (const { ProductId } of list) {
    const [[detail], attributes] = await Promise.all([
      callBackofficeList<DetailRow>(request, 'get-product_detail', { ProductId }, language),
      callBackofficeList<AttributeRow>(request, 'get-product-all-attributes-by-productId', { ProductId }, language),
    ]);
    const colors = JSON.parse(detail?.ProductColorsJson || '[]') as { ColorID: number; ColorName: string }[];
    const sizes = JSON.parse(detail?.ProductSizesJson || '[]') as { SizeID: number; ShortName: string }[];
    const variants = JSON.parse(detail?.ProductVariantsJson || '[]') as {
      ColorID: number | null;
      SizeID: number | null;
      StockQuantity: number;
    }[];
    const otherChoices = attributes.some((row) => row.ProductAttributeID > 2 && row.IsRequiredAttribute);
    const [best] = variants
      .filter((variant) => variant.ColorID !== null && variant.SizeID !== null)
      .sort((a, b) => b.StockQuantity - a.StockQuantity);
    const color = colors.find((row) => row.ColorID === best?.ColorID);
    const size = sizes.find((row) => row.SizeID === best?.SizeID);
    const onSale = Boolean(detail?.DiscountedPrice);
    if (detail && best && best.StockQuantity >= 5 && color && size && !otherChoices && !onSale) {
      return { id: ProductId, name: detail.ProductName, color: color.ColorName, size: size.ShortName };
    }
  }
  throw new Error('the seed holds no product with colours and sizes in stock');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

// A whole journey (a sign-up's deliberately slow password hash, a purchase, the history) takes
// about 25 s on an idle two-core machine: the default 30 s leaves no room on a busy one.
test.describe.configure({ timeout: 90_000 });

for (const code of ['en', 'ar'] as const) {
  test(`a newcomer signs up, buys with cash on delivery and finds the order (${code})`, async ({ page, request }) => {
    const [signup, login, userMenu, header, product, checkout, orders] = await Promise.all([
      labelsOf(request, 'Signup', code),
      labelsOf(request, 'Login', code),
      labelsOf(request, 'LoginUserModal', code),
      labelsOf(request, 'TopHeader', code),
      labelsOf(request, 'ProductDetail', code),
      labelsOf(request, 'Checkout', code),
      labelsOf(request, 'OrdersHistory', code),
    ]);
    const cartLabels = await labelsOf(request, 'Cart', code);
    const email = `journey-${randomUUID()}@example.com`;
    const password = 'olive harvest 2026';

    // Sign up: the shop signs the newcomer in and goes home.
    await page.goto(`/${code}/signup`, { waitUntil: 'networkidle' });
    await field(page, signup.lbl_signup_first_name).fill('Leila');
    await field(page, signup.lbl_signup_last_name).fill('Haddad');
    await field(page, signup.lbl_signup_email).fill(email);
    await field(page, signup.lbl_signup_password).fill(password);
    await field(page, signup.lbl_signup_country).selectOption({ index: 1 });
    await field(page, signup.lbl_signup_contact_no).fill('0599 765 432');
    await field(page, signup.lbl_signup_postal_code).fill('97300');
    await field(page, signup.lbl_signup_address).fill('Manger Street 4, Bethlehem');
    await page.getByRole('button', { name: signup.lbl_signup_submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/$`));
    const greeting = page.getByRole('banner').getByRole('button', { name: 'Leila' });
    await expect(greeting).toBeVisible();

    // Log out, then log in again.
    await greeting.click();
    await page.getByRole('button', { name: userMenu.lbl_user_modal_logout }).click();
    await page.getByRole('banner').getByRole('link', { name: header.lbl_header_login }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/login$`));
    await field(page, login.lbl_login_email).fill(email);
    await field(page, login.lbl_login_password).fill(password);
    await page.getByRole('main').getByRole('button', { name: login.lbl_login_submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/$`));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Leila' })).toBeVisible();

    // A product with a colour and a size into the cart.
    const chosen = await colourAndSizeProduct(request, code);
    await page.goto(`/${code}/product-detail/${chosen.id}/shop/item`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
    await main.getByRole('radio', { name: chosen.color, exact: true }).check();
    await main.getByRole('radio', { name: chosen.size, exact: true }).check();
    await main.getByRole('button', { name: product.lbl_product_detail_add_to_cart, exact: true }).click();
    await expect(page.getByRole('button', { name: `${header.lbl_header_cart} (1)` })).toBeVisible();

    // The cart page shows it with its colour and size, then on to checkout.
    await page.goto(`/${code}/cart`, { waitUntil: 'networkidle' });
    await expect(main.getByText(chosen.color).first()).toBeVisible();
    await expect(main.getByText(chosen.size).first()).toBeVisible();
    await main.getByRole('link', { name: cartLabels.lbl_cart_proceed }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/checkout$`));

    // The coupon lowers the total; cash on delivery asks first, then places the order.
    const total = page.getByTestId('order-total');
    await expect(total).not.toBeEmpty();
    const before = await total.textContent();
    await page.getByRole('textbox', { name: checkout.lbl_checkout_coupon_label }).fill('WELCOME10');
    await page.getByRole('button', { name: checkout.lbl_checkout_apply_coupon }).click();
    await expect(page.getByTestId('order-total-before')).toHaveText(before!);
    const discounted = (await total.textContent())!;
    expect(discounted).not.toBe(before);
    await page.getByLabel(checkout.lbl_checkout_payment_method).selectOption('6');
    await page.getByRole('button', { name: checkout.lbl_checkout_place_order }).click();
    await page
      .getByRole('alertdialog', { name: checkout.lbl_checkout_confirm_order })
      .getByRole('button', { name: checkout.lbl_checkout_confirm_yes })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: ORDER_PLACED[code] })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${code}/$`));
    await expect(page.getByRole('button', { name: `${header.lbl_header_cart} (0)` })).toBeVisible();

    // The order history lists it, at the discounted total; its items name the product.
    await page.goto(`/${code}/orders-history`, { waitUntil: 'networkidle' });
    await expect(main.getByText(discounted).first()).toBeVisible();
    const [opening, closing] = orders.lbl_orders_view_items_of.split('{number}');
    const eye = main.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(opening!)}.+${escapeRegExp(closing ?? '')}$`),
    });
    await expect(eye).toHaveCount(1);
    await eye.click();
    await expect(main.getByText(chosen.name).first()).toBeVisible();
  });
}
