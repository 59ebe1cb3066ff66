// Where the end-to-end servers listen: ports of their own, so a running dev shop does not collide.
// E2E_BACKOFFICE_PORT and E2E_STOREFRONT_PORT move them, e.g. to run two suites side by side.
export const BACKOFFICE_PORT = Number(process.env.E2E_BACKOFFICE_PORT ?? 4100);
export const BACKOFFICE_URL = `http://127.0.0.1:${BACKOFFICE_PORT}`;
export const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
export const STOREFRONT_URL = `http://127.0.0.1:${STOREFRONT_PORT}`;

/**
 * The storefront as both Playwright configs start it, given how long it may take to answer.
 * TRUST_PROXY=1 (one proxy hop): each test speaks from an address of its own, the single
 * X-Forwarded-For address support/test.ts sends. STOREFRONT_URL: links and the same-origin check
 * name the address the tests open. PAGE_CACHE off: tests change the shop between page loads and
 * must see it at once (the page cache has its own tests in apps/storefront/server/page-cache.test.ts).
 */
export function storefrontWebServer(startTimeoutMs: number) {
  return {
    command: 'node ../apps/storefront/server.js',
    url: `${STOREFRONT_URL}/`,
    env: {
      PORT: String(STOREFRONT_PORT),
      HOST: '127.0.0.1',
      BACKOFFICE_URL,
      STOREFRONT_URL,
      TRUST_PROXY: '1',
      PAGE_CACHE: 'off',
    },
    timeout: startTimeoutMs,
    reuseExistingServer: false,
  };
}
