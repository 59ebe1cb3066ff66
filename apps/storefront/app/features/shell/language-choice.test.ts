import { describe, expect, test } from 'vitest';

import { languageCookie } from './language-choice';

describe('languageCookie', () => {
  test('stores the code under langCode for the whole site, for a year, same-site', () => {
    expect(languageCookie('ar')).toBe('langCode=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en')).toMatch(/^langCode=en; /);
  });
});
