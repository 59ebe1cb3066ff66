// A refusal of the admin API in the member's language, by its code (the contract's problems.ts and
// admin-problems.ts): in English the back-office's own sentence, in Arabic the text written here
// from the values sent with it. The type asks for the Arabic of every admin code, so a new one does
// not compile until it is translated here. Arabic texts name no field: a form shows them under it.
import {
  MEDIA_IMAGE_MAX_PIXELS,
  type AdminProblemCode,
  type ProblemArguments,
  type ProblemCode,
  type ProblemValues,
  type ShopProblemCode,
  type StaffLanguage,
} from '@shop/contract';

/** The shop's own problems the admin API answers too. */
export type StaffShopProblemCode = Extract<
  ShopProblemCode,
  | 'INVALID_INPUT'
  | 'UNEXPECTED'
  | 'NOT_FOUND'
  | 'SESSION_REQUIRED'
  | 'SERVICE_BUSY'
  | 'TOO_MANY_RESET_CODES_FOR_EMAIL'
  | 'TOO_MANY_RESET_CODES'
>;
export type StaffProblemCode = AdminProblemCode | StaffShopProblemCode;

const arabicNumber = (n: number) => n.toLocaleString('ar-EG');
const arabicPlural = new Intl.PluralRules('ar');

/**
 * A count with its noun as Arabic says it: 'طلب واحد', 'طلبين', '3 طلبات' (3–10), '11 طلبًا'
 * (11–99), '100 طلب' (the plural rules of CLDR pick the form by the last two digits).
 */
function counted(n: number, forms: { one: string; two: string; few: string; many: string; other: string }): string {
  const form = arabicPlural.select(n);
  if (form === 'one') return forms.one;
  if (form === 'two') return forms.two;
  return `${arabicNumber(n)} ${form === 'few' ? forms.few : form === 'many' ? forms.many : forms.other}`;
}

