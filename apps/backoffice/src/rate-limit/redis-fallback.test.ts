// REDIS_URL set but Redis unreachable, at start-up or later: limits are counted in the database
// instead, the loss is logged once, and counting goes back to Redis when it answers again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { ADMIN_ORDERS_PATH } from '../admin/admin-order-routes';
import { queryRows } from '../db/database';
import { startRedis, startTcpProxy, type TcpProxy } from '../../test/support/redis-server';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { createDatabaseCounterStore } from './database-counter-store';
import { createRateLimiterOn, type RateLimiter } from './rate-limiter';
import type { RateLimitRule } from './rate-limit-rules';
import { createRedisCounterStore, type RedisFallback } from './redis-counter-store';

// Nothing listens on port 1: connections are refused at once.
const CLOSED_PORT_URL = 'redis://127.0.0.1:1';
// Not a speed target (the calls take milliseconds): a request that waited on the lost Redis instead of falling back
// would take its reconnection attempts, tens of seconds; a busy CI machine must not fail the bound.
const QUICK_MS = 5000;
const RECOVERY_TIMEOUT_MS = 10_000;

const rule = (name: string): RateLimitRule => ({ name, limit: 3, windowSeconds: 600, problem: 'TOO_MANY_REVIEWS' });

/** A logger that keeps what it was told. */
function recordingLog(): { lines: { level: 'error' | 'info'; message: string }[]; log: RedisFallback['log'] } {
  const lines: { level: 'error' | 'info'; message: string }[] = [];
  const keep = (level: 'error' | 'info') => (first: unknown, second?: unknown) =>
    void lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  return { lines, log: { error: keep('error'), info: keep('info') } };
}

/** Hits counted in the database under the rule (0 when they all went to Redis). */
async function databaseHits(shop: TestShop, limits: RateLimitRule): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    shop.db,
    sql`SELECT coalesce(sum(hits), 0)::int AS hits FROM rate_limit_counters WHERE key LIKE ${`${limits.name}:%`}`,
  );
  return row!.hits;
}

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: false });
});
afterAll(async () => {
  await shop?.close();
});

describe('a Redis that cannot be reached from the start', () => {
  it('counts and blocks in the database, answering at once, and says so once', async () => {
    const { lines, log } = recordingLog();
    const store = await createRedisCounterStore(CLOSED_PORT_URL, {
      databaseCounters: createDatabaseCounterStore(shop.db),
      log,
    });
    try {
      const limiter = createRateLimiterOn(store);
      const limits = rule('closed-port');
      for (let n = 1; n <= 3; n += 1) {
        const { answer, ms } = await timed(() => limiter.hit(limits, 'lina@example.com'));
        expect(answer).toBeUndefined();
        expect(ms).toBeLessThan(QUICK_MS);
      }
      expect(await limiter.hit(limits, 'lina@example.com')).toMatchObject({ statusCode: 429 });
      expect(await limiter.check(limits, 'lina@example.com')).toMatchObject({ statusCode: 429 });
      await limiter.clear(limits, 'lina@example.com');
      expect(await limiter.check(limits, 'lina@example.com')).toBeUndefined();
      await expect(limiter.ping()).rejects.toThrow();

      expect(lines.filter((line) => line.level === 'error')).toEqual([
        { level: 'error', message: expect.stringMatching(/Redis unreachable.*database/) },
      ]);
    } finally {
      await store.close();
    }
  });

  it('lets exactly the limit through a burst of parallel hits while it counts in the database', async () => {
    const store = await createRedisCounterStore(CLOSED_PORT_URL, {
      databaseCounters: createDatabaseCounterStore(shop.db),
      log: recordingLog().log,
    });
    try {
      const limiter = createRateLimiterOn(store);
      const limits = rule('closed-port-burst');
      const answers = await Promise.all(Array.from({ length: 30 }, () => limiter.hit(limits, 'burst@example.com')));
      expect(answers.filter((answer) => answer === undefined)).toHaveLength(limits.limit);
    } finally {
      await store.close();
    }
  });
});

describe('a shop whose REDIS_URL does not answer', () => {
  let redisless: TestShop;
  beforeAll(async () => {
    redisless = await createTestShop({ seed: false, env: { REDIS_URL: CLOSED_PORT_URL } });
  });
  afterAll(async () => {
    await redisless?.close();
  });

  it('starts, and logs in and refuses the sixth failed login for an email with a 429, never a 500', async () => {
    const login = { Email: 'nobody@example.com', Password: 'not-the-password' };
    const headers = { 'x-forwarded-for': '198.51.100.21' };
    for (let n = 1; n <= 5; n += 1) {
      const { answer, ms } = await timed(() => redisless.call(endpointPath('get-user-login'), login, headers));
      expect(answer.status).toBeLessThan(500);
      expect(answer.status).not.toBe(429);
      expect(ms).toBeLessThan(QUICK_MS);
    }
    expect((await redisless.call(endpointPath('get-user-login'), login, headers)).status).toBe(429);
  });

  it('answers a wrong admin token 401, then 429 once the address used up its attempts', async () => {
    const wrongToken = async () =>
      (
        await redisless.app.inject({
          method: 'GET',
          url: ADMIN_ORDERS_PATH,
          headers: { authorization: 'Bearer wrong-token', 'x-forwarded-for': '198.51.100.22' },
        })
      ).statusCode;
    for (let n = 1; n <= 10; n += 1) expect(await wrongToken()).toBe(401);
    expect(await wrongToken()).toBe(429);
  });
});

describe('a Redis lost and found again', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let proxy: TcpProxy;
  let limiter: RateLimiter;
  const recorded = recordingLog();

  beforeAll(async () => {
    redis = await startRedis();
    proxy = await startTcpProxy(redis.port);
    const store = await createRedisCounterStore(proxy.url, {
      databaseCounters: createDatabaseCounterStore(shop.db),
      log: recorded.log,
    });
    limiter = createRateLimiterOn(store);
  });
  afterAll(async () => {
    await limiter?.close();
    await proxy?.cut();
    redis?.stop();
  });

  it('counts in Redis, in the database while Redis is away, and in Redis again once it is back', async () => {
    const limits = rule('lost-and-found');
    await limiter.hit(limits, 'a');
    expect(await databaseHits(shop, limits)).toBe(0);

    await proxy.cut();
    for (const subject of ['b', 'c']) {
      const { answer, ms } = await timed(() => limiter.hit(limits, subject));
      expect(answer).toBeUndefined();
      expect(ms).toBeLessThan(QUICK_MS);
    }
    expect(await databaseHits(shop, limits)).toBe(2);
    await expect(limiter.ping()).rejects.toThrow();

    await proxy.restore();
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    while (
      (await limiter.ping().then(
        () => true,
        () => false,
      )) === false
    ) {
      if (Date.now() > deadline) throw new Error('the store did not reconnect to Redis');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await limiter.hit(limits, 'd');
    expect(await databaseHits(shop, limits)).toBe(2);
    // The subject counted in Redis before the loss is still counted there.
    await limiter.hit(limits, 'a');
    await limiter.hit(limits, 'a');
    expect(await limiter.hit(limits, 'a')).toMatchObject({ statusCode: 429 });

    expect(recorded.lines.map((line) => line.level)).toEqual(['error', 'info']);
  });
});
