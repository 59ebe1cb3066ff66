import { useLocation } from 'react-router';

import { NewsletterLinkPage } from '../features/engagement/newsletter/newsletter-link-page';
import { serverEnv } from '../lib/env.server';
import { requireLanguage } from '../lib/language';
import { followNewsletterLink, tokenInLink } from '../features/engagement/newsletter/newsletter-link.server';
import { newsletterMetaFor } from '../features/engagement/newsletter/newsletter-link-meta';
import { newsletterLinkKindOf } from '../features/engagement/newsletter/newsletter-link-texts';
import type { Route } from './+types/newsletter-link';

// One module serves both links of a newsletter mail (routes.ts: newsletter/confirm and
// newsletter/unsubscribe); the URL's last segment says which.

/** Reads the link's token and nothing else: opening the page (a mail scanner does too) changes nothing. */
export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, token: tokenInLink(request) };
}

/** The button: confirms the address, or unsubscribes it (also a mail program's one-click POST to the link). */
export async function action({ request, params }: Route.ActionArgs) {
  const kind = newsletterLinkKindOf(new URL(request.url).pathname);
  return followNewsletterLink(request, requireLanguage(params.lang), kind);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData ? newsletterMetaFor(newsletterLinkKindOf(location.pathname), loaderData, matches) : [];

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const kind = newsletterLinkKindOf(useLocation().pathname);
  return <NewsletterLinkPage kind={kind} token={loaderData.token} answer={actionData} />;
}
