// Contact messages and newsletter subscribers in the owner's admin: a shopper's message found unread
// in the inbox, opened (and so read), answered by mail and archived; the subscribers filtered,
// exported as CSV and one unsubscribed. Each test makes its own uniquely named message or address.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_URL, expectAccessible, showIn, signedInState } from '../../support/admin-app';
import { outboxDir, outboxFiles, plainText } from '../../support/reset-code-mail';
import { BACKOFFICE_URL } from '../../support/servers';
import { expect, test } from '../../support/test';

const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** One storefront protocol call, as the shop's pages make it. */
async function shopCall(
  request: APIRequestContext,
  endpoint: string,
  requestParameters: Record<string, unknown>,
  language: 'en' | 'ar' = 'en',
) {
  const reply = await request.post(`${BACKOFFICE_URL}/api/v1/dynamic/dataoperation/${endpoint}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': language },
    data: { requestParameters },
  });
  expect(reply.status(), `${endpoint} answers 200`).toBe(200);
}

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Admin sections|أقسام الإدارة)$/ }).first();

/** Opens the admin in `language` and goes to a section through the navigation. */
async function openSection(page: Page, language: 'en' | 'ar', section: string) {
  await page.goto(ADMIN_URL);
  await showIn(page, language);
  await nav(page).getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

/** No sideways scrolling of the whole page (tables scroll inside their own region). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the owner’s messages', () => {
  test.use({ storageState: signedInState('owner') });

  test('finds a shopper’s message unread, opens it, replies by mail and archives it (en)', async ({ page }) => {
    test.setTimeout(90_000);
    const id = mark();
    const subject = `Harvest ${id}`;
    const email = `lina-${id}@example.com`;
    await shopCall(page.request, 'contact-us', {
      FullName: 'Lina Haddad',
      Email: email,
      PhoneNumber: '+970599000000',
      Subject: subject,
      Message: 'When is the new oil in?\nWe would like two tins.',
    });

    await openSection(page, 'en', 'Messages');
    await expect(page.getByText(/^\d+ unread$/)).toBeVisible();
    const search = page.getByRole('search');
    await search.getByLabel('Show').selectOption('unread');
    await search.getByLabel('Search name, email, subject or text').fill(id);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Unread');
    await expect(row.locator('.font-bold').first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/messages-en.png', fullPage: true });

    // Opened: the whole message, the sender's address as a mail link, and read from now on.
    await row.getByRole('link', { name: `Open the message “${subject}” from Lina Haddad` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Message' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(page.getByText('We would like two tins.')).toBeVisible();
    await expect(page.getByText('Read', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The reply: the subject prefilled, an empty text refused under its field, then sent.
    await expect(page.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
    await page.getByRole('button', { name: 'Send the reply' }).click();
    await expect(page.getByLabel('Your reply')).toHaveAccessibleDescription('Required.');
    const known = await outboxFiles();
    await page.getByLabel('Your reply').fill('The new oil is in next week. Two tins are kept for you.');
    await page.getByRole('button', { name: 'Send the reply' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Your reply was sent to ${email}.` })).toBeVisible();
    await expect(page.getByText('Replied', { exact: true })).toBeVisible();
    await expect(page.getByText('Not yet')).toHaveCount(0);
    await expect(async () => {
      const fresh = (await outboxFiles()).filter((name) => !known.includes(name));
      const mails = await Promise.all(
        fresh.map(async (name) => plainText(await fs.readFile(path.join(outboxDir(), name), 'utf8'))),
      );
      expect(mails.some((mail) => mail.to.includes(email) && mail.text.includes('Two tins are kept for you.'))).toBe(
        true,
      );
    }).toPass({ timeout: 10_000 });

    // Archived, and found in the archive rather than the inbox.
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The message is archived.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move back to the inbox' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/message-en-375.png', fullPage: true });
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await page.getByRole('search').getByLabel('Show').selectOption('archived');
    await page.getByRole('search').getByLabel('Search name, email, subject or text').fill(id);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Archived');
    await expectNoPageOverflow(page);
  });

  test('the inbox and a message in Arabic, at a phone’s width (ar)', async ({ page }) => {
    const id = mark();
    const subject = `موعد الحصاد ${id}`;
    await shopCall(
      page.request,
      'contact-us',
      {
        FullName: 'ليلى',
        Email: `layla-${id}@example.com`,
        PhoneNumber: '0599000000',
        Subject: subject,
        Message: 'متى يصل الزيت الجديد؟',
      },
      'ar',
    );
    await openSection(page, 'ar', 'الرسائل');
    await page.getByRole('search').getByLabel('البحث في الاسم أو البريد أو الموضوع أو النص').fill(id);
    await page.getByRole('search').getByRole('button', { name: 'بحث' }).click();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('غير مقروءة');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/messages-ar-375.png', fullPage: true });
    await row.getByRole('link', { name: `فتح رسالة «${subject}» من ليلى` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'رسالة' })).toBeVisible();
    await expect(page.getByText('مقروءة', { exact: true })).toBeVisible();
    await expect(page.getByLabel('الموضوع')).toHaveValue(`Re: ${subject}`);
    await page.getByLabel('الموضوع').fill('');
    await page.getByRole('button', { name: 'إرسال الردّ' }).click();
    await expect(page.getByLabel('الموضوع')).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    await expectAccessible(page);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: '/tmp/message-ar-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/message-ar.png', fullPage: true });
  });
});

