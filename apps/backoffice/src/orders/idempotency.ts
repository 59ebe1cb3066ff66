import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { idempotencyRecords } from '../db/schema';

/** An answer kept for replays: the HTTP status and the handler's outcome as it was sent. */
export interface StoredAnswer {
  statusCode: number;
  outcome: unknown;
}

export type Claim =
  { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'in-progress' } | { kind: 'conflict' };

// A claim whose request died (a crash) may be taken over after this long.
const STALE_CLAIM_MS = 60_000;

export function requestDigest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * Claims an idempotency key for one request. The first caller claims it; later callers with the
 * same request get the first answer once it exists, or 'in-progress' while it is being made; a
 * different request under the same key is a conflict.
 */
export async function claimKey(db: Executor, key: string, userId: number, digest: string): Promise<Claim> {
  const inserted = await db
    .insert(idempotencyRecords)
    .values({ key, userId, requestHash: digest })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  if (inserted.length === 1) return { kind: 'claimed' };

  const [existing] = await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
  if (!existing) return claimKey(db, key, userId, digest);
  if (existing.userId !== userId || existing.requestHash !== digest) return { kind: 'conflict' };
  if (existing.statusCode !== null) {
    return { kind: 'replay', answer: { statusCode: existing.statusCode, outcome: existing.response } };
  }
  // Take over a claim abandoned by a request that died.
  const takenOver = await db
    .update(idempotencyRecords)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyRecords.key, key),
        isNull(idempotencyRecords.statusCode),
        lt(idempotencyRecords.createdAt, new Date(Date.now() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ key: idempotencyRecords.key });
  return takenOver.length === 1 ? { kind: 'claimed' } : { kind: 'in-progress' };
}

export async function storeAnswer(db: Executor, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyRecords)
    .set({ statusCode: answer.statusCode, response: answer.outcome })
    .where(eq(idempotencyRecords.key, key));
}

/** Lets the key be used again (the request failed in a way worth retrying). */
export async function releaseKey(db: Executor, key: string): Promise<void> {
  await db
    .delete(idempotencyRecords)
    .where(and(eq(idempotencyRecords.key, key), isNull(idempotencyRecords.statusCode)));
}

/**
 * Lets go of every claim still waiting for its answer. Only for a database one process holds
 * (PGlite): at start-up no request can be at work, so such claims were left by a process that
 * stopped, and a shopper's retry need not wait for them to go stale.
 */
export async function releaseAbandonedClaims(db: Executor): Promise<number> {
  const released = await db
    .delete(idempotencyRecords)
    .where(isNull(idempotencyRecords.statusCode))
    .returning({ key: idempotencyRecords.key });
  return released.length;
}

/** Whether a request holding this key may still be placing its order (claimed, unanswered, not abandoned). */
export async function isClaimInProgress(db: Executor, key: string): Promise<boolean> {
  const [claim] = await db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(
      and(
        eq(idempotencyRecords.key, key),
        isNull(idempotencyRecords.statusCode),
        gte(idempotencyRecords.createdAt, new Date(Date.now() - STALE_CLAIM_MS)),
      ),
    );
  return claim !== undefined;
}

/**
 * Deletes the keys claimed before `before`: a client retries a request within minutes, so after days its key
 * is only a row (its order, if any, keeps the payment's reference; reconciliation reads the last day only).
 */
export async function deleteIdempotencyKeysBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, before))
    .returning({ key: idempotencyRecords.key });
  return deleted.length;
}
