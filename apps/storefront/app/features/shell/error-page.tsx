import { Suspense } from 'react';
import { Link } from 'react-router';

import { localizedPath, useLanguage } from '../../lib/language';
import { uiText } from '../../lib/ui-text';
import { LazySearchForm } from '../catalog';

/**
 * What the root error boundary shows: for an unknown page a 404 in the page's language with a
 * search and a way home; for anything else the spec's generic message.
 */
export function ErrorPage({ notFound, siteTitle }: { notFound: boolean; siteTitle: string }) {
  const language = useLanguage();
  // The label catalogue has no texts for these two pages yet; they come from ui-text until it does.
  const text = uiText[language.code];
  const title = notFound ? text.notFoundTitle : text.errorTitle;

  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <title>{siteTitle ? `${title} | ${siteTitle}` : title}</title>
      {notFound ? (
        <p className="text-6xl font-bold text-olive-500" aria-hidden="true">
          404
        </p>
      ) : null}
      <h1 className="text-2xl font-bold text-olive-900 sm:text-3xl">{title}</h1>
      <p className="text-olive-700">{notFound ? text.notFoundBody : text.errorBody}</p>
      {notFound ? (
        <div className="w-full max-w-md text-start">
          {/* Only a 404 shows the search: its code loads with that page, not with every page. */}
          <Suspense fallback={null}>
            <LazySearchForm />
          </Suspense>
        </div>
      ) : null}
      <Link
        to={localizedPath(language, '/')}
        className="mt-4 rounded-md bg-olive-700 px-5 py-2 font-semibold text-sand-50 hover:bg-olive-800"
      >
        {text.backHome}
      </Link>
    </main>
  );
}
