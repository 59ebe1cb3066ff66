// Staff's changes to a taxonomy noun. Each is one transaction that takes the noun's lock, reads the
// entry's before-state FOR UPDATE, checks it against the shop as it is, writes, and records the
// audit entry (only the fields that changed); a refusal writes nothing.
import { problem, type Problem } from '@shop/contract';
import type { Database } from '../../db/database';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit-log';
import { changedFields } from '../changed-fields';
import {
  columnsOf,
  deleteEntry,
  findEntry,
  insertEntry,
  itemOf,
  lockedOrder,
  lockNoun,
  updateEntry,
  writeOrder,
} from './taxonomy-entry-repository';
import type { EntryChange, EntryRow, Refusal, TaxonomyItem, TaxonomyNoun } from './taxonomy-noun';

/** Ids a refusal names at most. */
const NAMED_IDS_MAX = 10;

export type ChangeOutcome<T> = { ok: true; value: T; changed: boolean } | { ok: false; refusal: Refusal };

/** The problem of an entry that is not there. */
export const entryNotFound = (noun: TaxonomyNoun, id: number) =>
  problem('TAXONOMY_ENTRY_NOT_FOUND', { kind: noun.one, id });

const inUse = (noun: TaxonomyNoun, entry: EntryRow) =>
  problem('TAXONOMY_ENTRY_IN_USE', { kind: noun.one, name: entry.name, products: entry.productCount });

/** A reorder's list that misses entries or names unknown ones, naming at most NAMED_IDS_MAX of each. */
function orderMismatch(noun: TaxonomyNoun, missing: number[], unknown: number[]) {
  const named = (ids: number[]) => ids.slice(0, NAMED_IDS_MAX).join(', ');
  const more = (ids: number[]) => Math.max(ids.length - NAMED_IDS_MAX, 0);
  return problem('TAXONOMY_ORDER_CHANGED', {
    kind: noun.one,
    missing: named(missing),
    missingMore: more(missing),
    unknown: named(unknown),
    unknownMore: more(unknown),
  });
}

const refused = (status: Refusal['status'], said: Problem) =>
  ({ ok: false, refusal: { status, problem: said } }) as const;

/** What the audit log keeps of an entry: its fields, not its id or its counts. */
function audited(noun: TaxonomyNoun, item: TaxonomyItem): Record<string, unknown> {
  const unaudited = new Set(['id', 'productCount', ...Object.keys(noun.counts ?? {})]);
  return Object.fromEntries(Object.entries(item).filter(([field]) => !unaudited.has(field)));
}

/** A foreign key refused the deletion: a product took the entry up while it was being deleted. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

export async function createEntry(
  db: Database,
  actor: AdminActor,
  noun: TaxonomyNoun,
  change: EntryChange,
): Promise<ChangeOutcome<TaxonomyItem>> {
  return db.transaction(async (tx) => {
    await lockNoun(tx, noun);
    const refusal = await noun.checkChange?.(tx, change);
    if (refusal) return { ok: false, refusal };
    const id = await insertEntry(tx, noun, columnsOf(change));
    const item = itemOf((await findEntry(tx, noun, id))!);
    await recordAudit(tx, actor, { action: 'create', resource: noun.one, resourceId: id, after: audited(noun, item) });
    return { ok: true, value: item, changed: true };
  });
}

export async function changeEntry(
  db: Database,
  actor: AdminActor,
  noun: TaxonomyNoun,
  id: number,
  change: EntryChange,
): Promise<ChangeOutcome<TaxonomyItem>> {
  return db.transaction(async (tx) => {
    await lockNoun(tx, noun);
    const current = await findEntry(tx, noun, id, { forUpdate: true });
    if (!current) return refused(404, entryNotFound(noun, id));
    const refusal = await noun.checkChange?.(tx, change, current);
    if (refusal) return { ok: false, refusal };
    await updateEntry(tx, noun, id, columnsOf(change, current.localized));
    const item = itemOf((await findEntry(tx, noun, id))!);
    const changed = changedFields(audited(noun, itemOf(current)), audited(noun, item));
    if (changed) await recordAudit(tx, actor, { action: 'update', resource: noun.one, resourceId: id, ...changed });
    return { ok: true, value: item, changed: changed !== undefined };
  });
}

/** Deletes an entry that no product uses (and, for a category, that has no subcategories). */
export async function removeEntry(
  db: Database,
  actor: AdminActor,
  noun: TaxonomyNoun,
  id: number,
): Promise<ChangeOutcome<undefined>> {
  try {
    return await db.transaction(async (tx) => {
      await lockNoun(tx, noun);
      const current = await findEntry(tx, noun, id, { forUpdate: true });
      if (!current) return refused(404, entryNotFound(noun, id));
      if (current.productCount > 0) return refused(409, inUse(noun, current));
      const refusal = await noun.checkDelete?.(tx, current);
      if (refusal) return { ok: false, refusal };
      await deleteEntry(tx, noun, id);
      await recordAudit(tx, actor, {
        action: 'delete',
        resource: noun.one,
        resourceId: id,
        before: audited(noun, itemOf(current)),
      });
      return { ok: true, value: undefined, changed: true };
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const current = await findEntry(db, noun, id);
    if (!current) throw error;
    return refused(409, inUse(noun, current));
  }
}

/** Puts every entry of the noun in the order of `ids`, which must name each exactly once. */
export async function reorderEntries(
  db: Database,
  actor: AdminActor,
  noun: TaxonomyNoun,
  ids: number[],
): Promise<ChangeOutcome<number[]>> {
  return db.transaction(async (tx) => {
    await lockNoun(tx, noun);
    const current = await lockedOrder(tx, noun);
    const listed = new Set(ids);
    const known = new Set(current);
    const missing = current.filter((id) => !listed.has(id));
    const unknown = ids.filter((id) => !known.has(id));
    if (missing.length > 0 || unknown.length > 0) {
      return refused(409, orderMismatch(noun, missing, unknown));
    }
    // Nothing moved: the entries were in this order, numbered 0, 1, 2… already.
    if ((await writeOrder(tx, noun, ids)) === 0) return { ok: true, value: ids, changed: false };
    await recordAudit(tx, actor, {
      action: 'reorder',
      resource: noun.one,
      before: { order: current },
      after: { order: ids },
    });
    return { ok: true, value: ids, changed: true };
  });
}
