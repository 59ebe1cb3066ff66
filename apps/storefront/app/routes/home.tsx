import { loadHomePage } from '../features/content/home/home-page.server';
import { HomeScreen } from '../features/content/home/home-screen';
import { rootLabels, siteTitleOf } from '../features/content/home/page-meta';
import { catalogueHeaders } from '../lib/http/cache-policy';
import { labelsFor } from '../lib/labels/labels';
import { requireLanguage } from '../lib/language';
import type { Route } from './+types/home';

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadHomePage(request, requireLanguage(params.lang));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteTitle = siteTitleOf(matches);
  const title = siteTitle || labelsFor('Home', loaderData?.labels).lbl_home_title;
  // The footer's few words about the shop are the best description of the whole shop.
  const description = rootLabels(matches, 'Footer').lbl_footer_about_text;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
};

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  return <HomeScreen data={loaderData} siteTitle={siteTitleOf(matches)} />;
}
