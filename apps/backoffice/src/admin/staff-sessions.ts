import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '@shop/contract';
import type { Executor } from '../db/database';
import { staffSessions } from '../db/schema';
import { findActiveStaff } from './staff-repository';

const HOUR = 60 * 60;

/** An admin session ends after 12 hours unused, and 7 days after login whatever happens. */
export const StaffSessionLifetime = {
  idleSeconds: 12 * HOUR,
  absoluteSeconds: 7 * 24 * HOUR,
  /** The idle clock is moved on at most this often. */
  touchEverySeconds: 60,
} as const;

// 256 random bits, sent as base64url (43 characters).
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The digest stored for a token; the token itself is never stored. */
const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for a member and answers its token, to hand to the browser once (in the cookie). */
export async function startStaffSession(db: Executor, staffId: number): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const [row] = await db
    .insert(staffSessions)
    .values({
      tokenHash: tokenDigest(token),
      staffId,
      expiresAt: sql`now() + make_interval(secs => ${StaffSessionLifetime.absoluteSeconds})`,
    })
    .returning({ id: staffSessions.id });
  return { token, sessionId: row!.id };
}

export interface StaffSession {
  sessionId: number;
  member: StaffMember;
}

/**
 * The live session of a cookie's token and its member: not ended, not past its absolute expiry,
 * not idle for 12 hours, and its member still active. Moves the idle clock on.
 */
export async function resolveStaffSession(db: Executor, token: string | undefined): Promise<StaffSession | undefined> {
  if (token === undefined || !TOKEN_PATTERN.test(token)) return undefined;
  const [session] = await db
    .select({ id: staffSessions.id, staffId: staffSessions.staffId })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenDigest(token)),
        isNull(staffSessions.revokedAt),
        sql`${staffSessions.expiresAt} > now()`,
        sql`${staffSessions.lastSeenAt} > now() - make_interval(secs => ${StaffSessionLifetime.idleSeconds})`,
      ),
    );
  if (!session) return undefined;
  const member = await findActiveStaff(db, session.staffId);
  if (!member) return undefined;
  await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.id, session.id),
        sql`${staffSessions.lastSeenAt} < now() - make_interval(secs => ${StaffSessionLifetime.touchEverySeconds})`,
      ),
    );
  return { sessionId: session.id, member };
}

/** Ends one session (logout). */
export async function endStaffSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a member (logout everywhere); answers how many were live. */
export async function endAllStaffSessions(db: Executor, staffId: number): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** Ends every session of a member but `keepSessionId` (after they change their own password); answers how many. */
export async function endOtherStaffSessions(db: Executor, staffId: number, keepSessionId: number): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keepSessionId), isNull(staffSessions.revokedAt)),
    )
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** Deletes the admin sessions that can no longer be used: past their absolute expiry, or idle for 12 hours. */
export async function deleteEndedStaffSessions(db: Executor): Promise<number> {
  const deleted = await db
    .delete(staffSessions)
    .where(
      sql`${staffSessions.expiresAt} <= now() OR ${staffSessions.lastSeenAt} <= now() - make_interval(secs => ${StaffSessionLifetime.idleSeconds})`,
    )
    .returning({ id: staffSessions.id });
  return deleted.length;
}
