import { Language } from '@shop/contract';
import { toMoney } from '../catalog/money';
import { escapeHtml } from './mail-html';

export interface OrderMailLine {
  name: string;
  quantity: number;
  /** Cents of the order's currency. */
  lineTotal: number;
}

const amount = (cents: number, currency: string) => `${toMoney(cents).toFixed(2)} ${currency}`;

/** The order confirmation in the customer's language (Arabic right-to-left), naming the shop. */
export function composeOrderConfirmationMail(input: {
  shopName: string;
  languageId: number;
  customerName: string;
  orderNumber: string;
  lines: OrderMailLine[];
  total: number;
  currency: string;
  cashOnDelivery: boolean;
}) {
  const arabic = input.languageId === Language.ar.id;
  const words = arabic
    ? {
        subject: `تأكيد الطلب ${input.orderNumber} - ${input.shopName}`,
        greeting: `مرحباً ${input.customerName}،`,
        thanks: `شكراً لطلبك من ${input.shopName}. رقم طلبك هو ${input.orderNumber}.`,
        total: 'المجموع',
        payment: input.cashOnDelivery ? 'الدفع عند الاستلام.' : 'تم الدفع.',
      }
    : {
        subject: `Order ${input.orderNumber} confirmed - ${input.shopName}`,
        greeting: `Hello ${input.customerName},`,
        thanks: `Thank you for your order at ${input.shopName}. Your order number is ${input.orderNumber}.`,
        total: 'Total',
        payment: input.cashOnDelivery ? 'You pay on delivery.' : 'Paid.',
      };
  const items = input.lines.map((line) => `${line.quantity} × ${line.name}: ${amount(line.lineTotal, input.currency)}`);
  const totalLine = `${words.total}: ${amount(input.total, input.currency)}`;
  return {
    language: arabic ? Language.ar.code : Language.en.code,
    subject: words.subject,
    text: [words.greeting, words.thanks, items.join('\n'), totalLine, words.payment].join('\n\n') + '\n',
    html:
      `<div${arabic ? ' dir="rtl" lang="ar"' : ' lang="en"'}>` +
      `<p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(words.thanks)}</p>` +
      `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` +
      `<p><strong>${escapeHtml(totalLine)}</strong></p><p>${escapeHtml(words.payment)}</p></div>`,
  };
}
