// The category tree's rules: a parent exists, a category never ends up below itself, and a category
// with subcategories is not deleted. Called inside the change's transaction, under the categories'
// lock, so two moves made at once (A under B, B under A) cannot both pass.
import { sql } from 'drizzle-orm';
import { problem } from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import type { EntryChange, EntryRow, Refusal } from './taxonomy-noun';

/** The category `id` and its ancestors, nearest first; empty when there is no such category. */
async function lineage(tx: Executor, id: number): Promise<{ id: number; name: string }[]> {
  // UNION (not UNION ALL) stops at a repeated row, so even a tree damaged by hand cannot loop.
  return queryRows(
    tx,
    sql`WITH RECURSIVE up(id, parent_id, name) AS (
          SELECT id, parent_id, name FROM categories WHERE id = ${id}
          UNION
          SELECT c.id, c.parent_id, c.name FROM categories c JOIN up ON c.id = up.parent_id
        )
        SELECT id, name FROM up`,
  );
}

/** Refuses a parent that does not exist, or one that is the category itself or lies below it. */
export async function checkCategoryParent(
  tx: Executor,
  change: EntryChange,
  current?: EntryRow,
): Promise<Refusal | undefined> {
  const parentId = change.parentId;
  if (typeof parentId !== 'number') return undefined;
  if (current && parentId === current.id) {
    return { status: 400, problem: problem('CATEGORY_OWN_PARENT') };
  }
  const above = await lineage(tx, parentId);
  if (above.length === 0) return { status: 400, problem: problem('PARENT_CATEGORY_NOT_FOUND', { id: parentId }) };
  if (current && above.some((category) => category.id === current.id)) {
    return {
      status: 409,
      problem: problem('CATEGORY_BELOW_ITSELF', { parent: above[0]!.name, category: current.name }),
    };
  }
  return undefined;
}

/** Refuses deleting a category that still has subcategories. */
export async function checkCategoryDeletion(tx: Executor, current: EntryRow): Promise<Refusal | undefined> {
  const [row] = await queryRows<{ children: number }>(
    tx,
    sql`SELECT count(*)::int AS children FROM categories WHERE parent_id = ${current.id}`,
  );
  const children = row?.children ?? 0;
  if (children === 0) return undefined;
  return { status: 409, problem: problem('CATEGORY_HAS_SUBCATEGORIES', { category: current.name, children }) };
}
