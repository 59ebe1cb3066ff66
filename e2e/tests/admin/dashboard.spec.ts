// The dashboard, the first screen after signing in: each member sees the parts their role works
// with, in their language, at desktop and phone widths.
import { ADMIN_URL, adminApi, expectAccessible, showIn, signedInState } from '../../support/admin-app';
import { expect, test } from '../../support/test';

interface Dashboard {
  sales?: { currency: string; today: { total: number } }[];
  lowStock?: { items: { productId: number }[] };
  unreadMessages?: number;
}

test.describe('the owner’s dashboard', () => {
  test.use({ storageState: signedInState('owner') });

  test('shows what waits, the sales with their chart as a table, orders by status and what runs low (ar, then en at phone width)', async ({
    page,
  }) => {
    const figures = (await (await adminApi(page.request).get('/dashboard')).json()) as Dashboard;
    await page.goto(ADMIN_URL);
    await showIn(page, 'ar');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'بانتظارك' })).toBeVisible();
    const unread = main.getByRole('link', { name: /رسائل غير مقروءة/ });
    await expect(unread).toContainText(figures.unreadMessages!.toLocaleString('ar-EG'));
    await expect(main.getByRole('heading', { level: 2, name: 'المبيعات' })).toBeVisible();
    // The chart is a picture; its figures are a table for everyone, thirty days of them. (Orders
    // placed in euros by earlier tests give euros a chart of their own.)
    const dollars = main.getByRole('figure', { name: 'المبيعات اليومية في آخر ٣٠ يومًا (USD)' });
    await expect(dollars).toBeVisible();
    await dollars.getByText('عرض الأرقام في جدول').click();
    await expect(dollars.getByRole('table').getByRole('row')).toHaveCount(31);
    await expect(main.getByRole('heading', { level: 2, name: 'الطلبات حسب الحالة' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'مخزون منخفض' })).toBeVisible();
    await expectAccessible(page);

    // The unread count leads to the unread messages.
    await unread.click();
    await expect(page).toHaveURL(/\/admin\/messages\?box=unread$/);

    await showIn(page, 'en');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(ADMIN_URL);
    await expect(main.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Running low' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});

test.describe('a catalogue member’s dashboard', () => {
  test.use({ storageState: signedInState('catalogue') });

  test('shows only what runs low, each line leading to its product, and no sales (en)', async ({ page }) => {
    const figures = (await (await adminApi(page.request).get('/dashboard')).json()) as Dashboard;
    expect(figures.sales).toBeUndefined();
    await page.goto(ADMIN_URL);
    await showIn(page, 'en');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Running low' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Sales' })).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 2, name: 'Waiting for you' })).toHaveCount(0);
    // The demo shop's handmade pieces come in few units per colour and size: some always run low.
    const first = figures.lowStock!.items[0];
    expect(first, 'a variant running low in the demo shop').toBeDefined();
    await main.getByRole('list').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${first!.productId}$`));
    await expectAccessible(page);
  });
});
