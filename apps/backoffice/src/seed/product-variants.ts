import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { packageRoot } from '../package-root';

/** The migration that gave every existing product its variants; its statement is the rule for new ones too. */
export const VARIANTS_MIGRATION = '0006_product_variants_from_choices.sql';

/**
 * Gives every product that has no variants the ones its colours and sizes make, with its stock
 * shared out among them: the very statement of migration 0006, so a freshly seeded shop gets
 * exactly the variants an upgraded one got. Products that have variants are left as they are.
 */
export async function addVariantsFromChoices(db: Executor): Promise<void> {
  const migration = await fs.readFile(path.join(packageRoot(), 'drizzle', VARIANTS_MIGRATION), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}
