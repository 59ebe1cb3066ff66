import { createHash, randomBytes } from 'node:crypto';
import { problem, type Problem } from '@shop/contract';
import type { Executor } from '../db/database';
import type { RequestContext } from '../protocol/context';
import { findLiveSession, insertSession, revokeSession, touchSession } from './session-repository';

/** A session ends after 7 days unused, and 30 days after login whatever happens. */
export const SessionLifetime = {
  idleSeconds: 7 * 24 * 60 * 60,
  absoluteSeconds: 30 * 24 * 60 * 60,
  /** The idle clock is moved on at most this often. */
  touchEverySeconds: 60,
} as const;

// 256 random bits, sent as base64url (43 characters).
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The digest stored for a token; the token itself is never stored. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user and answers its token, to hand to the caller once. */
export async function startSession(db: Executor, userId: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await insertSession(db, { tokenHash: tokenDigest(token), userId, lifetimeSeconds: SessionLifetime.absoluteSeconds });
  return token;
}

export type SessionCheck =
  { ok: true; userId: number; sessionId: number } | { ok: false; statusCode: 401; problem: Problem };

/** User ids a payload may claim, under either spelling the spec uses. */
export interface ClaimedUser {
  UserID?: unknown;
  UserId?: unknown;
}

const claimed = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * The signed-in user, derived from the `Token` header alone. A `UserID` header or a payload
 * `UserID`/`UserId` that names anyone else is refused with 401, as is a missing, ended or expired
 * session. A failure is shaped as a handler's outcome: `if (!session.ok) return session;`.
 */
export async function resolveSession(
  context: Pick<RequestContext, 'db' | 'token' | 'userIdHeader'>,
  payload: ClaimedUser = {},
): Promise<SessionCheck> {
  const refused = (said: Problem): SessionCheck => ({ ok: false, statusCode: 401, problem: said });
  if (!TOKEN_PATTERN.test(context.token)) return refused(problem('SESSION_REQUIRED'));
  const session = await findLiveSession(context.db, tokenDigest(context.token), SessionLifetime.idleSeconds);
  if (!session) return refused(problem('SESSION_REQUIRED'));
  const userId = String(session.userId);
  for (const value of [context.userIdHeader, payload.UserID, payload.UserId]) {
    if (claimed(value) && String(value).trim() !== userId) return refused(problem('USER_MISMATCH'));
  }
  await touchSession(context.db, session.id, SessionLifetime.touchEverySeconds);
  return { ok: true, userId: session.userId, sessionId: session.id };
}

/** Ends one session (logout). */
export async function endSession(db: Executor, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId);
}

/** The live session of a token, if any, without the UserID checks: to keep the caller's own session on reset. */
export async function findSessionOfToken(
  db: Executor,
  token: string,
): Promise<{ id: number; userId: number } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return findLiveSession(db, tokenDigest(token), SessionLifetime.idleSeconds);
}
