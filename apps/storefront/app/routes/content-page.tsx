import { ContentPageScreen } from '../features/content/pages/content-page-screen';
import { loadContentPage } from '../features/content/pages/content-page.server';
import { catalogueHeaders } from '../lib/http/cache-policy';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/content-page';

// One module serves every footer page the spec gives no screen (routes.ts: vision, shipping,
// returns, ...); the URL's last segment says which.
/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadContentPage(request, requireLanguage(params.lang));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { content, saved } = loaderData;
  return staticPageMeta({
    siteTitle: siteTitleFrom(matches, loaderData.lang),
    title: saved?.title ?? content.title,
    description: saved?.description ?? content.summary,
    origin: loaderData.origin,
    path: `/${loaderData.page}`,
    language: loaderData.lang,
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageScreen page={loaderData.page} content={loaderData.content} saved={loaderData.saved} />;
}
