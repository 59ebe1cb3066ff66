import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { idempotencyRecords } from '../db/schema';

/** An answer kept for replays: the HTTP status and the handler's outcome as it was sent. */
export interface StoredAnswer {
  statusCode: number;
  outcome: unknown;
}

export type IdempotencyRecord = typeof idempotencyRecords.$inferSelect;

/** Claims a key for a request; false when someone holds it already. */
export async function insertClaim(
  db: Executor,
  claim: { key: string; userId: number; requestHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyRecords)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  return inserted.length === 1;
}

export async function findClaim(db: Executor, key: string): Promise<IdempotencyRecord | undefined> {
  const [existing] = await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
  return existing;
}

/** Claims a key again when it is still unanswered and was claimed before `claimedBefore`; answers whether it was. */
export async function takeOverClaim(db: Executor, key: string, claimedBefore: Date): Promise<boolean> {
  const takenOver = await db
    .update(idempotencyRecords)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyRecords.key, key),
        isNull(idempotencyRecords.statusCode),
        lt(idempotencyRecords.createdAt, claimedBefore),
      ),
    )
    .returning({ key: idempotencyRecords.key });
  return takenOver.length === 1;
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

/** Whether the key is claimed, still unanswered, since `claimedSince` or later. */
export async function hasUnansweredClaimSince(db: Executor, key: string, claimedSince: Date): Promise<boolean> {
  const [claim] = await db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(
      and(
        eq(idempotencyRecords.key, key),
        isNull(idempotencyRecords.statusCode),
        gte(idempotencyRecords.createdAt, claimedSince),
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
