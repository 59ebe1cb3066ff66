import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { tableCounts } from '../../test/support/table-counts';
import { startRedis } from '../../test/support/redis-server';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import type { CounterStore } from './counter-store';
import { createDatabaseCounterStore } from './database-counter-store';
import { addressSubject } from './client-address';
import { createRateLimiterOn } from './rate-limiter';
import { minutesToWait, type RateLimitRule } from './rate-limit-rules';
import { createRedisCounterStore } from './redis-counter-store';

const rule = (name: string, limit = 3, windowSeconds = 600): RateLimitRule => ({
  name,
  limit,
  windowSeconds,
  problem: 'TOO_MANY_REVIEWS',
});

let shop: TestShop;
let redis: { url: string; stop: () => void };
const stores: Record<string, CounterStore> = {};
const refuse = () => Promise.reject(new Error('counted outside Redis'));
const refusingStore: CounterStore = { increment: refuse, read: refuse, remove: refuse, ping: refuse, close: refuse };

beforeAll(async () => {
  shop = await createTestShop({ seed: false });
  redis = await startRedis();
  stores.database = createDatabaseCounterStore(shop.db);
  // Nothing may be counted elsewhere while Redis answers.
  stores.redis = await createRedisCounterStore(redis.url, { databaseCounters: refusingStore, log: console });
});
afterAll(async () => {
  await stores.redis?.close();
  redis?.stop();
  await shop?.close();
});

describe.each(['database', 'redis'])('rate limits with counters in the %s', (kind) => {
  const limiter = () => createRateLimiterOn(stores[kind]!);

  it('lets `limit` hits through and refuses the next one with a 429 saying how long to wait', async () => {
    const limits = rule(`${kind}-basic`);
    for (let n = 1; n <= 3; n += 1) expect(await limiter().hit(limits, 'lina@example.com')).toBeUndefined();
    expect(await limiter().hit(limits, 'lina@example.com')).toEqual({
      ok: false,
      statusCode: 429,
      problem: {
        code: 'TOO_MANY_REVIEWS',
        message: 'Too many reviews. Please try again in 10 minutes.',
        values: { minutes: 10 },
      },
    });
    expect(await limiter().hit(limits, 'omar@example.com')).toBeUndefined();
  });

  it('counts the same subject whatever its letter case and surrounding spaces', async () => {
    const limits = rule(`${kind}-case`, 2);
    await limiter().hit(limits, 'Lina@Example.com');
    await limiter().hit(limits, ' lina@example.com ');
    expect(await limiter().hit(limits, 'LINA@EXAMPLE.COM')).toBeDefined();
  });

  it('check looks without counting; clear starts again', async () => {
    const limits = rule(`${kind}-check`, 2);
    expect(await limiter().check(limits, 'x')).toBeUndefined();
    await limiter().hit(limits, 'x');
    expect(await limiter().check(limits, 'x')).toBeUndefined();
    await limiter().hit(limits, 'x');
    expect(await limiter().check(limits, 'x')).toMatchObject({ statusCode: 429 });
    await limiter().clear(limits, 'x');
    expect(await limiter().check(limits, 'x')).toBeUndefined();
  });

  it('loses no hit when many arrive at once', async () => {
    const limits = rule(`${kind}-burst`, 20);
    const answers = await Promise.all(Array.from({ length: 30 }, () => limiter().hit(limits, 'burst')));
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(20);
  });

  it('starts a new window when the last one has ended', async () => {
    const limits = rule(`${kind}-window`, 1, 2);
    expect(await limiter().hit(limits, 'y')).toBeUndefined();
    expect(await limiter().hit(limits, 'y')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await limiter().check(limits, 'y')).toBeUndefined();
    expect(await limiter().hit(limits, 'y')).toBeUndefined();
  });
});

describe('counters in the database', () => {
  it('keep a digest of the subject, never the email or address itself', async () => {
    await createRateLimiterOn(stores.database!).hit(rule('privacy'), 'private.person@example.com');
    const rows = await queryRows<{ key: string }>(shop.db, sql`SELECT key FROM rate_limit_counters`);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('private.person');
  });

  it('restart a finished window at 1 in the same statement', async () => {
    const limiter = createRateLimiterOn(stores.database!);
    const limits = rule('expired', 1);
    await limiter.hit(limits, 'z');
    expect(await limiter.hit(limits, 'z')).toBeDefined();
    await shop.db.execute(sql`UPDATE rate_limit_counters SET window_ends_at = now() - interval '1 second'
                               WHERE key LIKE 'expired:%'`);
    expect(await limiter.hit(limits, 'z')).toBeUndefined();
    const [row] = await queryRows<{ hits: number }>(
      shop.db,
      sql`SELECT hits FROM rate_limit_counters WHERE key LIKE 'expired:%'`,
    );
    expect(row!.hits).toBe(1);
  });
});

describe('a shop with REDIS_URL', () => {
  it('keeps its counters in Redis, not in the database', async () => {
    const redisShop = await createTestShop({ seed: false, env: { REDIS_URL: redis.url } });
    try {
      const message = {
        FullName: 'Yusuf',
        Email: 'yusuf@example.com',
        PhoneNumber: '123',
        Subject: 'Hello',
        Message: 'Hi',
      };
      const headers = { 'x-forwarded-for': '198.51.100.77' };
      for (let n = 1; n <= 5; n += 1) {
        expect((await redisShop.call(endpointPath('contact-us'), message, headers)).status).toBe(200);
      }
      expect((await redisShop.call(endpointPath('contact-us'), message, headers)).status).toBe(429);
      expect((await tableCounts(redisShop.db)).rate_limit_counters).toBe(0);
    } finally {
      await redisShop.close();
    }
  });
});

describe('addressSubject', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6, and groups IPv6 by /64', () => {
    expect(addressSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8:1:2::1')).toBe(addressSubject('2001:DB8:1:2:ffff::9'));
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
  });
});

describe('minutesToWait', () => {
  it('rounds up to whole minutes', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(900)).toBe(15);
  });
});
