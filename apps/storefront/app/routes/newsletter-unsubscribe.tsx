import { NewsletterLinkPage } from '../features/engagement/newsletter/newsletter-link-page';
import { serverEnv } from '../lib/env.server';
import { requireLanguage } from '../lib/language';
import { followNewsletterLink, tokenInLink } from '../features/engagement/newsletter/newsletter-link.server';
import { newsletterMetaFor } from '../features/engagement/newsletter/newsletter-link-meta';
import type { Route } from './+types/newsletter-unsubscribe';

const KIND = 'unsubscribe';

/** Reads the link's token and nothing else: opening the page (a mail scanner does too) changes nothing. */
export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, token: tokenInLink(request) };
}

/** The button: unsubscribes the address (also a mail program's one-click POST to the link). */
export async function action({ request, params }: Route.ActionArgs) {
  return followNewsletterLink(request, requireLanguage(params.lang), KIND);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? newsletterMetaFor(KIND, loaderData, matches) : [];

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage kind={KIND} token={loaderData.token} answer={actionData} />;
}
