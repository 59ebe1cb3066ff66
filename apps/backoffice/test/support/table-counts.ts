import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../src/db/database';

/** Row counts of every table in the shop's schema, to prove a request changed nothing. */
export async function tableCounts(db: Executor): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
