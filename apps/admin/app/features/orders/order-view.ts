// How the orders screens read their URL and name an order's parts: the filters and sort the API
// takes (for the page and its CSV alike), the status and payment method names, and a timeline
// entry's wording.
import {
  OrderStatus,
  PAYMENT_METHOD_CODES,
  PaymentMethod,
  type AdminOrderDetail,
  type OrderStatusId,
  type PaymentMethodCode,
} from '@shop/contract';
import type { ListQuery } from '../../ui/list-query';
import type { OrderMessageKey } from './messages';

export const ORDER_SORTS = ['createdAt', 'orderTotal', 'orderNumber'] as const;

export const ORDER_STATUSES = Object.values(OrderStatus) as OrderStatusId[];
export const PAYMENT_METHODS = [...PAYMENT_METHOD_CODES] as PaymentMethodCode[];

const isStatus = (value: number): value is OrderStatusId => (ORDER_STATUSES as number[]).includes(value);
const isMethod = (value: number): value is PaymentMethodCode => (PAYMENT_METHODS as number[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const codeOf = <T extends number>(text: string | undefined, is: (value: number) => value is T) => {
  const value = Number(text);
  return text && Number.isInteger(value) && is(value) ? value : undefined;
};

/** The list's filters and sort as the API takes them; a filter it would refuse is left out. */
export function orderFilterParams(query: ListQuery) {
  const { filters } = query;
  const day = (text: string | undefined) => (text && DAY.test(text) ? text : undefined);
  return {
    sort: (ORDER_SORTS as readonly string[]).includes(query.sort) ? query.sort : 'createdAt',
    order: query.order,
    q: query.q,
    status: codeOf(filters.status, isStatus),
    paymentMethod: codeOf(filters.paymentMethod, isMethod),
    from: day(filters.from),
    to: day(filters.to),
    digital: filters.digital === 'true' || filters.digital === 'false' ? filters.digital : undefined,
  };
}

/** The API query of the list's URL: its filters and the page. */
export const orderListParams = (query: ListQuery) => ({
  ...orderFilterParams(query),
  limit: query.limit,
  offset: query.offset,
});

/** A status's name: Active, In progress, Completed, Returned, Refunded. */
export const statusText = (status: number): OrderMessageKey =>
  isStatus(status) ? (`status${status}` as OrderMessageKey) : 'status1';

/** A payment method's name: Card, Wallet (PayPal), Cash on delivery. */
export const methodText = (method: number): OrderMessageKey =>
  isMethod(method) ? (`method${method}` as OrderMessageKey) : 'method6';

export const STATUS_TONES: Record<OrderStatusId, string> = {
  [OrderStatus.Active]: 'bg-sky-100 text-sky-900',
  [OrderStatus.InProgress]: 'bg-amber-100 text-amber-900',
  [OrderStatus.Completed]: 'bg-emerald-100 text-emerald-900',
  [OrderStatus.Returned]: 'bg-violet-100 text-violet-900',
  [OrderStatus.Refunded]: 'bg-stone-200 text-stone-800',
};

export const statusTone = (status: number) => (isStatus(status) ? STATUS_TONES[status] : STATUS_TONES[1]);

/** What the payment's state is called: unpaid, paid, refunded. */
export function paymentStateText(state: string): OrderMessageKey {
  if (state === 'paid') return 'paymentPaid';
  if (state === 'refunded') return 'paymentRefunded';
  return 'paymentUnpaid';
}

/** Whether the order was paid by card or wallet, so there is something a provider could give back. */
export const paidThroughProvider = (order: Pick<AdminOrderDetail, 'paymentMethod'>) =>
  order.paymentMethod === PaymentMethod.Card || order.paymentMethod === PaymentMethod.Wallet;

/** Words of the orders screens, in the member's language. */
type Words = (key: OrderMessageKey) => string;

/** The provider's name as staff know it: Stripe and PayPal by their brand, the test sandbox in words. */
export function providerName(provider: string, m: Words): string {
  if (provider === 'stripe') return 'Stripe';
  if (provider === 'paypal') return 'PayPal';
  if (provider === 'sandbox-card') return m('sandboxCard');
  if (provider === 'sandbox-wallet') return m('sandboxWallet');
  return provider;
}

// A payment's state as the shop records it, and a refund's as its provider answers it (Stripe in
// lower case, PayPal in capitals), in words; a state no one foresaw is shown as the provider wrote it.
const RECORD_STATES: Record<string, OrderMessageKey> = {
  authorized: 'stateAuthorized',
  captured: 'stateCaptured',
  refunded: 'stateRefunded',
  succeeded: 'stateSucceeded',
  completed: 'stateSucceeded',
  pending: 'statePending',
  requires_action: 'statePending',
  failed: 'stateFailed',
  canceled: 'stateCancelled',
  cancelled: 'stateCancelled',
};

/** A payment's or refund's state in words, or undefined when it is one the screens do not know. */
export function recordState(status: string, m: Words): string | undefined {
  const key = RECORD_STATES[status.toLowerCase()];
  return key ? m(key) : undefined;
}

type TimelineEvent = AdminOrderDetail['timeline'][number];

/** A timeline entry's headline and the text of who did it. */
export function eventText(event: TimelineEvent): { key: OrderMessageKey; status: OrderMessageKey } {
  const key: OrderMessageKey =
    event.action === 'placed'
      ? 'actionPlaced'
      : event.action === 'cancel'
        ? 'actionCancel'
        : event.action === 'refund'
          ? 'actionRefund'
          : 'actionStatus';
  return { key, status: statusText(event.status) };
}

/** Who did it: a staff member's email or a token's name as it is, the customer or unknown in words. */
export function actorText(actor: string): { key: OrderMessageKey } | { name: string } {
  if (actor === '') return { key: 'byUnknown' };
  if (actor === 'customer') return { key: 'byCustomer' };
  return { name: actor };
}

const ADDRESS_FIELDS = ['address', 'city', 'state', 'country', 'postalCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as the screens show it: the name, email and phone, then the address lines given. */
export interface AddressView {
  name: string;
  email: string;
  phone: string;
  lines: (readonly [AddressField, string])[];
}

/** Where the parcel goes, as it was kept with the order. */
export function shippingOf(shipping: AdminOrderDetail['shipping']): AddressView {
  return {
    name: shipping.name.trim(),
    email: '',
    phone: shipping.phone.trim(),
    lines: ADDRESS_FIELDS.map((field) => [field, shipping[field].trim()] as const).filter(([, value]) => value !== ''),
  };
}

/** The billing details kept with the order, as texts (the JSON may lack any of them). */
export function billingOf(billing: Record<string, unknown>): AddressView {
  const text = (key: string) => {
    const value = billing[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  return {
    name: [text('firstName'), text('lastName')].filter(Boolean).join(' '),
    email: text('email'),
    phone: text('mobileNo'),
    lines: ADDRESS_FIELDS.map((field) => [field, text(field)] as const).filter(([, value]) => value !== ''),
  };
}

/** A moment in `locale`, e.g. "31 Jan 2026, 09:00". */
export const formatMoment = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

// The API words its own part of a refund's or cancel's note in English ("refunded 12.50 USD (re_1),
// restocked"); the screens show those facts from the refund itself, and only the staff's words here.
const MONEY_PART = /^refunded \d/;

/** What a timeline entry's note says in staff's own words: none for the placement, the reason for money given back. */
export function eventNote(event: Pick<TimelineEvent, 'action' | 'note'>): string {
  if (event.action === 'placed') return '';
  if (event.action !== 'refund' && event.action !== 'cancel') return event.note;
  return event.note
    .split('; ')
    .filter((part) => !MONEY_PART.test(part))
    .join('; ');
}

/** The reason staff gave for a refund or cancel, from the timeline entry whose note names its refund id. */
export function refundReason(timeline: AdminOrderDetail['timeline'], providerRefundId: string): string {
  const event = timeline.find(
    (entry) => (entry.action === 'refund' || entry.action === 'cancel') && entry.note.includes(`(${providerRefundId})`),
  );
  return event ? eventNote(event) : '';
}
