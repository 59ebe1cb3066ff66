import { Language } from '@shop/contract';

/** The shop language a request asks for, from its Accept-Language header; English by default. */
export function languageIdOf(acceptLanguage: string | undefined): number {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === Language.ar.code ? Language.ar.id : Language.en.id;
}
