// What React Router's loaders and actions get as `context` for one request (getLoadContext in
// server.js): the facts about the request that only the Express side knows. Its type is React
// Router's AppLoadContext, which app/lib/http/request-context.server.ts extends.
import { requestIdOf } from './request-id.js';

/**
 * The header storefront-app.js writes the shopper's address into, for loaders given no context yet
 * (app/lib/http/request-context.server.ts reads it then); set from the connection, never taken from the browser.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/**
 * React Router's getLoadContext for a shop reached at `publicOrigin`.
 * @param {string} publicOrigin the shop's public origin (STOREFRONT_URL)
 * @returns {(req: import('express').Request, res: import('express').Response) => import('react-router').AppLoadContext}
 */
export function requestContext(publicOrigin) {
  return (req, res) => ({
    publicOrigin,
    // Given by requestId() (server/request-id.js), first in line.
    requestId: requestIdOf(req),
    // Express's, under TRUST_PROXY (server/trust-proxy.js): the connection's or a trusted proxy's word.
    clientAddress: req.ip ?? '',
    // The answer's CSP nonce (server/security-headers.js), for the inline scripts the server rendering writes.
    cspNonce: String(res.locals.cspNonce ?? ''),
  });
}
