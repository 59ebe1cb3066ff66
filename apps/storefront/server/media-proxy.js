// The /media proxy: pictures and files of the back-office, served from the storefront's own origin.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { requestIdOf } from './request-id.js';

// How long the back-office may take to start answering a /media request.
const MEDIA_TIMEOUT_MS = 15_000;

// Request and response headers the media proxy passes through (caching, ranges, content).
const forwardedRequestHeaders = ['accept', 'if-none-match', 'if-modified-since', 'range', 'if-range'];
const forwardedResponseHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'accept-ranges',
  'content-range',
  'content-disposition',
];

/**
 * Streams /media/* from the back-office at `backofficeUrl` (BACKOFFICE_URL as server/config.js gives it) so
 * images come from the storefront's own origin.
 * @param {string} backofficeUrl
 * @param {import('pino').Logger} log
 * @returns {import('express').RequestHandler}
 */
export function mediaProxy(backofficeUrl, log) {
  const mediaPathPrefix = `${new URL(backofficeUrl).pathname.replace(/\/$/, '')}/media/`;
  return (req, res) => proxyMedia(backofficeUrl, mediaPathPrefix, log, req, res);
}

/**
 * @param {string} backofficeUrl
 * @param {string} mediaPathPrefix
 * @param {import('pino').Logger} log
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 */
async function proxyMedia(backofficeUrl, mediaPathPrefix, log, req, res) {
  const target = new URL(backofficeUrl + req.originalUrl);
  // `..` or `%2e%2e` segments collapse while the URL is parsed; never let them leave /media/.
  if (!target.pathname.startsWith(mediaPathPrefix)) {
    res.sendStatus(404);
    return;
  }

  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(), MEDIA_TIMEOUT_MS);
  let clientGone = false;
  res.on('close', () => {
    clientGone = !res.writableFinished;
    abort.abort();
  });

  try {
    // The back-office logs the picture under the page's request id.
    const headers = new Headers({ 'X-Request-Id': requestIdOf(req) });
    for (const name of forwardedRequestHeaders) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    const upstream = await fetch(target, { method: req.method, headers, signal: abort.signal });
    // The limit is on the back-office answering; a slow shopper may take longer to download.
    clearTimeout(timeout);

    res.status(upstream.status);
    // fetch hands over a decoded body; a compressed upstream's length would not match it.
    const decoded = upstream.headers.has('content-encoding');
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value && !(decoded && name === 'content-length')) res.setHeader(name, value);
    }
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (upstream.body)), res);
  } catch (error) {
    // The shopper left (a page changed before its picture arrived): nothing to answer or report.
    // The 'close' event may come after the pipeline's failure, so the socket is asked as well.
    if (clientGone || res.destroyed || req.socket.destroyed) return;
    if (res.headersSent) {
      // The back-office stopped mid-body: the only honest signal left is a cut connection.
      res.destroy();
      return;
    }
    const timedOut = abort.signal.aborted;
    log.error(
      { reqId: requestIdOf(req), err: error, target: target.pathname },
      `media proxy: ${req.method} ${timedOut ? 'timed out' : 'failed'}`,
    );
    res
      .status(timedOut ? 504 : 502)
      .type('text/plain')
      .send(timedOut ? 'Gateway Timeout' : 'Bad Gateway');
  } finally {
    clearTimeout(timeout);
  }
}
