import { DEFAULT_LANGUAGE, Language, type LanguageCode, isLanguageCode } from '@shop/contract';
import { data, useLocation } from 'react-router';

export type ShopLanguage = (typeof Language)[LanguageCode];

/** The language a URL is in: its first segment when that is a language code, else the default. */
export function languageFromPathname(pathname: string): ShopLanguage {
  const firstSegment = pathname.split('/')[1];
  return Language[isLanguageCode(firstSegment) ? firstSegment : DEFAULT_LANGUAGE];
}

/**
 * The language of the optional `:lang?` segment. Any other first segment is not a page of the
 * shop, so it answers 404 instead of showing English under a made-up prefix.
 */
export function requireLanguage(langParam: string | undefined): ShopLanguage {
  if (langParam === undefined) return Language[DEFAULT_LANGUAGE];
  if (isLanguageCode(langParam)) return Language[langParam];
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

/** The shop's own links always carry the current language code as first segment (spec section 2). */
export function localizedPath(language: ShopLanguage, path: string): string {
  return `/${language.code}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The language of the page being shown, on the server and in the browser alike. */
export function useLanguage(): ShopLanguage {
  return languageFromPathname(useLocation().pathname);
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:|^\/\//i;

/**
 * Where a link coming from the back-office (a banner button, say) should point: external URLs stay
 * as they are, the shop's own paths get the current language prefix unless they carry one already.
 */
export function localizedHref(language: ShopLanguage, href: string): string {
  const trimmed = href.trim();
  if (ABSOLUTE_URL.test(trimmed)) return trimmed;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return isLanguageCode(path.split(/[/?#]/)[1]) ? path : localizedPath(language, path);
}
/** The language search engines get when none of the page's languages matches the visitor's. */
export const X_DEFAULT_LANGUAGE: LanguageCode = 'en';
