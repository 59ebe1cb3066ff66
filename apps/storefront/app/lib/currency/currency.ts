import { Currency, type CurrencyCode, DEFAULT_CURRENCY, type ShopCurrency, roundMoney } from '@shop/contract';

import { CURRENCY_COOKIE, cookieValue } from '../../../server/page-variant.js';

/** The cookie holding the shopper's currency, so server-rendered prices are already in it. */
export { CURRENCY_COOKIE };

export const US_DOLLAR: ShopCurrency = { CurrencyCode: 'USD', Symbol: Currency.USD.symbol, Rate: 1 };

/** The currency named by the cookie header, when the shop offers it; US dollars otherwise. */
export function currencyFromCookie(cookieHeader: string | null, offered: readonly ShopCurrency[]): ShopCurrency {
  const code = cookieValue(cookieHeader, CURRENCY_COOKIE) ?? DEFAULT_CURRENCY;
  return offered.find((currency) => currency.CurrencyCode === code) ?? US_DOLLAR;
}

/**
 * `1234567.5` → `1,234,567.50`, as `toLocaleString('en-US')` with two decimals writes it. Written out
 * because that call builds a new formatter each time, and the first one loads the locale's data: the
 * prices of the home page's product cards were about a sixth of its hydration on a phone.
 */
export function moneyDigits(amount: number): string {
  const [whole = '0', cents = '00'] = roundMoney(amount).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

function withSymbol(amount: number, symbol: string): string {
  return `${symbol}${moneyDigits(amount)}`;
}

/** A US-dollar amount from the back-office in the shopper's currency: symbol and two decimals, e.g. `€1,150.00`. */
export function formatMoney(amountUsd: number, currency: ShopCurrency): string {
  return withSymbol(amountUsd * currency.Rate, currency.Symbol);
}

/**
 * An amount the back-office priced in `code` already (cart, checkout, payments), shown as it is:
 * converting again in the browser could drift a cent from what the order charges.
 */
export function formatAmountIn(amount: number, code: CurrencyCode): string {
  return withSymbol(amount, Currency[code].symbol);
}
