import { Messages, fieldNotNumber } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { translateMessage } from './messages';

describe('translateMessage', () => {
  test('leaves English pages’ messages as the spec words them', () => {
    expect(translateMessage(Messages.profileUpdated, 'en')).toBe('Profile Updated Successfully!');
    expect(translateMessage(fieldNotNumber('Postal Code'), 'en')).toBe('Postal Code should be a number');
  });

  test('translates the number check and the common-password refusal for Arabic pages', () => {
    expect(translateMessage(fieldNotNumber('الرمز البريدي'), 'ar')).toBe('يجب أن يكون الرمز البريدي رقماً');
    expect(translateMessage(Messages.commonPassword, 'ar')).toBe(
      'كلمة المرور هذه شائعة جداً. يرجى اختيار كلمة مرور أخرى.',
    );
  });

  test('passes a server’s own words through', () => {
    expect(translateMessage('CityId: The city 9 is not in the chosen state', 'ar')).toBe(
      'CityId: The city 9 is not in the chosen state',
    );
  });
});
