import type { Page } from '@playwright/test';

import { BACKOFFICE_URL, STOREFRONT_URL } from '../support/servers';
import { expect, test } from '../support/test';

// Every answer of both apps carries the security headers, and the pages satisfy their own CSP:
// React Router's inline scripts run by their nonce, nothing is blocked, the app hydrates.

const MIN_HSTS_SECONDS = 15_552_000;

/**
 * What is wrong with an answer's security headers ('' when nothing). Chromium leaves HSTS out of
 * some answers it reports from a plain-HTTP origin (where HSTS means nothing), so answers seen
 * through the browser are checked without it and HSTS is checked on direct requests.
 */
function headerProblems(headers: Record<string, string>, seenByBrowser = false): string {
  const csp = headers['content-security-policy'] ?? '';
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  return [
    !/(^|;)\s*object-src 'none'/.test(csp) && "no object-src 'none'",
    !/(^|;)\s*base-uri '(self|none)'/.test(csp) && 'no base-uri',
    !/(^|;)\s*frame-ancestors 'none'/.test(csp) && "no frame-ancestors 'none'",
    /script-src[^;]*'unsafe-inline'/.test(csp) && "script-src allows 'unsafe-inline'",
    headers['x-content-type-options'] !== 'nosniff' && 'no nosniff',
    !headers['referrer-policy'] && 'no Referrer-Policy',
    !seenByBrowser && !(hsts && Number(hsts[1]) >= MIN_HSTS_SECONDS) && 'no HSTS of half a year',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Collects CSP violations (events and console reports) and page errors from the moment the page opens. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__cspViolation', (text: unknown) => problems.push(String(text)));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|hydrat/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const PAGES = ['/en/', '/ar/', '/en/all-products/0/all-categories', '/ar/all-products/0/all-categories'];

test.describe('security headers and the Content-Security-Policy', () => {
  test('the home, product list and product pages break no rule of their CSP and come alive', async ({ page }) => {
    const problems = await watchPolicy(page);
    await page.goto('/en/all-products/0/all-categories');
    const productLink = page.locator('a[href*="/product-detail/"]').first();
    const productPath = new URL(await productLink.getAttribute('href').then(String), STOREFRONT_URL).pathname;
    for (const path of [...PAGES, productPath, productPath.replace('/en/', '/ar/')]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce, `${path} has a nonce`).toBeTruthy();
      expect(await response!.text(), `${path}'s inline scripts carry it`).toContain(`nonce="${nonce}"`);
      await page.waitForLoadState('networkidle');
      // React Router's inline module script ran and the page hydrated.
      await expect
        .poll(() => page.evaluate(() => '__reactRouterRouteModules' in window), { message: `${path} hydrated` })
        .toBe(true);
    }
    // A navigation in the browser (data request, route modules) works under the policy too.
    await page.goto('/en/all-products/0/all-categories');
    await page.locator('main a[href*="/product-detail/"]:visible').first().click();
    await expect(page).toHaveURL(/\/product-detail\//);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('every storefront answer carries them: pages, data, assets, media, 404s', async ({ page, request }) => {
    const wrong: string[] = [];
    const seen = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().startsWith(STOREFRONT_URL)) return;
      seen.add(response.request().resourceType());
      const headers = await response.allHeaders();
      const problems = headerProblems(headers, true);
      if (problems)
        wrong.push(
          `${response.url().slice(0, 80)} ${response.status()}: ${problems} in ${Object.keys(headers).join(' ')}`,
        );
    });
    for (const path of [PAGES[0]!, PAGES[2]!]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.locator('main a[href*="/product-detail/"]:visible').first().click();
    await page.waitForLoadState('networkidle');
    expect([...seen]).toEqual(expect.arrayContaining(['document', 'script', 'stylesheet', 'image', 'fetch']));

    const picture = await page.locator('img[src^="/media/"]').first().getAttribute('src');
    for (const [path, status] of [
      [picture!, 200],
      ['/media/no-such-picture.webp', 404],
      ['/assets/no-such-file.js', 404],
      ['/en/no-such-page', 404],
      ['/no-such-page', 404],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/favicon.svg', 200],
      ['/en/all-products/0/all-categories.data', 200],
      // An old version's manifest request is told to reload (204).
      ['/__manifest?paths=%2Fen%2F&version=old', 204],
      ['/en/product-detail/99999999/shop/nothing', 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const problems = headerProblems(response.headers());
      if (problems) wrong.push(`${path}: ${problems}`);
    }
    expect(wrong).toEqual([]);
  });

  test("the back-office's OpenAPI page works under its policy, which forbids framing", async ({ page, request }) => {
    const problems = await watchPolicy(page);
    const response = await page.goto(`${BACKOFFICE_URL}/api/docs`);
    expect(headerProblems(response!.headers())).toBe('');
    await expect(page.getByText('get-all-products').first()).toBeVisible({ timeout: 30_000 });
    expect(problems).toEqual([]);
    for (const path of ['/health', '/api/docs/json', '/no-such-page']) {
      expect(headerProblems((await request.get(`${BACKOFFICE_URL}${path}`)).headers()), path).toBe('');
    }
  });
});
