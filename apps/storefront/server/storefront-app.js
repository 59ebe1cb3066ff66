// The storefront's Express app, in the order a request meets it: the request id and log line, security
// headers, the health probes, the request guards (body limit, same origin, JSON only), compression,
// static files, the /media proxy, the shopper's address, the page cache, and React Router's server
// rendering for everything else.
// server.js builds it from the environment and listens; tests build it around a stand-in renderer.
import compression from 'compression';
import express from 'express';

import { bodyLimit } from './body-limit.js';
import { healthRoutes } from './health-routes.js';
import { jsonRoutesTakeJsonOnly } from './json-routes.js';
import { silentLogger } from './logger.js';
import { mediaProxy } from './media-proxy.js';
import { storefrontMetrics } from './metrics.js';
import { pageCache } from './page-cache.js';
import { publicFiles } from './public-files.js';
import { CLIENT_ADDRESS_HEADER } from './request-context.js';
import { requestId } from './request-id.js';
import { requestLog } from './request-log.js';
import { sameOriginOnly } from './same-origin.js';
import { securityHeadersMiddleware } from './security-headers.js';
import { singleDrainListener } from './single-drain-listener.js';

/**
 * @typedef {object} StorefrontOptions
 * @property {import('express').RequestHandler} render React Router's request handler (or a test's stand-in)
 * @property {string} clientDir the build's public files (build/client)
 * @property {string} backofficeUrl where /media comes from (BACKOFFICE_URL, server/config.js)
 * @property {string} publicOrigin the shop's public origin (STOREFRONT_URL, server/config.js)
 * @property {false | number | string[]} trustProxy whose X-Forwarded-For to believe (server/trust-proxy.js)
 * @property {boolean} cachePages keep rendered catalogue pages, one per page variant (PAGE_CACHE)
 * @property {() => boolean} [isStopping] whether the process is shutting down (server.js's SIGTERM)
 * @property {ReturnType<typeof storefrontMetrics>} [metrics] request timing, page cache hits and GET /metrics
 * @property {import('pino').Logger} [log] a line per request and the /media proxy's failures (server/logger.js)
 */

/** @param {StorefrontOptions} options */
export function createStorefrontApp({
  render,
  clientDir,
  backofficeUrl,
  publicOrigin,
  trustProxy,
  cachePages,
  isStopping = () => false,
  metrics = storefrontMetrics({ token: undefined }),
  log = silentLogger,
}) {
  const app = express();
  app.disable('x-powered-by');
  // The shopper's address, for the back-office's per-address limits: the connection's, or with
  // TRUST_PROXY the right-most X-Forwarded-For address that is not one of the trusted proxies.
  app.set('trust proxy', trustProxy);

  // First, so every answer (pages, assets, media, refusals, 404s and errors) carries them.
  app.use(requestId());
  app.use(requestLog(log));
  app.use(securityHeadersMiddleware());
  app.use(metrics.middleware);
  // Probes come every few seconds from the balancer: nothing below (guards, caches, pages) is for them.
  app.use(healthRoutes({ backofficeUrl, isStopping }));
  // Before anything reads a body or acts on a request.
  app.use(bodyLimit());
  app.use(sameOriginOnly({ publicOrigin }));
  app.use(jsonRoutesTakeJsonOnly());
  app.use(compression());
  app.use(singleDrainListener());

  // Fingerprinted build output: cache forever.
  const assetsDir = `${clientDir}/assets`;
  app.use('/assets', express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }));
  app.use('/assets', (_req, res) => {
    res.sendStatus(404);
  });

  // Other public files (favicon, /vid.mp4, ...): short cache, they keep their names between releases.
  app.use(publicFiles(clientDir, ['assets']));

  // GET routes answer HEAD as well.
  app.get('/media/*path', mediaProxy(backofficeUrl, log));

  // Set here from the connection: a header of the same name sent by the browser is overwritten, never
  // trusted. Loaders given the load context take the address from there (server/request-context.js).
  app.use((req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? '';
    next();
  });

  // Catalogue pages, one per page variant (a session or none, currency, language: page-variant.js),
  // kept as long as their s-maxage says (PAGE_CACHE=off
  // turns it off, e.g. behind a CDN that already keeps them).
  if (cachePages) app.use(pageCache({ observe: metrics.pageCacheLookup }));

  app.all('*path', render);
  return app;
}
