import { faqPageJsonLd } from '../features/content/pages/faq-questions';
import { FaqScreen } from '../features/content/pages/faq-screen';
import { loadSavedPage } from '../features/content/pages/saved-page.server';
import { serverEnv } from '../lib/env.server';
import { catalogueHeaders } from '../lib/http/cache-policy';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/faq';

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const [labels, saved] = await Promise.all([
    loadLabels(request, language, ['FAQ']),
    loadSavedPage(request, language, 'faq'),
  ]);
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, labels, saved };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('FAQ', loaderData.labels);
  const { saved } = loaderData;
  const page = staticPageMeta({
    siteTitle: siteTitleFrom(matches, loaderData.lang),
    title: saved?.title ?? labels.lbl_faq_title,
    description: saved?.description ?? labels.lbl_faq_intro,
    origin: loaderData.origin,
    path: '/faq',
    language: loaderData.lang,
  });
  // The owner's text is free-form HTML, not question-and-answer pairs: no FAQPage data for it.
  return saved ? page : [...page, faqPageJsonLd(labels, loaderData.lang)];
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqScreen saved={loaderData.saved} />;
}
