import { Language, type StaffLanguage } from '@shop/contract';
import { toMoney } from '../catalog/money';
import type { StaffNoticeMail } from './contact-message-notice-mail';
import { BUTTON_STYLE, escapeHtml, openBody } from './mail-html';

/**
 * Tells a member that an order came in, in the member's admin language, with its total and a link to
 * it in the admin. The subject holds the order number and the shop's name only, nothing a shopper typed.
 */
export function composeNewOrderNotice(input: {
  shopName: string;
  language: StaffLanguage;
  orderNumber: string;
  customerName: string;
  /** Units ordered, over every line. */
  units: number;
  /** Cents of `currency`. */
  total: number;
  currency: string;
  cashOnDelivery: boolean;
  adminUrl: string;
}): StaffNoticeMail {
  const { shopName, orderNumber, adminUrl } = input;
  const arabic = input.language === Language.ar.code;
  const total = `${toMoney(input.total).toFixed(2)} ${input.currency}`;
  const words = arabic
    ? {
        subject: `طلب جديد ${orderNumber} - ${shopName}`,
        arrived: `وصل طلب جديد في ${shopName}: ${input.units.toLocaleString('ar-EG')} قطعة، بمجموع ${total}.`,
        from: 'من',
        payment: input.cashOnDelivery ? 'يُدفع عند الاستلام.' : 'مدفوع.',
        open: 'لتجهيزه ومتابعته، افتح لوحة الإدارة:',
        button: 'فتح الطلب',
      }
    : {
        subject: `New order ${orderNumber} - ${shopName}`,
        arrived: `A new order came in at ${shopName}: ${input.units} ${input.units === 1 ? 'unit' : 'units'}, ${total} in all.`,
        from: 'From',
        payment: input.cashOnDelivery ? 'Paid on delivery.' : 'Paid.',
        open: 'To prepare it and follow it, open the admin:',
        button: 'Open the order',
      };
  const url = escapeHtml(adminUrl);
  return {
    language: arabic ? Language.ar.code : Language.en.code,
    subject: words.subject,
    text:
      [words.arrived, `${words.from}: ${input.customerName}`, words.payment, `${words.open}\n${adminUrl}`].join(
        '\n\n',
      ) + '\n',
    html:
      `${openBody(arabic)}<p>${escapeHtml(words.arrived)}</p>` +
      `<p>${escapeHtml(words.from)}: <bdi>${escapeHtml(input.customerName)}</bdi></p>` +
      `<p>${escapeHtml(words.payment)}</p>` +
      `<p><a href="${url}" style="${BUTTON_STYLE}">${escapeHtml(words.button)}</a></p>` +
      `<p>${escapeHtml(words.open)}</p><p dir="ltr" style="word-break:break-all">${url}</p></div>`,
  };
}
