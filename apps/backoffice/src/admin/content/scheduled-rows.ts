// What banners and campaigns share: an order the owner sets, an active flag and dates, and a
// search over their titles in both languages.
import { and, asc, desc, eq, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import { Language, type SortOrder } from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import type { banners, campaigns } from '../../db/schema';

/** A table of rows the storefront shows in the owner's order while active and within their dates. */
export type ScheduledTable = typeof banners | typeof campaigns;

/** The list query banners and campaigns take. */
export interface ScheduledListQuery {
  limit: number;
  offset: number;
  q?: string | undefined;
  sort: 'displayOrder' | 'id';
  order: SortOrder;
  active?: boolean | undefined;
}

const ARABIC = String(Language.ar.id);

/** `%text%` for ILIKE, with the pattern characters in the text matched as themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The list's filter: the active flag when asked, and the search text in any of `searchable`
 * (English columns) or their Arabic texts (`localized` keys).
 */
export function scheduledListFilter(
  table: ScheduledTable,
  query: ScheduledListQuery,
  searchable: readonly { column: Column; key: string }[],
): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.active !== undefined) filters.push(eq(table.isActive, query.active));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ...searchable.flatMap(({ column, key }) => [
          ilike(column, pattern),
          ilike(sql`${table.localized} -> ${ARABIC} ->> ${key}`, pattern),
        ]),
      ),
    );
  }
  return and(...filters);
}

/** The list's order: the asked column and direction, ties by id. */
export function scheduledListOrder(table: ScheduledTable, query: ScheduledListQuery): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return query.sort === 'id' ? [direction(table.id)] : [direction(table.displayOrder), direction(table.id)];
}

/** A new row's place: after every other. */
export const nextDisplayOrder = (table: ScheduledTable) =>
  sql<number>`(SELECT COALESCE(MAX(${table.displayOrder}) + 1, 0) FROM ${table})`;

/** A moment as the admin API answers it. */
export const isoOrNull = (moment: Date | null): string | null => (moment === null ? null : moment.toISOString());

export type Reordering = { ok: true; before: number[] } | { ok: false; missing: number[]; unknown: number[] };

/**
 * Puts every row in the order of `ids` (the first 0), which must name each row once. Every row is
 * locked first, in id order, so concurrent reorders and edits wait for each other instead of
 * deadlocking, and a list that missed a row added or removed meanwhile is refused.
 */
export async function reorderRows(tx: Executor, table: ScheduledTable, ids: readonly number[]): Promise<Reordering> {
  const rows = await queryRows<{ id: number; display_order: number }>(
    tx,
    sql`SELECT id, display_order FROM ${table} ORDER BY id FOR UPDATE`,
  );
  const before = rows.sort((a, b) => a.display_order - b.display_order || a.id - b.id).map((row) => Number(row.id));
  const known = new Set(before);
  const listed = new Set(ids);
  const unknown = ids.filter((id) => !known.has(id));
  const missing = before.filter((id) => !listed.has(id));
  if (unknown.length > 0 || missing.length > 0) return { ok: false, missing, unknown };
  const positions = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${table} SET display_order = array_position(ARRAY[${positions}]::int[], id) - 1`);
  return { ok: true, before };
}
