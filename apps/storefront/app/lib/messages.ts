import { Language, type LanguageCode, Messages, PaymentMessages, ResponseMsg } from '@shop/contract';

import { CardMessages, ORDER_IN_PROGRESS_MESSAGE } from './payment-messages';

// The spec's messages are English (quoted exactly in the contract); Arabic pages show them in
// Arabic. Templated messages ('{field} is required', 'Can not add more than {n}…') are matched
// by pattern so their values carry over.
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
  // The back-office's own words when it refuses a payment or an order (shown as it says them).
  'Your card was declined.': 'تم رفض بطاقتك.',
  'Your card has insufficient funds.': 'لا يوجد رصيد كافٍ في بطاقتك.',
  'Your card has expired.': 'انتهت صلاحية بطاقتك.',
  "Your card's security code is incorrect.": 'رمز التحقق من بطاقتك غير صحيح.',
  'This card token is not valid or was already used. Please enter your card again.':
    'لم تعد بيانات هذه البطاقة صالحة للاستخدام. يرجى إدخال بطاقتك من جديد.',
  'Your card payment could not be completed. Please try another card.':
    'تعذّر إتمام الدفع بالبطاقة. يرجى تجربة بطاقة أخرى.',
  'This card payment can no longer be used. Please enter your card again.':
    'لم يعد من الممكن استخدام هذه الدفعة. يرجى إدخال بطاقتك من جديد.',
  'This payment was already used for another order.': 'استُخدمت هذه الدفعة لطلب آخر من قبل.',
  'The wallet payment was not completed.': 'لم تكتمل عملية الدفع عبر المحفظة.',
  'The wallet payment does not match the order total.': 'لا تطابق دفعة المحفظة إجمالي الطلب.',
  'Your account could not be found. Please log in again.': 'تعذّر العثور على حسابك. يرجى تسجيل الدخول من جديد.',
  [ORDER_IN_PROGRESS_MESSAGE]: 'يجري تقديم هذا الطلب الآن. يرجى الانتظار قليلاً.',
  [PaymentMessages.cardUnavailable]: 'الدفع بالبطاقة غير متاح في هذا المتجر حالياً.',
  [PaymentMessages.walletUnavailable]: 'الدفع عبر باي بال غير متاح في هذا المتجر حالياً.',
  [PaymentMessages.signInToPay]: 'انتهت جلستك. يرجى تسجيل الدخول من جديد لإتمام الدفع.',
};

/** 'دقيقة واحدة', 'دقيقتين', '3 دقائق', '15 دقيقة': Arabic counts minutes in three forms. */
function arabicMinutes(count: string): string {
  const n = Number(count);
  if (n === 1) return 'دقيقة واحدة';
  if (n === 2) return 'دقيقتين';
  return n >= 3 && n <= 10 ? `${n} دقائق` : `${n} دقيقة`;
}

const arabicPatterns: [RegExp, (...values: string[]) => string][] = [
  [/^(.+) is required$/, (field) => `حقل ${field} مطلوب`],
  [/^(.+) min length should be (\d+) characters$/, (field, n) => `يجب ألا يقل ${field} عن ${n} أحرف`],
  [/^(.+) max length should be (\d+) characters$/, (field, n) => `يجب ألا يزيد ${field} عن ${n} حرفاً`],
  [/^(.+) should be a number$/, (field) => `يجب أن يكون ${field} رقماً`],
  [/^Can not add more than (\d+) for this product$/, (n) => `لا يمكن إضافة أكثر من ${n} من هذا المنتج`],
  [/^Please select (.+) variant!$/, (name) => `يرجى اختيار ${name}!`],
  // The back-office's rate limits (HTTP 429) say how long to wait, e.g. 'Please try again in 15 minutes.'
  [
    /^Too many failed login attempts for this email\. Please try again in (\d+) minutes? or reset your password\.$/,
    (n) => `محاولات دخول فاشلة كثيرة لهذا البريد. يرجى المحاولة بعد ${arabicMinutes(n)} أو إعادة تعيين كلمة المرور.`,
  ],
  [
    /^Too many failed login attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `محاولات دخول فاشلة كثيرة. يرجى المحاولة بعد ${arabicMinutes(n)}.`,
  ],
  [
    /^Too many codes were requested for this email\. Please try again in (\d+) minutes?\.$/,
    (n) => `طُلبت رموز كثيرة لهذا البريد. يرجى المحاولة بعد ${arabicMinutes(n)}.`,
  ],
  [
    /^Too many codes were requested\. Please try again in (\d+) minutes?\.$/,
    (n) => `طُلبت رموز كثيرة. يرجى المحاولة بعد ${arabicMinutes(n)}.`,
  ],
  [
    /^Too many password reset attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `محاولات كثيرة لإعادة تعيين كلمة المرور. يرجى المحاولة بعد ${arabicMinutes(n)}.`,
  ],
  [
    /^Too many sign-ups\. Please try again in (\d+) minutes?\.$/,
    (n) => `عمليات تسجيل كثيرة. يرجى المحاولة بعد ${arabicMinutes(n)}.`,
  ],
  [
    /^Too many card attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `محاولات دفع بالبطاقة كثيرة. يرجى المحاولة بعد ${arabicMinutes(n)}.`,
  ],
  [
    /^Too many wallet payment attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `محاولات دفع كثيرة عبر المحفظة. يرجى المحاولة بعد ${arabicMinutes(n)}.`,
  ],
  // The back-office's reasons for refusing an order line (HTTP 409), naming the product.
  [/^Only (\d+) of (.+) left in stock\.$/, (n, name) => `بقي ${n} فقط من ${name} في المخزون.`],
  [/^(.+) is out of stock\.$/, (name) => `نفدت كمية ${name}.`],
  [/^(.+) is no longer available\.$/, (name) => `لم يعد ${name} متوفراً.`],
  [/^Please choose the options of (.+) again\.$/, (name) => `يرجى اختيار خيارات ${name} من جديد.`],
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
