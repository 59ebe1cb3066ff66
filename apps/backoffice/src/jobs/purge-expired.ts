// The nightly purge: rows that can no longer do anything (ended sessions, expired reset codes, old idempotency
// keys) are deleted, so the tables hold what is live. Finished jobs are deleted by pg-boss's own maintenance
// (FINISHED_JOBS_KEPT_DAYS).
import { SessionLifetime } from '../accounts/sessions';
import { deleteEndedSessions } from '../accounts/session-repository';
import { deleteExpiredResetCodes } from '../accounts/reset-code-repository';
import { deleteEndedStaffSessions } from '../admin/staff-sessions';
import type { Database } from '../db/database';
import { deleteIdempotencyKeysBefore } from '../orders/idempotency-repository';
import type { JobHandler } from './job-queue';

export const PURGE_EXPIRED_JOB = 'purge-expired';
/** Every night at 03:30 UTC, when the shop is quietest. */
export const PURGE_EXPIRED_CRON = '30 3 * * *';
/** How long an idempotency key is kept after its request: a week covers every client's retries. */
export const IDEMPOTENCY_KEY_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** How many rows the purge deleted, per kind. */
export interface PurgeCounts {
  sessions: number;
  staffSessions: number;
  resetCodes: number;
  idempotencyKeys: number;
}

export async function purgeExpired(db: Database, now = new Date()): Promise<PurgeCounts> {
  return {
    sessions: await deleteEndedSessions(db, SessionLifetime.idleSeconds),
    staffSessions: await deleteEndedStaffSessions(db),
    resetCodes: await deleteExpiredResetCodes(db),
    idempotencyKeys: await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_KEPT_MS)),
  };
}

/** The job: answers the counts, which the queue keeps as the job's output. */
export const purgeExpiredJob =
  (db: Database): JobHandler =>
  () =>
    purgeExpired(db);
