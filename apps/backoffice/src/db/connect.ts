import fs from 'node:fs/promises';
import path from 'node:path';
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
  options: { inMemory?: boolean; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  const folder = path.join(packageRoot(), 'drizzle');
  if (config.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Several processes may start at once: one migrates while the others wait on the lock.
    const lockClient = new pg.Client({ connectionString: config.DATABASE_URL });
    await lockClient.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(drizzle({ client: lockClient }), { migrationsFolder: folder });
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    } finally {
      await lockClient.end();
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