/** 'دقيقة واحدة', 'دقيقتين', '3 دقائق', '11 دقيقة'. */
export const arabicMinutes = (minutes: number) =>
  counted(minutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' });
const tryAgainIn = ({ minutes }: { minutes: number }) => `يُرجى المحاولة بعد ${arabicMinutes(minutes)}`;

const orders = (n: number) => counted(n, { one: 'طلب واحد', two: 'طلبين', few: 'طلبات', many: 'طلبًا', other: 'طلب' });
const products = (n: number) =>
  counted(n, { one: 'منتج واحد', two: 'منتجين', few: 'منتجات', many: 'منتجًا', other: 'منتج' });
const units = (n: number) =>
  counted(n, { one: 'وحدة واحدة', two: 'وحدتين', few: 'وحدات', many: 'وحدة', other: 'وحدة' });
const lines = (n: number) => counted(n, { one: 'سطر واحد', two: 'سطرين', few: 'أسطر', many: 'سطرًا', other: 'سطر' });
const subcategories = (n: number) =>
  counted(n, {
    one: 'فئة فرعية واحدة',
    two: 'فئتين فرعيتين',
    few: 'فئات فرعية',
    many: 'فئة فرعية',
    other: 'فئة فرعية',
  });

/** A list of ids as the back-office sends it ('1, 2'), with Arabic commas. */
const idList = (ids: string) => ids.split(', ').join('، ');

/** "There is no … with id 7", for each thing the admin looks up by id. */
const noSuch = {
  category: 'لا توجد فئة',
  brand: 'لا توجد علامة تجارية',
  tag: 'لا يوجد وسم',
  colour: 'لا يوجد لون',
  size: 'لا يوجد مقاس',
  vendor: 'لا يوجد بائع',
  'digital file': 'لا يوجد ملف رقمي',
  banner: 'لا توجد لافتة',
  campaign: 'لا توجد حملة',
} as const;
const notFound = (thing: keyof typeof noSuch, id: number | string) => `${noSuch[thing]} بالمعرّف ${id}.`;

/** A taxonomy entry named in a sentence, with the pronoun that agrees with it. */
const taxonomyNoun = {
  category: { noun: 'الفئة', used: 'مستخدمة', it: 'ها', each: 'كل فئة' },
  brand: { noun: 'العلامة التجارية', used: 'مستخدمة', it: 'ها', each: 'كل علامة تجارية' },
  tag: { noun: 'الوسم', used: 'مستخدم', it: 'ه', each: 'كل وسم' },
  colour: { noun: 'اللون', used: 'مستخدم', it: 'ه', each: 'كل لون' },
  size: { noun: 'المقاس', used: 'مستخدم', it: 'ه', each: 'كل مقاس' },
} as const;

const orderStatus: Record<string, string> = {
  Active: 'نشط',
  InProgress: 'قيد التنفيذ',
  Completed: 'مكتمل',
  Returned: 'مُرتجَع',
  Refunded: 'مُستردّ',
};
const statusName = (name: string) => `«${orderStatus[name] ?? name}»`;

const arabic: { [C in StaffProblemCode]: (...values: ProblemArguments<C>) => string } = {
  // The shop's own problems.
  INVALID_INPUT: ({ reason }) => reason,
  UNEXPECTED: () => 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  NOT_FOUND: () => 'لم يجد خادم المتجر ما طُلب منه.',
  SESSION_REQUIRED: () => 'انتهت جلستك أو لم تعد صالحة. يُرجى تسجيل الدخول من جديد.',
  SERVICE_BUSY: () => 'يسجّل كثيرون دخولهم الآن. يُرجى المحاولة بعد قليل.',
  TOO_MANY_RESET_CODES_FOR_EMAIL: (wait) => `طُلبت رموز كثيرة لهذا البريد. ${tryAgainIn(wait)}.`,
  TOO_MANY_RESET_CODES: (wait) => `طُلبت رموز كثيرة. ${tryAgainIn(wait)}.`,

  // Signing in, sessions and who may do what.
  STAFF_SIGN_IN_REQUIRED: () => 'يُرجى تسجيل الدخول إلى إدارة المتجر.',
  ROLE_NOT_ALLOWED: () => 'دورك لا يسمح بهذا الإجراء.',
  ADMIN_TOKEN_REQUIRED: () => 'يلزم رمز إدارة صالح في ترويسة Authorization.',
  STAFF_SESSION_ONLY: () => 'يتطلّب هذا الإجراء جلسة موظف مسجّل الدخول، لا رمز الإدارة.',
  TWO_FACTOR_SETUP_REQUIRED: () => 'فعّل التحقّق بخطوتين للمتابعة.',
  CROSS_ORIGIN_REFUSED: () => 'رُفض الطلب: لم يصدر من صفحات إدارة المتجر نفسها.',
  STAFF_SIGN_IN_FAILED: () => 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  TWO_FACTOR_CODE_REQUIRED: () => 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
  TWO_FACTOR_CODE_WRONG: () => 'هذا الرمز غير صحيح أو استُخدم من قبل. أدخل الرمز الظاهر في تطبيق المصادقة الآن.',
  TWO_FACTOR_CONFIRM_CODE_WRONG: () => 'هذا الرمز غير صحيح. أدخل الرمز الظاهر في تطبيق المصادقة الآن.',
  TWO_FACTOR_DISABLE_CODE_WRONG: () => 'هذا الرمز غير صحيح أو استُخدم من قبل.',
  TWO_FACTOR_PASSWORD_WRONG: () => 'هذه ليست كلمة مرورك.',
  TWO_FACTOR_ALREADY_ON: () => 'التحقّق بخطوتين مفعّل من قبل: أوقفه أولًا لتنقله إلى تطبيق آخر.',
  TWO_FACTOR_ALREADY_OFF: () => 'التحقّق بخطوتين متوقّف من قبل.',
  TWO_FACTOR_NOT_STARTED: () => 'ابدأ إعداد التحقّق بخطوتين أولًا.',
  CURRENT_PASSWORD_WRONG: () => 'هذه ليست كلمة مرورك الحالية.',
  TOO_MANY_STAFF_SIGN_INS_FOR_EMAIL: (wait) => `محاولات دخول فاشلة كثيرة لهذا البريد. ${tryAgainIn(wait)}.`,
  TOO_MANY_STAFF_SIGN_INS: (wait) => `محاولات دخول فاشلة كثيرة. ${tryAgainIn(wait)}.`,
  TOO_MANY_ADMIN_FAILURES: (wait) => `طلبات مرفوضة كثيرة إلى إدارة المتجر. ${tryAgainIn(wait)}.`,

  // Staff.
  SHOP_HAS_OWNER: () => 'للمتجر مالك من قبل: يسجّل المالك دخوله إلى الإدارة ليضيف الموظفين.',
  FIRST_MEMBER_MUST_BE_OWNER: () => 'يجب أن يكون أول موظف في المتجر مالكًا.',
  STAFF_EMAIL_TAKEN: () => 'يوجد موظف بهذا البريد الإلكتروني مسبقًا.',
  STAFF_MEMBER_NOT_FOUND: ({ id }) => `لا يوجد موظف بالمعرّف ${id}.`,
  LAST_OWNER: () => 'يحتاج المتجر إلى مالك مفعّل واحد على الأقل: اجعل موظفًا آخر مالكًا أولًا، ثم غيّر هذا الحساب.',
  OWN_PASSWORD_UNDER_SESSION: () => 'غيّر كلمة مرورك أنت من «حسابي»، مع كلمة مرورك الحالية.',
  OWN_TWO_FACTOR_UNDER_SESSION: () => 'أوقف التحقّق بخطوتين لحسابك أنت من «حسابي».',

  // Orders.
  ORDER_ID_NOT_FOUND: ({ id }) => `لا يوجد طلب بالمعرّف ${id}.`,
  ORDER_NUMBER_NOT_FOUND: ({ orderNumber }) => `لا يوجد طلب بالرقم ${orderNumber}.`,
  ORDER_MOVE_NOT_ALLOWED: ({ orderNumber, from, to, next }) => {
    if (!Object.hasOwn(orderStatus, from)) {
      return `حالة الطلب ${orderNumber} غير معروفة (${from})، فلا يمكن أن تصبح ${statusName(to)}.`;
    }
    const options = next ? `الحالة التالية الممكنة: ${next.split(',').map(statusName).join(' أو ')}` : 'حالته نهائية';
    return `حالة الطلب ${orderNumber} ${statusName(from)}، ولا يمكن أن تصبح ${statusName(to)} (${options}).`;
  },
  ORDER_NOT_CANCELLABLE: ({ orderNumber }) =>
    `شُحن الطلب ${orderNumber} أو أُلغي من قبل: لم يعد إلغاؤه ممكنًا (استرِدّه بدلًا من ذلك).`,
  ORDER_NOTHING_CAPTURED: ({ orderNumber }) =>
    `ليس للطلب ${orderNumber} دفعة ببطاقة أو محفظة تُستردّ (المبلغ المدفوع عند الاستلام يُعاد باليد).`,
  ORDER_FULLY_REFUNDED: ({ orderNumber }) => `رُدّ كل ما حُصّل للطلب ${orderNumber} من قبل.`,
  ORDER_LINE_NOT_FOUND: ({ lineId }) => `سطر الطلب ${lineId} ليس من هذا الطلب.`,
  REFUND_TOO_MANY_UNITS: ({ lineId, left }) =>
    left > 0
      ? `لم يبقَ من سطر الطلب ${lineId} للاسترداد سوى ${units(left)}.`
      : `لم يبقَ من سطر الطلب ${lineId} شيء للاسترداد.`,
  PAYMENT_PROVIDER_RETIRED: ({ provider }) =>
    `أُخذت هذه الدفعة عبر ${provider}، والمتجر لا يستخدمه الآن: استرِدّها من ${provider} نفسه.`,
  REFUND_REFUSED: ({ reason }) => `رفض مزوّد الدفع الاسترداد، فلم يُردّ شيء. جوابه: ${reason}`,
  REFUND_PROVIDER_FAILED: () => 'تعذّر الوصول إلى مزوّد الدفع أو أخفق، فلم يُردّ أي مبلغ. يُرجى المحاولة مرة أخرى.',
  RECONCILIATION_PROVIDER_FAILED: () => 'تعذّر الوصول إلى مزوّد البطاقات أثناء جلب مدفوعاته. شغّل التسوية مرة أخرى.',

  // Customers, their messages, subscribers and sellers.
  CUSTOMER_NOT_FOUND: ({ id }) => `لا يوجد زبون بالمعرّف ${id}.`,
  CUSTOMER_ERASED: () => 'مُحي هذا الزبون: لم يعد تغيير حسابه ممكنًا.',
  CUSTOMER_ALREADY_ERASED: () => 'مُحي هذا الزبون من قبل.',
  CUSTOMER_DISABLED: () => 'هذا الحساب معطّل: فعّله قبل إرسال رمز لإعادة تعيين كلمة المرور.',
  CUSTOMER_EMAIL_MISMATCH: () => 'هذا ليس بريد الزبون.',
  MESSAGE_NOT_FOUND: ({ id }) => `لا توجد رسالة بالمعرّف ${id}.`,
  REPLY_NOT_SENT: () => 'تعذّر إرسال الردّ: لم يقبله خادم البريد. لم يُسجَّل شيء؛ يُرجى المحاولة مرة أخرى.',
  SUBSCRIBER_NOT_FOUND: ({ id }) => `لا يوجد مشترك بالمعرّف ${id}.`,
  SELLER_REQUEST_NOT_FOUND: ({ id }) => `لا يوجد طلب بائع بالمعرّف ${id}.`,
  SELLER_REQUEST_DECIDED: ({ status }) =>
    `${status === 'approved' ? 'تمّت الموافقة على طلب البائع هذا' : 'رُفض طلب البائع هذا'} من قبل، ` +
    'ولا يُبتّ في طلب مرتين.',
  VENDOR_NOT_FOUND: ({ id }) => notFound('vendor', id),
  REVIEW_NOT_FOUND: ({ id }) => `لا يوجد تقييم بالمعرّف ${id}.`,

  // Coupons and settings.
  COUPON_NOT_FOUND: ({ id }) => `لا توجد قسيمة بالمعرّف ${id}.`,
  COUPON_CODE_TAKEN: () => 'توجد قسيمة بهذا الرمز من قبل (لا فرق بين الأحرف الكبيرة والصغيرة).',
  COUPON_USED: ({ orders: count }) =>
    `استُخدمت هذه القسيمة في ${orders(count)}، لذا تُحفظ ضمن سجلاتها: أوقفها بدلًا من حذفها.`,
  EUR_RATE_REQUIRED: () => 'سعر صرف اليورو مطلوب ما دام اليورو متاحًا.',

  // Labels, pages, banners and campaigns.
  LABEL_NOT_FOUND: ({ screen, key }) => `لا يوجد النص ${key} في شاشة ${screen}.`,
  LABEL_TEXT_REQUIRED: () => 'أدخل النص الإنجليزي أو العربي أو كليهما.',
  LABEL_SET_IN_SETTINGS: ({ field }) => `يُضبط هذا النص من إعدادات المتجر (${field}): غيّره من الإعدادات.`,
  LABEL_TAKES_NO_PLACEHOLDERS: ({ language }) =>
    `لا يقبل النص ${language === 'ar' ? 'العربي' : 'الإنجليزي'} عناصر نائبة بين { }.`,
  LABEL_PLACEHOLDERS_CHANGED: ({ language, placeholders }) =>
    `أبقِ في النص ${language === 'ar' ? 'العربي' : 'الإنجليزي'} العناصر النائبة ${idList(placeholders)} كما هي، ولا تُضف غيرها.`,
  PAGE_NOT_FOUND: ({ slug }) => `لا توجد صفحة باسم ${slug}.`,
  PAGE_BODY_EMPTY: () => 'النص الإنجليزي مطلوب (لم يبقَ منه شيء بعد إزالة التنسيق غير الآمن).',
  PAGE_NOT_WRITTEN: ({ slug }) => `تعرض الصفحة ${slug} نصّها الأصلي من قبل.`,
  CONTENT_NOT_FOUND: ({ kind, id }) => notFound(kind, id),
  CONTENT_ORDER_CHANGED: ({ kind, missing, unknown }) => {
    const gaps = [
      missing ? `الناقصة: ${idList(missing)}` : '',
      unknown ? `غير المعروفة: ${idList(unknown)}` : '',
    ].filter(Boolean);
    const [each, all] = kind === 'banner' ? ['كل لافتة', 'اللافتات'] : ['كل حملة', 'الحملات'];
    return `يجب أن تذكر القائمة ${each} مرة واحدة (${gaps.join('؛ ')}): أعد تحميل ${all} وحاول مرة أخرى.`;
  },

  // Uploads.
  UPLOAD_NOT_MULTIPART: () => 'أرسل الملف بصيغة multipart/form-data في الحقل file.',
  UPLOAD_FILE_REQUIRED: () => 'اختر ملفًا.',
  UPLOAD_FILE_EMPTY: () => 'الملف فارغ.',
  UPLOAD_TOO_LARGE: ({ kind, megabytes }) =>
    `الحد الأقصى لحجم ${kind === 'image' ? 'الصورة' : 'الملف'} ${arabicNumber(megabytes)} ميغابايت.`,
  UPLOAD_ONE_FILE: () => 'أرسل ملفًا واحدًا في كل مرة.',
  UPLOAD_TOO_MANY_FIELDS: () => 'أرسل الحقلين file وkind فقط.',
  UPLOAD_KIND_AFTER_FILE: () => 'أرسل kind في معاملات عنوان الطلب، أو في حقل قبل الملف.',
  UPLOAD_UNREADABLE: () => 'تعذّرت قراءة نموذج الرفع.',
  NOT_AN_IMAGE: ({ found }) =>
    `هذه ليست صورة يقبلها المتجر${found ? ` (فهو ملف ${found})` : ''}. ` +
    'ارفع صورة بصيغة JPEG أو PNG أو WebP أو AVIF أو GIF.',
  IMAGE_UNREADABLE: () => 'تعذّرت قراءة الصورة لأنها تالفة أو ناقصة. احفظها من جديد وارفعها مرة أخرى.',
  IMAGE_TOO_MANY_PIXELS: () =>
    `أبعاد الصورة تتجاوز ${arabicNumber(MEDIA_IMAGE_MAX_PIXELS / 1_000_000)} ميغابكسل. صغّرها وارفعها مرة أخرى.`,
  IMAGES_BUSY: () => 'المتجر مشغول بتجهيز صور أخرى. يُرجى المحاولة بعد قليل.',

  // Products, variants, stock and the CSV import.
  PRODUCT_ID_NOT_FOUND: ({ id }) => `لا يوجد منتج بالمعرّف ${id}.`,
  PRODUCT_CHANGED_MEANWHILE: () => 'غيّر شخص آخر هذا المنتج. أعد التحميل لرؤية تغييراته.',
  PRODUCT_ARABIC_NAME_REQUIRED: () => 'الاسم العربي مطلوب ما دامت للمنتج نصوص عربية أخرى.',
  PRODUCT_STOCK_IN_VARIANTS: () => 'مخزون هذا المنتج هو مخزون أنواعه؛ غيّر مخزون النوع بدلًا من ذلك.',
  PRODUCT_ARCHIVED: () => 'هذا المنتج مؤرشف؛ استعِده قبل نشره.',
  PRODUCT_ARCHIVED_ALREADY: () => 'هذا المنتج مؤرشف من قبل.',
  PRODUCT_NOT_ARCHIVED: () => 'هذا المنتج غير مؤرشف.',
  IMAGE_COLOUR_NOT_CHOSEN: ({ index }) => `لون الصورة ${arabicNumber(index + 1)} ليس من ألوان المنتج.`,
  VARIANT_PRICE_NEGATIVE: ({ index }) => `فرق السعر يجعل سعر النوع ${arabicNumber(index + 1)} سالبًا.`,
  SKU_TAKEN: ({ sku }) => `رمز المنتج (SKU) ‏${sku} مستخدم في منتج آخر.`,
  SKU_TAKEN_SOMEWHERE: () => 'أحد رموز المنتج (SKU) مستخدم في منتج آخر.',
  VARIANT_CHOICES_MISMATCH: ({ field, ids }) => {
    const [these, one] = field === 'colourIds' ? ['ألوان', 'لون'] : ['مقاسات', 'مقاس'];
    return `يجب أن تكون هذه ${these} الأنواع (${ids ? idList(ids) : 'لا شيء'})؛ غيّر الأنواع لإضافة ${one} أو إزالته.`;
  },
  REFERENCE_NOT_FOUND: ({ kind, id }) => notFound(kind, id),
  TOO_MANY_VARIANTS: ({ pairs, max }) =>
    `تُنتج الألوان والمقاسات ${arabicNumber(pairs)} تركيبة، والحد الأقصى للأنواع ${arabicNumber(max)}.`,
  VARIANT_NOT_FOUND: ({ variantId, productId }) => `لا يوجد نوع بالمعرّف ${variantId} في المنتج ${productId}.`,
  STOCK_BELOW_ZERO: ({ left }) => `لا يمكن أن ينزل المخزون تحت الصفر: المتوفّر منه ${arabicNumber(left)}.`,
  IMPORT_COLUMN_TWICE: ({ column }) => `يتكرّر العمود ${column} في الملف.`,
  IMPORT_NO_COLUMNS: ({ columns }) => `لا يذكر السطر الأول أي عمود يُستورد (${idList(columns)}).`,
  IMPORT_TOO_MANY_LINES: ({ max }) => `لا يُستورد في المرة الواحدة أكثر من ${lines(max)}.`,
  IMPORT_LINE_INVALID: ({ line, reason }) => `في السطر ${arabicNumber(line)} خطأ: ${reason}`,

  // Categories, brands, tags, colours and sizes.
  TAXONOMY_ENTRY_NOT_FOUND: ({ kind, id }) => notFound(kind, id),
  TAXONOMY_ENTRY_IN_USE: ({ kind, name, products: count }) => {
    const { noun, used, it } = taxonomyNoun[kind];
    return (
      `${noun} «${name}» ${used} في ${products(count)}: أزِل${it} منها أولًا، ` +
      `أو ألغِ تفعيل${it} لإخفائ${it} عن المتسوّقين.`
    );
  },
  TAXONOMY_ORDER_CHANGED: ({ kind, missing, missingMore, unknown, unknownMore }) => {
    const named = (ids: string, more: number) =>
      more > 0 ? `${idList(ids)} و${arabicNumber(more)} غيرها` : idList(ids);
    const gaps = [
      missing ? `الناقصة: ${named(missing, missingMore)}` : '',
      unknown ? `غير المعروفة: ${named(unknown, unknownMore)}` : '',
    ].filter(Boolean);
    return (
      `يجب أن تذكر القائمة ${taxonomyNoun[kind].each} مرة واحدة بالضبط (${gaps.join('؛ ')}): ` +
      'تغيّرت القائمة في أثناء ذلك، فأعد تحميلها.'
    );
  },
  CATEGORY_OWN_PARENT: () => 'لا يمكن أن تكون الفئة أمًّا لنفسها.',
  PARENT_CATEGORY_NOT_FOUND: ({ id }) => notFound('category', id),
  CATEGORY_BELOW_ITSELF: ({ parent, category }) =>
    `الفئة «${parent}» داخل «${category}»؛ لا يمكن نقل فئة إلى ما تحتها.`,
  CATEGORY_HAS_SUBCATEGORIES: ({ category, children }) =>
    `تحتوي الفئة «${category}» على ${subcategories(children)}: انقلها أو احذفها أولًا، ` +
    'أو ألغِ تفعيل الفئة لإخفائها هي وما تحتها عن المتسوّقين.',
};

/** Whether the admin has the Arabic of `code`. */
export const isStaffProblem = (code: ProblemCode): code is StaffProblemCode => Object.hasOwn(arabic, code);

/** Every code the admin translates, for its tests. */
export const translatedProblemCodes = () => Object.keys(arabic) as StaffProblemCode[];

/**
 * What the member reads of a refusal: the back-office's sentence in English, the translation of
 * its code in Arabic. A refusal without a code this admin knows is shown as it was said.
 */
export function problemText(
  refusal: { message: string; code?: ProblemCode; values?: ProblemValues },
  language: StaffLanguage,
): string {
  const { code, values } = refusal;
  if (language !== 'ar' || !code || !isStaffProblem(code)) return refusal.message;
  // Values not as this admin expects them (a back-office of another version): its sentence, then.
  const translate = arabic[code] as (values: ProblemValues) => string;
  try {
    const text = translate(values ?? {});
    return /\bundefined\b|\bNaN\b/.test(text) ? refusal.message : text;
  } catch {
    return refusal.message;
  }
}
