import { Messages } from '@shop/contract';

import { endSession } from '../features/accounts/end-session';
import { RefreshPending, RefreshScreen } from '../features/accounts/refresh-screen';
import { emptyCart } from '../features/cart/cart-store';
import { clearWishlist } from '../features/engagement/wishlist/wishlist-store';
import { languageFromPathname } from '../lib/language';
import { translateMessage } from '../lib/messages';
import { clearStoredUser } from '../lib/session/stored-user';
import { clearShopStorage } from '../lib/storage/clear-shop-data';
import { uiText } from '../lib/ui-text';
import type { Route } from './+types/refresh';

// Most of the data lives in the browser, so the work happens there, before the page shows.
export async function clientLoader() {
  // Empties the lists and the user through their stores first, so the header drops them at once.
  emptyCart();
  clearWishlist();
  clearStoredUser();
  clearShopStorage(window.localStorage, window.sessionStorage);
  // A failed logout is logged, not shown: the browser's data is gone anyway, and the page still reloads.
  await endSession('refresh');
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

/** Shown by the server and while the browser clears the data. */
export function HydrateFallback() {
  return <RefreshPending />;
}

export default function Refresh() {
  return <RefreshScreen />;
}
