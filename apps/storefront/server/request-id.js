// One id per request, shared with the back-office: the caller's X-Request-Id (a balancer's) when it
// is sane, a new UUID otherwise. It is answered in X-Request-Id, logged as reqId, and sent to the
// back-office with every call made for the request (app/lib/backoffice.server.ts, the /media proxy).
import { randomUUID } from 'node:crypto';

/** Must match REQUEST_ID_HEADER in app/lib/backoffice.server.ts. */
export const REQUEST_ID_HEADER = 'x-request-id';

// The back-office keeps the same rule (apps/backoffice/src/logging/request-id.ts): short, and nothing
// that could break a log line or a header.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * `given` when it may be passed on as a request id, else undefined.
 * @param {string | string[] | undefined} given
 */
export function saneRequestId(given) {
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : undefined;
}

/**
 * The id `requestId()` gave this request.
 * @param {import('express').Request} req
 */
export function requestIdOf(req) {
  return String(req.headers[REQUEST_ID_HEADER]);
}

/** @returns {import('express').RequestHandler} */
export function requestId() {
  return (req, res, next) => {
    const id = saneRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    // Written back into the request, like the shopper's address: the server rendering reads it there.
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}
