import { DEFAULT_LANGUAGE, Language } from '@shop/contract';

import { backofficeFor } from '../../lib/backoffice.server';
import { clearedSessionCookie, sessionFromRequest } from '../../lib/session/session.server';
import type { LogoutAnswer } from './logout-answer';

/**
 * POST /api/logout (the user menu, /refresh): ends the session at the back-office (logout-user)
 * and forgets the cookie. The shopper is logged out here whatever the back-office answers: a
 * session it no longer knows is as good as ended, and a failure to reach it must not keep the
 * shopper signed in.
 */
export async function logOut(request: Request): Promise<Response> {
  if (sessionFromRequest(request)) {
    const result = await backofficeFor(request, Language[DEFAULT_LANGUAGE]).call('logout-user', {});
    if (!result.ok && result.status !== 401) console.error('logout: logout-user failed', result);
  }
  return Response.json({ ok: true } satisfies LogoutAnswer, {
    headers: { 'Set-Cookie': clearedSessionCookie(request), 'Cache-Control': 'no-store' },
  });
}
