// Payment reconciliation in the admin: the owner runs it in Arabic, sees the button wait for the run
// and the result announced, then reads who ran it, when, and what it found, at a phone's width too.
// The end-to-end back-office takes card payments in its offline sandbox, which holds no money, so a
// run checks nothing and says so; a refunded orphan and a payment an order holds are the back-office's
// tests (apps/backoffice/src/admin/payments/payment-routes.test.ts, against a Stripe stand-in).
import type { AdminLastReconciliation, AdminReconciliation } from '@shop/contract';
import type { Page } from '@playwright/test';
import { ADMIN_URL, adminApi, expectAccessible, OWNER, showIn, signedInState } from '../../support/admin-app';
import { expect, test } from '../../support/test';

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Admin sections|أقسام الإدارة)$/ }).first();

/** No sideways scrolling of the whole page (tables scroll inside their own region). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the owner', () => {
  test.use({ storageState: signedInState('owner') });

  test('runs a reconciliation in Arabic and reads when it ran, who ran it and what it found (ar, 375 px, en)', async ({
    page,
  }) => {
    await page.goto(ADMIN_URL);
    await showIn(page, 'ar');
    await nav(page).getByRole('link', { name: 'المدفوعات', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'تسوية المدفوعات' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('تُردّ إلى صاحبها');
    await expectAccessible(page);

    // The run is held back until the button has been seen waiting for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/admin/payments/reconcile', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const before = Date.now();
    await page.getByRole('button', { name: 'تشغيل التسوية' }).click();
    const waiting = page.getByRole('button', { name: 'جارٍ إجراء التسوية…' });
    await expect(waiting).toBeDisabled();
    release();
    await expect(
      page.getByRole('status').filter({ hasText: 'مدفوعات البطاقات في وضع التجربة الذي لا يحفظ أي أموال' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'تشغيل التسوية' })).toBeEnabled();
    await page.unroute('**/api/v1/admin/payments/reconcile');

    const lastRun = page.getByRole('region', { name: 'آخر تشغيل' });
    await expect(lastRun).toContainText(OWNER.email);
    await expect(lastRun).toContainText('كانت مدفوعات البطاقات في وضع التجربة، فلم يُفحص شيء.');
    // The count in Arabic-Indic digits.
    await expect(lastRun.getByRole('definition').nth(2)).toHaveText('٠');
    const findings = page.getByRole('region', { name: 'النتائج' });
    await expect(findings).toContainText('لم تحتج أي دفعة إلى معالجة.');
    await expectAccessible(page);

    // The run was kept (in the audit log): the API and the screen read it back.
    const { last } = (await (
      await adminApi(page.request).get('/payments/reconcile')
    ).json()) as AdminLastReconciliation;
    expect(last).toMatchObject({ ranBy: OWNER.email, provider: null, checked: 0, findings: [] });
    expect(Date.parse(last!.ranAt)).toBeGreaterThanOrEqual(before - 60_000);
    await nav(page).getByRole('link', { name: 'الطلبات', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'المدفوعات', exact: true }).click();
    await expect(lastRun.locator(`time[datetime="${last!.ranAt}"]`)).toBeVisible();
    await expect(lastRun).toContainText(OWNER.email);

    // At a phone's width nothing scrolls sideways and the button is still there to press.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoPageOverflow(page);
    await expect(page.getByRole('button', { name: 'تشغيل التسوية' })).toBeInViewport();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/payments-ar-375.png', fullPage: true });

    // In English, the same run in its own words.
    await page.setViewportSize({ width: 1280, height: 900 });
    await showIn(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment reconciliation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Findings' })).toContainText('No payments needed attention.');
    await page.getByRole('button', { name: 'Run reconciliation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'nothing to reconcile' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/payments-en.png', fullPage: true });
  });
});

test.describe('the findings table', () => {
  test.use({ storageState: signedInState('owner') });

  // The sandbox never holds a payment to find, so the run's answer is Stripe's kind, given by the test.
  test('tells each outcome in Arabic and links the order that holds a payment, within a phone’s width', async ({
    page,
  }) => {
    const run: AdminReconciliation = {
      ranAt: new Date().toISOString(),
      ranBy: OWNER.email,
      provider: 'stripe',
      since: new Date(Date.now() - 24 * 3600 * 1000).toISOString(),
      checked: 3,
      findings: [
        {
          reference: 'pi_3QxOrphanedA1b2C3',
          amount: 4250,
          currency: 'EUR',
          outcome: 'refunded',
          orderId: null,
          orderNumber: null,
        },
        {
          reference: 'pi_3QxPlacedD4e5F6',
          amount: 1999,
          currency: 'USD',
          outcome: 'recorded',
          orderId: 41,
          orderNumber: 'ORD-2026-0041',
        },
        {
          reference: 'pi_3QxElsewhereG7h8',
          amount: null,
          currency: null,
          outcome: 'not-ours',
          orderId: null,
          orderNumber: null,
        },
      ],
    };
    await page.route('**/api/v1/admin/payments/reconcile', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ json: run }) : route.continue(),
    );
    await page.goto(`${ADMIN_URL}payments`);
    await showIn(page, 'ar');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'تشغيل التسوية' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'المدفوعات التي فُحصت: ٣. المردودة: ١. المؤجَّلة إلى تشغيل لاحق: ٠.' }),
    ).toBeVisible();
    const findings = page.getByRole('region', { name: 'النتائج' }).getByRole('region', { name: 'النتائج' });
    const rows = findings.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('رُدّت الآن: لم يقابلها أي طلب');
    await expect(rows.nth(1)).toContainText('٤٢٫٥٠');
    await expect(rows.nth(1)).toContainText('لا يوجد');
    await expect(rows.nth(2)).toContainText('دُفع بها طلب');
    await expect(rows.nth(2).getByRole('link', { name: 'فتح الطلب ORD-2026-0041' })).toHaveAttribute(
      'href',
      '/admin/orders/41',
    );
    await expect(rows.nth(3)).toContainText('ليست من المتجر: تُركت كما هي');
    await expect(rows.nth(3)).toContainText('غير معروف');
    await expectNoPageOverflow(page);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/payments-findings-ar-375.png', fullPage: true });
  });
});

test.describe('a catalogue member', () => {
  test.use({ storageState: signedInState('catalogue') });

  test('has no payments screen, and the server refuses the reconciliation (403)', async ({ page }) => {
    await page.goto(ADMIN_URL);
    await expect(nav(page).getByRole('link', { name: /^(Home|الرئيسية)$/ })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: /^(Payments|المدفوعات)$/ })).toHaveCount(0);
    const api = adminApi(page.request);
    expect((await api.post('/payments/reconcile', {})).status()).toBe(403);
    expect((await api.get('/payments/reconcile')).status()).toBe(403);
  });
});
