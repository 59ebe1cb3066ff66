// The nightly purge deletes what can no longer be used and nothing else, on PGlite and on PostgreSQL; queued,
// it runs on a worker and keeps its counts as the job's output.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { idempotencyRecords, passwordResetCodes, sessions, staff, staffSessions, users } from '../db/schema';
import { freshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { waitUntil } from '../../test/support/wait-until';
import { createJobQueue } from './job-queue';
import { PURGE_EXPIRED_JOB, purgeExpired, purgeExpiredJob } from './purge-expired';

let database: FreshDatabase;
let userId: number;
let staffId: number;

beforeAll(async () => {
  database = await freshDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ firstName: 'Purge', lastName: 'Test', email: 'purge@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user!.id;
  const [member] = await database.db
    .insert(staff)
    .values({ name: 'Purge Staff', email: 'purge-staff@example.com', passwordHash: 'x', role: 'orders' })
    .returning({ id: staff.id });
  staffId = member!.id;
});
afterAll(async () => {
  await database?.close();
});

const ago = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
const ahead = (hours: number) => sql`now() + make_interval(hours => ${hours})`;

/** Inserts a row of each kind, live or dead, each named by `label` (its token, code or key). */
async function insertRows(label: string) {
  const db = database.db;
  // Shoppers' sessions: dead past their expiry or after 7 idle days; a signed-out one lives on until then.
  await db.insert(sessions).values([
    { tokenHash: `${label}-live`, userId, expiresAt: ahead(24) },
    { tokenHash: `${label}-expired`, userId, expiresAt: ago(1) },
    { tokenHash: `${label}-idle`, userId, expiresAt: ahead(24), lastSeenAt: ago(8 * 24) },
    { tokenHash: `${label}-recent`, userId, expiresAt: ahead(24), lastSeenAt: ago(6 * 24) },
  ]);
  // Admin sessions: dead past their expiry or after 12 idle hours.
  await db.insert(staffSessions).values([
    { tokenHash: `${label}-live`, staffId, expiresAt: ahead(24), lastSeenAt: ago(11) },
    { tokenHash: `${label}-expired`, staffId, expiresAt: ago(1) },
    { tokenHash: `${label}-idle`, staffId, expiresAt: ahead(24), lastSeenAt: ago(13) },
  ]);
  await db.insert(passwordResetCodes).values([
    { userId, codeHash: `${label}-live`, expiresAt: ahead(1) },
    { userId, codeHash: `${label}-expired`, expiresAt: ago(1) },
    { userId, codeHash: `${label}-used-expired`, expiresAt: ago(1), usedAt: ago(2) },
  ]);
  await db.insert(idempotencyRecords).values([
    { key: `${label}-recent`, userId, requestHash: 'x', statusCode: 200, createdAt: ago(6 * 24) },
    { key: `${label}-old`, userId, requestHash: 'x', statusCode: 200, createdAt: ago(8 * 24) },
    { key: `${label}-old-unanswered`, userId, requestHash: 'x', createdAt: ago(8 * 24) },
  ]);
}

/** What is left of the rows inserted with `label`. */
async function remaining(label: string) {
  const names = async (table: string, column: string) =>
    (
      await queryRows<{ name: string }>(
        database.db,
        sql`SELECT ${sql.identifier(column)} AS name FROM ${sql.identifier(table)}
            WHERE ${sql.identifier(column)} LIKE ${`${label}-%`} ORDER BY 1`,
      )
    ).map((row) => row.name.slice(label.length + 1));
  return {
    sessions: await names('sessions', 'token_hash'),
    staffSessions: await names('staff_sessions', 'token_hash'),
    resetCodes: await names('password_reset_codes', 'code_hash'),
    idempotencyKeys: await names('idempotency_records', 'key'),
  };
}

describe('purging what has expired', () => {
  it('deletes ended sessions, expired reset codes and week-old idempotency keys, and keeps the rest', async () => {
    const label = `p${randomUUID().slice(0, 8)}`;
    await insertRows(label);
    const counts = await purgeExpired(database.db);
    expect(counts).toEqual({ sessions: 2, staffSessions: 2, resetCodes: 2, idempotencyKeys: 2 });
    expect(await remaining(label)).toEqual({
      sessions: ['live', 'recent'],
      staffSessions: ['live'],
      resetCodes: ['live'],
      idempotencyKeys: ['recent'],
    });
    // A second run finds nothing more.
    expect(await purgeExpired(database.db)).toEqual({
      sessions: 0,
      staffSessions: 0,
      resetCodes: 0,
      idempotencyKeys: 0,
    });
  });

  it('runs as a queued job, whose output is the counts', async () => {
    const label = `q${randomUUID().slice(0, 8)}`;
    await insertRows(label);
    const log = { error: () => {} } as unknown as FastifyBaseLogger;
    const queue = createJobQueue(database.db, { log, pollSeconds: 0.5, schedules: false });
    queue.work(PURGE_EXPIRED_JOB, purgeExpiredJob(database.db));
    await queue.start();
    try {
      const id = await queue.send(PURGE_EXPIRED_JOB, {});
      const output = await waitUntil('the purge job to be done', async () => {
        const [job] = await queryRows<{ state: string; output: unknown }>(
          database.db,
          sql`SELECT state::text AS state, output FROM pgboss.job WHERE id = ${id}`,
        );
        return job?.state === 'completed' && job.output;
      });
      expect(output).toEqual({ sessions: 2, staffSessions: 2, resetCodes: 2, idempotencyKeys: 2 });
      expect((await remaining(label)).sessions).toEqual(['live', 'recent']);
    } finally {
      await queue.stop();
    }
  });
});
