// The SQL of the taxonomy nouns' admin API, written once over a noun's description. English names
// live in the `name` column, Arabic ones in `localized` as {"2": {"name": …}}: the storefront reads
// them with COALESCE(localized -> '2' ->> 'name', name), so a missing translation is an absent key
// (never ''), which makes shoppers on /ar/ see the English name.
import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { Language, type TaxonomyListQuery } from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import type { Localized } from '../../db/schema';
import type { EntryChange, EntryRow, TaxonomyItem, TaxonomyNoun } from './taxonomy-noun';

const ARABIC = String(Language.ar.id);

/** First key of the transaction-scoped advisory locks that make a noun's changes one at a time. */
const TAXONOMY_LOCK_CLASS = 7_301_018;

/** Column values by the table's property names (name, localized, hexCode, …). */
type ColumnValues = Record<string, unknown>;

/**
 * Makes the noun's changes one at a time until the transaction ends: a new entry's place, a full
 * reorder and the category tree's checks are then judged against everything committed before.
 */
export async function lockNoun(tx: Executor, noun: TaxonomyNoun): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TAXONOMY_LOCK_CLASS}::int, hashtext(${noun.path}))`);
}

/** The columns read for an entry: shared ones, the noun's own, and its counts. */
function selection(noun: TaxonomyNoun): Record<string, SQL | ReturnType<typeof getTableColumns>[string]> {
  const columns = getTableColumns(noun.table) as Record<string, ReturnType<typeof getTableColumns>[string]>;
  const own = Object.fromEntries(noun.fields.map((field) => [field, columns[field]!]));
  return {
    id: noun.table.id,
    name: noun.table.name,
    localized: noun.table.localized,
    displayOrder: noun.table.displayOrder,
    isActive: noun.table.isActive,
    ...own,
    productCount: noun.productCount,
    ...noun.counts,
  };
}

/** `q` against both languages' names and the noun's other searchable columns, ignoring case. */
function matching(noun: TaxonomyNoun, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
  const columns = [
    noun.table.name,
    sql`${noun.table.localized} -> ${ARABIC} ->> 'name'`,
    ...(noun.searchColumns ?? []),
  ];
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** One page of a noun's entries, with how many match all pages together. */
export async function listEntries(
  db: Executor,
  noun: TaxonomyNoun,
  query: TaxonomyListQuery,
): Promise<{ rows: EntryRow[]; total: number }> {
  const table = noun.table;
  const where = and(query.active === undefined ? undefined : eq(table.isActive, query.active), matching(noun, query.q));
  const direction = query.order === 'desc' ? desc : asc;
  const sortColumn = { displayOrder: table.displayOrder, name: sql`lower(${table.name})`, id: table.id }[query.sort];
  const rows = await db
    .select(selection(noun))
    .from(table)
    .where(where)
    .orderBy(direction(sortColumn), direction(table.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(table).where(where);
  return { rows: rows as EntryRow[], total: Number(totals?.total ?? 0) };
}

/** The entry with this id; `forUpdate` locks its row until the transaction ends. */
export async function findEntry(
  db: Executor,
  noun: TaxonomyNoun,
  id: number,
  { forUpdate = false } = {},
): Promise<EntryRow | undefined> {
  const query = db.select(selection(noun)).from(noun.table).where(eq(noun.table.id, id));
  const [row] = forUpdate ? await query.for('update', { of: noun.table }) : await query;
  return row as EntryRow | undefined;
}

/** Inserts an entry, last in its list unless the values place it; answers its id. */
export async function insertEntry(tx: Executor, noun: TaxonomyNoun, values: ColumnValues): Promise<number> {
  const last = sql`(SELECT COALESCE(max(display_order) + 1, 0) FROM ${noun.table})`;
  const row: ColumnValues = { displayOrder: last, ...values };
  const [inserted] = await tx
    .insert(noun.table)
    .values(row as typeof noun.table.$inferInsert)
    .returning({ id: noun.table.id });
  return inserted!.id;
}

export async function updateEntry(tx: Executor, noun: TaxonomyNoun, id: number, values: ColumnValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(noun.table)
    .set(values as Partial<typeof noun.table.$inferInsert>)
    .where(eq(noun.table.id, id));
}

export async function deleteEntry(tx: Executor, noun: TaxonomyNoun, id: number): Promise<void> {
  await tx.delete(noun.table).where(eq(noun.table.id, id));
}

/** Every id of the noun in list order, each row locked until the transaction ends. */
export async function lockedOrder(tx: Executor, noun: TaxonomyNoun): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM ${noun.table} ORDER BY display_order, id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

/**
 * Gives the entries displayOrder 0, 1, 2… in the order of `ids`, writing only the rows that move;
 * answers how many moved.
 */
export async function writeOrder(tx: Executor, noun: TaxonomyNoun, ids: number[]): Promise<number> {
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE ${noun.table} AS entry SET display_order = listed.position - 1
          FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) WITH ORDINALITY AS listed(id, position)
         WHERE entry.id = listed.id::int AND entry.display_order <> listed.position - 1
        RETURNING entry.id`,
  );
  return moved.length;
}

/** The admin's view of a row: the name in both languages beside the row's other fields. */
export function itemOf(row: EntryRow): TaxonomyItem {
  const { name, localized, ...fields } = row;
  return { ...fields, name: { en: name, ar: localized[ARABIC]?.name ?? '' } };
}

/** `localized` with the Arabic name set, or removed when '' (a missing translation). */
function withArabicName(localized: Localized, arabic: string): Localized {
  const { name: _previous, ...otherFields } = localized[ARABIC] ?? {};
  const fields = arabic === '' ? otherFields : { ...otherFields, name: arabic };
  const { [ARABIC]: _arabic, ...otherLanguages } = localized;
  return Object.keys(fields).length > 0 ? { ...otherLanguages, [ARABIC]: fields } : otherLanguages;
}

/** The column values a change writes; the row's other texts in `localized` are kept. */
export function columnsOf(change: EntryChange, localized: Localized = {}): ColumnValues {
  const { name, ...fields } = change;
  const columns: ColumnValues = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (name?.en !== undefined) columns.name = name.en;
  if (name?.ar !== undefined) columns.localized = withArabicName(localized, name.ar);
  return columns;
}
