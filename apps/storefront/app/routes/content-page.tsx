import { data } from 'react-router';

import { ContentSections } from '../features/content/pages/content-sections';
import { PageHero } from '../ui/page-hero';
import { SavedPageView } from '../features/content/pages/saved-page';
import { loadSavedPage } from '../features/content/pages/saved-page.server';
import { SavedWishlist } from '../features/engagement/wishlist/saved-wishlist';
import { contentPage, contentPageFromPathname } from '../features/content/pages/content-pages';
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

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const url = new URL(request.url);
  const page = contentPageFromPathname(url.pathname);
  if (!page) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  // Of these pages the shop owner writes only the terms in the admin; the others are built in.
  const saved = page === 'terms' ? await loadSavedPage(request, language, page) : null;
  return {
    lang: language.code,
    origin: serverEnv.STOREFRONT_URL,
    page,
    content: contentPage(page, language.code),
    saved,
  };
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
  const { page, content, saved } = loaderData;
  const menu = useLabels('MegaMenu');
  // The owner's text from the admin replaces the built-in one; the breadcrumb keeps the footer's name.
  if (saved) return <SavedPageView page={saved} homeLabel={menu.lbl_menu_home} breadcrumbLabel={content.title} />;

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
