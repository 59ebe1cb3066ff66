import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { connectDatabase } from '../../src/db/connect';
import type { Database } from '../../src/db/database';
import { installSeedFiles, seedDemoShop } from '../../src/seed/seed';

export interface TestShop {
  app: FastifyInstance;
  db: Database;
  config: Config;
  driver: 'pglite' | 'postgres';
  /** POSTs `{ requestParameters }` to a path and answers the reply with its envelope parsed. */
  call(pathname: string, requestParameters: unknown, headers?: Record<string, string>): Promise<CallReply>;
  close(): Promise<void>;
}

export interface CallReply {
  status: number;
  body: {
    statusCode: number;
    message: string;
    errorMessage: string;
    errorCode?: string;
    errorValues?: Record<string, string | number>;
    data: string;
    token?: string;
  };
  rows: Record<string, unknown>[];
  raw: LightMyRequestResponse;
}

/**
 * A fresh PostgreSQL database for one test file (a copy of `template` when given), dropped when the
 * file is done.
 */
export async function freshPostgresDatabase(
  options: { template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Builds the back-office over a new database holding the demo shop (PGlite or PostgreSQL, per
 * TEST_DB_DRIVER). `env` adds configuration (e.g. SMTP_URL); `logger` replaces the silent one. Argon2
 * runs with 1 MiB so tests stay quick; production keeps OWASP's 19 MiB (config refuses less there).
 *
 * Under the test projects' global setup (shop-templates.ts) the database is a copy of a shop built
 * once per run; without that setup it is created and seeded here.
 */
export async function createTestShop(
  options: { seed?: boolean; env?: Record<string, string>; logger?: AppDependencies['logger'] } = {},
): Promise<TestShop> {
  const driver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  const seed = options.seed !== false;
  const templates = inject('shopTemplates');
  const template = templates?.driver === driver ? (seed ? templates.seeded : templates.empty) : undefined;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const postgres = driver === 'postgres' ? await freshPostgresDatabase({ template }) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    // Tests change the database behind the back-office's back; catalog-cache.test.ts and search-index.test.ts
    // turn these on.
    CATALOG_CACHE_SECONDS: '0',
    SEARCH_INDEX_SECONDS: '0',
    // No payment reconciliation or purge at a cron minute in the middle of a test; jobs tests turn them on.
    JOB_SCHEDULES: 'false',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const dump = template && driver === 'pglite' ? new Blob([await fs.readFile(template)]) : undefined;
  const database = await connectDatabase(config, { inMemory: true, loadDataDir: dump, schema: 'migrate' });
  if (seed && template) await installSeedFiles(config);
  else if (seed) await seedDemoShop(database.db, config);
  const app = await buildApp({ config, db: database.db, logger: options.logger ?? false });
  await app.ready();

  return {
    app,
    db: database.db,
    config,
    driver,
    async call(pathname, requestParameters, headers = {}) {
      const raw = await app.inject({
        method: 'POST',
        url: pathname,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ requestParameters }),
      });
      const body = raw.json() as CallReply['body'];
      return { status: raw.statusCode, body, rows: JSON.parse(body.data ?? '[]') as Record<string, unknown>[], raw };
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
