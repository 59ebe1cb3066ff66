import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';

import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { SiteHeader } from './components/site-header';
import { localizedPath, useLanguage } from './lib/language';
import { uiText } from './lib/ui-text';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Renders the document for pages and error pages alike; lang and dir come from the URL, so the
// server's first byte of HTML is already right-to-left for Arabic.
export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <html lang={language.code} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <DirectionProvider dir={language.dir}>{children}</DirectionProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const language = useLanguage();
  return (
    <>
      <SiteHeader language={language} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const text = uiText[language.code];
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  // Anything else is shown as the spec's generic message; React Router (server) and React
  // (browser) have logged it already.
  const title = notFound ? text.notFoundTitle : text.errorTitle;
  return (
    <>
      <title>{`${title} | ${text.siteName}`}</title>
      <SiteHeader language={language} />
      <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
        {notFound ? (
          <p className="text-6xl font-bold text-olive-300" aria-hidden="true">
            404
          </p>
        ) : null}
        <h1 className="text-2xl font-bold text-olive-900 sm:text-3xl">{title}</h1>
        <p className="text-olive-700">{notFound ? text.notFoundBody : text.errorBody}</p>
        <Link
          to={localizedPath(language, '/')}
          className="mt-4 rounded-md bg-olive-700 px-5 py-2 font-semibold text-sand-50 hover:bg-olive-800"
        >
          {text.backHome}
        </Link>
      </main>
    </>
  );
}
