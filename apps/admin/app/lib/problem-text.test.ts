import { describe, expect, it } from 'vitest';
import { adminProblems, isProblemCode, problem, type AdminProblemCode, type ProblemArguments } from '@shop/contract';
import { arabicMinutes, problemText, translatedProblemCodes } from './problem-text';

/** A refusal of each admin code with values like the back-office's (the type asks for every code). */
const samples: { [C in AdminProblemCode]: ProblemArguments<C> } = {
  STAFF_SIGN_IN_REQUIRED: [],
  ROLE_NOT_ALLOWED: [],
  ADMIN_TOKEN_REQUIRED: [],
  STAFF_SESSION_ONLY: [],
  TWO_FACTOR_SETUP_REQUIRED: [],
  CROSS_ORIGIN_REFUSED: [],
  STAFF_SIGN_IN_FAILED: [],
  TWO_FACTOR_CODE_REQUIRED: [],
  TWO_FACTOR_CODE_WRONG: [],
  TWO_FACTOR_CONFIRM_CODE_WRONG: [],
  TWO_FACTOR_DISABLE_CODE_WRONG: [],
  TWO_FACTOR_PASSWORD_WRONG: [],
  TWO_FACTOR_ALREADY_ON: [],
  TWO_FACTOR_ALREADY_OFF: [],
  TWO_FACTOR_NOT_STARTED: [],
  CURRENT_PASSWORD_WRONG: [],
  TOO_MANY_STAFF_SIGN_INS_FOR_EMAIL: [{ minutes: 15 }],
  TOO_MANY_STAFF_SIGN_INS: [{ minutes: 2 }],
  TOO_MANY_ADMIN_FAILURES: [{ minutes: 1 }],
  SHOP_HAS_OWNER: [],
  FIRST_MEMBER_MUST_BE_OWNER: [],
  STAFF_EMAIL_TAKEN: [],
  STAFF_MEMBER_NOT_FOUND: [{ id: 7 }],
  LAST_OWNER: [],
  OWN_PASSWORD_UNDER_SESSION: [],
  OWN_TWO_FACTOR_UNDER_SESSION: [],
  ORDER_ID_NOT_FOUND: [{ id: 42 }],
  ORDER_NUMBER_NOT_FOUND: [{ orderNumber: 'PS-261122-N2SHZ4' }],
  ORDER_MOVE_NOT_ALLOWED: [
    { orderNumber: 'PS-261122-N2SHZ4', from: 'Active', to: 'Completed', next: 'InProgress,Refunded' },
  ],
  ORDER_NOT_CANCELLABLE: [{ orderNumber: 'PS-261122-N2SHZ4' }],
  ORDER_NOTHING_CAPTURED: [{ orderNumber: 'PS-261122-N2SHZ4' }],
  ORDER_FULLY_REFUNDED: [{ orderNumber: 'PS-261122-N2SHZ4' }],
  ORDER_LINE_NOT_FOUND: [{ lineId: 9 }],
  REFUND_TOO_MANY_UNITS: [{ lineId: 9, left: 2 }],
  PAYMENT_PROVIDER_RETIRED: [{ provider: 'paypal' }],
  REFUND_REFUSED: [{ reason: 'Stripe refused the refund: Charge ch_1 has already been refunded.' }],
  REFUND_PROVIDER_FAILED: [],
  RECONCILIATION_PROVIDER_FAILED: [],
  CUSTOMER_NOT_FOUND: [{ id: 5 }],
  CUSTOMER_ERASED: [],
  CUSTOMER_ALREADY_ERASED: [],
  CUSTOMER_DISABLED: [],
  CUSTOMER_EMAIL_MISMATCH: [],
  MESSAGE_NOT_FOUND: [{ id: 5 }],
  REPLY_NOT_SENT: [],
  SUBSCRIBER_NOT_FOUND: [{ id: 5 }],
  SELLER_REQUEST_NOT_FOUND: [{ id: 5 }],
  SELLER_REQUEST_DECIDED: [{ status: 'approved' }],
  VENDOR_NOT_FOUND: [{ id: 5 }],
  REVIEW_NOT_FOUND: [{ id: 5 }],
  COUPON_NOT_FOUND: [{ id: 5 }],
  COUPON_CODE_TAKEN: [],
  COUPON_USED: [{ orders: 3 }],
  EUR_RATE_REQUIRED: [],
  LABEL_NOT_FOUND: [{ screen: 'ContactUs', key: 'lbl_phone' }],
  LABEL_TEXT_REQUIRED: [],
  LABEL_SET_IN_SETTINGS: [{ field: 'contact.phone' }],
  LABEL_TAKES_NO_PLACEHOLDERS: [{ language: 'ar' }],
  LABEL_PLACEHOLDERS_CHANGED: [{ language: 'en', placeholders: '{count}, {name}' }],
  PAGE_NOT_FOUND: [{ slug: 'contact' }],
  PAGE_BODY_EMPTY: [],
  PAGE_NOT_WRITTEN: [{ slug: 'faq' }],
  CONTENT_NOT_FOUND: [{ kind: 'banner', id: 3 }],
  CONTENT_ORDER_CHANGED: [{ kind: 'campaign', missing: '1, 2', unknown: '9' }],
  UPLOAD_NOT_MULTIPART: [],
  UPLOAD_FILE_REQUIRED: [],
  UPLOAD_FILE_EMPTY: [],
  UPLOAD_TOO_LARGE: [{ kind: 'image', megabytes: 10 }],
  UPLOAD_ONE_FILE: [],
  UPLOAD_TOO_MANY_FIELDS: [],
  UPLOAD_KIND_AFTER_FILE: [],
  UPLOAD_UNREADABLE: [],
  NOT_AN_IMAGE: [{ found: 'EXE' }],
  IMAGE_UNREADABLE: [],
  IMAGE_TOO_MANY_PIXELS: [],
  IMAGES_BUSY: [],
  PRODUCT_ID_NOT_FOUND: [{ id: 12 }],
  PRODUCT_CHANGED_MEANWHILE: [],
  PRODUCT_ARABIC_NAME_REQUIRED: [],
  PRODUCT_STOCK_IN_VARIANTS: [],
  PRODUCT_ARCHIVED: [],
  PRODUCT_ARCHIVED_ALREADY: [],
  PRODUCT_NOT_ARCHIVED: [],
  IMAGE_COLOUR_NOT_CHOSEN: [{ index: 0 }],
  VARIANT_PRICE_NEGATIVE: [{ index: 1 }],
  SKU_TAKEN: [{ index: 1, sku: 'OIL-1L' }],
  SKU_TAKEN_SOMEWHERE: [],
  VARIANT_CHOICES_MISMATCH: [{ field: 'sizeIds', ids: '' }],
  REFERENCE_NOT_FOUND: [{ field: 'brandId', kind: 'brand', id: 99 }],
  TOO_MANY_VARIANTS: [{ pairs: 120, max: 100 }],
  VARIANT_NOT_FOUND: [{ variantId: 8, productId: 12 }],
  STOCK_BELOW_ZERO: [{ left: 0 }],
  IMPORT_COLUMN_TWICE: [{ column: 'price' }],
  IMPORT_NO_COLUMNS: [{ columns: 'id, nameEn, price' }],
  IMPORT_TOO_MANY_LINES: [{ max: 5000 }],
  IMPORT_LINE_INVALID: [{ line: 4, reason: 'price: Expected an amount such as 12.50' }],
  TAXONOMY_ENTRY_NOT_FOUND: [{ kind: 'size', id: 4 }],
  TAXONOMY_ENTRY_IN_USE: [{ kind: 'brand', name: 'Canaan', products: 12 }],
  TAXONOMY_ORDER_CHANGED: [{ kind: 'tag', missing: '3', missingMore: 0, unknown: '1, 2', unknownMore: 4 }],
  CATEGORY_OWN_PARENT: [],
  PARENT_CATEGORY_NOT_FOUND: [{ id: 77 }],
  CATEGORY_BELOW_ITSELF: [{ parent: 'Oils', category: 'Food' }],
  CATEGORY_HAS_SUBCATEGORIES: [{ category: 'Food', children: 2 }],
};

