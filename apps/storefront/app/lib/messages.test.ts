import { Messages, PaymentMessages, fieldNotNumber } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { CardMessages } from './payment-messages';
import { translateMessage } from './messages';

describe('translateMessage', () => {
  test('leaves English as it is', () => {
    expect(translateMessage(Messages.loginFailed, 'en')).toBe(Messages.loginFailed);
  });

  test('translates the account screens’ messages', () => {
    expect(translateMessage(Messages.loginFailed, 'ar')).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة!');
    expect(translateMessage(Messages.commonPassword, 'ar')).toBe(
      'كلمة المرور هذه شائعة جداً. يرجى اختيار كلمة مرور أخرى.',
    );
    expect(translateMessage(Messages.resetCodeInvalid, 'ar')).toBe(
      'الرمز غير صحيح أو انتهت صلاحيته. يرجى طلب رمز جديد.',
    );
  });

  test('names a field by the label it is given', () => {
    expect(translateMessage('البريد الإلكتروني is required', 'ar')).toBe('حقل البريد الإلكتروني مطلوب');
  });

  test.each([
    [
      'Too many failed login attempts for this email. Please try again in 15 minutes or reset your password.',
      'محاولات دخول فاشلة كثيرة لهذا البريد. يرجى المحاولة بعد 15 دقيقة أو إعادة تعيين كلمة المرور.',
    ],
    [
      'Too many failed login attempts. Please try again in 1 minute.',
      'محاولات دخول فاشلة كثيرة. يرجى المحاولة بعد دقيقة واحدة.',
    ],
    [
      'Too many codes were requested for this email. Please try again in 2 minutes.',
      'طُلبت رموز كثيرة لهذا البريد. يرجى المحاولة بعد دقيقتين.',
    ],
    ['Too many codes were requested. Please try again in 3 minutes.', 'طُلبت رموز كثيرة. يرجى المحاولة بعد 3 دقائق.'],
    [
      'Too many password reset attempts. Please try again in 11 minutes.',
      'محاولات كثيرة لإعادة تعيين كلمة المرور. يرجى المحاولة بعد 11 دقيقة.',
    ],
    ['Too many sign-ups. Please try again in 60 minutes.', 'عمليات تسجيل كثيرة. يرجى المحاولة بعد 60 دقيقة.'],
    [
      'Too many card attempts. Please try again in 2 minutes.',
      'محاولات دفع بالبطاقة كثيرة. يرجى المحاولة بعد دقيقتين.',
    ],
    [
      'Too many wallet payment attempts. Please try again in 60 minutes.',
      'محاولات دفع كثيرة عبر المحفظة. يرجى المحاولة بعد 60 دقيقة.',
    ],
  ])('translates the wait of a rate limit: %s', (english, arabic) => {
    expect(translateMessage(english, 'ar')).toBe(arabic);
  });

  test('leaves English pages’ messages as the spec words them', () => {
    expect(translateMessage(Messages.profileUpdated, 'en')).toBe('Profile Updated Successfully!');
    expect(translateMessage(fieldNotNumber('Postal Code'), 'en')).toBe('Postal Code should be a number');
  });

  test('translates the number check for Arabic pages', () => {
    expect(translateMessage(fieldNotNumber('الرمز البريدي'), 'ar')).toBe('يجب أن يكون الرمز البريدي رقماً');
  });

  test('drops the wire field name of a refusal it can translate, and keeps one it cannot', () => {
    expect(translateMessage(`Password: ${Messages.commonPassword}`, 'ar')).toBe(
      translateMessage(Messages.commonPassword, 'ar'),
    );
    expect(translateMessage('CityId: The city 9 is not in the chosen state', 'ar')).toBe(
      'CityId: The city 9 is not in the chosen state',
    );
  });
});
describe('translateMessage, checkout', () => {
  test("Arabic pages read the spec's checkout messages and the card form's in Arabic", () => {
    expect(translateMessage(Messages.orderPlaced, 'ar')).toBe('تم تقديم الطلب بنجاح!');
    expect(translateMessage(CardMessages.numberIncomplete, 'ar')).toBe('رقم بطاقتك غير مكتمل.');
    expect(translateMessage('Your card was declined.', 'ar')).toBe('تم رفض بطاقتك.');
  });

  test("the back-office's reasons for refusing a line keep the product's name", () => {
    expect(translateMessage('Only 2 of زيت زيتون left in stock.', 'ar')).toBe('بقي 2 فقط من زيت زيتون في المخزون.');
    expect(translateMessage('زيت زيتون is out of stock.', 'ar')).toBe('نفدت كمية زيت زيتون.');
    expect(translateMessage('زيت زيتون is no longer available.', 'ar')).toBe('لم يعد زيت زيتون متوفراً.');
  });

  test('the spec message for an out-of-stock product is not mistaken for a line refusal', () => {
    expect(translateMessage(Messages.outOfStock, 'ar')).toBe('المنتج غير متوفر حالياً، لا يمكن إضافته إلى السلة!');
  });

  test('a payment method the shop cannot take, and a session that ended, read in Arabic', () => {
    expect(translateMessage(PaymentMessages.cardUnavailable, 'ar')).toBe(
      'الدفع بالبطاقة غير متاح في هذا المتجر حالياً.',
    );
    expect(translateMessage(PaymentMessages.walletUnavailable, 'ar')).toBe(
      'الدفع عبر باي بال غير متاح في هذا المتجر حالياً.',
    );
    expect(translateMessage(PaymentMessages.signInToPay, 'ar')).toBe(
      'انتهت جلستك. يرجى تسجيل الدخول من جديد لإتمام الدفع.',
    );
  });

  test('English pages show every message as it is', () => {
    expect(translateMessage('Your card was declined.', 'en')).toBe('Your card was declined.');
  });
});
