import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type * as schema from './schema';

/** The shop's database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
