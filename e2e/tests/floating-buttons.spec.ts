// The floating chat button and go-to-top arrow on a phone (issue 19, item 7): they step aside while
// the page scrolls down, so they never sit on a price or a button for good, come back when the
// shopper scrolls up, and stand in a landmark of their own (axe's region rule).
import type { LanguageCode } from '@shop/contract';
import { labelsOf } from '../support/labels';
import { expect, test } from '../support/test';
import { axeOf } from '../support/axe';

for (const code of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  test(`on a phone the floating buttons step aside while scrolling down and come back on the way up (${code})`, async ({
    page,
    request,
  }) => {
    const footer = await labelsOf(request, 'Footer', code);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${code}/all-products/0/all-categories`, { waitUntil: 'networkidle' });
    const chat = page.getByRole('complementary', { name: footer.lbl_footer_chat }).getByRole('link');
    await expect(chat).toBeInViewport();

    const regions = await axeOf(page).withRules(['region']).analyze();
    expect(regions.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);

    await page.mouse.move(187, 400);
    await page.mouse.wheel(0, 600);
    await expect(chat).not.toBeInViewport();
    await expect(chat).toHaveCSS('pointer-events', 'none');
    const goToTop = page.getByRole('button', { name: footer.lbl_footer_go_top });
    await expect(goToTop).not.toBeInViewport();

    await page.mouse.wheel(0, -200);
    await expect(chat).toBeInViewport();
    await expect(goToTop).toBeInViewport();
    await page.screenshot({ path: `/tmp/floating-buttons-${code}.png` });

    // Scrolled down again, a keyboard user who reaches the button brings it back.
    await page.mouse.wheel(0, 600);
    await expect(chat).not.toBeInViewport();
    await chat.focus();
    await expect(chat).toBeInViewport();
  });
}
