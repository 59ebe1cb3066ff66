// Cross-site request forgery: a page on another site can make a shopper's browser post a form
// (urlencoded, multipart or text/plain) or a no-cors fetch to the shop, and with the session cookie
// when that site counts as the same site (another port, another subdomain). Every request that may
// change something must therefore come from the shop's own pages, which browsers say in the
// `Origin` header (and, without it, in the Fetch Metadata header `Sec-Fetch-Site`).
import { SAFE_METHODS, refuse } from './refusal.js';

export const CROSS_ORIGIN_MESSAGE = "Refused: this request did not come from the shop's own pages.";

/** The host[:port] of an origin, as a Host header would carry it; undefined for `null` or garbage. @param {string} origin */
function hostOf(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** A Host header as the URL parser writes it (lower case, no default port for `scheme`). @param {string} host @param {string} scheme */
function normalHost(host, scheme) {
  try {
    return new URL(`${scheme}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request comes from the shop itself.
 * - `Origin` (sent by browsers with every POST) must be the shop's public origin, or name the host
 *   the request was sent to (its own Host header). A browser writes both headers itself and no page
 *   can set either, so they agree only when the page is on that host: this keeps the shop working
 *   when it is opened at another address than its public origin (http://127.0.0.1:3000 beside
 *   http://localhost:3000 in development, a proxy that passes Host on). The scheme is not compared:
 *   behind a proxy that ends TLS the server sees http.
 * - `Origin: null` (sandboxed frames, data: pages, some redirects) names no one and is refused.
 * - Without Origin, `Sec-Fetch-Site` must be `same-origin`, or `none` (an address the shopper typed).
 * - With neither (curl, server-to-server calls, very old browsers) the request passes: no browser
 *   sends a cross-site post without them, and the session cookie is SameSite=Lax anyway.
 * @param {{ origin?: string, fetchSite?: string, host?: string }} request
 * @param {string} publicOrigin
 */
export function isSameOriginRequest({ origin, fetchSite, host }, publicOrigin) {
  if (origin !== undefined) {
    if (origin === publicOrigin) return true;
    const originHost = hostOf(origin);
    if (!originHost || !host) return false;
    return originHost === normalHost(host, new URL(origin).protocol);
  }
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}

/**
 * Refuses (403) every request other than GET, HEAD and OPTIONS that another site sent. Reads the
 * raw Host header, never X-Forwarded-Host, which a client could set.
 * @param {{ publicOrigin: string }} options
 * @returns {import('express').RequestHandler}
 */
export function sameOriginOnly({ publicOrigin }) {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const request = { origin: req.get('origin'), fetchSite: req.get('sec-fetch-site'), host: req.get('host') };
    if (isSameOriginRequest(request, publicOrigin)) return next();
    // One line, so a shop behind a proxy with STOREFRONT_URL unset or wrong finds out why its forms fail.
    console.warn(
      `same-origin: refused ${req.method} ${req.path} from Origin ${request.origin ?? '(none)'}, ` +
        `Sec-Fetch-Site ${request.fetchSite ?? '(none)'} (the shop's origin is ${publicOrigin})`,
    );
    refuse(req, res, 403, CROSS_ORIGIN_MESSAGE);
  };
}
