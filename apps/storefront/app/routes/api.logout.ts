import { logOut } from '../features/accounts/log-out.server';
import type { Route } from './+types/api.logout';

/** POST /api/logout: ends the session and forgets its cookie (features/accounts/log-out.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return logOut(request);
}
