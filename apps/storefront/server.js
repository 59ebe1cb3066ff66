// Production server for the storefront: static files, the /media proxy to the back-office,
// and React Router's server rendering for everything else (server/storefront-app.js). Run after
// `react-router build`.
import { fileURLToPath } from 'node:url';

// React and Express pick their fast, quiet code paths from NODE_ENV when first loaded, so it is set
// before they are imported: `npm start` means production.
process.env.NODE_ENV ??= 'production';

const { createRequestHandler } = await import('@react-router/express');
const { parseBackofficeUrl } = await import('./server/media-proxy.js');
const { publicOrigin } = await import('./server/public-origin.js');
const { createStorefrontApp } = await import('./server/storefront-app.js');
const { parseTrustProxy } = await import('./server/trust-proxy.js');
const { listenForShopChanges } = await import('./server/change-listener.js');
const { parseMetricsToken, storefrontMetrics } = await import('./server/metrics.js');
const { createLogger, parseLogSettings } = await import('./server/logger.js');

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
const SHUTDOWN_GRACE_MS = 10_000;

function readSettings() {
  try {
    return {
      backofficeUrl: parseBackofficeUrl(process.env.BACKOFFICE_URL ?? 'http://127.0.0.1:4000'),
      publicOrigin: publicOrigin(process.env).origin,
      trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
      cachePages: process.env.PAGE_CACHE !== 'off',
      metrics: storefrontMetrics({ token: parseMetricsToken(process.env.METRICS_TOKEN) }),
      log: createLogger(parseLogSettings(process.env)),
    };
  } catch (error) {
    // A typo in a setting stops the start with its message, not with a stack trace.
    console.error(`Storefront not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const settings = readSettings();
const { log } = settings;
let stopping = false;

const app = createStorefrontApp({
  ...settings,
  clientDir: fileURLToPath(new URL('./build/client', import.meta.url)),
  isStopping: () => stopping,
  render: createRequestHandler({
    build: await import(new URL('./build/server/index.js', import.meta.url).href),
    mode: process.env.NODE_ENV,
    // The answer's CSP nonce, for the inline scripts the server rendering writes (entry.server.tsx).
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
  }),
});

// Admin changes drop cached pages and data at once (the back-office tells us over a stream).
const changes = listenForShopChanges({
  backofficeUrl: settings.backofficeUrl,
  log: (message) => log.warn(message),
});

const server = app.listen(PORT, HOST, () => {
  log.info(`Storefront listening on http://localhost:${PORT} (public origin ${settings.publicOrigin})`);
});

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  log.info({ signal }, 'Storefront closing');
  stopping = true;
  changes.stop();
  server.close((error) => {
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
  // Streams that never end (a stuck client) must not keep the process alive forever.
  setTimeout(() => {
    log.error(`Storefront still closing after ${SHUTDOWN_GRACE_MS / 1000} s; cutting the connections left`);
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
