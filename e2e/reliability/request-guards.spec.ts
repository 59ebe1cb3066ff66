import { randomUUID } from 'node:crypto';

import type { Browser } from '@playwright/test';
import { StorageKey } from '@shop/contract';

import { type ExtraStorefront, startExtraStorefront } from '../support/extra-storefront';
import { labelsOf } from '../support/labels';
import { rawHttp, sendUnread } from '../support/raw-http';
import { STOREFRONT_URL } from '../support/servers';
import { type Shopper, createShopper } from '../support/session';
import { expect, hydrated, test } from '../support/test';

// The built storefront against bodies and headers a client picks: oversized bodies are answered
// 413 at once, and a forged Host or X-Forwarded-Host (believed with TRUST_PROXY) never reaches a
// link the shop writes, nor the page another visitor gets from the page cache; and a page the cache
// keeps for signed-in shoppers holds nothing of the shopper it was rendered for.

const MEGABYTE = 1024 * 1024;
const OVERSIZED_BYTES = 50 * MEGABYTE;
/** What the client sends before reading the answer: past every cap (64 KB at most). */
const SENT_BYTES = 256 * 1024;
/** Far more than a 413 needs, far less than reading 50 MB from a slow client would take. */
const QUICK_MS = 3000;
const EVIL_HOST = 'evil.example';
const POISONED: { name: string; headers: Record<string, string> }[] = [
  { name: 'X-Forwarded-Host', headers: { 'X-Forwarded-Host': EVIL_HOST, 'X-Forwarded-Proto': 'https' } },
  { name: 'Host and X-Forwarded-Host', headers: { Host: EVIL_HOST, 'X-Forwarded-Host': EVIL_HOST } },
];
const PAGES = ['/en/about', '/en/faq', '/en/login', '/en/contact-us', '/en/shipping', '/ar/about'];

/** The links a page or crawler file writes for other sites: canonical, hreflang, og:url and og:image, sitemap. */
const SHOP_LINKS = [
  /<link[^>]*rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g,
  /<meta[^>]*property="og:(?:url|image)"[^>]*content="([^"]+)"/g,
  /<loc>([^<]+)<\/loc>/g,
  /<xhtml:link[^>]*href="([^"]+)"/g,
  /^Sitemap: (\S+)$/gm,
];

function shopLinks(body: string): string[] {
  return SHOP_LINKS.flatMap((pattern) => [...body.matchAll(pattern)].map((match) => match[1]!));
}

test.describe('request bodies', () => {
  test('a 50 MB body is answered 413 at once, announced or chunked, on JSON routes and forms', async () => {
    const tries = [
      {
        name: 'order announced as 50 MB',
        path: '/api/place-order',
        type: 'application/json',
        declared: OVERSIZED_BYTES,
      },
      { name: 'order chunked', path: '/api/place-order', type: 'application/json' },
      { name: 'contact form chunked', path: '/en/contact-us', type: 'application/x-www-form-urlencoded' },
    ];
    const results: string[] = [];
    for (const { name, path, type, declared } of tries) {
      const started = performance.now();
      const answer = await sendUnread(`${STOREFRONT_URL}${path}`, {
        headers: { 'Content-Type': type, Origin: STOREFRONT_URL },
        declaredLength: declared,
        sentBytes: SENT_BYTES,
      });
      const elapsed = Math.round(performance.now() - started);
      results.push(`${name} ${answer.status} in ${elapsed} ms`);
      expect(answer.status, name).toBe(413);
      expect(elapsed, name).toBeLessThan(QUICK_MS);
    }
    console.log(`body limit: oversized bodies refused: ${results.join('; ')}`);
  });
});

