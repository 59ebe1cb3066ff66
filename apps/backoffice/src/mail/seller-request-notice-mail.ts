import { Language, type StaffLanguage } from '@shop/contract';
import type { StaffNoticeMail } from './contact-message-notice-mail';
import { BUTTON_STYLE, escapeHtml } from './mail-html';

/**
 * Tells a member that someone asked to become a seller, in the member's admin language, with a link
 * to the request in the admin. The subject line holds nothing the applicant typed: an applicant could
 * otherwise word it as an instruction from the shop.
 */
export function composeSellerRequestNotice(input: {
  shopName: string;
  language: StaffLanguage;
  requestId: number;
  applicant: { firstName: string; lastName: string; email: string };
  adminUrl: string;
}): StaffNoticeMail {
  const { shopName, requestId, applicant, adminUrl } = input;
  const arabic = input.language === Language.ar.code;
  const words = arabic
    ? {
        subject: `طلب بائع جديد رقم ${requestId} - ${shopName}`,
        arrived: `وصل طلب جديد للانضمام كبائع في ${shopName}.`,
        from: 'من',
        open: 'لمراجعته وقبوله أو رفضه، افتح لوحة الإدارة:',
        button: 'فتح الطلب',
      }
    : {
        subject: `New seller request #${requestId} - ${shopName}`,
        arrived: `Someone asked to become a seller at ${shopName}.`,
        from: 'From',
        open: 'To review it and approve or reject it, open the admin:',
        button: 'Open the request',
      };
  const name = `${applicant.firstName} ${applicant.lastName}`;
  const fromLine = `${words.from}: ${name} <${applicant.email}>`;
  const url = escapeHtml(adminUrl);
  return {
    language: arabic ? Language.ar.code : Language.en.code,
    subject: words.subject,
    text: [words.arrived, fromLine, `${words.open}\n${adminUrl}`].join('\n\n') + '\n',
    html:
      `<div${arabic ? ' dir="rtl" lang="ar"' : ' lang="en"'}>` +
      `<p>${escapeHtml(words.arrived)}</p>` +
      `<p>${escapeHtml(words.from)}: <bdi>${escapeHtml(name)}</bdi> ` +
      `&lt;<bdi>${escapeHtml(applicant.email)}</bdi>&gt;</p>` +
      `<p><a href="${url}" style="${BUTTON_STYLE}">${escapeHtml(words.button)}</a></p>` +
      `<p>${escapeHtml(words.open)}</p><p dir="ltr" style="word-break:break-all">${url}</p></div>`,
  };
}
