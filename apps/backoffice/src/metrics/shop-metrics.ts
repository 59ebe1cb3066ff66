// What Prometheus scrapes from each back-office instance at GET /metrics: requests per route and how
// long they took, the database pool, the catalogue cache's hits, the job queue's depth, orders placed
// and payments by outcome, plus Node's own (memory, event-loop lag, garbage collection). Each app has its own
// registry, so several apps in one process (the tests) never share counts.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isAdminAuthorization } from '../admin/admin-token';
import type { Database } from '../db/database';
import { countQueuedJobs } from '../jobs/job-status';

export const METRICS_PATH = '/metrics';

/** Seconds: from a cached answer (a few ms) to a slow search or a card payment (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type CacheLookup = 'hit' | 'miss';
/** How an order's payment went: taken (card, wallet), none needed (cash on delivery), declined, or refused before paying. */
export type PaymentOutcome = 'paid' | 'on-delivery' | 'declined' | 'refused';

export interface ShopMetrics {
  readonly registry: Registry;
  cacheLookup(outcome: CacheLookup): void;
  orderPlaced(paymentMethod: string): void;
  payment(paymentMethod: string, outcome: PaymentOutcome): void;
}

export function createShopMetrics(): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'backoffice_' });
  const cacheLookups = new Counter({
    name: 'shop_catalog_cache_lookups_total',
    help: 'Catalogue answers looked up in the cache, by outcome (hit or miss); the hit ratio is hit / all.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const orders = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed, by payment method.',
    labelNames: ['payment_method'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'shop_order_payments_total',
    help: "Orders' payments, by method and outcome (paid, on-delivery, declined, refused).",
    labelNames: ['payment_method', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    cacheLookup: (outcome) => cacheLookups.inc({ outcome }),
    orderPlaced: (paymentMethod) => orders.inc({ payment_method: paymentMethod }),
    payment: (paymentMethod, outcome) => payments.inc({ payment_method: paymentMethod, outcome }),
  };
}

/** node-postgres's pool, when `db` runs over one (PGlite has none). */
function poolOf(db: Database): { totalCount: number; idleCount: number; waitingCount: number } | undefined {
  const client = (db as { $client?: Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', unknown>> }).$client;
  return typeof client?.totalCount === 'number' ? (client as ReturnType<typeof poolOf>) : undefined;
}

/**
 * Request counts and latency for every route, the database pool's use, and GET /metrics itself,
 * which answers only `Authorization: Bearer <METRICS_TOKEN>` (and is off, 404, without the token).
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, db, token }: { metrics: ShopMetrics; db: Database; token: string | undefined },
): void {
  const { registry } = metrics;
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route (its pattern, or "unmatched") and status code, and how long they took.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'shop_jobs_queued',
    help: 'Background jobs in the queue (mail, payment reconciliation, purge), by queue and state (created, retry, active).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await countQueuedJobs(db)) this.set({ queue: row.queue, state: row.state }, row.jobs);
    },
  });
  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'shop_database_pool_connections',
      help: 'Connections of the database pool: open in all, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        // The pattern (`/media/*`), never the path a client typed: the label's values stay few.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    METRICS_PATH,
    {
      schema: {
        summary: 'Prometheus metrics of this instance',
        description:
          'Text exposition format. Needs `Authorization: Bearer <METRICS_TOKEN>`; 404 when METRICS_TOKEN is not set.',
        tags: ['internal'],
      },
    },
    async (request, reply) => {
      if (!token) {
        return reply
          .code(404)
          .send({ statusCode: 404, errorMessage: 'Metrics are off: set METRICS_TOKEN to turn them on.' });
      }
      if (!isAdminAuthorization(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ statusCode: 401, errorMessage: 'Authorization: a Bearer token equal to METRICS_TOKEN is needed.' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
