import { DEFAULT_LANGUAGE, type LanguageCode, StorageKey, isLanguageCode } from '@shop/contract';

import { cookieValue } from '../../server/page-variant.js';

/** The language the shopper chose before (cookie `langCode`), when it is one the shop speaks. */
export function languageFromCookie(cookieHeader: string | null): LanguageCode | undefined {
  const code = cookieValue(cookieHeader, StorageKey.langCode);
  return isLanguageCode(code) ? code : undefined;
}

/**
 * Where a page without a language prefix should go for a shopper who chose another language
 * than the default: the same page under that language. Null when the URL carries a language
 * already or nothing (or the default) was chosen: the page is shown as asked.
 */
export function rememberedLanguagePath(url: URL, cookieHeader: string | null): string | null {
  if (isLanguageCode(url.pathname.split('/')[1])) return null;
  const chosen = languageFromCookie(cookieHeader);
  if (!chosen || chosen === DEFAULT_LANGUAGE) return null;
  return `/${chosen}${url.pathname === '/' ? '/' : url.pathname}${url.search}`;
}
