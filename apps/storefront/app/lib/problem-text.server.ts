import {
  Language,
  Messages,
  PaymentMessages,
  type LanguageCode,
  type ProblemArguments,
  type ProblemCode,
  type ProblemValues,
  type ShopProblemCode,
} from '@shop/contract';

import { translateMessage } from './messages';

/** 'دقيقة واحدة', 'دقيقتين', '3 دقائق', '15 دقيقة': Arabic counts minutes in three forms. */
export function arabicMinutes(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  return minutes >= 3 && minutes <= 10 ? `${minutes} دقائق` : `${minutes} دقيقة`;
}

const tryAgainIn = ({ minutes }: { minutes: number }) => `يرجى المحاولة بعد ${arabicMinutes(minutes)}`;
const spec = (message: string) => () => translateMessage(message, Language.ar.code);

/**
 * Every problem a shopper can meet, in Arabic, by its code (the contract's problems.ts); the
 * values are the ones the back-office sent with it. The type makes a new code fail to compile
 * until it is translated here.
 */
const arabic: { [C in ShopProblemCode]: (...values: ProblemArguments<C>) => string } = {
  // The storefront checks its forms first: what reaches the back-office and is refused names the
  // field in the contract's own words, which the storefront translates like its own.
  INVALID_INPUT: ({ reason }) => translateMessage(reason, Language.ar.code),
  UNEXPECTED: spec(Messages.genericErrorLater),
  NOT_FOUND: spec(Messages.genericErrorLater),
  SESSION_REQUIRED: () => 'انتهت جلستك أو لم تعد صالحة. يرجى تسجيل الدخول من جديد.',
  USER_MISMATCH: () => 'انتهت جلستك أو لم تعد صالحة. يرجى تسجيل الدخول من جديد.',
  SERVICE_BUSY: spec(Messages.passwordChecksBusy),

  RESET_CODE_INVALID: spec(Messages.resetCodeInvalid),
  SEALED_PASSWORD_UNREADABLE: () => 'تعذّرت قراءة كلمة المرور. يرجى إدخالها من جديد.',
  CUSTOMER_UNKNOWN: () => 'تعذّر العثور على حسابك. يرجى تسجيل الدخول من جديد.',

  PRODUCT_NOT_FOUND: spec(Messages.invalidProduct),
  ORDER_NOT_FOUND: () => 'لم نجد هذا الطلب في سجل طلباتك.',
  CAMPAIGN_NOT_FOUND: () => 'لم نجد هذه الحملة.',
  DOWNLOAD_NOT_AVAILABLE: () => 'هذا التنزيل غير متاح.',
  DOWNLOAD_FILE_MISSING: () => 'تعذّر العثور على ملف هذا التنزيل. يرجى التواصل مع المتجر.',
  NEWSLETTER_LINK_INVALID: () => 'هذا الرابط غير صالح. يرجى فتح الرابط من بريدك الإلكتروني كما هو تماماً.',
  NEWSLETTER_LINK_EXPIRED: () => 'انتهت صلاحية رابط التأكيد هذا. يرجى الاشتراك من جديد للحصول على رابط جديد.',

  CURRENCY_NOT_OFFERED: () => 'هذه العملة غير متاحة في المتجر.',
  PAYMENT_METHOD_NOT_OFFERED: () => 'طريقة الدفع هذه غير متاحة في المتجر.',
  PAYMENT_TOKEN_REQUIRED: () => 'بيانات الدفع بالبطاقة ناقصة. يرجى إدخال بطاقتك من جديد.',
  WALLET_CONFIRMATION_REQUIRED: () => 'لم يصلنا تأكيد الدفع عبر المحفظة. يرجى الدفع من جديد.',
  PAYMENT_ALREADY_USED: () => 'استُخدمت هذه الدفعة لطلب آخر من قبل.',
  COUPON_INVALID: spec(Messages.couponInvalid),
  PRODUCT_UNAVAILABLE: ({ product }) => `لم يعد ${product} متوفراً.`,
  OUT_OF_STOCK: ({ product }) => `نفدت كمية ${product}.`,
  LOW_STOCK: ({ product, left }) => `بقي ${left} فقط من ${product} في المخزون.`,
  QUANTITY_LIMIT: ({ max }) => `لا يمكن إضافة أكثر من ${max} من هذا المنتج`,
  OPTIONS_CHANGED: ({ product }) => `يرجى اختيار خيارات ${product} من جديد.`,
  ORDER_IN_PROGRESS: () => 'يجري تقديم هذا الطلب الآن. يرجى الانتظار قليلاً.',
  IDEMPOTENCY_KEY_REUSED: spec(Messages.genericError),

  CARD_NUMBER_INVALID: () => 'رقم بطاقتك غير صالح.',
  CARD_EXPIRED: () => 'انتهت صلاحية بطاقتك.',
  CARD_DECLINED: () => 'تم رفض بطاقتك.',
  CARD_INSUFFICIENT_FUNDS: () => 'لا يوجد رصيد كافٍ في بطاقتك.',
  CARD_CHARGE_EXPIRED: () => 'انتهت صلاحية بطاقتك.',
  CARD_CVC_INCORRECT: () => 'رمز التحقق من بطاقتك غير صحيح.',
  CARD_TOKEN_UNUSABLE: () => 'لم تعد بيانات هذه البطاقة صالحة للاستخدام. يرجى إدخال بطاقتك من جديد.',
  CARD_PAYMENT_NOT_COMPLETED: () => 'تعذّر إتمام الدفع بالبطاقة. يرجى تجربة بطاقة أخرى.',
  CARD_PAYMENT_USED: () => 'لم يعد من الممكن استخدام هذه الدفعة. يرجى إدخال بطاقتك من جديد.',
  CARD_UNAVAILABLE: spec(PaymentMessages.cardUnavailable),

  WALLET_ORDER_NOT_FOUND: () => 'لم نجد عملية الدفع هذه في المحفظة. يرجى الدفع من جديد.',
  WALLET_WRONG_STATE: () => 'لا يمكن إتمام هذه الخطوة من الدفع عبر المحفظة الآن.',
  WALLET_NOT_COMPLETED: () => 'لم تكتمل عملية الدفع عبر المحفظة.',
  WALLET_CONFIRMATION_UNREADABLE: () => 'تعذّرت قراءة تأكيد الدفع عبر المحفظة. يرجى الدفع من جديد.',
  WALLET_AMOUNT_MISMATCH: () => 'لا تطابق دفعة المحفظة إجمالي الطلب.',
  PAYPAL_ORDER_NOT_FOUND: () => 'لم نجد عملية الدفع هذه في باي بال. يرجى الدفع من جديد.',
  PAYPAL_ORDER_NOT_CAPTURABLE: () =>
    'لا يمكن تحصيل هذه الدفعة الآن: يجب الموافقة عليها في باي بال، وتُحصَّل مرة واحدة فقط.',
  WALLET_DECLINED: () => 'تعذّر على باي بال تحصيل هذه الدفعة. يرجى اختيار وسيلة دفع أخرى في باي بال.',
  WALLET_UNAVAILABLE: spec(PaymentMessages.walletUnavailable),

  TOO_MANY_LOGINS_FOR_EMAIL: (wait) =>
    `محاولات دخول فاشلة كثيرة لهذا البريد. ${tryAgainIn(wait)} أو إعادة تعيين كلمة المرور.`,
  TOO_MANY_LOGINS: (wait) => `محاولات دخول فاشلة كثيرة. ${tryAgainIn(wait)}.`,
  TOO_MANY_RESET_CODES_FOR_EMAIL: (wait) => `طُلبت رموز كثيرة لهذا البريد. ${tryAgainIn(wait)}.`,
  TOO_MANY_RESET_CODES: (wait) => `طُلبت رموز كثيرة. ${tryAgainIn(wait)}.`,
  TOO_MANY_RESET_ATTEMPTS: (wait) => `محاولات كثيرة لإعادة تعيين كلمة المرور. ${tryAgainIn(wait)}.`,
  TOO_MANY_SIGNUPS: (wait) => `عمليات تسجيل كثيرة. ${tryAgainIn(wait)}.`,
  TOO_MANY_SELLER_REQUESTS: (wait) => `طلبات كثيرة لتصبح بائعاً. ${tryAgainIn(wait)}.`,
  TOO_MANY_MESSAGES: (wait) => `رسائل كثيرة. ${tryAgainIn(wait)}.`,
  TOO_MANY_SUBSCRIPTIONS: (wait) => `اشتراكات كثيرة. ${tryAgainIn(wait)}.`,
  TOO_MANY_CONFIRMATION_MAILS: (wait) => `أُرسلت رسائل تأكيد كثيرة إلى هذا البريد. ${tryAgainIn(wait)}.`,
  TOO_MANY_REVIEWS: (wait) => `تقييمات كثيرة. ${tryAgainIn(wait)}.`,
  TOO_MANY_CARD_ATTEMPTS: (wait) => `محاولات دفع بالبطاقة كثيرة. ${tryAgainIn(wait)}.`,
  TOO_MANY_WALLET_ATTEMPTS: (wait) => `محاولات دفع كثيرة عبر المحفظة. ${tryAgainIn(wait)}.`,
};

/** A refused back-office call as the storefront's client answers it. */
export interface RefusedCall {
  errorMessage: string;
  code?: ProblemCode;
  values?: ProblemValues;
}

const isShopProblem = (code: ProblemCode): code is ShopProblemCode => Object.hasOwn(arabic, code);

/**
 * What the shopper reads of a back-office refusal, in the page's language: the back-office's own
 * sentence in English (the spec's where the spec has one), the translation of its code in Arabic.
 * A refusal without a code the storefront knows is shown as it was said.
 */
export function problemText(refused: RefusedCall, language: LanguageCode): string {
  const { code, values } = refused;
  if (language !== Language.ar.code || !code || !isShopProblem(code)) return refused.errorMessage.trim();
  const translate = arabic[code] as (values?: ProblemValues) => string;
  return translate(values);
}
