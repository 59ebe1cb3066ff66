import fs from 'node:fs/promises';
import path from 'node:path';
import type { Client as PgClient } from 'pg';
import type { Config } from '../config';
import type { Database } from './database';
import { packageRoot } from '../package-root';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { makeDataDirPrivate, makeTreePrivate, PRIVATE_FOLDER_MODE } from './data-dir-permissions';
import * as schema from './schema';

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar archive, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
}

// Any number fits; it only has to be the same in every process of this shop.
const MIGRATION_LOCK_ID = 726_351;
/** How long a migration waits for a lock (another process migrating, a table in use) before it gives up. */
export const MIGRATION_LOCK_TIMEOUT_MS = 30_000;

/**
 * What opening a PostgreSQL database does about its schema: `migrate` brings it up to date (`npm run migrate`,
 * tests, the benchmark's set-up); `check` (the default: servers and the shop owner's commands) refuses a
 * database whose schema is not the one this release was built for. An embedded database is always migrated:
 * one process has it.
 */
export type SchemaStep = 'migrate' | 'check';

/** The database's schema is not this release's: the message says which way and what to do. */
export class SchemaVersionError extends Error {}
// How alike a search term and a product name must be for the typo fallback of the product search (pg_trgm's
// word similarity; its default, 0.6, misses one letter off in a five-letter word).
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Opens the database named by the configuration and brings its schema up to date. `inMemory`
 * keeps an embedded database in memory only; `loadDataDir` starts it from a PGlite data-folder dump
 * (the test suite's template shop) instead of an empty cluster. PGlite's folder is made private and
 * locked to this process until `close()`: DataDirInUseError when another process has it open.
 */
export async function connectDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  options: { inMemory?: boolean; loadDataDir?: Blob; schema?: SchemaStep; lockTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const folder = path.join(packageRoot(), 'drizzle');
  if (config.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      if (options.schema === 'migrate') {
        // Several processes may migrate at once: one does while the others wait on the lock, and find nothing to do.
        // No wait is endless: on the lock, and on the tables a migration changes while the shop uses them.
        await client.query(`SET lock_timeout = ${Math.round(options.lockTimeoutMs ?? MIGRATION_LOCK_TIMEOUT_MS)}`);
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]).catch((error: unknown) => {
          throw lockTimedOut(error) ? new SchemaVersionError(MIGRATION_LOCK_BUSY) : error;
        });
        await migrate(drizzle({ client }), { migrationsFolder: folder });
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      } else {
        await checkSchemaVersion(client, folder);
      }
    } finally {
      await client.end();
    }
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // An idle connection the server closed (a restart, a failover) is replaced by the pool; without
    // this listener it would crash the process.
    pool.on('error', (error) => console.error(`database: an idle connection was closed (${error.message})`));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dbDir = options.inMemory ? 'memory://' : path.join(config.DATA_DIR, 'pglite');
  const lock = options.inMemory ? undefined : await openDataDir(config.DATA_DIR, dbDir);
  try {
    const client = await PGlite.create(dbDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
    try {
      // PGlite writes a new cluster's files 0666 whatever the umask; an older install has them so too.
      if (!options.inMemory) await makeTreePrivate(dbDir);
      await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
      const pgliteDb = drizzle({ client, schema });
      await migrate(pgliteDb, { migrationsFolder: folder });
      return {
        db: pgliteDb as unknown as Database,
        driver: 'pglite',
        close: async () => {
          await client.close();
          await lock?.release();
        },
        dumpDataDir: () => client.dumpDataDir('none'),
      };
    } catch (error) {
      await client.close();
      throw error;
    }
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** DATA_DIR made private and locked to this process (DataDirInUseError when another has it), and the PGlite folder ready. */
async function openDataDir(dataDir: string, dbDir: string): Promise<DataDirLock> {
  await makeDataDirPrivate(dataDir);
  const lock = await lockDataDir(dataDir);
  await fs.mkdir(dbDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  return lock;
}

const MIGRATION_LOCK_BUSY =
  `Another process has been migrating this database for ${MIGRATION_LOCK_TIMEOUT_MS / 1000} s or more, ` +
  'or holds a lock a migration needs: try again once it is done.';

const lockTimedOut = (error: unknown): boolean => (error as { code?: string }).code === '55P03';

/** The newest migration this release ships and the newest the database has run (drizzle's journal and table). */
async function checkSchemaVersion(client: PgClient, folder: string): Promise<void> {
  const journal = JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const shipped = journal.entries.at(-1)!;
  const applied = await client
    .query<{ created_at: string }>('SELECT max(created_at)::text AS created_at FROM drizzle.__drizzle_migrations')
    .then((result) => Number(result.rows[0]?.created_at ?? 0))
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '42P01') return 0; // no migration table: an empty database
      throw error;
    });
  if (applied < shipped.when) {
    throw new SchemaVersionError(
      `The database's schema is older than this release's (${shipped.tag}): run \`npm run migrate\` first.`,
    );
  }
  if (applied > shipped.when) {
    throw new SchemaVersionError(
      `The database's schema is newer than this release's (${shipped.tag}): a later release migrated it; run that one.`,
    );
  }
}
