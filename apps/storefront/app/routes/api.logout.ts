import { DEFAULT_LANGUAGE, Language } from '@shop/contract';

import { backofficeFor } from '../lib/backoffice.server';
import { clearedSessionCookie, sessionFromRequest } from '../lib/session/session.server';
import type { Route } from './+types/api.logout';

/**
 * POST /api/logout (the user menu): ends the session at the back-office (logout-user) and forgets
 * the cookie. The shopper is logged out here whatever the back-office answers: a session it no
 * longer knows is as good as ended, and a failure to reach it must not keep the shopper signed in.
 */
export async function action({ request }: Route.ActionArgs) {
  if (sessionFromRequest(request)) {
    const result = await backofficeFor(request, Language[DEFAULT_LANGUAGE]).call('logout-user', {});
    if (!result.ok && result.status !== 401) console.error('logout: logout-user failed', result);
  }
  return Response.json(
    { ok: true },
    { headers: { 'Set-Cookie': clearedSessionCookie(request), 'Cache-Control': 'no-store' } },
  );
}
