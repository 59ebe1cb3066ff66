import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request's id comes in with (from the storefront or a balancer) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

// The storefront keeps the same rule (apps/storefront/server/request-id.js): short, and nothing that
// could break a log line or a header.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is sane, so one id follows a request from the
 * storefront into the back-office's logs; a new UUID otherwise.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
