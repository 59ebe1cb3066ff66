import { AboutScreen } from '../features/content/pages/about-screen';
import { loadSavedPage } from '../features/content/pages/saved-page.server';
import { serverEnv } from '../lib/env.server';
import { catalogueHeaders } from '../lib/http/cache-policy';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/about';

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const [labels, saved] = await Promise.all([
    loadLabels(request, language, ['About']),
    loadSavedPage(request, language, 'about'),
  ]);
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, labels, saved };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('About', loaderData.labels);
  const { saved } = loaderData;
  return staticPageMeta({
    siteTitle: siteTitleFrom(matches, loaderData.lang),
    title: saved?.title ?? labels.lbl_about_title,
    description: saved?.description ?? labels.lbl_about_mission_text,
    origin: loaderData.origin,
    path: '/about',
    language: loaderData.lang,
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutScreen saved={loaderData.saved} />;
}
