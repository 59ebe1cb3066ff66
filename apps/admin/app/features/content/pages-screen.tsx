// The about, FAQ and terms pages: whether the storefront shows its built-in page or the one written
// here, and when it was last saved; below them, the shop's logo.
import { Link } from 'react-router';
import type { AdminContentPage, ContentPageSlug } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { LogoSection } from './logo-section';
import { contentMessages, type ContentMessageKey } from './messages';
import type { PickerComponent } from './picker-types';

export const pageNameKey = (slug: ContentPageSlug): ContentMessageKey => `page_${slug}`;

export function PagesScreen({
  pages,
  logoUrl,
  Picker,
}: {
  pages: AdminContentPage[];
  logoUrl: string;
  Picker: PickerComponent;
}) {
  const { locale } = useI18n();
  const m = useMessages(contentMessages);
  return (
    <>
      <PageHeader title={m('pagesTitle')} intro={m('pagesIntro')} />
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{m('pagesTitle')}</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {m('pageColumn')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {m('stateColumn')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {m('updatedColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => {
              const name = m(pageNameKey(page.slug));
              return (
                <tr key={page.slug} className="border-t border-stone-200">
                  <td className="px-3 py-2">
                    <Link
                      to={`/pages/${page.slug}`}
                      aria-label={m('editPage', { name })}
                      className="font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
                    >
                      {name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${page.updatedAt ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'}`}
                    >
                      {page.updatedAt ? m('edited') : m('builtIn')}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {page.updatedAt ? (
                      <time dateTime={page.updatedAt}>
                        {new Date(page.updatedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    ) : (
                      <span className="text-stone-600">{m('neverSaved')}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LogoSection url={logoUrl} Picker={Picker} />
    </>
  );
}
