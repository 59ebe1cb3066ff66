import { Language } from '@shop/contract';
import type { MailMessage } from './mailer';
import { escapeHtml } from './mail-html';

/** What a newsletter mail says, before the unsubscribe footer is added. */
export interface NewsletterContent {
  subject: string;
  text: string;
  /** One block of HTML (e.g. a `<div>`), written in `languageId`'s direction. */
  html: string;
}

/**
 * Every mail to a newsletter address goes through here (the confirmation mail included): it adds
 * the unsubscribe link to both the text and the HTML, and the List-Unsubscribe headers (RFC 2369)
 * with one-click unsubscribing (RFC 8058), so mail programs can offer an "Unsubscribe" button that
 * works without a login. The link's page takes the one-click POST too.
 */
export function newsletterMail(input: {
  to: string;
  shopName: string;
  languageId: number;
  content: NewsletterContent;
  unsubscribeUrl: string;
}): MailMessage {
  const { content, shopName, unsubscribeUrl } = input;
  const arabic = input.languageId === Language.ar.id;
  const words = arabic
    ? {
        why: `وصلتك هذه الرسالة لأن هذا العنوان سُجِّل في النشرة الإخبارية من ${shopName}.`,
        leave: 'لإلغاء الاشتراك، افتح هذا الرابط (لا يلزم تسجيل الدخول):',
        button: 'إلغاء الاشتراك',
      }
    : {
        why: `You get this mail because this address was signed up for the newsletter of ${shopName}.`,
        leave: 'To unsubscribe, open this link (no login needed):',
        button: 'Unsubscribe',
      };
  const url = escapeHtml(unsubscribeUrl);
  const footerHtml =
    `<div${arabic ? ' dir="rtl" lang="ar"' : ' lang="en"'} style="margin-top:24px;border-top:1px solid #ddd;` +
    `padding-top:12px;font-size:13px;color:#555"><p>${escapeHtml(words.why)}</p>` +
    `<p><a href="${url}">${escapeHtml(words.button)}</a></p>` +
    `<p dir="ltr" style="word-break:break-all">${url}</p></div>`;
  return {
    to: input.to,
    fromName: shopName,
    language: arabic ? Language.ar.code : Language.en.code,
    subject: content.subject,
    text: `${content.text.trimEnd()}\n\n--\n${words.why}\n${words.leave}\n${unsubscribeUrl}\n`,
    html: `${content.html}${footerHtml}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
