// How the customers screens read their URL and show a customer: the list's query, a name, the
// amounts spent per currency and an order's status.
import { OrderStatus, type AdminCustomer, type CurrencyAmount } from '@shop/contract';
import { formatCents } from '../../ui/money';
import type { ListQuery } from '../../ui/list-query';
import type { CustomerMessageKey } from './messages';

const SORTS = ['createdAt', 'name', 'email', 'orderCount', 'totalSpent'];

/** The API query of the list's URL; a sort or filter the API would refuse is left out. */
export function customerListParams(query: ListQuery) {
  const disabled = query.filters.disabled;
  return {
    limit: query.limit,
    offset: query.offset,
    sort: SORTS.includes(query.sort) ? query.sort : 'createdAt',
    order: query.order,
    q: query.q,
    disabled: disabled === 'true' || disabled === 'false' ? disabled : undefined,
  };
}

/** First and last name, as the shopper typed them. */
export const customerName = (customer: Pick<AdminCustomer, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/** Each currency's amount as money in `locale`, US dollars first (the shop's base currency). */
export function spentTexts(amounts: readonly CurrencyAmount[], locale: string): string[] {
  return [...amounts]
    .sort((a, b) => Number(b.currency === 'USD') - Number(a.currency === 'USD') || a.currency.localeCompare(b.currency))
    .map((amount) => formatCents(amount.amount, locale, amount.currency));
}

const ORDER_STATUS_TEXT: Record<number, CustomerMessageKey> = {
  [OrderStatus.Active]: 'orderStatus1',
  [OrderStatus.InProgress]: 'orderStatus2',
  [OrderStatus.Completed]: 'orderStatus3',
  [OrderStatus.Returned]: 'orderStatus4',
  [OrderStatus.Refunded]: 'orderStatus5',
};

/** The text of an order's status id; an id the admin does not know is told as a number. */
export const orderStatusText = (status: number): CustomerMessageKey => ORDER_STATUS_TEXT[status] ?? 'orderStatusOther';

/** The day of a date in `locale`, e.g. "31 Jan 2026". */
export const formatDay = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

/** A moment in `locale`, e.g. "31 Jan 2026, 09:00". */
export const formatMoment = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Text kept whole inside a sentence of the other direction (an email in Arabic text). */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/** The file name of a download's Content-Disposition; customer-<id>.json when it names none. */
export function exportFileName(disposition: string | null, id: number): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : `customer-${id}.json`;
}

/** Whether the email typed to confirm an erasure is the customer's (spaces around and case aside). */
export const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();
