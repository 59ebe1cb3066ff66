import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sessions, users } from '../db/schema';

export async function insertSession(
  db: Executor,
  session: { tokenHash: string; userId: number; lifetimeSeconds: number },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    userId: session.userId,
    expiresAt: sql`now() + make_interval(secs => ${session.lifetimeSeconds})`,
  });
}

/**
 * The session of a token digest while it is neither ended, nor past its absolute expiry, nor idle too
 * long, and its account is not disabled (disabling ends the sessions too; this also covers a login
 * that was under way at that moment).
 */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  idleSeconds: number,
): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${idleSeconds})`,
      ),
    );
  return row;
}

/** Moves the idle clock on, at most once per `everySeconds`, to spare a write on every request. */
export async function touchSession(db: Executor, sessionId: number, everySeconds: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - make_interval(secs => ${everySeconds})`),
    );
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user except, when given, one that stays (the caller's own). */
export async function revokeUserSessions(db: Executor, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/** Deletes the sessions that can no longer be used: past their absolute expiry, or idle for `idleSeconds`. */
export async function deleteEndedSessions(db: Executor, idleSeconds: number): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} <= now() OR ${sessions.lastSeenAt} <= now() - make_interval(secs => ${idleSeconds})`,
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
