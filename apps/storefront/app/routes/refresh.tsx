import { Messages } from '@shop/contract';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';

import { emptyCart } from '../features/cart/cart-store';
import { clearWishlist } from '../features/engagement/wishlist/wishlist-store';
import { useLabels } from '../lib/labels/labels';
import { languageFromPathname, localizedPath, useLanguage } from '../lib/language';
import { translateMessage } from '../lib/messages';
import { clearStoredUser } from '../lib/session/stored-user';
import { clearShopStorage } from '../lib/storage/clear-shop-data';
import { uiText } from '../lib/ui-text';
import type { Route } from './+types/refresh';

// The spec says "after a short delay" without a number: long enough to read the message.
const RELOAD_DELAY_MS = 1000;

/** The storefront's logout route (routes.ts), the one the user menu's Log out posts to. */
const LOGOUT_ACTION = '/api/logout';

// Most of the data lives in the browser, so the work happens there, before the page shows.
export async function clientLoader() {
  // Empties the lists and the user through their stores first, so the header drops them at once.
  emptyCart();
  clearWishlist();
  clearStoredUser();
  clearShopStorage(window.localStorage, window.sessionStorage);
  // The session cookie is HttpOnly: only the server can end the session and forget the cookie. A
  // failure is logged, not shown: the browser's data is gone anyway, and the page still reloads.
  try {
    const response = await fetch(LOGOUT_ACTION, { method: 'POST' });
    if (!response.ok) console.error('refresh: logout answered', response.status);
  } catch (error) {
    console.error('refresh: logout failed', error);
  }
  return { cleared: true };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageFromPathname(location.pathname);
  return [
    { title: `${uiText[language.code].siteName} - ${translateMessage(Messages.dataRefreshed, language.code)}` },
    { name: 'robots', content: 'noindex' },
  ];
};

function RefreshFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      {children}
    </main>
  );
}

/** Shown by the server and while the browser clears the data. */
export function HydrateFallback() {
  const labels = useLabels('TopHeader');
  return (
    <RefreshFrame>
      <p className="text-olive-700">{labels.lbl_header_loading}</p>
    </RefreshFrame>
  );
}

export default function Refresh() {
  const language = useLanguage();
  // /refresh reloads at '/' as the spec says; /{lang}/refresh at that language's home.
  const home = useParams().lang ? localizedPath(language, '/') : '/';

  useEffect(() => {
    // A full load, so every part of the page starts again from the cleared storage.
    const timer = window.setTimeout(() => window.location.replace(home), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [home]);

  return (
    <RefreshFrame>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="text-olive-600"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M7.5 12.5l3 3 6-6.5" />
      </svg>
      <div role="status">
        <h1 className="text-2xl font-bold text-olive-900">{translateMessage(Messages.dataRefreshed, language.code)}</h1>
      </div>
    </RefreshFrame>
  );
}
