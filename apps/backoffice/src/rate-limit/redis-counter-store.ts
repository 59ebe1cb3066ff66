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

/** Counters in Redis (REDIS_URL): keys expire with their window, so nothing needs pruning. */
export async function createRedisCounterStore(url: string): Promise<CounterStore> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await client.connect();
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
    async close() {
      await client.quit();
    },
  };
}
