// Money in the admin: the API counts cents; staff read amounts in the shop's currency and type
// them as decimals ("12.50").

/** The shop's currency. */
export const SHOP_CURRENCY = 'USD';

const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;
const SIGNED_AMOUNT = /^[-−]?\d{1,9}(?:\.\d{1,2})?$/;

/** Cents of a decimal amount such as "12.50" (or "-2.5" when `signed`), or undefined when it is not one. */
export function centsOf(text: string, { signed = false } = {}): number | undefined {
  const trimmed = text.trim().replace('−', '-');
  if (!(signed ? SIGNED_AMOUNT : AMOUNT).test(trimmed)) return undefined;
  const negative = trimmed.startsWith('-');
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** The decimal text of an amount in cents, as the form's inputs show it ("12.50"; "" for 0 when `blankZero`). */
export function amountText(cents: number, { blankZero = false } = {}): string {
  if (blankZero && cents === 0) return '';
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** An amount in cents in the shop's currency, written for `locale`. */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: SHOP_CURRENCY }).format(cents / 100);
}
