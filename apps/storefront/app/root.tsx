import { DirectionProvider } from '@radix-ui/react-direction';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, redirect } from 'react-router';

import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import arabicFont from './fonts/noto-sans-arabic-arabic.woff2?url';
import latinFont from './fonts/inter-latin.woff2?url';
import { ErrorPage } from './features/shell/error-page';
import { FloatingChatButton } from './features/shell/floating-chat-button';
import { GoToTop } from './features/shell/go-to-top';
import { LoadingOverlay } from './ui/loading-overlay';
import { MegaMenu } from './features/shell/mega-menu';
import { SiteFooter } from './features/shell/site-footer';
import { SiteHeader } from './features/shell/site-header';
import { SkipLink } from './ui/skip-link';
import { ToastArea } from './ui/toast-area';
import { loadLabels } from './lib/labels/labels.server';
import { loadLayoutData } from './lib/layout-data.server';
import { languageFromPathname, useLanguage } from './lib/language';
import { rememberedLanguagePath } from './lib/remembered-language';
import { SessionSync } from './lib/session/session-sync';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Labels of other screens the header uses on every page: the cart drawer's quantity buttons (Cart)
// and the prices of the search's suggestions (ProductsGridTypeOne).
const HEADER_ENTITIES = ['Cart', 'ProductsGridTypeOne'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A page without a language prefix opens in the language the shopper chose before (spec section 4).
  const remembered = rememberedLanguagePath(url, request.headers.get('Cookie'));
  if (remembered) throw redirect(remembered, { headers: { Vary: 'Cookie' } });

  const language = languageFromPathname(url.pathname);
  // The context (server.js's getLoadContext) names the shopper and the request to the back-office.
  const [layout, headerLabels] = await Promise.all([
    loadLayoutData(request, language, context),
    loadLabels(request, language, HEADER_ENTITIES, context),
  ]);
  return { ...layout, labels: { ...layout.labels, ...headerLabels } };
}

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
        {/* The face of the page's own script (app.css), fetched with the page rather than after its CSS. */}
        <link
          rel="preload"
          as="font"
          type="font/woff2"
          href={language.code === 'ar' ? arabicFont : latinFont}
          crossOrigin="anonymous"
        />
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

/**
 * Marks the document once React has taken it over: before that, a click on a button does nothing
 * (the end-to-end tests wait for the mark instead of clicking until something happens). It comes
 * last in the last boundary, so the whole page is hydrated when it is set.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * What every page has around its own content (spec section 2, "Layout on every page"). The menu,
 * the page and what follows it are Suspense boundaries: React hydrates a boundary in slices of a
 * few milliseconds, letting the browser answer the shopper in between, where the rest is one task.
 */
function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {/* First in the Tab order: past the header and the menu to the page's <main id="main">. */}
      <SkipLink />
      <SiteHeader />
      <Suspense>
        <MegaMenu />
      </Suspense>
      <Suspense>{children}</Suspense>
      <Suspense>
        <SiteFooter />
        <FloatingChatButton />
        <GoToTop />
        <ToastArea />
        <LoadingOverlay />
        <SessionSync />
        <HydratedMark />
      </Suspense>
    </>
  );
}

export default function App() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}

// Anything but a 404 is shown as the spec's generic message; React Router (server) and React
// (browser) have logged it already. The HTTP status stays the one thrown (404 for unknown pages).
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageFrame>
      <ErrorPage notFound={notFound} siteTitle={loaderData?.siteTitle ?? ''} />
    </PageFrame>
  );
}
