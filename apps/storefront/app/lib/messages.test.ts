import { Messages } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { CardMessages } from './checkout/payment-messages';
import { translateMessage } from './messages';

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

  test('English pages show every message as it is', () => {
    expect(translateMessage('Your card was declined.', 'en')).toBe('Your card was declined.');
  });
});
