// Production server for the storefront: static files, the /media proxy to the back-office,
// and React Router's server rendering for everything else (server/storefront-app.js). Run after
// `react-router build`.
import { fileURLToPath } from 'node:url';

// React and Express pick their fast, quiet code paths from NODE_ENV when first loaded, so it is set
// before they are imported: `npm start` means production.
process.env.NODE_ENV ??= 'production';

const { createRequestHandler } = await import('@react-router/express');
const { configWarnings, loadStorefrontConfig } = await import('./server/config.js');
const { requestContext } = await import('./server/request-context.js');
const { createStorefrontApp } = await import('./server/storefront-app.js');
const { listenForShopChanges } = await import('./server/change-listener.js');
const { storefrontMetrics } = await import('./server/metrics.js');
const { createLogger } = await import('./server/logger.js');

const SHUTDOWN_GRACE_MS = 10_000;

/** The environment, read and checked once, before the React Router build (which takes the same settings). */
function readConfig() {
  try {
    return loadStorefrontConfig();
  } catch (error) {
    // A typo in a setting stops the start with its message, not with a stack trace.
    console.error(`Storefront not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = readConfig();
const log = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
for (const warning of configWarnings(config)) log.warn(warning);
let stopping = false;

const app = createStorefrontApp({
  backofficeUrl: config.BACKOFFICE_URL,
  publicOrigin: config.STOREFRONT_URL,
  trustProxy: config.TRUST_PROXY,
  cachePages: config.PAGE_CACHE,
  metrics: storefrontMetrics({ token: config.METRICS_TOKEN }),
  log,
  clientDir: fileURLToPath(new URL('./build/client', import.meta.url)),
  isStopping: () => stopping,
  render: createRequestHandler({
    build: await import(new URL('./build/server/index.js', import.meta.url).href),
    mode: config.NODE_ENV,
    // The public origin, the request id, the shopper's address and the answer's CSP nonce, for every
    // loader and action (app/lib/http/request-context.server.ts).
    getLoadContext: requestContext(config.STOREFRONT_URL),
  }),
});

// Admin changes drop cached pages and data at once (the back-office tells us over a stream).
const changes = listenForShopChanges({
  backofficeUrl: config.BACKOFFICE_URL,
  log: (message) => log.warn(message),
});

const server = app.listen(config.PORT, config.HOST, () => {
  log.info(`Storefront listening on http://localhost:${config.PORT} (public origin ${config.STOREFRONT_URL})`);
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
