import { SavedWishlist } from '../../engagement';
import { useLabels } from '../../../lib/labels/labels';
import { PageHero } from '../../../ui/page-hero';
import type { ContentPage, ContentPageName } from './content-pages';
import { ContentSections } from './content-sections';
import { type SavedPage, SavedPageView } from './saved-page';

/**
 * A footer page the spec gives no screen (vision, shipping, returns, ...): its built-in sections,
 * or the owner's text from the admin when there is one. The wishlist page lists the saved items first.
 */
export function ContentPageScreen({
  page,
  content,
  saved,
}: {
  page: ContentPageName;
  content: ContentPage;
  saved: SavedPage | null;
}) {
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
