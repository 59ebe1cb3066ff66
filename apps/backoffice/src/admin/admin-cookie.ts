// The admin session cookie, read and written by hand: one cookie does not justify a plugin.

export const ADMIN_COOKIE = 'shop_admin';

/** The value of the admin cookie in a Cookie header, or undefined. */
export function readAdminCookie(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === ADMIN_COOKIE) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The Set-Cookie value that hands a session to the browser: HttpOnly (no script reads it),
 * SameSite=Strict (no other site's page sends it), Secure in production; `maxAgeSeconds` 0 removes it.
 */
export function adminCookieHeader(token: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  const parts = [
    `${ADMIN_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${options.maxAgeSeconds}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
