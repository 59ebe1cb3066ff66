// The cookies a page may depend on, in one place for the app (which reads them while rendering) and
// the page cache (which files a rendered page under what they say). A catalogue page is the same for
// every shopper but for three things the server reads from cookies: whether a session is there (the
// header's SessionSync follows it), the chosen currency (prices) and the chosen language (a page
// without a language prefix redirects to it). The shopper's name, cart and wish list are the
// browser's own (localStorage) and never in the page. So every shopper who says the same three
// things gets the same page, and two signed-in shoppers share one rendering.

/** The httpOnly cookie holding the shopper's back-office session, `{userId}.{token}`. */
export const SESSION_COOKIE = 'shop_session';
/** `{userId}.{token}`: the token is base64url and the id digits, so neither needs escaping. */
export const SESSION_VALUE = /^(\d{1,15})\.([A-Za-z0-9_-]{16,200})$/;
/** The shopper's currency code, readable by scripts (the currency select writes it). */
export const CURRENCY_COOKIE = 'currency';
/** The language the shopper chose (the contract's StorageKey.langCode). */
export const LANGUAGE_COOKIE = 'langCode';

const CURRENCY_VALUE = /^[A-Z]{3}$/;
const LANGUAGE_VALUE = /^[a-z]{2}$/;

/**
 * The value of cookie `name` in a Cookie header, trimmed; undefined when it is not there.
 * @param {string | null | undefined} header
 * @param {string} name
 */
export function cookieValue(header, name) {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The user id and token of a session cookie's value, or null when it is not one of ours
 * (`{userId}.{token}`, user id ≥ 1).
 * @param {string | undefined} value
 * @returns {{ userId: number, token: string } | null}
 */
export function parseSessionValue(value) {
  const match = value ? SESSION_VALUE.exec(value) : null;
  const userId = Number(match?.[1]);
  return match && userId >= 1 ? { userId, token: /** @type {string} */ (match[2]) } : null;
}

const KNOWN = new Set([SESSION_COOKIE, CURRENCY_COOKIE, LANGUAGE_COOKIE]);

/**
 * What a request's cookies change in a catalogue page, as a short string ('' for none), or null
 * when it carries a cookie this module does not know: such a request is rendered for itself and
 * its page is not shared (a cookie added later is safe until it is listed here).
 * Two shoppers with sessions of their own, the same currency and the same language get the same
 * string: which shopper it is never changes the page. Each cookie's first value counts, as
 * cookieValue reads it for the app.
 * @param {string | null | undefined} header the request's Cookie header
 * @returns {string | null}
 */
export function pageVariant(header) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const part of header?.split(';') ?? []) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (at <= 0 || !KNOWN.has(name)) return null;
    if (!values.has(name)) values.set(name, part.slice(at + 1).trim());
  }
  const currency = values.get(CURRENCY_COOKIE) ?? '';
  const language = values.get(LANGUAGE_COOKIE) ?? '';
  const said = [
    parseSessionValue(values.get(SESSION_COOKIE)) ? 'session' : '',
    CURRENCY_VALUE.test(currency) ? currency : '',
    LANGUAGE_VALUE.test(language) ? language : '',
  ];
  return said.some(Boolean) ? said.join(',') : '';
}
