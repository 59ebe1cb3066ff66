// Small SQL pieces the catalogue's statements share.
import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamp as ISO 8601 text to the microsecond: what the lost-update guard compares, so it must
 * not lose the precision a JavaScript Date would.
 */
export function timestampText(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `a, b, c` for an IN list (callers make sure the list is not empty). */
export function sqlList(values: readonly (number | string)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
