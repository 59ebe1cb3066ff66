// The admin's language: the signed-in member's own (saved on the server), or before sign-in the
// one last chosen in this browser. Arabic turns the whole admin right-to-left.
import { DirectionProvider } from '@radix-ui/react-direction';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StaffLanguage } from '@shop/contract';
import { ar } from './ar';
import { en, type MessageKey } from './en';

const catalogues = { en, ar } satisfies Record<StaffLanguage, Record<MessageKey, string>>;
const STORAGE_KEY = 'admin-language';

/** The admin's own texts in one language; it names that language (e.g. for a server's failure, see errorText). */
export interface Translate {
  (key: MessageKey, values?: Record<string, string | number>): string;
  readonly language: StaffLanguage;
}

/** The translator of the shared catalogue into `language`. */
export function translatorOf(language: StaffLanguage): Translate {
  const messages = catalogues[language];
  const translate = (key: MessageKey, values?: Record<string, string | number>) =>
    values ? messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')) : messages[key];
  return Object.assign(translate, { language });
}

interface I18n {
  language: StaffLanguage;
  dir: 'ltr' | 'rtl';
  t: Translate;
  setLanguage: (language: StaffLanguage) => void;
  /** Numbers and dates in the admin's language (Arabic with Arabic-Indic digits). */
  locale: string;
}

const I18nContext = createContext<I18n | null>(null);

function storedLanguage(): StaffLanguage {
  if (typeof localStorage === 'undefined') return 'en';
  return localStorage.getItem(STORAGE_KEY) === 'ar' ? 'ar' : 'en';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<StaffLanguage>(storedLanguage);
  const dir = language === 'ar' ? 'rtl' : 'ltr';

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);

  const setLanguage = useCallback((next: StaffLanguage) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLanguageState(next);
  }, []);

  const value = useMemo<I18n>(() => {
    const t = translatorOf(language);
    return { language, dir, t, setLanguage, locale: language === 'ar' ? 'ar-EG' : 'en-GB' };
  }, [language, dir, setLanguage]);

  return (
    <I18nContext.Provider value={value}>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

/** A feature's own texts in both languages; Arabic must have every English key. */
export interface FeatureMessages<K extends string> {
  en: Record<K, string>;
  ar: Record<K, string>;
}

export function defineMessages<K extends string>(messages: FeatureMessages<K>): FeatureMessages<K> {
  return messages;
}

/** The translator of a feature's own texts, in the admin's current language. */
export function useMessages<K extends string>(messages: FeatureMessages<K>) {
  const { language } = useI18n();
  return useCallback(
    (key: K, values?: Record<string, string | number>) => {
      const text = messages[language][key];
      return values ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')) : text;
    },
    [messages, language],
  );
}
