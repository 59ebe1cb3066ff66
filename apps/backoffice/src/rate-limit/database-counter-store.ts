import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { CounterStore } from './counter-store';
import { deleteCounter, incrementCounter, pruneCounters, readCounter } from './rate-limit-repository';

// Finished windows are deleted now and then rather than on every hit.
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Counters in the rate_limit_counters table, shared by every process on the same database. */
export function createDatabaseCounterStore(db: Database): CounterStore {
  let lastPrune = 0;
  return {
    async increment(key, windowSeconds) {
      const now = Date.now();
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        await pruneCounters(db, new Date(now));
      }
      return incrementCounter(db, key, windowSeconds);
    },
    read: (key) => readCounter(db, key),
    remove: (key) => deleteCounter(db, key),
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    close: async () => undefined,
  };
}
