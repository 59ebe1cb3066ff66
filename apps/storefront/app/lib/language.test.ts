import { Language } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { languageFromPathname, localizedHref, localizedPath, requireLanguage } from './language';

describe('languageFromPathname', () => {
  test('reads the language from the first segment', () => {
    expect(languageFromPathname('/ar/')).toBe(Language.ar);
    expect(languageFromPathname('/ar')).toBe(Language.ar);
    expect(languageFromPathname('/en/all-products/0/all-categories')).toBe(Language.en);
  });

  test('falls back to English without a language segment', () => {
    expect(languageFromPathname('/')).toBe(Language.en);
    expect(languageFromPathname('/cart')).toBe(Language.en);
    expect(languageFromPathname('/arabic/')).toBe(Language.en);
  });
});

describe('requireLanguage', () => {
  test('accepts no prefix and the two language codes', () => {
    expect(requireLanguage(undefined)).toBe(Language.en);
    expect(requireLanguage('en')).toBe(Language.en);
    expect(requireLanguage('ar')).toBe(Language.ar);
  });

  test('answers 404 for any other first segment', () => {
    expect.assertions(1);
    try {
      requireLanguage('xx');
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe('localizedPath and localizedHref', () => {
  test('prefix the shop own paths with the language code', () => {
    expect(localizedPath(Language.ar, '/')).toBe('/ar/');
    expect(localizedPath(Language.en, 'cart')).toBe('/en/cart');
    expect(localizedHref(Language.ar, '/all-products/0/all-categories')).toBe('/ar/all-products/0/all-categories');
    expect(localizedHref(Language.ar, 'campaign/3/olive-harvest')).toBe('/ar/campaign/3/olive-harvest');
  });

  test('keep a path that already names a language, and external URLs', () => {
    expect(localizedHref(Language.ar, '/en/cart')).toBe('/en/cart');
    expect(localizedHref(Language.en, 'https://example.org/a')).toBe('https://example.org/a');
    expect(localizedHref(Language.en, 'mailto:shop@example.org')).toBe('mailto:shop@example.org');
  });
});