const sample = <C extends AdminProblemCode>(code: C) => problem(code, ...samples[code]);
const arabicLetters = /[\u0600-\u06FF]/;

describe('the Arabic of the admin’s problems', () => {
  it('has a text for every code of the contract’s admin catalogue', () => {
    const translated = new Set<string>(translatedProblemCodes());
    expect(Object.keys(adminProblems).filter((code) => !translated.has(code))).toEqual([]);
    expect(Object.keys(samples).sort()).toEqual(Object.keys(adminProblems).sort());
  });

  it.each(Object.keys(samples) as AdminProblemCode[])('%s: Arabic words from its values, English as sent', (code) => {
    const refusal = sample(code);
    expect(isProblemCode(refusal.code)).toBe(true);
    const arabic = problemText(refusal, 'ar');
    expect(arabic).toMatch(arabicLetters);
    expect(arabic).not.toMatch(/undefined|NaN|\[object/);
    expect(arabic).not.toBe(refusal.message);
    expect(problemText(refusal, 'en')).toBe(refusal.message);
  });

  it('counts minutes in the forms Arabic uses', () => {
    expect([1, 2, 3, 10, 11, 15, 60, 100].map(arabicMinutes)).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '٣ دقائق',
      '١٠ دقائق',
      '١١ دقيقة',
      '١٥ دقيقة',
      '٦٠ دقيقة',
      '١٠٠ دقيقة',
    ]);
    expect(problemText(problem('TOO_MANY_STAFF_SIGN_INS_FOR_EMAIL', { minutes: 15 }), 'ar')).toBe(
      'محاولات دخول فاشلة كثيرة لهذا البريد. يُرجى المحاولة بعد ١٥ دقيقة.',
    );
    expect(problemText(problem('TOO_MANY_STAFF_SIGN_INS', { minutes: 2 }), 'ar')).toBe(
      'محاولات دخول فاشلة كثيرة. يُرجى المحاولة بعد دقيقتين.',
    );
    expect(problemText(problem('TOO_MANY_RESET_CODES_FOR_EMAIL', { minutes: 1 }), 'ar')).toBe(
      'طُلبت رموز كثيرة لهذا البريد. يُرجى المحاولة بعد دقيقة واحدة.',
    );
  });

  it('counts orders, products and subcategories with the noun in the right form', () => {
    const used = (orders: number) => problemText(problem('COUPON_USED', { orders }), 'ar');
    expect(used(1)).toContain('في طلب واحد،');
    expect(used(2)).toContain('في طلبين،');
    expect(used(7)).toContain('في ٧ طلبات،');
    expect(used(25)).toContain('في ٢٥ طلبًا،');
    expect(used(100)).toContain('في ١٠٠ طلب،');
    expect(problemText(problem('CATEGORY_HAS_SUBCATEGORIES', { category: 'Food', children: 2 }), 'ar')).toContain(
      'على فئتين فرعيتين',
    );
  });

  it('makes a taxonomy entry agree with its noun', () => {
    const inUse = (kind: 'brand' | 'colour') =>
      problemText(problem('TAXONOMY_ENTRY_IN_USE', { kind, name: 'Red', products: 1 }), 'ar');
    expect(inUse('brand')).toBe(
      'العلامة التجارية «Red» مستخدمة في منتج واحد: أزِلها منها أولًا، أو ألغِ تفعيلها لإخفائها عن المتسوّقين.',
    );
    expect(inUse('colour')).toBe(
      'اللون «Red» مستخدم في منتج واحد: أزِله منها أولًا، أو ألغِ تفعيله لإخفائه عن المتسوّقين.',
    );
  });

  it('names order statuses as the order screens do', () => {
    expect(problemText(sample('ORDER_MOVE_NOT_ALLOWED'), 'ar')).toBe(
      'حالة الطلب PS-261122-N2SHZ4 «نشط»، ولا يمكن أن تصبح «مكتمل» (الحالة التالية الممكنة: «قيد التنفيذ» أو «مُستردّ»).',
    );
    const final = problem('ORDER_MOVE_NOT_ALLOWED', { orderNumber: 'PS-1', from: 'Refunded', to: 'Active', next: '' });
    expect(problemText(final, 'ar')).toBe('حالة الطلب PS-1 «مُستردّ»، ولا يمكن أن تصبح «نشط» (حالته نهائية).');
  });

  it('shows bad input as the server wrote it, and a refusal without a known code as it was said', () => {
    const input = problem('INVALID_INPUT', { reason: 'name.ar: At most 200 characters' });
    expect(problemText(input, 'ar')).toBe('name.ar: At most 200 characters');
    expect(problemText({ message: 'Something new.' }, 'ar')).toBe('Something new.');
    // A shop problem the admin API never answers keeps its sentence.
    expect(problemText(problem('OUT_OF_STOCK', { product: 'Mug' }), 'ar')).toBe('Mug is out of stock.');
  });

  it('falls back to the sentence when the values are not what it expects', () => {
    const odd = { code: 'ORDER_MOVE_NOT_ALLOWED' as const, message: 'Order PS-1 is Active; …', values: {} };
    expect(problemText(odd, 'ar')).toBe('Order PS-1 is Active; …');
  });
});
