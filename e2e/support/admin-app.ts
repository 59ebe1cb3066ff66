// The admin app in end-to-end tests: its address, the first owner the setup project creates through
// the screens, and the signed-in browser states later admin tests start from.
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { BACKOFFICE_URL, STOREFRONT_URL } from './servers';
import { axeOf } from './axe';

export const ADMIN_URL = `${BACKOFFICE_URL}/admin/`;

export const OWNER = { name: 'Salma Haddad', email: 'owner@shop.example', password: 'Olive-Grove-Terraces-1948' };
export const CATALOGUE_MEMBER = {
  name: 'Yousef Khalil',
  email: 'catalogue@shop.example',
  password: 'Sage-And-Thyme-Garden-77',
};

/** Where the setup project leaves each member's signed-in browser state. */
export function signedInState(who: 'owner' | 'catalogue'): string {
  const dataDir = process.env.SHOP_E2E_DATA_DIR;
  if (!dataDir) throw new Error('SHOP_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'e2e-admin', `${who}.json`);
}

/** Signs in through the login screen (in whichever language it shows). */
export async function signIn(page: Page, member: { email: string; password: string }): Promise<void> {
  await page.goto(`${ADMIN_URL}login`);
  await page.getByLabel(/^(Email|البريد الإلكتروني)$/).fill(member.email);
  await page.getByLabel(/^(Password|كلمة المرور)$/).fill(member.password);
  await page.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A member's API calls as the admin makes them: the page's cookie and the admin's own Origin. */
export function adminApi(request: APIRequestContext) {
  const headers = { origin: new URL(BACKOFFICE_URL).origin };
  return {
    get: (url: string) => request.get(`${BACKOFFICE_URL}/api/v1/admin${url}`, { headers }),
    post: (url: string, data: unknown) => request.post(`${BACKOFFICE_URL}/api/v1/admin${url}`, { headers, data }),
    patch: (url: string, data: unknown) => request.patch(`${BACKOFFICE_URL}/api/v1/admin${url}`, { headers, data }),
    put: (url: string, data: unknown) => request.put(`${BACKOFFICE_URL}/api/v1/admin${url}`, { headers, data }),
  };
}

/** Fails with the list of serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Shows the admin (already open on a signed-in screen) in `language`. The switch also saves the
 * member's language, so tests that share a member must not reload afterwards: they navigate by
 * the admin's own links.
 */
export async function showIn(page: Page, language: 'en' | 'ar'): Promise<void> {
  await expect(page.getByRole('navigation', { name: /^(Admin sections|أقسام الإدارة)$/ }).first()).toBeAttached();
  if ((await page.locator('html').getAttribute('lang')) !== language) {
    await page.getByRole('button', { name: language === 'ar' ? 'العربية' : 'English' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Issue 17: a change saved in the admin shows on the storefront within 2 seconds. The shop pushes
 * each change to the storefront (GET /api/v1/changes), which drops what it kept, so a change shows
 * in milliseconds on an idle machine. The tests wait longer in CI, where three browsers, both servers
 * and the test runner share two cores and a page can take seconds to render: the guide keeps time
 * limits out of tests. Each wait prints how long the change took to show.
 */
export const CHANGE_SHOWS_WITHIN_MS = 2000;
const CHANGE_WAIT_MS = process.env.CI ? 15_000 : CHANGE_SHOWS_WITHIN_MS * 2;

/** Text as React writes it into a page's HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * Waits until each storefront page shows its text (or, with `gone`, no longer does) as a visitor
 * without cookies gets it, and says how long after `since` that was (CHANGE_SHOWS_WITHIN_MS is the
 * issue's aim; the wait itself is CHANGE_WAIT_MS). The pages are read as HTML, not rendered by a
 * browser; the test then looks at the page in the browser.
 */
export async function expectShopShowsWithin(
  since: number,
  pages: { path: string; text: string; gone?: boolean }[],
): Promise<void> {
  const visitor = await request.newContext({ baseURL: STOREFRONT_URL });
  try {
    const shown = async () => {
      for (const { path: page, text, gone = false } of pages) {
        const html = await (await visitor.get(page)).text();
        if (html.includes(asHtml(text)) === gone) return false;
      }
      return true;
    };
    await expect.poll(shown, { timeout: CHANGE_WAIT_MS, intervals: [100] }).toBe(true);
  } finally {
    await visitor.dispose();
  }
  const took = Date.now() - since;
  console.log(
    `change shown on ${pages.length} storefront page(s) ${took} ms after saving (aim: ${CHANGE_SHOWS_WITHIN_MS} ms)`,
  );
}