test.describe('the public origin', () => {
  test('pages, robots.txt and the sitemap link to STOREFRONT_URL whatever Host or X-Forwarded-Host say', async () => {
    const list = await rawHttp(`${STOREFRONT_URL}/en/all-products/0/all-categories`);
    const productPath = /href="(\/en\/product-detail\/[^"]+)"/.exec(list.body)?.[1];
    expect(productPath, 'the list links to a product').toBeDefined();
    const paths = [...PAGES, '/en/all-products/0/all-categories', productPath!, '/robots.txt', '/sitemap.xml'];

    let links = 0;
    for (const { name, headers } of POISONED) {
      for (const path of paths) {
        const answer = await rawHttp(`${STOREFRONT_URL}${path}`, { headers });
        expect(answer.status, `${path} with ${name}`).toBe(200);
        expect(answer.body, `${path} with ${name}`).not.toContain(EVIL_HOST);
        const ownLinks = shopLinks(answer.body);
        expect(ownLinks.length, `${path} has absolute links`).toBeGreaterThan(0);
        expect(
          ownLinks.filter((link) => !link.startsWith(`${STOREFRONT_URL}/`)),
          `${path} with ${name}`,
        ).toEqual([]);
        links += ownLinks.length;
      }
    }
    console.log(`public origin: ${links} absolute links on ${paths.length} addresses, all on ${STOREFRONT_URL}`);
  });

  test.describe('with the page cache on', () => {
    let shop: ExtraStorefront;
    test.beforeAll(async () => {
      shop = await startExtraStorefront({ PAGE_CACHE: 'on' }, test.info().parallelIndex);
    });
    test.afterAll(async () => {
      await shop?.stop();
    });

    test('a poisoned request does not change the page the next visitor gets', async () => {
      for (const [index, { name, headers }] of POISONED.entries()) {
        // A page nobody asked for yet on this server: the poisoned request is the one that fills the cache.
        const path = ['/en/about', '/en/faq'][index]!;
        const poisoned = await rawHttp(`${shop.url}${path}`, { headers });
        const next = await rawHttp(`${shop.url}${path}`);
        expect(poisoned.status, name).toBe(200);
        expect(next.headers.age, `${path} comes from the page cache`).toBeDefined();
        expect(next.body, name).not.toContain(EVIL_HOST);
        expect(next.body, name).toContain(`<link rel="canonical" href="${STOREFRONT_URL}${path}"/>`);
      }
      console.log('page cache: 0 of 2 poisoned requests changed the page the next visitor got');
    });

    test('two signed-in shoppers get one cached page, and each sees only their own name and cart', async ({
      browser,
      request,
    }) => {
      const header = await labelsOf(request, 'TopHeader', 'en');
      const surname = randomUUID().slice(0, 8);
      const alice = await createShopper(request, { FirstName: 'Alice', LastName: `Cache${surname}` });
      const bob = await createShopper(request, { FirstName: 'Bob', LastName: `Cache${surname}` });
      // Alice has three of one product in her cart, Bob one of another.
      const aliceCart = [{ ProductId: 8, Quantity: 3, productSelectedAttributes: [] }];
      const bobCart = [{ ProductId: 9, Quantity: 1, productSelectedAttributes: [] }];

      const path = '/en/'; // nobody asked this server for it yet
      const first = await openSignedIn(browser, shop.url, alice, aliceCart, path);
      const second = await openSignedIn(browser, shop.url, bob, bobCart, path);

      expect(first.age, 'Alice renders the page').toBeNull();
      expect(second.age, "Bob gets the page rendered for Alice's visit").not.toBeNull();
      for (const secret of [alice.token, alice.email, 'Alice', `Cache${surname}`]) {
        expect(second.html, `the page Bob gets holds no ${secret === alice.token ? 'token' : secret}`).not.toContain(
          secret,
        );
      }
      await expect(second.page.getByRole('button', { name: /Bob/ })).toBeVisible();
      await expect(second.page.getByRole('button', { name: `${header.lbl_header_cart} (1)` })).toBeVisible();
      await expect(first.page.getByRole('button', { name: /Alice/ })).toBeVisible();
      await expect(first.page.getByRole('button', { name: `${header.lbl_header_cart} (3)` })).toBeVisible();
      await expect(second.page.getByText('Alice')).toHaveCount(0);
      await first.page.context().close();
      await second.page.context().close();
      console.log('page cache: one rendering for two signed-in shoppers, neither sees the other');
    });
  });
});

/**
 * A browser of its own for `shopper`, signed in on the storefront at `origin` as its login would
 * leave it (the httpOnly session cookie, the stored user) with `cart` in its storage; opens `path`.
 */
async function openSignedIn(browser: Browser, origin: string, shopper: Shopper, cart: object[], path: string) {
  const context = await browser.newContext();
  await context.addCookies([
    {
      name: 'shop_session',
      value: `${shopper.user.UserID}.${shopper.token}`,
      url: origin,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([entries]) => {
      for (const [key, value] of entries!) window.localStorage.setItem(key, value);
    },
    [
      [
        [StorageKey.user, JSON.stringify(shopper.user)],
        [StorageKey.cart, JSON.stringify(cart.map((line) => ({ ...line, ShippingCharges: 0, DefaultImage: '' })))],
      ],
    ] as const,
  );
  const response = await page.goto(`${origin}${path}`);
  const html = (await response?.text()) ?? '';
  await hydrated(page);
  return { page, html, age: response?.headers()['age'] ?? null };
}
