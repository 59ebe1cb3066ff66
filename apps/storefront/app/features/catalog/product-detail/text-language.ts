import type { LanguageCode } from '@shop/contract';

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * The language a shopper's own words (a review) are written in, as far as their letters tell in
 * the shop's two languages: any Arabic letter makes them Arabic, Latin letters alone English;
 * neither (digits, emoji) says nothing. Marked with `lang`, screen readers read an English review
 * on an Arabic page in an English voice, and the other way round (WCAG 3.1.2, language of parts).
 */
export function languageOfText(text: string): LanguageCode | undefined {
  if (ARABIC_LETTER.test(text)) return 'ar';
  if (LATIN_LETTER.test(text)) return 'en';
  return undefined;
}
