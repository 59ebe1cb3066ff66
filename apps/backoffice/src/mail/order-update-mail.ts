import { Language, OrderStatus, type OrderStatusId } from '@shop/contract';
import { toMoney } from '../catalog/money';
import { escapeHtml, openBody, paragraphs } from './mail-html';

/** What staff did to an order that the customer is told about. */
export type OrderUpdate =
  | { kind: 'status'; status: OrderStatusId }
  /** Cancelled before shipping; `refunded` cents given back to the card or wallet (0 for cash on delivery). */
  | { kind: 'cancel'; refunded: number }
  /** Part or all of the payment given back. */
  | { kind: 'refund'; refunded: number };

// The status names the storefront's order history shows (its labels lbl_orders_status_*).
const STATUS_NAMES: Record<'en' | 'ar', Record<OrderStatusId, string>> = {
  en: {
    [OrderStatus.Active]: 'Active',
    [OrderStatus.InProgress]: 'In progress',
    [OrderStatus.Completed]: 'Completed',
    [OrderStatus.Returned]: 'Returned',
    [OrderStatus.Refunded]: 'Refunded',
  },
  ar: {
    [OrderStatus.Active]: 'نشط',
    [OrderStatus.InProgress]: 'قيد التنفيذ',
    [OrderStatus.Completed]: 'مكتمل',
    [OrderStatus.Returned]: 'مُرتجَع',
    [OrderStatus.Refunded]: 'مُستردّ',
  },
};

const amount = (cents: number, currency: string) => `${toMoney(cents).toFixed(2)} ${currency}`;

/**
 * The customer's mail about a change staff made to their order, in the language they ordered in
 * (Arabic right to left): its new status, its cancellation, or money given back, with where to follow it.
 */
export function composeOrderUpdateMail(input: {
  languageId: number;
  shopName: string;
  customerName: string;
  orderNumber: string;
  currency: string;
  update: OrderUpdate;
  /** The storefront's order history, in the customer's language. */
  historyUrl: string;
}) {
  const arabic = input.languageId === Language.ar.id;
  const { shopName, orderNumber, update } = input;
  const money = 'refunded' in update ? amount(update.refunded, input.currency) : '';
  const words = arabic
    ? {
        greeting: `مرحباً ${input.customerName}،`,
        subject: {
          status: `تحديث على طلبك ${orderNumber} - ${shopName}`,
          cancel: `أُلغي طلبك ${orderNumber} - ${shopName}`,
          refund: `استرداد مبلغ من طلبك ${orderNumber} - ${shopName}`,
        },
        status: (name: string) => `أصبحت حالة طلبك ${orderNumber} من ${shopName}: ${name}.`,
        cancel: `أُلغي طلبك ${orderNumber} من ${shopName}.`,
        cancelRefund: `أعدنا ${money} إلى وسيلة الدفع التي استخدمتها؛ قد يستغرق ظهور المبلغ بضعة أيام.`,
        refund: `أعدنا ${money} من طلبك ${orderNumber} إلى وسيلة الدفع التي استخدمتها؛ قد يستغرق ظهور المبلغ بضعة أيام.`,
        follow: 'يمكنك متابعة طلباتك هنا:',
      }
    : {
        greeting: `Hello ${input.customerName},`,
        subject: {
          status: `An update on your order ${orderNumber} - ${shopName}`,
          cancel: `Your order ${orderNumber} was cancelled - ${shopName}`,
          refund: `A refund on your order ${orderNumber} - ${shopName}`,
        },
        status: (name: string) => `Your order ${orderNumber} at ${shopName} is now: ${name}.`,
        cancel: `Your order ${orderNumber} at ${shopName} was cancelled.`,
        cancelRefund: `We gave ${money} back to the card or wallet you paid with; it may take a few days to show.`,
        refund: `We gave ${money} of your order ${orderNumber} back to the card or wallet you paid with; it may take a few days to show.`,
        follow: 'You can follow your orders here:',
      };
  const news =
    update.kind === 'status'
      ? [words.status(STATUS_NAMES[arabic ? 'ar' : 'en'][update.status])]
      : update.kind === 'cancel'
        ? [words.cancel, ...(update.refunded > 0 ? [words.cancelRefund] : [])]
        : [words.refund];
  const body = [words.greeting, ...news].join('\n\n');
  return {
    language: arabic ? Language.ar.code : Language.en.code,
    subject: words.subject[update.kind],
    text: `${body}\n\n${words.follow}\n${input.historyUrl}\n`,
    html:
      `${openBody(arabic)}${paragraphs(body)}<p>${escapeHtml(words.follow)}</p>` +
      `<p dir="ltr"><a href="${escapeHtml(input.historyUrl)}">${escapeHtml(input.historyUrl)}</a></p></div>`,
  };
}
