import { Language, type LanguageCode, Messages, PaymentMessages, ResponseMsg } from '@shop/contract';

import { CardMessages } from './payment-messages';

// The spec's messages are English (quoted exactly in the contract); Arabic pages show them in
// Arabic. Templated messages of the storefront's own checks ('{field} is required', 'Can not add
// more than {n}…') are matched by pattern so their values carry over. The back-office's refusals
// are translated by their code where they arrive (problem-text.server.ts), not here.
const arabic: Record<string, string> = {
  [Messages.genericError]: 'حدث خطأ. يرجى المحاولة مرة أخرى!',
  [Messages.genericErrorLater]: 'حدث خطأ. يرجى المحاولة لاحقاً!',
  [Messages.newsletterSubscribed]: 'تم اشتراكك في النشرة الإخبارية بنجاح!',
  [Messages.reviewSubmitted]: 'تم إرسال تقييمك بنجاح!',
  [Messages.contactSent]: 'تم إرسال رسالتك بنجاح!',
  [Messages.loginSuccess]: 'تم تسجيل الدخول بنجاح!',
  [Messages.loginFailed]: 'البريد الإلكتروني أو كلمة المرور غير صحيحة!',
  [ResponseMsg.accountDisabled]: 'أوقف المتجر هذا الحساب. يُرجى التواصل معنا للمساعدة.',
  [Messages.signupSuccess]: 'تم إنشاء الحساب بنجاح!',
  [Messages.emailExists]: 'البريد الإلكتروني مستخدم من قبل!',
  [Messages.cartItemExists]: 'المنتج موجود في سلتك بالفعل!',
  [Messages.cartItemAdded]: 'أُضيف إلى السلة!',
  [Messages.wishlistItemExists]: 'المنتج موجود في قائمة أمنياتك بالفعل!',
  [Messages.wishlistItemAdded]: 'أُضيف إلى قائمة أمنياتك!',
  [Messages.cartEmpty]: 'سلتك فارغة',
  [Messages.invalidProduct]: 'منتج غير صالح!',
  [Messages.outOfStock]: 'المنتج غير متوفر حالياً، لا يمكن إضافته إلى السلة!',
  [Messages.selectSize]: 'اختر مقاس المنتج!',
  [Messages.selectColor]: 'اختر لون المنتج!',
  [Messages.selectQuantity]: 'اختر الكمية!',
  [Messages.couponAlreadyApplied]: 'تم تطبيق رمز القسيمة من قبل!',
  [Messages.couponInvalid]: 'رمز القسيمة غير صالح!',
  [Messages.confirmPlaceOrder]: 'هل تريد فعلاً تأكيد الطلب؟',
  [Messages.orderPlaced]: 'تم تقديم الطلب بنجاح!',
  [Messages.profileUpdated]: 'تم تحديث الملف الشخصي بنجاح!',
  [Messages.sellerRequestCreated]: 'تم إنشاء طلبك لتصبح بائعاً بنجاح!',
  [Messages.otpSent]: 'أرسلنا رمز التحقق إلى بريدك الإلكتروني. يرجى إدخال الرمز وكلمة المرور الجديدة!',
  [Messages.passwordChanged]: 'تم تغيير كلمة المرور بنجاح. يرجى تسجيل الدخول بكلمة المرور الجديدة!',
  [Messages.passwordMismatch]: 'كلمتا المرور غير متطابقتين!',
  [Messages.commonPassword]: 'كلمة المرور هذه شائعة جداً. يرجى اختيار كلمة مرور أخرى.',
  [Messages.resetCodeInvalid]: 'الرمز غير صحيح أو انتهت صلاحيته. يرجى طلب رمز جديد.',
  [Messages.passwordChecksBusy]: 'يسجّل كثيرون الدخول في هذه اللحظة. يرجى المحاولة بعد قليل.',
  [Messages.invalidEmail]: 'يرجى إدخال بريد إلكتروني صحيح',
  [Messages.contactNameHint]: 'يرجى إدخال اسمك',
  [Messages.contactEmailHint]: 'يرجى إدخال بريدك الإلكتروني',
  [Messages.contactPhoneHint]: 'يرجى إدخال رقم هاتفك',
  [Messages.contactSubjectHint]: 'يرجى إدخال الموضوع',
  [Messages.contactMessageHint]: 'يرجى إدخال رسالتك',
  [Messages.dataRefreshed]: 'تم تحديث جميع البيانات بنجاح.',
  [Messages.videoUnavailableTitle]: 'الفيديو غير متاح',
  [Messages.videoUnavailableBody]: 'عذراً، تعذّر تحميل الفيديو. يرجى المحاولة لاحقاً.',
  [Messages.noDescription]: 'لا يوجد وصف متاح.',
  [Messages.standardVariant]: 'قياسي',
  [Messages.digitalInProgress]: 'نعم (قيد التنفيذ)',
  [Messages.notDigital]: 'لا',

  // The card form's own checks.
  [CardMessages.numberIncomplete]: 'رقم بطاقتك غير مكتمل.',
  [CardMessages.numberInvalid]: 'رقم بطاقتك غير صالح.',
  [CardMessages.expiryIncomplete]: 'تاريخ انتهاء بطاقتك غير مكتمل.',
  [CardMessages.expiryPast]: 'سنة انتهاء بطاقتك في الماضي.',
  [CardMessages.cvcIncomplete]: 'رمز التحقق من بطاقتك غير مكتمل.',
  [PaymentMessages.cardUnavailable]: 'الدفع بالبطاقة غير متاح في هذا المتجر حالياً.',
  [PaymentMessages.walletUnavailable]: 'الدفع عبر باي بال غير متاح في هذا المتجر حالياً.',
  [PaymentMessages.signInToPay]: 'انتهت جلستك. يرجى تسجيل الدخول من جديد لإتمام الدفع.',
};

const arabicPatterns: [RegExp, (...values: string[]) => string][] = [
  [/^(.+) is required$/, (field) => `حقل ${field} مطلوب`],
  [/^(.+) min length should be (\d+) characters$/, (field, n) => `يجب ألا يقل ${field} عن ${n} أحرف`],
  [/^(.+) max length should be (\d+) characters$/, (field, n) => `يجب ألا يزيد ${field} عن ${n} حرفاً`],
  [/^(.+) should be a number$/, (field) => `يجب أن يكون ${field} رقماً`],
  [/^Can not add more than (\d+) for this product$/, (n) => `لا يمكن إضافة أكثر من ${n} من هذا المنتج`],
  [/^Please select (.+) variant!$/, (name) => `يرجى اختيار ${name}!`],
];

/** 'Password: …': the wire field name the back-office puts before a refused value's message. */
const FIELD_PREFIX = /^[A-Za-z][\w.]*: (.+)$/;

/** A spec message in the page's language (unknown messages, e.g. a server's own words, pass through). */
export function translateMessage(message: string, language: LanguageCode): string {
  if (language !== Language.ar.code) return message;
  const exact = arabic[message];
  if (exact) return exact;
  for (const [pattern, render] of arabicPatterns) {
    const match = pattern.exec(message);
    if (match) return render(...match.slice(1));
  }
  // The back-office names the wire field of a refused value ('Password: This password is too
  // common…'); the translated message says it well enough without the English field name.
  const named = FIELD_PREFIX.exec(message);
  if (named) {
    const rest = translateMessage(named[1]!, language);
    if (rest !== named[1]) return rest;
  }
  return message;
}
