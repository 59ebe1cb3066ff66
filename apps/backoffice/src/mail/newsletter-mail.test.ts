import { describe, expect, it } from 'vitest';
import { Language } from '@shop/contract';
import { composeNewsletterConfirmationMail } from './newsletter-confirmation-mail';
import { newsletterMail } from './newsletter-mail';

const UNSUBSCRIBE = 'https://shop.example/newsletter/unsubscribe?token=unsubscribe.5.abc';
const content = {
  subject: 'Olive harvest news',
  text: 'The new oil is in.\n',
  html: '<div lang="en"><p>The new oil is in.</p></div>',
};

describe('newsletterMail', () => {
  it('adds the unsubscribe link to the text and the HTML, and one-click List-Unsubscribe headers', () => {
    const mail = newsletterMail({
      to: 'reader@example.com',
      shopName: 'Heritage',
      languageId: Language.en.id,
      content,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail).toMatchObject({
      to: 'reader@example.com',
      fromName: 'Heritage',
      language: 'en',
      subject: content.subject,
    });
    expect(mail.text).toBe(
      'The new oil is in.\n\n--\n' +
        'You get this mail because this address was signed up for the newsletter of Heritage.\n' +
        `To unsubscribe, open this link (no login needed):\n${UNSUBSCRIBE}\n`,
    );
    expect(mail.html.startsWith(content.html)).toBe(true);
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}">Unsubscribe</a>`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("writes the footer in Arabic right to left, and escapes the shop's name and the link in HTML", () => {
    const mail = newsletterMail({
      to: 'qari@example.com',
      shopName: 'Tom & <Jerry>',
      languageId: Language.ar.id,
      content,
      unsubscribeUrl: `${UNSUBSCRIBE}&x="y"`,
    });
    expect(mail.language).toBe('ar');
    expect(mail.html).toContain('<div dir="rtl" lang="ar"');
    expect(mail.html).toContain('سُجِّل في النشرة الإخبارية من Tom &#38; &#60;Jerry&#62;.');
    expect(mail.html).toContain(
      '<a href="https://shop.example/newsletter/unsubscribe?token=unsubscribe.5.abc&#38;x=&#34;y&#34;">',
    );
    expect(mail.html).not.toContain('<Jerry>');
    expect(mail.text).toContain('لإلغاء الاشتراك، افتح هذا الرابط (لا يلزم تسجيل الدخول):');
  });
});

describe('composeNewsletterConfirmationMail', () => {
  const confirmUrl = 'https://shop.example/ar/newsletter/confirm?token=confirm.5.1.abc';

  it('asks to confirm in English with the link as a button and as text', () => {
    const mail = composeNewsletterConfirmationMail({
      shopName: 'Heritage',
      languageId: Language.en.id,
      confirmUrl,
      validDays: 7,
    });
    expect(mail.subject).toBe('Please confirm your newsletter subscription - Heritage');
    expect(mail.text).toContain(`press the confirm button on the page:\n${confirmUrl}\n`);
    expect(mail.text).toContain('The link works for 7 days.');
    expect(mail.html).toMatch(
      new RegExp(`<a href="${confirmUrl.replace(/[.?]/g, '\\$&')}" style="[^"]+">Confirm my subscription</a>`),
    );
  });

  it('asks in Arabic right to left, keeping the link left to right', () => {
    const mail = composeNewsletterConfirmationMail({
      shopName: 'متجر',
      languageId: Language.ar.id,
      confirmUrl,
      validDays: 7,
    });
    expect(mail.subject).toBe('يرجى تأكيد اشتراكك في النشرة الإخبارية - متجر');
    expect(mail.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    expect(mail.html).toContain(`<p dir="ltr" style="word-break:break-all">${confirmUrl}</p>`);
    expect(mail.text).toContain('يعمل الرابط مدة 7 أيام.');
  });
});
