import { DEFAULT_LANGUAGE, type LanguageCode, StorageKey, isLanguageCode } from '@shop/contract';

/** The language the shopper chose before (cookie `langCode`), when it is one the shop speaks. */
export function languageFromCookie(cookieHeader: string | null): LanguageCode | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${StorageKey.langCode}=([^;]*)`));
  const code = match?.[1]?.trim();
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
