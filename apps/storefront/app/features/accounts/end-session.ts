import { postJson } from '../../lib/post-json';

/** The storefront's logout route (routes.ts). */
const LOGOUT_PATH = '/api/logout';

/**
 * Asks the storefront's server to end the session: the session cookie is HttpOnly, so only the
 * server can end it and forget the cookie. A failure is logged under `context`, never thrown: the
 * browser forgets the shopper anyway.
 */
export async function endSession(context: string): Promise<void> {
  // No body: the session is the cookie's.
  const result = await postJson(LOGOUT_PATH, undefined, () =>
    import('./logout-answer').then((module) => module.LogoutAnswer),
  );
  if (result.ok) return;
  if (result.failure === 'network') console.error(`${context}: logout failed`, result.error);
  else console.error(`${context}: logout answered`, result.status, result.error);
}
