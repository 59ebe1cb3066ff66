import { redirect } from 'react-router';

import { SESSION_COOKIE, cookieValue, parseSessionValue } from '../../../server/page-variant.js';
import { type ShopLanguage, localizedPath } from '../language';

/**
 * The shopper's back-office session, kept by the storefront server in an httpOnly cookie (never
 * readable by scripts) and sent on to the back-office as the `Token` and `UserID` headers.
 */
export interface ShopSession {
  token: string;
  userId: number;
}

export { SESSION_COOKIE };

// The back-office ends a session 30 days after login at the latest; the cookie need not outlive it.
const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The session the request's cookie carries, or null for a visitor (or a cookie that is not ours).
 * Read as the page cache reads it (server/page-variant.js), so both agree on who has a session.
 */
export function sessionFromRequest(request: Request): ShopSession | null {
  return parseSessionValue(cookieValue(request.headers.get('Cookie'), SESSION_COOKIE));
}

/** Secure cookies whenever the shopper reached us over HTTPS (directly or through a proxy that says so). */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('X-Forwarded-Proto') === 'https';
}

function cookieAttributes(request: Request, maxAgeSeconds: number): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (isHttps(request)) attributes.push('Secure');
  return attributes.join('; ');
}

/** The Set-Cookie value that keeps `session` for the next requests. */
export function sessionCookie(request: Request, session: ShopSession): string {
  return `${SESSION_COOKIE}=${session.userId}.${session.token}; ${cookieAttributes(request, SESSION_COOKIE_MAX_AGE_S)}`;
}

/** The Set-Cookie value that forgets the session (logout, or a session the back-office refused). */
export function clearedSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(request, 0)}`;
}

/** The back-office answers 401 to a missing, ended, expired or mismatched session. */
export const SESSION_REJECTED_STATUS = 401;

/**
 * Sends a visitor (or a shopper whose session the back-office no longer accepts) to the login page
 * of the page's language, forgetting the cookie; the browser then forgets the stored user too
 * (the root loader's `signedIn` is false).
 */
export function redirectToLogin(request: Request, language: ShopLanguage): never {
  throw redirect(localizedPath(language, '/login'), { headers: { 'Set-Cookie': clearedSessionCookie(request) } });
}

/** The session of a page that needs one; visitors go to the login page. */
export function requireSession(request: Request, language: ShopLanguage): ShopSession {
  return sessionFromRequest(request) ?? redirectToLogin(request, language);
}
