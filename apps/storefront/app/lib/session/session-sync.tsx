import { useEffect } from 'react';

import { useLayoutData } from '../layout-data';
import { clearStoredUser, useStoredUser } from './stored-user';

/**
 * Keeps the browser's stored user (spec key `user`) in step with the server's session cookie:
 * when the session ended (logout in another tab, expiry, a session the back-office refused and the
 * storefront forgot), the stored user is cleared, so the header stops greeting someone who is no
 * longer signed in. Renders nothing.
 */
export function SessionSync() {
  const user = useStoredUser();
  const signedOut = useLayoutData()?.signedIn === false;
  useEffect(() => {
    if (signedOut && user) clearStoredUser();
  }, [signedOut, user]);
  return null;
}