test.describe('the owner’s subscribers', () => {
  test.use({ storageState: signedInState('owner') });

  for (const language of ['en', 'ar'] as const) {
    test(`filters the subscribers, downloads them as CSV and unsubscribes one (${language})`, async ({ page }) => {
      const text = {
        en: {
          section: 'Subscribers',
          search: 'Search by email',
          state: 'State',
          pending: 'Waiting for confirmation',
          csv: 'Download CSV',
          unsubscribed: 'Unsubscribed',
          confirm: 'Unsubscribe',
        },
        ar: {
          section: 'مشتركو النشرة',
          search: 'البحث بالبريد الإلكتروني',
          state: 'الحالة',
          pending: 'بانتظار التأكيد',
          csv: 'تنزيل ملف CSV',
          unsubscribed: 'أُلغي الاشتراك',
          confirm: 'إلغاء الاشتراك',
        },
      }[language];
      const email = `reader-${mark()}@example.com`;
      await shopCall(page.request, 'insert-subscriber', { SubscriberEmail: email }, language);

      await openSection(page, language, text.section);
      await expectAccessible(page);
      const search = page.getByRole('search');
      await search.getByLabel(text.state).selectOption('pending');
      await search.getByLabel(text.search).fill(email);
      await search.getByRole('button', { name: /^(Search|بحث)$/ }).click();
      await expect(page).toHaveURL(/state=pending/);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText(text.pending);

      // The CSV link exports the list as filtered. The URL changes before React has drawn the filtered
      // list (a transition), and the new subscriber's row is in the unfiltered list too: wait for the link.
      const csvLink = page.getByRole('link', { name: text.csv });
      await expect(csvLink).toHaveAttribute('href', /state=pending/);
      const href = (await csvLink.getAttribute('href'))!;
      const csv = await page.request.get(new URL(href, BACKOFFICE_URL).href);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
      const lines = (await csv.text()).trim().split(/\r?\n/);
      expect(lines[0]).toContain('email');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(email);

      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoPageOverflow(page);
      await page.screenshot({ path: `/tmp/subscribers-${language}-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Unsubscribing asks first; the list then shows the address unsubscribed.
      await row.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: /^(Cancel|إلغاء)$/ })).toBeFocused();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
      await search.getByLabel(text.state).selectOption('unsubscribed');
      await search.getByRole('button', { name: /^(Search|بحث)$/ }).click();
      await expect(page.getByRole('row').filter({ hasText: email })).toContainText(text.unsubscribed);
      await page.screenshot({ path: `/tmp/subscribers-${language}.png`, fullPage: true });
    });
  }
});
