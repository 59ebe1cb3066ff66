// How the request guards (same-origin, body limit, JSON only) turn a request away: a status and one
// short sentence, as JSON `{ ok: false, message }` for the /api/* routes the shop's scripts call and
// as plain text elsewhere; never a stack trace, never kept by a cache.

/** Methods that change nothing, which the guards let through. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const API_PREFIX = '/api/';

/**
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {number} status
 * @param {string} message
 */
export function refuse(req, res, status, message) {
  // A body not read yet stays unread: closing the connection after the answer stops the client
  // from sending the rest and the server from reading it.
  if (!req.complete) res.set('Connection', 'close');
  res.status(status).set('Cache-Control', 'no-store');
  if (req.path.toLowerCase().startsWith(API_PREFIX)) res.json({ ok: false, message });
  else res.type('text/plain').send(message);
}
