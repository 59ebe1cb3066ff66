import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { loadConfig } from '../../apps/backoffice/src/config';
import { connectDatabase } from '../../apps/backoffice/src/db/connect';
import { queryRows } from '../../apps/backoffice/src/db/database';
import { seedDemoShop } from '../../apps/backoffice/src/seed/seed';
import { generateCatalog } from '../../apps/backoffice/src/seed/generate-catalog';

export type Driver = 'pglite' | 'postgres';

/** A database holding the demo shop plus generated products, and how a back-office reaches it. */
export interface BenchDatabase {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** Where PostgreSQL answers for benchmarks; the machine's own server by default. */
export const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh database (a temp folder for PGlite, a new database on the PostgreSQL server),
 * seeds the demo shop and adds generated products until it holds `products` in all.
 */
export async function prepareDatabase(driver: Driver, products: number): Promise<BenchDatabase> {
  const prepared = process.env.BENCH_PREPARED_DATABASE_URL;
  if (driver === 'postgres' && prepared) return reusedDatabase(prepared);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `shop-bench-${driver}-`));
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  if (driver === 'postgres') {
    databaseName = `shop_bench_${process.pid}_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.href;
  }
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(databaseUrl ? postgresEnv(databaseUrl) : {}) };

  const config = loadConfig({ ...process.env, ...env, SEED_DEMO: 'true', LOG_LEVEL: 'silent' });
  const database = await connectDatabase(config, { schema: 'migrate' });
  try {
    await seedDemoShop(database.db, config);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM products`,
    );
    if (products > count) await generateCatalog(database.db, products - count);
  } finally {
    await database.close();
  }

  return {
    env,
    async dispose() {
      await fs.rm(dataDir, { recursive: true, force: true });
      if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    },
  };
}

/** A PostgreSQL database prepared by an earlier run, kept as it is afterwards. */
async function reusedDatabase(databaseUrl: string): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-postgres-'));
  return {
    env: { DATA_DIR: dataDir, ...postgresEnv(databaseUrl) },
    async dispose() {
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a back-office on PostgreSQL needs besides the database: the secrets every instance shares. */
function postgresEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SECRET_KEY: randomBytes(32).toString('base64'),
    ADMIN_TOKEN: randomBytes(32).toString('base64'),
  };
}
