// A small in-process cache of the pages a shared cache may keep. Catalogue pages answer with
// `public, s-maxage=…` (app/lib/http/cache-policy.ts) so a CDN can keep them;
// this keeps them in the storefront too, so a shop without a CDN does not render its busiest pages
// again for every shopper. A page is filed under its path and query and what the request's cookies
// change in it (page-variant.js: a session or none, the currency, the language), never under who
// the shopper is: every signed-in shopper with the same currency gets one rendering, and nothing of
// another shopper is in it (names, carts and wish lists are the browser's own). Requests with
// credentials or a cookie page-variant.js does not know are rendered for themselves. Only answers
// that are a plain 200, say `public` with an `s-maxage`, and set no cookie are kept. It expires
// entries at their s-maxage (the stale-while-revalidate window is left to the CDN).
import { pageVariant } from './page-variant.js';
import { shopChangeBus } from './shop-change-bus.js';

const DEFAULT_MAX_ENTRIES = 200;
// Products whose last stock move is remembered (for pages rendering while it came); past it, a move clears all.
const MAX_STOCK_MOVES = 10_000;
const PRODUCT_PAGE = /^(?:\/(?:en|ar))?\/product-detail\/(\d+)\//;

/**
 * The id of the product a product page's path shows, or undefined for any other page.
 * @param {string} path
 */
export function productOf(path) {
  return PRODUCT_PAGE.exec(path)?.[1];
}
const MAX_BODY_BYTES = 512 * 1024;
// Headers that belong to one delivery, not to the page: compression and the connection add their
// own when the page is sent again, and each request has its own id.
const PER_DELIVERY = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'date',
  'age',
  'x-request-id',
]);

/**
 * Seconds a shared cache may keep an answer with this Cache-Control, or 0 when it may not.
 * @param {string | undefined} cacheControl
 */
export function sharedMaxAge(cacheControl) {
  if (!cacheControl || !/^\s*public\b/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/**
 * @typedef {{ stored: number, expires: number, status: number, headers: [string, string | number | string[]][], body: Buffer }} Entry
 * @param {{ maxEntries?: number, now?: () => number, observe?: (outcome: 'hit' | 'miss') => void }} [options]
 *   `observe` is told whether each page it could serve came from the cache
 * @returns {import('express').RequestHandler}
 */
export function pageCache({ maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now, observe } = {}) {
  /** @type {Map<string, Entry>} Oldest first: a hit moves its entry to the end. */
  const entries = new Map();
  // A change saved in the admin drops every page; a product's stock moving drops that product's
  // pages. A page still rendering from the old data when the change arrives is sent but not kept:
  // each change takes the next number, and a page is kept only if no change that concerns it came
  // after the number it started under.
  let changes = 0;
  let lastClear = 0;
  /** @type {Map<string, number>} product id → the change that last moved its stock */
  const stockMoves = new Map();
  shopChangeBus().on('change', (/** @type {string} */ scope, /** @type {number | undefined} */ productId) => {
    changes += 1;
    if (scope !== 'stock' || productId === undefined || stockMoves.size >= MAX_STOCK_MOVES) {
      lastClear = changes;
      stockMoves.clear();
      entries.clear();
      return;
    }
    stockMoves.set(String(productId), changes);
    for (const key of entries.keys()) if (productOf(key) === String(productId)) entries.delete(key);
  });

  return (req, res, next) => {
    const variant = req.headers.authorization ? null : pageVariant(req.headers.cookie);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || variant === null) return next();
    // The path and query and the variant: a page's links are built on the shop's public origin
    // (STOREFRONT_URL), so the same page serves every Host, and no header a client picks (Host,
    // X-Forwarded-Host, X-Forwarded-Proto) can file a page of its making under the key the next
    // shopper asks for. A request's path never holds '#', so the two parts cannot be confused.
    const key = `${req.originalUrl}#${variant}`;

    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      entries.delete(key);
      entries.set(key, hit);
      res.status(hit.status);
      // The stored Content-Security-Policy replaces this request's: its nonce is the one the
      // stored page's scripts carry.
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader('Age', String(Math.floor((now() - hit.stored) / 1000)));
      observe?.('hit');
      res.end(req.method === 'HEAD' ? undefined : hit.body);
      return;
    }
    if (hit) entries.delete(key);
    if (req.method === 'HEAD') return next();
    observe?.('miss');
    const startedAfter = changes;
    const product = productOf(key);

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (size > MAX_BODY_BYTES || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(
              String(chunk),
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            );
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = /** @type {typeof res.write} */ (
      (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
        collect(chunk, rest[0]);
        return write(chunk, ...rest);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
        collect(chunk, rest[0]);
        keep();
        return end(chunk, ...rest);
      }
    );

    function keep() {
      const seconds = sharedMaxAge(String(res.getHeader('cache-control') ?? ''));
      if (res.statusCode !== 200 || seconds <= 0 || res.hasHeader('set-cookie') || size > MAX_BODY_BYTES) return;
      if (lastClear > startedAfter || (product && (stockMoves.get(product) ?? 0) > startedAfter)) return;
      const headers = /** @type {Entry['headers']} */ (
        Object.entries(res.getHeaders()).filter(
          /** @returns {entry is [string, string | number | string[]]} */
          (entry) => entry[1] !== undefined && !PER_DELIVERY.has(entry[0]),
        )
      );
      const stored = now();
      entries.set(key, { stored, expires: stored + seconds * 1000, status: 200, headers, body: Buffer.concat(chunks) });
      while (entries.size > maxEntries) entries.delete(/** @type {string} */ (entries.keys().next().value));
    }

    next();
  };
}
