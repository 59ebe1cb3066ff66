// Caps every request body (server/json-routes.js names the caps). React Router's adapter streams
// the Express request into the route's fetch Request, where request.json() or formData() would
// buffer whatever arrives; so the cap is enforced here, before any route sees a byte:
// - a declared Content-Length over the cap is answered 413 at once, the body left unread (Node's
//   parser never reads past a declared length, so a length within the cap needs nothing more);
// - a chunked body (no length) is counted as Node's parser hands it to the request stream; past
//   the cap nothing more reaches the route, the answer is 413 and the connection is closed.
import { bodyLimitFor } from './json-routes.js';
import { refuse } from './refusal.js';

/** @param {number} limit */
const tooLargeMessage = (limit) => `Refused: the request body is larger than this address takes (${limit} bytes).`;

/**
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {number} limit
 */
function refuseOverLimit(req, res, limit) {
  // `refuse` asks for the connection to close after the answer, so the rest is never read.
  if (!res.headersSent) return refuse(req, res, 413, tooLargeMessage(limit));
  // The route answered without waiting for its body: end the connection once that answer is out.
  const close = () => req.socket.destroy();
  if (res.writableFinished) close();
  else res.once('finish', close);
}

/**
 * Counts a chunked body as it arrives. The HTTP parser hands each piece to `req.push` (whoever
 * reads the request, and whenever), so counting there sees every byte; once the cap is passed,
 * neither that piece nor the end of the body is passed on, and the route's read fails when the
 * connection closes instead of finishing with a truncated body.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {number} limit
 */
function countStreamedBody(req, res, limit) {
  let received = 0;
  const push = req.push;
  req.push = function (chunk, encoding) {
    if (chunk != null) received += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (received <= limit) return push.call(this, chunk, encoding);
    req.push = () => false;
    refuseOverLimit(req, res, limit);
    // Tells the parser to stop reading the connection.
    return false;
  };
}

/**
 * @param {(path: string) => number} [limitFor] the cap of a path, in bytes
 * @returns {import('express').RequestHandler}
 */
export function bodyLimit(limitFor = bodyLimitFor) {
  return (req, res, next) => {
    const limit = limitFor(req.path);
    const declared = req.get('content-length');
    if (declared !== undefined) {
      if (Number(declared) > limit) return refuseOverLimit(req, res, limit);
    } else if (req.get('transfer-encoding') !== undefined) {
      countStreamedBody(req, res, limit);
    }
    next();
  };
}
