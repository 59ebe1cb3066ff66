// GET /healthz (the process is alive) and GET /readyz (it can serve: database and file storage answer;
// Redis is reported but does not decide it), for load balancers and orchestrators. Probes come every few seconds: their answers are
// logged only when something is wrong, and never cached.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { FileStorage } from '../storage/file-storage';

// A check that takes longer counts as failed: a probe must answer before the balancer gives up on it.
const CHECK_TIMEOUT_MS = 2000;

type Check = () => Promise<unknown>;

export interface ReadinessChecks {
  /** Without these the instance cannot serve: /readyz answers 503 naming the ones that failed. */
  required: Record<string, Check>;
  /**
   * Without these it serves less well: /readyz still answers 200, naming them as `degraded`. Redis is one: the
   * rate limits count in the database while it is away, and an outage of the shared Redis must not take every
   * instance out of the balancer at once.
   */
  optional: Record<string, Check>;
}

/**
 * What /readyz checks: the database and the file storage (the files folder, or the bucket when S3_BUCKET is
 * set); the shared rate-limit counters when REDIS_URL is set.
 */
export function readinessChecks(
  config: Config,
  db: Database,
  rateLimiter: RateLimiter,
  storage: FileStorage,
): ReadinessChecks {
  return {
    required: {
      database: () => db.execute(sql`SELECT 1`),
      // Uploads, downloads and media are written and read there.
      storage: () => storage.check(),
    },
    optional: config.REDIS_URL ? { redis: () => rateLimiter.ping() } : {},
  };
}

/** The names of the checks that failed or did not answer in time, and why. */
async function failures(checks: Record<string, Check>): Promise<{ names: string[]; reasons: string[] }> {
  const names = Object.keys(checks);
  const outcomes = await Promise.allSettled(names.map((name) => withinTimeout(checks[name]!)));
  const failed = names.flatMap((name, index) => {
    const outcome = outcomes[index]!;
    return outcome.status === 'rejected' ? [{ name, reason: `${name}: ${String(outcome.reason)}` }] : [];
  });
  return { names: failed.map((failure) => failure.name), reasons: failed.map((failure) => failure.reason) };
}

function withinTimeout(check: Check): Promise<unknown> {
  return Promise.race([
    check(),
    new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/**
 * Once the server begins to close (SIGTERM), Fastify answers every request 503 itself
 * (return503OnClosing), /readyz included, so balancers stop sending new requests.
 */
export function registerHealth(app: FastifyInstance, checks: ReadinessChecks): void {
  const probe = { schema: { hide: true }, logLevel: 'warn' as const };
  const alive = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  };
  app.get('/healthz', probe, alive);
  // What the shop's own scripts and the shop owner's commands have always polled.
  app.get('/health', probe, alive);

  app.get('/readyz', probe, async (request, reply) => {
    const [failed, degraded] = await Promise.all([failures(checks.required), failures(checks.optional)]);
    reply.header('cache-control', 'no-store');
    if (failed.names.length > 0) {
      request.log.warn({ failed: [...failed.reasons, ...degraded.reasons] }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', failed: failed.names });
    }
    if (degraded.names.length > 0) {
      request.log.warn({ degraded: degraded.reasons }, 'ready, without some of what makes it whole');
      return { status: 'ok', degraded: degraded.names };
    }
    return { status: 'ok' };
  });
}
