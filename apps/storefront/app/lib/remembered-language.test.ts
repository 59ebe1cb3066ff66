import { describe, expect, test } from 'vitest';

import { languageFromCookie, rememberedLanguagePath } from './remembered-language';

const url = (path: string) => new URL(path, 'http://shop.test');

describe('languageFromCookie', () => {
  test('reads langCode among other cookies', () => {
    expect(languageFromCookie('currency=EUR; langCode=ar')).toBe('ar');
    expect(languageFromCookie('langCode=en')).toBe('en');
  });

  test('ignores a missing or unknown language', () => {
    expect(languageFromCookie(null)).toBeUndefined();
    expect(languageFromCookie('currency=EUR')).toBeUndefined();
    expect(languageFromCookie('langCode=fr')).toBeUndefined();
    expect(languageFromCookie('xlangCode=ar')).toBeUndefined();
  });
});

describe('rememberedLanguagePath', () => {
  test('sends a page without prefix to the chosen language, keeping path and query', () => {
    expect(rememberedLanguagePath(url('/'), 'langCode=ar')).toBe('/ar/');
    expect(rememberedLanguagePath(url('/all-products/0/all-categories?SearchTerm=oil'), 'langCode=ar')).toBe(
      '/ar/all-products/0/all-categories?SearchTerm=oil',
    );
  });

  test('leaves pages alone that carry a language, or when nothing or the default was chosen', () => {
    expect(rememberedLanguagePath(url('/en/'), 'langCode=ar')).toBeNull();
    expect(rememberedLanguagePath(url('/ar/about'), 'langCode=en')).toBeNull();
    expect(rememberedLanguagePath(url('/about'), null)).toBeNull();
    expect(rememberedLanguagePath(url('/about'), 'langCode=en')).toBeNull();
    expect(rememberedLanguagePath(url('/about'), 'langCode=xx')).toBeNull();
  });
});
