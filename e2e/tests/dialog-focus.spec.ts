// The product page's popups give focus back to the button that opened them (issue 19, item 9): after
// Done, Escape or the close button a keyboard user goes on from there, not from the page's top.
import type { LanguageCode } from '@shop/contract';
import { labelsOf } from '../support/labels';
import { expect, hydrated, openStorageOnly, putCart, test } from '../support/test';

// A thobe: colours, sizes (so a size guide) and a Product Variants popup.
const THOBE = 30;

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  test(`closing the size guide or the variants popup returns focus to its button (${code})`, async ({
    page,
    request,
  }) => {
    const detail = await labelsOf(request, 'ProductDetail', code);
    const sizes = await labelsOf(request, 'SizeGuide', code);
    const variants = await labelsOf(request, 'ProductVariants', code);
    // The thobe's page, reached as a shopper would: from its line in the cart.
    await openStorageOnly(page);
    await putCart(page, [{ ProductId: THOBE, Quantity: 1, productSelectedAttributes: [] }]);
    await page.goto(`/${code}/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${code}/product-detail/${THOBE}/`));

    const guideButton = page.getByRole('button', { name: detail.lbl_product_detail_size_guide_button });
    const guide = page.getByRole('dialog', { name: sizes.lbl_size_guide_title });
    await hydrated(page);
    await guideButton.focus();
    await page.keyboard.press('Enter');
    await expect(guide).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(guideButton).toBeFocused();

    const variantsButton = page.getByRole('button', { name: detail.lbl_product_detail_variants_button });
    const popup = page.getByRole('dialog', { name: variants.lbl_variants_title });
    await variantsButton.focus();
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: variants.lbl_variants_done }).click();
    await expect(popup).toBeHidden();
    await expect(variantsButton).toBeFocused();

    await variantsButton.press('Enter');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(variantsButton).toBeFocused();
  });
}
