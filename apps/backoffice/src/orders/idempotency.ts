import { createHash } from 'node:crypto';
import { problem } from '@shop/contract';
import type { Executor } from '../db/database';
import { failure, type FailureStatus, type Outcome } from '../protocol/outcome';
import {
  findClaim,
  hasUnansweredClaimSince,
  insertClaim,
  takeOverClaim,
  type StoredAnswer,
} from './idempotency-repository';

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
  if (await insertClaim(db, { key, userId, requestHash: digest })) return { kind: 'claimed' };

  const existing = await findClaim(db, key);
  if (!existing) return claimKey(db, key, userId, digest);
  if (existing.userId !== userId || existing.requestHash !== digest) return { kind: 'conflict' };
  if (existing.statusCode !== null) {
    return { kind: 'replay', answer: { statusCode: existing.statusCode, outcome: existing.response } };
  }
  // Take over a claim abandoned by a request that died.
  const takenOver = await takeOverClaim(db, key, new Date(Date.now() - STALE_CLAIM_MS));
  return takenOver ? { kind: 'claimed' } : { kind: 'in-progress' };
}

/** Whether a request holding this key may still be placing its order (claimed, unanswered, not abandoned). */
export function isClaimInProgress(db: Executor, key: string): Promise<boolean> {
  return hasUnansweredClaimSince(db, key, new Date(Date.now() - STALE_CLAIM_MS));
}

/**
 * A stored outcome as the handler answers it again. Refusals stored before errors had codes
 * (docs/decisions/003-error-codes.md) kept only their sentence: they are replayed with it, coded
 * as INVALID_INPUT, so the shopper reads the same words as the first time.
 */
export function replayedOutcome(stored: unknown): Outcome<never> {
  const outcome = stored as Outcome<never> | { ok: false; statusCode: FailureStatus; errorMessage: string };
  if (outcome.ok || 'problem' in outcome) return outcome;
  return failure(outcome.statusCode, problem('INVALID_INPUT', { reason: outcome.errorMessage }));
}
