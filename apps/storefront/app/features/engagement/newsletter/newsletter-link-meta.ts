import type { LanguageCode } from '@shop/contract';
import type { MetaDescriptor } from 'react-router';

import { siteTitleFrom, staticPageMeta } from '../../../lib/static-page-meta';
import { type NewsletterLinkKind, newsletterLinkTexts } from './newsletter-link-texts';

type Matches = Parameters<typeof siteTitleFrom>[0];

/**
 * The meta tags of a newsletter link's page: its title, and never indexed. (The address holds the
 * link's token; the shop's Referrer-Policy already keeps it from other sites. A `no-referrer` policy
 * here would make the browser post the form with `Origin: null`, which the same-origin check refuses.)
 */
export function newsletterMetaFor(
  kind: NewsletterLinkKind,
  loaderData: { lang: LanguageCode; origin: string },
  matches: Matches,
): MetaDescriptor[] {
  const page = newsletterLinkTexts[loaderData.lang].pages[kind];
  return [
    ...staticPageMeta({
      siteTitle: siteTitleFrom(matches, loaderData.lang),
      title: page.title,
      description: page.ask.text,
      origin: loaderData.origin,
      path: `/newsletter/${kind}`,
      language: loaderData.lang,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}
