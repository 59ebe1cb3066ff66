import type { CurrencyCode } from '@shop/contract';

import { CURRENCY_COOKIE } from '../../lib/currency/currency';

/** The shopper's currency is remembered for a year. */
export const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment that remembers `code` for every page of the shop; the server
 * reads it to render prices (so it is not httpOnly), and it is sent on top-level navigations only
 * from this site (SameSite=Lax).
 */
export function currencyCookie(code: CurrencyCode, { secure = false } = {}): string {
  const attributes = [`${CURRENCY_COOKIE}=${code}`, `Max-Age=${CURRENCY_COOKIE_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
