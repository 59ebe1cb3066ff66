import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { queryRows } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import type { CounterWindow } from './counter-store';

/**
 * Adds one hit in a single statement, so concurrent requests from several processes never lose a
 * count: a finished window restarts at 1, a running one goes up by 1.
 */
export async function incrementCounter(db: Executor, key: string, windowSeconds: number): Promise<CounterWindow> {
  const [row] = await queryRows<{ hits: number; window_ends_at: Date | string }>(
    db,
    sql`
    INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.hits + 1 END,
      window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
    RETURNING hits, window_ends_at`,
  );
  return { hits: row!.hits, windowEndsAt: new Date(row!.window_ends_at) };
}

export async function readCounter(db: Executor, key: string): Promise<CounterWindow | undefined> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, sql`now()`)));
  return row;
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Forgets windows that ended before `before`. */
export async function pruneCounters(db: Executor, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, before));
}
