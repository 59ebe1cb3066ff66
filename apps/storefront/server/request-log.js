// One log line per request once its answer is done (or the shopper left): method, path, status,
// duration and request id. The probes and the build's assets are left out: they come too often to
// tell anything.
import { requestIdOf } from './request-id.js';

const UNLOGGED = /^\/(?:healthz|readyz|assets)(?:\/|$)/;

/**
 * @param {import('pino').Logger} log
 * @returns {import('express').RequestHandler}
 */
export function requestLog(log) {
  return (req, res, next) => {
    // The path only: a query may hold a token (newsletter links, password resets).
    const path = req.path;
    if (UNLOGGED.test(path) || !log.isLevelEnabled('info')) return next();
    const started = performance.now();
    res.once('close', () => {
      log.info(
        {
          reqId: requestIdOf(req),
          method: req.method,
          path,
          status: res.statusCode,
          durationMs: Math.round(performance.now() - started),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request done',
      );
    });
    next();
  };
}
