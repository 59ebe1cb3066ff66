// Production server for the storefront: static files, the /media proxy to the back-office,
// and React Router's server rendering for everything else. Run after `react-router build`.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

// React and Express pick their fast, quiet code paths from NODE_ENV when first loaded, so it is set
// before they are imported: `npm start` means production.
process.env.NODE_ENV ??= 'production';

const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { securityHeadersMiddleware } = await import('./server/security-headers.js');
const { singleDrainListener } = await import('./server/single-drain-listener.js');
const { pageCache } = await import('./server/page-cache.js');

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
const BACKOFFICE_URL = parseBackofficeUrl(process.env.BACKOFFICE_URL ?? 'http://127.0.0.1:4000');
// How long the back-office may take to start answering a /media request.
const MEDIA_TIMEOUT_MS = 15_000;
const SHUTDOWN_GRACE_MS = 10_000;

const clientDir = fileURLToPath(new URL('./build/client', import.meta.url));
const assetsDir = fileURLToPath(new URL('./build/client/assets', import.meta.url));
const serverBuildPath = new URL('./build/server/index.js', import.meta.url).href;
const MEDIA_PATH_PREFIX = `${new URL(BACKOFFICE_URL).pathname.replace(/\/$/, '')}/media/`;

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

/** @param {string} value */
function parseBackofficeUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`BACKOFFICE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`BACKOFFICE_URL must use http or https, got "${value}"`);
  }
  // Keep a path prefix (a back-office mounted under /shop-admin works too), without a trailing slash.
  return url.href.replace(/\/+$/, '');
}

/**
 * Streams /media/* from the back-office so images come from the storefront's own origin.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 */
async function proxyMedia(req, res) {
  const target = new URL(BACKOFFICE_URL + req.originalUrl);
  // `..` or `%2e%2e` segments collapse while the URL is parsed; never let them leave /media/.
  if (!target.pathname.startsWith(MEDIA_PATH_PREFIX)) {
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
    const headers = new Headers();
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
    console.error(`media proxy: ${req.method} ${target.href} ${timedOut ? 'timed out' : 'failed'}`, error);
    res
      .status(timedOut ? 504 : 502)
      .type('text/plain')
      .send(timedOut ? 'Gateway Timeout' : 'Bad Gateway');
  } finally {
    clearTimeout(timeout);
  }
}

/** Must match CLIENT_ADDRESS_HEADER in app/lib/backoffice.server.ts. */
const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

const app = express();
app.disable('x-powered-by');
// First, so every answer (pages, assets, media, 404s and errors) carries them.
app.use(securityHeadersMiddleware());
app.use(compression());
app.use(singleDrainListener());

// Fingerprinted build output: cache forever.
app.use('/assets', express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }));
app.use('/assets', (_req, res) => {
  res.sendStatus(404);
});

// Other public files (favicon, /vid.mp4, ...): short cache, they keep their names between releases.
app.use(express.static(clientDir, { maxAge: '1h', index: false }));

// GET routes answer HEAD as well.
app.get('/media/*path', proxyMedia);

// The shopper's address, for the back-office's per-address limits. It is set here from the
// connection (a header of the same name sent by the browser is overwritten, never trusted); put
// the shop behind a proxy and set TRUST_PROXY=1 to take the proxy's X-Forwarded-For instead.
app.set('trust proxy', process.env.TRUST_PROXY === '1');
app.use((req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? '';
  next();
});

// Catalogue pages for visitors without cookies, kept as long as their s-maxage says (PAGE_CACHE=off
// turns it off, e.g. behind a CDN that already keeps them).
if (process.env.PAGE_CACHE !== 'off') app.use(pageCache());

app.all(
  '*path',
  createRequestHandler({
    build: await import(serverBuildPath),
    mode: process.env.NODE_ENV,
    // The answer's CSP nonce, for the inline scripts the server rendering writes (entry.server.tsx).
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
  }),
);

const server = app.listen(PORT, HOST, () => {
  console.log(`Storefront listening on http://localhost:${PORT}`);
});

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  console.log(`Storefront received ${signal}, closing`);
  server.close((error) => {
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
  // Streams that never end (a stuck client) must not keep the process alive forever.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
