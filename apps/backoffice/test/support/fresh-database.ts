// A migrated database without a back-office over it, for tests that run their own workers on it (the job
// queue's): a copy of the run's empty template, in memory on PGlite or a new PostgreSQL database.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { freshPostgresDatabase } from './test-app';

export interface FreshDatabase extends DatabaseHandle {
  config: Config;
  /**
   * The same database through another connection pool, as a second instance has it (PostgreSQL); on PGlite,
   * which one process opens once, the same handle. Closed with this one.
   */
  openAgain(): Promise<DatabaseHandle>;
}

export async function freshDatabase(): Promise<FreshDatabase> {
  const driver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  const templates = inject('shopTemplates');
  const template = templates?.driver === driver ? templates.empty : undefined;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-fresh-'));
  const postgres = driver === 'postgres' ? await freshPostgresDatabase({ template }) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const dump = template && driver === 'pglite' ? new Blob([await fs.readFile(template)]) : undefined;
  const database = await connectDatabase(config, { inMemory: true, loadDataDir: dump, schema: 'migrate' });
  const others: DatabaseHandle[] = [];
  return {
    ...database,
    config,
    async openAgain() {
      if (!postgres) return { ...database, close: async () => {} };
      const other = await connectDatabase(config);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await database.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
