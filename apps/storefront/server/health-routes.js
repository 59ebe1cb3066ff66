// GET /healthz (the process is alive) and GET /readyz (it can serve pages: the back-office it renders
// from is ready), for load balancers. Answered before the request guards, the page cache and React
// Router, so no language prefix, session or origin applies, and never kept by a cache.
import express from 'express';

import { requestIdOf } from './request-id.js';

// The back-office gives up on its own checks after 2 s; its answer gets a little more for the trip.
const BACKOFFICE_READY_TIMEOUT_MS = 3000;

/** @param {string} backofficeUrl @param {string} requestId the probe's, passed on */
async function backofficeIsReady(backofficeUrl, requestId) {
  try {
    const response = await fetch(`${backofficeUrl}/readyz`, {
      headers: { 'X-Request-Id': requestId },
      signal: AbortSignal.timeout(BACKOFFICE_READY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * @param {{ backofficeUrl: string, isStopping: () => boolean }} options `isStopping` turns true at
 *   SIGTERM: /readyz answers 503 from then on, so balancers send no new requests while those in
 *   flight finish.
 */
export function healthRoutes({ backofficeUrl, isStopping }) {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isStopping()) return res.status(503).json({ status: 'unavailable', failed: ['stopping'] });
    if (!(await backofficeIsReady(backofficeUrl, requestIdOf(req)))) {
      return res.status(503).json({ status: 'unavailable', failed: ['backoffice'] });
    }
    res.json({ status: 'ok' });
  });
  return router;
}
