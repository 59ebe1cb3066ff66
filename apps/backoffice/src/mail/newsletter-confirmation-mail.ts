import { Language } from '@shop/contract';
import type { NewsletterContent } from './newsletter-mail';
import { BUTTON_STYLE, escapeHtml } from './mail-html';

/**
 * The mail that asks a new newsletter address to confirm, in the language of the sign-up (Arabic
 * right to left, its link left to right). Send it through `newsletterMail`, which adds the
 * unsubscribe link.
 */
export function composeNewsletterConfirmationMail(input: {
  shopName: string;
  languageId: number;
  confirmUrl: string;
  validDays: number;
}): NewsletterContent {
  const { shopName, confirmUrl, validDays } = input;
  const arabic = input.languageId === Language.ar.id;
  const words = arabic
    ? {
        subject: `يرجى تأكيد اشتراكك في النشرة الإخبارية - ${shopName}`,
        greeting: 'مرحباً،',
        asked: `طلب أحدهم، ونرجو أن تكون أنت، أن تصله النشرة الإخبارية من ${shopName} على هذا العنوان.`,
        open: 'لتأكيد الاشتراك، افتح هذا الرابط ثم اضغط زر التأكيد في الصفحة:',
        button: 'تأكيد الاشتراك',
        validity: `يعمل الرابط مدة ${validDays} أيام. إذا لم تطلب الاشتراك فتجاهل هذه الرسالة، ولن تصلك النشرة الإخبارية.`,
      }
    : {
        subject: `Please confirm your newsletter subscription - ${shopName}`,
        greeting: 'Hello,',
        asked: `Someone, we hope you, asked for the newsletter of ${shopName} to be sent to this address.`,
        open: 'To confirm, open this link and press the confirm button on the page:',
        button: 'Confirm my subscription',
        validity: `The link works for ${validDays} days. If you did not ask for it, ignore this mail: you will not get the newsletter.`,
      };
  const url = escapeHtml(confirmUrl);
  return {
    subject: words.subject,
    text: [words.greeting, words.asked, `${words.open}\n${confirmUrl}`, words.validity].join('\n\n') + '\n',
    html:
      `<div${arabic ? ' dir="rtl" lang="ar"' : ' lang="en"'}>` +
      `<p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(words.asked)}</p>` +
      `<p><a href="${url}" style="${BUTTON_STYLE}">${escapeHtml(words.button)}</a></p>` +
      `<p>${escapeHtml(words.open)}</p><p dir="ltr" style="word-break:break-all">${url}</p>` +
      `<p>${escapeHtml(words.validity)}</p></div>`,
  };
}
