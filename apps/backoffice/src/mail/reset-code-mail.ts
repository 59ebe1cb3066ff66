import { Language } from '@shop/contract';
import { escapeHtml } from './mail-html';

export interface ResetCodeMail {
  subject: string;
  text: string;
  html: string;
  /** 'en' or 'ar'. */
  language: string;
}

/** The password-reset code mail in the request's language (Arabic right-to-left), naming the shop. */
export function composeResetCodeMail(input: {
  code: string;
  shopName: string;
  languageId: number;
  validMinutes: number;
}): ResetCodeMail {
  const { code, shopName, validMinutes } = input;
  const shop = escapeHtml(shopName);
  if (input.languageId === Language.ar.id) {
    const lines = [
      `رمز إعادة تعيين كلمة المرور في ${shopName} هو: ${code}`,
      `الرمز صالح لمدة ${validMinutes} دقائق ويُستخدم مرة واحدة فقط.`,
      'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    ];
    return {
      language: Language.ar.code,
      subject: `رمز إعادة تعيين كلمة المرور - ${shopName}`,
      text: `${lines.join('\n\n')}\n`,
      html:
        `<div dir="rtl" lang="ar"><p>رمز إعادة تعيين كلمة المرور في ${shop} هو:</p>` +
        `<p style="font-size:24px;letter-spacing:4px" dir="ltr"><strong>${code}</strong></p>` +
        `<p>${escapeHtml(lines[1]!)}</p><p>${escapeHtml(lines[2]!)}</p></div>`,
    };
  }
  const lines = [
    `Your code to reset your password at ${shopName} is: ${code}`,
    `It is valid for ${validMinutes} minutes and works once.`,
    'If you did not ask for it, ignore this message: your password stays as it is.',
  ];
  return {
    language: Language.en.code,
    subject: `Your password reset code - ${shopName}`,
    text: `${lines.join('\n\n')}\n`,
    html:
      `<div lang="en"><p>Your code to reset your password at ${shop} is:</p>` +
      `<p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p>` +
      `<p>${escapeHtml(lines[1]!)}</p><p>${escapeHtml(lines[2]!)}</p></div>`,
  };
}
