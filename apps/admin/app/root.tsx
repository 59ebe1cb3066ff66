import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { I18nProvider, useI18n } from './i18n/i18n';
import { ApiError } from './lib/api';
import { errorText } from './lib/error-text';
import { buttonClass } from './ui/button';
import './app.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="data:," />
        <title>Shop admin · إدارة المتجر</title>
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <I18nProvider>
      <Outlet />
    </I18nProvider>
  );
}

export function HydrateFallback() {
  return (
    <p className="p-8 text-sm text-stone-600" role="status">
      Loading… · جارٍ التحميل…
    </p>
  );
}

function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A member who types the address of a screen their role may not use is told so (or, for an owner
  // without two-factor sign-in where the shop requires it, what to do first).
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <main className="mx-auto max-w-lg p-8">
      <h1 className="mb-4 text-xl font-bold">
        {notFound ? t('app.notFound') : forbidden ? errorText(error, t) : t('app.unexpected')}
      </h1>
      <a href="/admin/" className={buttonClass('secondary')}>
        {t('app.backHome')}
      </a>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <I18nProvider>
      <ErrorScreen error={error} />
    </I18nProvider>
  );
}
