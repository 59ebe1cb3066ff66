import { problem, shopProblems, type Problem, type ShopProblemCode } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { arabicMinutes, problemText } from './problem-text.server';

const refused = ({ code, message, values }: Problem) => ({ errorMessage: message, code, values });

describe('problemText', () => {
  test('English pages read the back-office’s own sentence', () => {
    expect(problemText(refused(problem('LOW_STOCK', { product: 'Olive Oil', left: 2 })), 'en')).toBe(
      'Only 2 of Olive Oil left in stock.',
    );
    expect(problemText(refused(problem('CARD_DECLINED')), 'en')).toBe('Your card was declined.');
  });

  test.each([
    [
      problem('TOO_MANY_LOGINS_FOR_EMAIL', { minutes: 15 }),
      'محاولات دخول فاشلة كثيرة لهذا البريد. يرجى المحاولة بعد 15 دقيقة أو إعادة تعيين كلمة المرور.',
    ],
    [problem('TOO_MANY_LOGINS', { minutes: 1 }), 'محاولات دخول فاشلة كثيرة. يرجى المحاولة بعد دقيقة واحدة.'],
    [
      problem('TOO_MANY_RESET_CODES_FOR_EMAIL', { minutes: 2 }),
      'طُلبت رموز كثيرة لهذا البريد. يرجى المحاولة بعد دقيقتين.',
    ],
    [problem('TOO_MANY_RESET_CODES', { minutes: 3 }), 'طُلبت رموز كثيرة. يرجى المحاولة بعد 3 دقائق.'],
    [
      problem('TOO_MANY_RESET_ATTEMPTS', { minutes: 11 }),
      'محاولات كثيرة لإعادة تعيين كلمة المرور. يرجى المحاولة بعد 11 دقيقة.',
    ],
    [problem('TOO_MANY_SIGNUPS', { minutes: 60 }), 'عمليات تسجيل كثيرة. يرجى المحاولة بعد 60 دقيقة.'],
    [problem('TOO_MANY_CARD_ATTEMPTS', { minutes: 2 }), 'محاولات دفع بالبطاقة كثيرة. يرجى المحاولة بعد دقيقتين.'],
    [
      problem('TOO_MANY_WALLET_ATTEMPTS', { minutes: 60 }),
      'محاولات دفع كثيرة عبر المحفظة. يرجى المحاولة بعد 60 دقيقة.',
    ],
  ])('Arabic pages read the wait of a limit by its code: $code', (limit, arabic) => {
    expect(problemText(refused(limit), 'ar')).toBe(arabic);
  });

  test("a refused order line keeps the product's name and the count left", () => {
    const product = 'زيت زيتون';
    expect(problemText(refused(problem('LOW_STOCK', { product, left: 2 })), 'ar')).toBe(
      'بقي 2 فقط من زيت زيتون في المخزون.',
    );
    expect(problemText(refused(problem('OUT_OF_STOCK', { product })), 'ar')).toBe('نفدت كمية زيت زيتون.');
    expect(problemText(refused(problem('PRODUCT_UNAVAILABLE', { product })), 'ar')).toBe('لم يعد زيت زيتون متوفراً.');
    expect(problemText(refused(problem('OPTIONS_CHANGED', { product })), 'ar')).toBe(
      'يرجى اختيار خيارات زيت زيتون من جديد.',
    );
  });

  test("a declined card reads the same in Arabic whatever the provider's English", () => {
    const stripeWords = { ...problem('CARD_DECLINED'), message: 'Your card does not support this type of purchase.' };
    expect(problemText(refused(stripeWords), 'en')).toBe('Your card does not support this type of purchase.');
    expect(problemText(refused(stripeWords), 'ar')).toBe('تم رفض بطاقتك.');
  });

  test("the spec's own messages read as the rest of the Arabic pages", () => {
    expect(problemText(refused(problem('COUPON_INVALID')), 'ar')).toBe('رمز القسيمة غير صالح!');
    expect(problemText(refused(problem('RESET_CODE_INVALID')), 'ar')).toBe(
      'الرمز غير صحيح أو انتهت صلاحيته. يرجى طلب رمز جديد.',
    );
  });

  test('a reason of bad input is translated as the storefront’s own rules are, without the wire field', () => {
    expect(
      problemText(
        refused(
          problem('INVALID_INPUT', { reason: 'Password: This password is too common. Please choose another one.' }),
        ),
        'ar',
      ),
    ).toBe('كلمة المرور هذه شائعة جداً. يرجى اختيار كلمة مرور أخرى.');
  });

  test('a refusal without a code, or with one of the admin only, is shown as it was said', () => {
    expect(problemText({ errorMessage: ' Something else. ' }, 'ar')).toBe('Something else.');
    expect(problemText(refused(problem('IMAGES_BUSY')), 'ar')).toBe(problem('IMAGES_BUSY').message);
  });

  test('every code a shopper can meet has Arabic, with no Latin letters left but product names', () => {
    const sample = { product: 'زيت', left: 2, max: 3, minutes: 5, id: 9, reason: 'Email is required', what: 'x' };
    for (const code of Object.keys(shopProblems) as ShopProblemCode[]) {
      const text = problemText({ errorMessage: 'English', code, values: sample }, 'ar');
      expect(text, code).not.toBe('English');
      if (code !== 'INVALID_INPUT') expect(text, code).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('arabicMinutes', () => {
  test('counts minutes in the three forms Arabic uses', () => {
    expect([1, 2, 3, 10, 11, 15, 60].map(arabicMinutes)).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '3 دقائق',
      '10 دقائق',
      '11 دقيقة',
      '15 دقيقة',
      '60 دقيقة',
    ]);
  });
});
