import { describe, expect, it } from 'vitest';
import { problem, type Problem } from '@shop/contract';
import { translatorOf } from '../i18n/i18n';
import { ApiError } from './api';
import { errorText, serverFieldText } from './error-text';

const en = translatorOf('en');
const ar = translatorOf('ar');

/** The ApiError of a refusal as the back-office answers it (its envelope's fields). */
const refused = (status: number, { code, message, values }: Problem, extra: Record<string, unknown> = {}) =>
  ApiError.of(status, 'Refused', {
    statusCode: status,
    errorMessage: message,
    errorCode: code,
    errorValues: values,
    ...extra,
  });

describe('what staff are told about a failed call', () => {
  it('says when the server could not be reached, and hides a server fault', () => {
    expect(errorText(new ApiError(0, 'network'), ar)).toBe(ar('app.networkError'));
    expect(errorText(new ApiError(500, 'TypeError: x is undefined'), en)).toBe(en('app.unexpected'));
    expect(errorText(refused(500, problem('UNEXPECTED')), ar)).toBe(ar('app.unexpected'));
    expect(errorText(new Error('thrown'), ar)).toBe(ar('app.unexpected'));
  });

  it('tells a role refused apart from an owner who must set up two-factor sign-in first', () => {
    expect(errorText(refused(403, problem('ROLE_NOT_ALLOWED')), ar)).toBe(ar('app.forbidden'));
    expect(errorText(new ApiError(403, 'Your role does not allow this.'), en)).toBe(en('app.forbidden'));
    const setUpFirst = refused(403, problem('TWO_FACTOR_SETUP_REQUIRED'), { twoFactorSetupRequired: true });
    expect(errorText(setUpFirst, en)).toBe(en('app.setUpTwoFactorFirst'));
    expect(errorText(setUpFirst, ar)).toBe(ar('app.setUpTwoFactorFirst'));
  });

  it('reads a refusal in English as the server wrote it, and in Arabic by its code', () => {
    const taken = refused(409, problem('COUPON_CODE_TAKEN'));
    expect(errorText(taken, en)).toBe(
      'code: A coupon with this code exists already (codes are compared ignoring case)',
    );
    expect(errorText(taken, ar)).toBe('توجد قسيمة بهذا الرمز من قبل (لا فرق بين الأحرف الكبيرة والصغيرة).');

    const lastOwner = refused(409, problem('LAST_OWNER'));
    expect(errorText(lastOwner, en)).toBe(problem('LAST_OWNER').message);
    expect(errorText(lastOwner, ar)).toBe(
      'يحتاج المتجر إلى مالك مفعّل واحد على الأقل: اجعل موظفًا آخر مالكًا أولًا، ثم غيّر هذا الحساب.',
    );

    const notCancellable = refused(409, problem('ORDER_NOT_CANCELLABLE', { orderNumber: 'PS-261122-N2SHZ4' }));
    expect(errorText(notCancellable, ar)).toBe(
      'شُحن الطلب PS-261122-N2SHZ4 أو أُلغي من قبل: لم يعد إلغاؤه ممكنًا (استرِدّه بدلًا من ذلك).',
    );
  });

  it('says the wait of a limit in Arabic, with the minutes in their form', () => {
    const limit = (minutes: number) => refused(429, problem('TOO_MANY_STAFF_SIGN_INS_FOR_EMAIL', { minutes }));
    expect(errorText(limit(15), en)).toBe(
      'Too many failed sign-in attempts for this email. Please try again in 15 minutes.',
    );
    expect(errorText(limit(15), ar)).toBe('محاولات دخول فاشلة كثيرة لهذا البريد. يُرجى المحاولة بعد ١٥ دقيقة.');
    expect(errorText(limit(1), ar)).toBe('محاولات دخول فاشلة كثيرة لهذا البريد. يُرجى المحاولة بعد دقيقة واحدة.');
    expect(errorText(limit(2), ar)).toBe('محاولات دخول فاشلة كثيرة لهذا البريد. يُرجى المحاولة بعد دقيقتين.');
    expect(errorText(limit(5), ar)).toBe('محاولات دخول فاشلة كثيرة لهذا البريد. يُرجى المحاولة بعد ٥ دقائق.');
    const resetCodes = refused(429, problem('TOO_MANY_RESET_CODES_FOR_EMAIL', { minutes: 30 }));
    expect(errorText(resetCodes, ar)).toBe('طُلبت رموز كثيرة لهذا البريد. يُرجى المحاولة بعد ٣٠ دقيقة.');
  });

  it('says what a busy or failing service asks for (a 502 or 503 with a code), in both languages', () => {
    const busy = refused(503, problem('IMAGES_BUSY'));
    expect(errorText(busy, en)).toBe('The shop is busy preparing other images. Please try again in a moment.');
    expect(errorText(busy, ar)).toBe('المتجر مشغول بتجهيز صور أخرى. يُرجى المحاولة بعد قليل.');
    expect(errorText(refused(503, problem('SERVICE_BUSY')), ar)).toBe(
      'يسجّل كثيرون دخولهم الآن. يُرجى المحاولة بعد قليل.',
    );
    expect(errorText(refused(502, problem('REFUND_PROVIDER_FAILED')), ar)).toBe(
      'تعذّر الوصول إلى مزوّد الدفع أو أخفق، فلم يُردّ أي مبلغ. يُرجى المحاولة مرة أخرى.',
    );
  });

  it('shows bad input as the server wrote it in both languages', () => {
    const input = refused(400, problem('INVALID_INPUT', { reason: 'name.ar: At most 200 characters' }));
    expect(errorText(input, ar)).toBe('name.ar: At most 200 characters');
    expect(errorText(new ApiError(409, 'code: A coupon with this code exists already'), ar)).toBe(
      'code: A coupon with this code exists already',
    );
  });
});

describe('the text under the field a refusal names', () => {
  it('is the translation of its code in Arabic, the reason without the field in English', () => {
    const wrong = refused(400, problem('CURRENT_PASSWORD_WRONG'));
    expect(wrong.field).toBe('currentPassword');
    expect(serverFieldText(wrong, en)).toBe('That is not your current password.');
    expect(serverFieldText(wrong, ar)).toBe('هذه ليست كلمة مرورك الحالية.');
  });

  it('is the contract’s reason for bad input, as the forms check it in the browser', () => {
    const input = refused(400, problem('INVALID_INPUT', { reason: 'name.ar: At most 200 characters' }));
    expect(serverFieldText(input, ar)).toBe('At most 200 characters');
    expect(serverFieldText(input, en)).toBe('At most 200 characters');
  });
});
