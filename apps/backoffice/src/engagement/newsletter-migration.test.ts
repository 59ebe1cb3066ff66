import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Language } from '@shop/contract';
import { queryRows, type Executor } from '../db/database';
import { packageRoot } from '../package-root';
import { freshPostgresDatabase } from '../../test/support/test-app';

const MIGRATION = '0003_newsletter_double_opt_in';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The shop's migrations folder as it was before `MIGRATION`, in a temporary copy. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
  cleanups.push(() => fs.rm(folder, { recursive: true, force: true }));
  await fs.cp(path.join(packageRoot(), 'drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database of the driver under test and a `migrate` that brings it to a folder's last migration. */
async function emptyDatabase(): Promise<{ db: Executor; migrate: (folder: string) => Promise<void> }> {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const database = await freshPostgresDatabase();
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.push(async () => {
      await pool.end();
      await database.drop();
    });
    const db = drizzle({ client: pool });
    return { db: db as unknown as Executor, migrate: (folder) => migrate(db, { migrationsFolder: folder }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  cleanups.push(() => client.close());
  const db = drizzle({ client });
  return { db: db as unknown as Executor, migrate: (folder) => migrate(db, { migrationsFolder: folder }) };
}

describe(`migration ${MIGRATION}`, () => {
  it('keeps the addresses of the single opt-in days subscribed, in English, and new ones pending', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(await migrationsBefore(MIGRATION));
    await db.execute(
      sql`INSERT INTO subscribers (email, created_at) VALUES ('early@example.com', '2026-01-02T03:04:05Z')`,
    );

    await migrate(path.join(packageRoot(), 'drizzle'));
    await db.execute(sql`INSERT INTO subscribers (email) VALUES ('later@example.com')`);

    const rows = await queryRows<{ email: string; confirmed_at: string | null; language_id: number }>(
      db,
      sql`SELECT email, to_char(confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS confirmed_at, language_id
            FROM subscribers ORDER BY id`,
    );
    expect(rows).toEqual([
      { email: 'early@example.com', confirmed_at: '2026-01-02T03:04:05', language_id: Language.en.id },
      { email: 'later@example.com', confirmed_at: null, language_id: Language.en.id },
    ]);
  });
});
