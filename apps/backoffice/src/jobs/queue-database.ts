// pg-boss runs its SQL through the shop's own database client (pg-boss's `db` adapter): node-postgres's pool on
// PostgreSQL, the one PGlite connection on the embedded database. No second pool, and on PGlite no second
// connection, which PGlite does not have.
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';

interface SqlResult {
  rows: unknown[];
}

/** What node-postgres's Pool and PGlite have in common, and PGlite's `exec` for scripts of several statements. */
interface SqlClient {
  query(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
  exec?(text: string): Promise<SqlResult[]>;
}

export interface QueueDatabase extends PgBoss.Db {
  /** Whether statements are under way: pg-boss marks a job done without waiting, and the database closes next. */
  busy(): boolean;
  /** Waits for the statements under way now. */
  drain(): Promise<void>;
}

/** pg-boss's database adapter over the client under the shop's drizzle database. */
export function queueDatabaseOf(db: Database): QueueDatabase {
  const client = (db as unknown as { $client: SqlClient }).$client;
  const underWay = new Set<Promise<unknown>>();

  async function run(text: string, values?: unknown[]): Promise<SqlResult> {
    // pg-boss's maintenance sends scripts of several statements without parameters: PGlite runs those only with
    // exec; node-postgres's query runs them and answers one result per statement.
    const result =
      (values === undefined || values.length === 0) && client.exec
        ? await client.exec(text)
        : await client.query(text, values);
    return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
  }

  return {
    executeSql(text: string, values?: unknown[]) {
      const statement = run(text, values);
      const settled: Promise<unknown> = statement.then(
        () => underWay.delete(settled),
        () => underWay.delete(settled),
      );
      underWay.add(settled);
      return statement;
    },
    busy: () => underWay.size > 0,
    async drain() {
      await Promise.all([...underWay]);
    },
  };
}
