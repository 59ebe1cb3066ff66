import { data } from 'react-router';

import { ContentSections } from '../components/static-page/content-sections';
import { PageHero } from '../components/static-page/page-hero';
import { SavedWishlist } from '../components/static-page/saved-wishlist';
import { contentPage, contentPageFromPathname } from '../lib/content-pages';
import { serverEnv } from '../lib/env.server';
import { useLabels } from '../lib/labels/labels';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/content-page';
import { catalogueHeaders } from '../lib/http/cache-policy';

// One module serves every footer page the spec gives no screen (routes.ts: vision, shipping,
// returns, ...); the URL's last segment says which. The text comes with the data, so the browser
// downloads only the page it shows.
/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const url = new URL(request.url);
  const page = contentPageFromPathname(url.pathname);
  if (!page) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, page, content: contentPage(page, language.code) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return staticPageMeta({
    siteTitle: siteTitleFrom(matches, loaderData.lang),
    title: loaderData.content.title,
    description: loaderData.content.summary,
    origin: loaderData.origin,
    path: `/${loaderData.page}`,
    language: loaderData.lang,
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
  const menu = useLabels('MegaMenu');

  return (
    <main id="main">
      <PageHero title={content.title} homeLabel={menu.lbl_menu_home} lead={content.summary} />
      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-12 sm:px-6">
        {page === 'wishlist' ? <SavedWishlist /> : null}
        <ContentSections sections={content.sections} />
      </div>
    </main>
  );
}
