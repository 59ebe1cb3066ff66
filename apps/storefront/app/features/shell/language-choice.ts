import { type LanguageCode, StorageKey } from '@shop/contract';

// A year: the choice should outlive the visit, like the localStorage copy does.
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Language names as their readers write them, so each reader finds their own. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = { en: 'English', ar: 'العربية' };

/** The cookie that lets the server honour the choice on pages without a language prefix. */
export function languageCookie(code: LanguageCode): string {
  return `${StorageKey.langCode}=${code}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Saves the shopper's language (localStorage `langCode`, spec section 3, and a cookie for the
 * server), then reloads at `/{lang}/` so the server renders the whole page in it (spec section 2).
 */
export function chooseLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(StorageKey.langCode, code);
  } catch (error) {
    console.error('storage: could not save langCode', error);
  }
  document.cookie = languageCookie(code);
  window.location.assign(`/${code}/`);
}
