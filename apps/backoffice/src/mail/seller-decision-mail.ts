import { Language } from '@shop/contract';
import { escapeHtml, paragraphs } from './mail-html';

export interface SellerDecisionMail {
  subject: string;
  text: string;
  html: string;
  /** 'en' or 'ar'. */
  language: string;
}

/**
 * The shop's answer to a "Become a seller" request, in the language of the form it came from (Arabic
 * right to left): approved, with where to log in (the email and the password chosen with the request),
 * or rejected, with staff's reason as they typed it (plain text).
 */
export function composeSellerDecisionMail(
  input: { languageId: number; shopName: string; firstName: string; loginUrl: string } & (
    { decision: 'approved' } | { decision: 'rejected'; reason: string }
  ),
): SellerDecisionMail {
  const arabic = input.languageId === Language.ar.id;
  const { shopName, firstName } = input;
  const words = arabic
    ? {
        greeting: `مرحباً ${firstName}،`,
        approvedSubject: `تمت الموافقة على طلبك كبائع - ${shopName}`,
        approved: `يسعدنا إخبارك بأنه تمت الموافقة على طلبك للبيع في ${shopName}.`,
        login: 'يمكنك تسجيل الدخول ببريدك الإلكتروني وكلمة المرور التي اخترتها مع الطلب:',
        rejectedSubject: `بخصوص طلبك كبائع - ${shopName}`,
        rejected: `نأسف لإبلاغك بأنه لم تتم الموافقة على طلبك للبيع في ${shopName}.`,
        reason: 'السبب:',
      }
    : {
        greeting: `Hello ${firstName},`,
        approvedSubject: `Your seller request was approved - ${shopName}`,
        approved: `We are glad to tell you that your request to sell at ${shopName} was approved.`,
        login: 'You can log in with your email and the password you chose with the request:',
        rejectedSubject: `About your seller request - ${shopName}`,
        rejected: `We are sorry to tell you that your request to sell at ${shopName} was not approved.`,
        reason: 'The reason:',
      };
  const open = `<div${arabic ? ' dir="rtl" lang="ar"' : ' lang="en"'}>`;
  const language = arabic ? Language.ar.code : Language.en.code;
  if (input.decision === 'approved') {
    return {
      language,
      subject: words.approvedSubject,
      text: [words.greeting, words.approved, `${words.login}\n${input.loginUrl}`].join('\n\n') + '\n',
      html:
        `${open}<p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(words.approved)}</p>` +
        `<p>${escapeHtml(words.login)}</p>` +
        `<p dir="ltr"><a href="${escapeHtml(input.loginUrl)}">${escapeHtml(input.loginUrl)}</a></p></div>`,
    };
  }
  return {
    language,
    subject: words.rejectedSubject,
    text: [words.greeting, words.rejected, `${words.reason}\n${input.reason}`].join('\n\n') + '\n',
    html:
      `${open}<p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(words.rejected)}</p>` +
      `<p>${escapeHtml(words.reason)}</p>${paragraphs(input.reason)}</div>`,
  };
}
