import { Language, type StaffLanguage } from '@shop/contract';
import { BUTTON_STYLE, escapeHtml } from './mail-html';

export interface StaffNoticeMail {
  subject: string;
  text: string;
  html: string;
  /** 'en' or 'ar'. */
  language: string;
}

/**
 * Tells a member that a shopper sent the contact form, in the member's admin language, with a link
 * to the message in the admin. The subject line holds nothing the shopper typed: a sender could
 * otherwise word it as an instruction from the shop.
 */
export function composeContactMessageNotice(input: {
  shopName: string;
  language: StaffLanguage;
  messageId: number;
  sender: { fullName: string; email: string; subject: string };
  adminUrl: string;
}): StaffNoticeMail {
  const { shopName, messageId, sender, adminUrl } = input;
  const arabic = input.language === Language.ar.code;
  const words = arabic
    ? {
        subject: `رسالة تواصل جديدة رقم ${messageId} - ${shopName}`,
        arrived: `وصلت رسالة جديدة عبر نموذج التواصل في ${shopName}.`,
        from: 'من',
        about: 'الموضوع',
        open: 'لقراءتها والرد عليها، افتح لوحة الإدارة:',
        button: 'فتح الرسالة',
      }
    : {
        subject: `New contact message #${messageId} - ${shopName}`,
        arrived: `A new message arrived through the contact form of ${shopName}.`,
        from: 'From',
        about: 'Subject',
        open: 'To read and answer it, open the admin:',
        button: 'Open the message',
      };
  const fromLine = `${words.from}: ${sender.fullName} <${sender.email}>`;
  const aboutLine = `${words.about}: ${sender.subject}`;
  const url = escapeHtml(adminUrl);
  return {
    language: arabic ? Language.ar.code : Language.en.code,
    subject: words.subject,
    text: [words.arrived, `${fromLine}\n${aboutLine}`, `${words.open}\n${adminUrl}`].join('\n\n') + '\n',
    html:
      `<div${arabic ? ' dir="rtl" lang="ar"' : ' lang="en"'}>` +
      `<p>${escapeHtml(words.arrived)}</p>` +
      `<p>${escapeHtml(words.from)}: <bdi>${escapeHtml(sender.fullName)}</bdi> ` +
      `&lt;<bdi>${escapeHtml(sender.email)}</bdi>&gt;<br>` +
      `${escapeHtml(words.about)}: <bdi>${escapeHtml(sender.subject)}</bdi></p>` +
      `<p><a href="${url}" style="${BUTTON_STYLE}">${escapeHtml(words.button)}</a></p>` +
      `<p>${escapeHtml(words.open)}</p><p dir="ltr" style="word-break:break-all">${url}</p></div>`,
  };
}
