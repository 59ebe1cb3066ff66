import { createHash } from 'node:crypto';
import { problem, type Problem } from '@shop/contract';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { CounterStore } from './counter-store';
import { createDatabaseCounterStore } from './database-counter-store';
import { minutesToWait, type RateLimitRule } from './rate-limit-rules';
import { createRedisCounterStore, type RedisFallback } from './redis-counter-store';

/** A 429 answer, shaped as a handler's failure outcome. */
export interface RateLimited {
  ok: false;
  statusCode: 429;
  problem: Problem;
}

export interface RateLimiter {
  /** Counts one hit for the subject; answers the 429 when this hit goes over the limit. */
  hit(rule: RateLimitRule, subject: string): Promise<RateLimited | undefined>;
  /** Answers the 429 when the subject has used up its hits already, without counting one. */
  check(rule: RateLimitRule, subject: string): Promise<RateLimited | undefined>;
  /** Starts the subject's count again (e.g. failed logins after a success). */
  clear(rule: RateLimitRule, subject: string): Promise<void>;
  /** Resolves when the counters' store answers (Redis, when REDIS_URL is set); throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Counter keys hold a digest, not the email or address itself: the counters table stays free of personal data.
function counterKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url')}`;
}

function refusal(rule: RateLimitRule, windowEndsAt: Date): RateLimited {
  const seconds = (windowEndsAt.getTime() - Date.now()) / 1000;
  return { ok: false, statusCode: 429, problem: problem(rule.problem, { minutes: minutesToWait(seconds) }) };
}

export function createRateLimiterOn(store: CounterStore): RateLimiter {
  return {
    async hit(rule, subject) {
      const window = await store.increment(counterKey(rule, subject), rule.windowSeconds);
      return window.hits > rule.limit ? refusal(rule, window.windowEndsAt) : undefined;
    },
    async check(rule, subject) {
      const window = await store.read(counterKey(rule, subject));
      return window && window.hits >= rule.limit ? refusal(rule, window.windowEndsAt) : undefined;
    },
    clear: (rule, subject) => store.remove(counterKey(rule, subject)),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

/** Counters in Redis when REDIS_URL is set (in the database while it cannot be reached), else in the database. */
export async function createRateLimiter(
  config: Pick<Config, 'REDIS_URL'>,
  db: Database,
  log: RedisFallback['log'],
): Promise<RateLimiter> {
  const databaseCounters = createDatabaseCounterStore(db);
  const store = config.REDIS_URL
    ? await createRedisCounterStore(config.REDIS_URL, { databaseCounters, log })
    : databaseCounters;
  return createRateLimiterOn(store);
}
