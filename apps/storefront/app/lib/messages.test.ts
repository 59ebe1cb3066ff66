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
  });

  test("leaves the back-office's refusals alone: they are translated by code (problem-text.server.ts)", () => {
    expect(translateMessage('Your card was declined.', 'ar')).toBe('Your card was declined.');
    expect(translateMessage('زيت زيتون is out of stock.', 'ar')).toBe('زيت زيتون is out of stock.');
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
