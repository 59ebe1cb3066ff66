import type { Page } from '@playwright/test';
import { type LanguageCode, Messages } from '@shop/contract';

import { type NewsletterLinks, readNewsletterLinks } from '../support/newsletter-mail';
import { outboxFiles } from '../support/reset-code-mail';
import { STOREFRONT_URL } from '../support/servers';
import { expect, test } from '../support/test';
import { axeOf } from '../support/axe';

// Newsletter double opt-in: the footer's sign-up keeps the spec's answer, a mail brings a link to
// confirm (and one to unsubscribe), and each link opens a page that acts only when its button is pressed.

/** What a shopper reads, per language. */
const WORDS = {
  en: {
    dir: 'ltr',
    field: 'Enter your email address',
    subscribe: 'Subscribe',
    subscribed: Messages.newsletterSubscribed,
    linkPrefix: '',
    confirmTitle: 'Confirm your subscription',
    confirmButton: 'Confirm my subscription',
    confirmed: 'Subscription confirmed',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed',
    broken: 'This link does not work',
  },
  ar: {
    dir: 'rtl',
    field: 'أدخل بريدك الإلكتروني',
    subscribe: 'اشترك',
    subscribed: 'تم اشتراكك في النشرة الإخبارية بنجاح!',
    linkPrefix: '/ar',
    confirmTitle: 'تأكيد الاشتراك',
    confirmButton: 'تأكيد اشتراكي',
    confirmed: 'تم تأكيد اشتراكك',
    unsubscribeTitle: 'إلغاء الاشتراك في النشرة الإخبارية',
    unsubscribeButton: 'إلغاء الاشتراك',
    unsubscribed: 'تم إلغاء اشتراكك',
    broken: 'هذا الرابط لا يعمل',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

let mailboxCounter = 0;
const freshEmail = (code: LanguageCode) => `reader-${code}-${Date.now()}-${(mailboxCounter += 1)}@example.org`;

/** Signs `email` up in the footer of a page in `code` and answers the links the mail brings. */
async function signUpInFooter(page: Page, code: LanguageCode, email: string): Promise<NewsletterLinks> {
  const words = WORDS[code];
  const known = await outboxFiles();
  await page.goto(`/${code}/about`);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: words.field }).fill(email);
  await footer.getByRole('button', { name: words.subscribe }).click();
  // The spec's answer, as before double opt-in.
  await expect(page.getByRole('alert').filter({ hasText: words.subscribed })).toBeVisible();
  return readNewsletterLinks(email, known);
}

/** The result of pressing a page's button: a status whose heading takes the keyboard's focus. */
async function expectResult(page: Page, heading: string) {
  await expect(page.getByRole('status').filter({ hasText: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeFocused();
}

async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

for (const code of ['en', 'ar'] as const) {
  const words = WORDS[code];

  test(`${code}: signing up mails a link that confirms only when its button is pressed`, async ({ page }) => {
    const links = await signUpInFooter(page, code, freshEmail(code));
    expect(links.confirm.startsWith(`${STOREFRONT_URL}${words.linkPrefix}/newsletter/confirm?token=`)).toBe(true);

    // Opening the link (as a mail scanner would) asks first.
    await page.goto(links.confirm);
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
    await expect(page.getByRole('heading', { name: words.confirmTitle, level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
    const button = page.getByRole('button', { name: words.confirmButton });
    await button.focus();
    await page.keyboard.press('Enter');

    await expectResult(page, words.confirmed);
    await expect(button).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test(`${code}: the mail's unsubscribe link works without logging in`, async ({ page }) => {
    const links = await signUpInFooter(page, code, freshEmail(code));
    expect(links.unsubscribe.startsWith(`${STOREFRONT_URL}${words.linkPrefix}/newsletter/unsubscribe?token=`)).toBe(
      true,
    );

    await page.goto(links.unsubscribe);
    await expect(page.getByRole('heading', { name: words.unsubscribeTitle, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: words.unsubscribeButton }).click();
    await expectResult(page, words.unsubscribed);
  });

  test(`${code}: a changed link says it does not work`, async ({ page }) => {
    const links = await signUpInFooter(page, code, freshEmail(code));

    await page.goto(`${links.confirm.slice(0, -3)}xyz`);
    await page.getByRole('button', { name: words.confirmButton }).click();

    await expect(page.getByRole('alert').filter({ hasText: words.broken })).toBeVisible();
  });
}

test('without scripts, the unsubscribe page still asks, then unsubscribes', async ({ page, browser }) => {
  const links = await signUpInFooter(page, 'en', freshEmail('en'));
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: STOREFRONT_URL });
  try {
    const plain = await noScripts.newPage();
    await plain.goto(links.unsubscribe);
    await plain.getByRole('button', { name: WORDS.en.unsubscribeButton }).click();
    await expect(plain.getByRole('status').filter({ hasText: WORDS.en.unsubscribed })).toBeVisible();
  } finally {
    await noScripts.close();
  }
});

test("a mail program's one-click unsubscribe (RFC 8058) posts to the link and works", async ({ page, request }) => {
  const links = await signUpInFooter(page, 'en', freshEmail('en'));

  // As a mail provider's server sends it: no browser, no Origin, no login.
  const response = await request.post(links.unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });

  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(WORDS.en.unsubscribed);
});
