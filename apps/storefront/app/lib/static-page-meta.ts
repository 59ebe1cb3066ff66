import { LANGUAGE_CODES, Language, type LanguageCode } from '@shop/contract';
import type { MetaDescriptor } from 'react-router';

import { X_DEFAULT_LANGUAGE, localizedPath } from './language';
import { uiText } from './ui-text';

type MatchLike = { id: string; data?: unknown } | undefined;

/** The shop's title from the root loader's data, or the storefront's own name when it is missing. */
export function siteTitleFrom(matches: readonly MatchLike[], language: LanguageCode): string {
  const rootData = matches.find((match) => match?.id === 'root')?.data;
  const title =
    typeof rootData === 'object' && rootData !== null && 'siteTitle' in rootData ? rootData.siteTitle : undefined;
  return typeof title === 'string' && title.trim() ? title : uiText[language].siteName;
}

/**
 * Title, description, canonical URL and hreflang alternates of a page that exists in every
 * language at `/{lang}{path}`. The title reads like the spec's Contact Us title: site title - page.
 */
export function staticPageMeta({
  siteTitle,
  title,
  description,
  origin,
  path,
  language,
}: {
  siteTitle: string;
  title: string;
  description: string;
  origin: string;
  path: string;
  language: LanguageCode;
}): MetaDescriptor[] {
  const url = (code: LanguageCode) => `${origin}${localizedPath(Language[code], path)}`;
  return [
    { title: `${siteTitle} - ${title}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url(language) },
    { tagName: 'link', rel: 'canonical', href: url(language) },
    ...LANGUAGE_CODES.map((code) => ({ tagName: 'link', rel: 'alternate', hrefLang: code, href: url(code) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(X_DEFAULT_LANGUAGE) },
  ];
}
