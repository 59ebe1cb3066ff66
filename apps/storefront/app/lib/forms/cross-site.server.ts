/**
 * True when the browser says a form was sent from another site (the Fetch Metadata header
 * `Sec-Fetch-Site`). Account forms refuse those, so no other site can log a shopper into an
 * account of its choosing (login CSRF) or sign up in their name. Requests without the header
 * (older browsers, tests, the shop's own server) are let through; the session cookie's
 * SameSite=Lax already keeps it off other sites' posts.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  return site === 'cross-site' || site === 'same-site';
}
