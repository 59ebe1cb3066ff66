import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';

// INCR and the window's expiry in one script, so a counter never outlives its window and
// concurrent hits from several processes all count.
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

const KEY_PREFIX = 'shop:rate-limit:';

// A request waits at most this long on a Redis that does not answer before its hit is counted elsewhere.
const REDIS_TIMEOUT_MS = 500;
// Reconnection attempts slow down to one every 2 s while Redis stays away.
const MAX_RECONNECT_DELAY_MS = 2000;

export interface RedisFallback {
  /** Counts hits while Redis cannot be reached. */
  databaseCounters: CounterStore;
  /** Told once when Redis is lost and once when it answers again. */
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/** Counters in Redis: keys expire with their window, so nothing needs pruning. */
function countersIn(client: Redis): Omit<CounterStore, 'close'> {
  return {
    async increment(key, windowSeconds) {
      const [hits, ttlMs] = (await client.eval(INCREMENT_SCRIPT, 1, KEY_PREFIX + key, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { hits, windowEndsAt: new Date(Date.now() + ttlMs) };
    },
    async read(key) {
      const [[, hits], [, ttlMs]] = (await client
        .multi()
        .get(KEY_PREFIX + key)
        .pttl(KEY_PREFIX + key)
        .exec()) as [[Error | null, string | null], [Error | null, number]];
      if (hits === null || ttlMs <= 0) return undefined;
      return { hits: Number(hits), windowEndsAt: new Date(Date.now() + ttlMs) };
    },
    async remove(key) {
      await client.del(KEY_PREFIX + key);
    },
    async ping() {
      await client.ping();
    },
  };
}

/**
 * Counters in Redis (REDIS_URL), shared by every process. While Redis cannot be reached (at start-up
 * or later) hits are counted in the database instead of failing the request; ioredis keeps
 * reconnecting, and counting goes back to Redis as soon as it is connected again.
 */
export async function createRedisCounterStore(
  url: string,
  { databaseCounters, log }: RedisFallback,
): Promise<CounterStore> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    // Commands fail at once while disconnected rather than queue until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let degraded = false;
  // Said once per outage: every reconnection attempt fails with an error of its own.
  const degrade = (error: Error) => {
    if (degraded) return;
    degraded = true;
    log.error({ err: error }, 'Redis unreachable: rate limits are counted in the database until Redis answers again');
  };
  const recover = () => {
    if (!degraded) return;
    degraded = false;
    log.info('Redis answers again: rate limits are counted in Redis');
  };
  client.on('error', degrade);
  // The process starts whether Redis answers or not.
  await client.connect().catch(degrade);

  const redis = countersIn(client);
  async function counted<T>(call: (store: Omit<CounterStore, 'close'>) => Promise<T>): Promise<T> {
    if (client.status !== 'ready') return call(databaseCounters);
    try {
      const answer = await call(redis);
      recover();
      return answer;
    } catch (error) {
      degrade(error as Error);
      return call(databaseCounters);
    }
  }

  return {
    increment: (key, windowSeconds) => counted((store) => store.increment(key, windowSeconds)),
    read: (key) => counted((store) => store.read(key)),
    remove: (key) => counted((store) => store.remove(key)),
    // Redis itself, not the database: readiness reports whether the shared counters are reachable.
    ping: () => redis.ping(),
    async close() {
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    },
  };
}
