// The shop's public origin (STOREFRONT_URL): where shoppers reach the storefront, e.g.
// https://shop.example. Absolute links (canonical, hreflang, sitemap, robots.txt) are built on it
// and state-changing requests must come from it, whatever Host or X-Forwarded-Host a request brings.
// server/config.js reads it with this rule, for server.js and the server rendering alike.
// The name is the one the back-office already reads for its mails' links to the storefront, so one
// setting serves both processes (its own PUBLIC_URL is the back-office's address).

export const PUBLIC_ORIGIN_VARIABLE = 'STOREFRONT_URL';
const DEFAULT_PORT = 3000;

/**
 * The origin (scheme, host, port; no path) the shop is reached at: STOREFRONT_URL, or
 * `http://localhost:{PORT}` (the listening address in development) when it is unset. Throws a clear
 * message for anything but an absolute http(s) URL without a path, query or fragment.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ origin: string, configured: boolean }}
 */
export function publicOrigin(env) {
  const value = env[PUBLIC_ORIGIN_VARIABLE]?.trim();
  if (!value) return { origin: `http://localhost:${env.PORT ?? DEFAULT_PORT}`, configured: false };
  const expected = `${PUBLIC_ORIGIN_VARIABLE} must be the shop's public origin, like https://shop.example (http or https, no path)`;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${expected}; got "${value}"`);
  }
  const pathless = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !pathless) {
    throw new Error(`${expected}; got "${value}"`);
  }
  return { origin: url.origin, configured: true };
}
