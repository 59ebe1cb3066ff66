// Vitest global setup of the back-office test projects: builds the demo shop once per run, so that
// each test file starts from a copy of it instead of creating, migrating and seeding a database of
// its own (about 3 s on PGlite, most of it PGlite's own initdb, and 1 s on PostgreSQL).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config';
import { connectDatabase } from '../../src/db/connect';
import { seedDemoShop } from '../../src/seed/seed';
import { freshPostgresDatabase } from './test-app';

/** Where the copies come from: PGlite data-folder dumps (files) or PostgreSQL template databases. */
export interface ShopTemplates {
  driver: 'pglite' | 'postgres';
  /** The demo shop, seeded. */
  seeded: string;
  /** The schema only, for `createTestShop({ seed: false })`. */
  empty: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplates?: ShopTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env?.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-template-'));
  const cleanups: (() => Promise<void>)[] = [() => fs.rm(dataDir, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const build = async (name: 'seeded' | 'empty'): Promise<string> => {
      const postgres = driver === 'postgres' ? await freshPostgresDatabase() : undefined;
      if (postgres) cleanups.push(postgres.drop);
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      });
      const database = await connectDatabase(config, { inMemory: true, schema: 'migrate' });
      try {
        if (name === 'seeded') await seedDemoShop(database.db, config);
        if (postgres) return postgres.name;
        const dump = path.join(dataDir, `${name}.tar`);
        await fs.writeFile(dump, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
        return dump;
      } finally {
        // A PostgreSQL template must have no connection left when it is copied.
        await database.close();
      }
    };
    project.provide('shopTemplates', { driver, seeded: await build('seeded'), empty: await build('empty') });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
