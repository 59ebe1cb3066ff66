// Migrating is a step of its own (`npm run migrate`): on PostgreSQL a server or a command only checks that the
// schema is its release's, migrations from several places at once end with one schema, and no wait for the
// migration lock is endless. An embedded database is migrated by the one process that opens it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { freshPostgresDatabase } from '../../test/support/test-app';
import { connectDatabase, SchemaVersionError } from './connect';
import { queryRows } from './database';
import { migrateCommand } from './migrate-command';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyDatabase() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-schema-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  if (!onPostgres) return { config: loadConfig({ DATA_DIR: dataDir }), url: undefined };
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  return { config: loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url }), url: database.url };
}

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe(`the schema step on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('is checked, not run, by a server or a command on PostgreSQL; an embedded database is migrated on opening', async () => {
    const { config } = await emptyDatabase();
    if (onPostgres) {
      const refused = connectDatabase(config);
      await expect(refused).rejects.toBeInstanceOf(SchemaVersionError);
      await expect(refused).rejects.toThrow(/older than this release's .*run `npm run migrate` first/);
    }
    const lines: string[] = [];
    expect(await migrateCommand(config, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([`The ${onPostgres ? 'PostgreSQL' : 'embedded'} database's schema is this release's.`]);
    const opened = await connectDatabase(config);
    const [counted] = await queryRows<{ n: number }>(opened.db, sql`SELECT count(*)::int AS n FROM products`);
    expect(counted?.n).toBe(0);
    await opened.close();
  });

  it('ends with one schema when three migrate at once', async () => {
    const { config } = await emptyDatabase();
    if (!onPostgres) {
      // One process has an embedded database: the others are refused its folder, not migrated beside it.
      expect(await migrateCommand(config, () => undefined)).toBe(0);
      return;
    }
    const outcomes = await Promise.all([1, 2, 3].map(() => migrateCommand(config, () => undefined)));
    expect(outcomes).toEqual([0, 0, 0]);
    await (await connectDatabase(config)).close();
  });

  it('gives up waiting for a migration lock another process holds, and refuses a schema newer than its own', async () => {
    const { config, url } = await emptyDatabase();
    expect(await migrateCommand(config, () => undefined)).toBe(0);
    if (!url) {
      // Nothing else can hold an embedded database's lock; opening it again finds its schema current.
      await (await connectDatabase(config)).close();
      return;
    }
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(726351)');
      const waited = connectDatabase(config, { schema: 'migrate', lockTimeoutMs: 300 });
      await expect(waited).rejects.toThrow(/Another process has been migrating this database/);
    } finally {
      await holder.end();
    }
    await query(
      url,
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from a later release', ${Date.now() * 2})`,
    );
    await expect(connectDatabase(config)).rejects.toThrow(/newer than this release's/);
  });

  it('seeds the demo shop by default on the embedded database only', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(loadConfig({ DATA_DIR: 'data' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATA_DIR: 'data', DATABASE_URL: url }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATA_DIR: 'data', DATABASE_URL: url, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATA_DIR: 'data', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});
