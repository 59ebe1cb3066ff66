// Quick view offers a product's options (issue 19, item 13): for the olive oil, whose Bottle size
// must be chosen, Add to Cart without a choice gives the spec's 'Please select Bottle size
// variant!' and moves focus to the bottle sizes; the shopper chooses one there and adds it, and the
// cart holds that bottle size. Keyboard users come back to the Quick View button on closing. In
// English and Arabic, on a phone and a desktop.
import { type LanguageCode, StorageKey, Truncate, selectVariant, truncate } from '@shop/contract';
import { callBackofficeList } from '../support/backoffice';
import { labelsOf } from '../support/labels';
import { expect, test } from '../support/test';

// The seed's first product: the Jenin olive oil, sold in three bottle sizes, one of which must be chosen.
const OLIVE_OIL = 1;

interface AttributeRow {
  ProductAttributeID: number;
  AttributeDisplayName: string;
  PrimaryKeyValue: number;
  PrimaryKeyDisplayValue: string;
  IsRequiredAttribute: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  for (const width of [375, 1280]) {
    test(`quick view lets the shopper choose a required bottle size and adds it (${code}, ${width} px)`, async ({
      page,
      request,
    }) => {
      const grid = await labelsOf(request, 'ProductsGridTypeOne', code);
      const [english] = await callBackofficeList<{ ProductName: string }>(request, 'get-product_detail', {
        ProductId: OLIVE_OIL,
      });
      const [detail] = await callBackofficeList<{ ProductName: string }>(
        request,
        'get-product_detail',
        { ProductId: OLIVE_OIL },
        code,
      );
      const attributes = await callBackofficeList<AttributeRow>(
        request,
        'get-product-all-attributes-by-productId',
        { ProductId: OLIVE_OIL },
        code,
      );
      const bottleSizes = attributes.filter((row) => row.IsRequiredAttribute);
      expect(bottleSizes.length, 'the olive oil has a required attribute with several values').toBeGreaterThan(1);
      const attributeName = bottleSizes[0]!.AttributeDisplayName;
      // The second bottle size: reached from the first with the arrow key.
      const wanted = bottleSizes[1]!;

      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${code}/all-products/0/all-categories?SearchTerm=${encodeURIComponent(english!.ProductName)}`);
      await page.waitForLoadState('networkidle');
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({
          has: page.getByRole('heading', { name: truncate(detail!.ProductName, Truncate.card), exact: true }),
        });
      const opener = card.getByRole('button', { name: grid.lbl_grid_quick_view });
      const quickView = page.getByRole('dialog', { name: grid.lbl_grid_quick_view });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(quickView).toBeVisible();

      // The bottle sizes are offered in the quick view, as a group named by the attribute.
      const group = quickView.getByRole('group', { name: new RegExp(escapeRegExp(attributeName)) });
      await expect(group.getByRole('radio')).toHaveCount(bottleSizes.length);
      const addToCart = quickView.getByRole('button', { name: grid.lbl_grid_add_to_cart });

      // Adding without a choice: the spec's message, and focus on the choice it asks for.
      await addToCart.click();
      const message = code === 'en' ? selectVariant(attributeName) : attributeName;
      await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
      if (code === 'en') expect(message).toBe('Please select Bottle size variant!');
      const first = group.getByRole('radio').first();
      await expect(first).toBeFocused();
      expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.cart)).toBeNull();

      // The shopper picks the second bottle size with the keyboard; the price follows it.
      const price = quickView.getByRole('status');
      const priceBefore = await price.textContent();
      await page.keyboard.press('ArrowDown');
      const chosen = group.getByRole('radio', { name: new RegExp(`^${escapeRegExp(wanted.PrimaryKeyDisplayValue)}`) });
      await expect(chosen).toBeChecked();
      await expect(chosen).toBeFocused();
      await expect(price).not.toHaveText(priceBefore!);
      await page.screenshot({ path: test.info().outputPath(`quick-view-${code}-${width}.png`) });

      await addToCart.click();
      await expect
        .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), StorageKey.cart))
        .toEqual([
          expect.objectContaining({
            ProductId: OLIVE_OIL,
            Quantity: 1,
            productSelectedAttributes: [
              { ProductAttributeID: wanted.ProductAttributeID, PrimaryKeyValue: wanted.PrimaryKeyValue },
            ],
          }),
        ]);

      // Closing gives focus back to the Quick View button the shopper used.
      await page.keyboard.press('Escape');
      await expect(quickView).toBeHidden();
      await expect(opener).toBeFocused();

      // The cart names the chosen bottle size.
      const header = await labelsOf(request, 'TopHeader', code);
      await page.getByRole('button', { name: `${header.lbl_header_cart} (1)` }).click();
      const drawer = page.getByRole('dialog', { name: header.lbl_header_cart_title });
      await expect(drawer.getByRole('listitem').filter({ hasText: detail!.ProductName })).toContainText(
        wanted.PrimaryKeyDisplayValue,
      );
    });
  }
}
