// What the admin API needs to know about one taxonomy noun (categories, brands, tags, colours,
// sizes): its table, its own fields, what counts as "in use", and its schemas. The routes, the
// repository and the changes are written once for all five, over this description.
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { BilingualText, Problem, ProblemArguments } from '@shop/contract';
import type { Executor } from '../../db/database';
import type { categories, colors, Localized, manufacturers, sizes, tags } from '../../db/schema';

/** The tables behind the nouns; each has id, name, localized, displayOrder and isActive. */
export type TaxonomyTable = typeof categories | typeof manufacturers | typeof tags | typeof colors | typeof sizes;

/** A row as the repository reads it: the shared columns, the noun's own fields and its counts. */
export interface EntryRow {
  id: number;
  name: string;
  localized: Localized;
  displayOrder: number;
  isActive: boolean;
  productCount: number;
  [field: string]: unknown;
}

/** An entry as the admin API answers it (the contract's Admin<Noun>). */
export interface TaxonomyItem {
  id: number;
  name: BilingualText;
  displayOrder: number;
  isActive: boolean;
  productCount: number;
  [field: string]: unknown;
}

/** A change's body after parsing: the name in one or both languages, and column values by field. */
export interface EntryChange {
  name?: Partial<BilingualText>;
  [field: string]: unknown;
}

/** Why a change is refused: the status and the problem. */
export interface Refusal {
  status: 400 | 404 | 409;
  problem: Problem;
}

export interface TaxonomyNoun {
  /** Path segment under /api/v1/admin/, e.g. 'colours'. */
  path: string;
  /** The noun in the audit log and in problems, e.g. 'colour'. */
  one: ProblemArguments<'TAXONOMY_ENTRY_NOT_FOUND'>[0]['kind'];
  /** Its plural in messages and the OpenAPI document, e.g. 'colours'. */
  many: string;
  table: TaxonomyTable;
  /** The noun's own columns, named as in its answers and bodies (e.g. ['hexCode']). */
  fields: readonly string[];
  /** Products using an entry: a SQL expression correlated with `table`'s row. */
  productCount: SQL<number>;
  /** More counts the answers carry (a category's childCount); never audited. */
  counts?: Record<string, SQL<number>>;
  /** Columns `q` matches besides both languages' names (a colour's hex code). */
  searchColumns?: PgColumn[];
  schemas: {
    item: z.ZodType;
    page: z.ZodType;
    create: z.ZodType<EntryChange>;
    update: z.ZodType<EntryChange>;
  };
  /**
   * Checks a creation (`current` undefined) or an update against the shop as it is, inside the
   * change's transaction and after the noun's lock, so parallel changes are judged one by one.
   */
  checkChange?(tx: Executor, change: EntryChange, current?: EntryRow): Promise<Refusal | undefined>;
  /** Checks a deletion beyond "no product uses it", likewise inside the transaction. */
  checkDelete?(tx: Executor, current: EntryRow): Promise<Refusal | undefined>;
}
