/**
 * True when the browser says a form was sent from another site (the Fetch Metadata header
 * `Sec-Fetch-Site`). The production server refuses every state-changing request from another
 * origin before any route runs (server/same-origin.js); this check stays in the actions as a second
 * line, and for `react-router dev`, which runs without that server. No other site can log a shopper
 * into an account of its choosing (login CSRF), sign up or change a profile in their name, or file
 * requests and messages from their browser. Requests without the header (older browsers, tests,
 * the shop's own server) are let through; the session cookie's SameSite=Lax already keeps it off
 * other sites' posts, so a signed-in form sent from elsewhere arrives without a session.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  return site === 'cross-site' || site === 'same-site';
}
