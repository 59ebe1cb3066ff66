// The categories a category may be placed under: every category but itself and those below it
// (the server refuses those too), in tree order so each subcategory follows its parent.
import type { TaxonomyEntry } from './taxonomy-nouns';

export interface ParentChoice {
  id: number;
  entry: TaxonomyEntry;
  /** 0 at the top level. */
  depth: number;
}

/** `categories` in display order; `category` the one being edited (none when creating). */
export function parentChoices(categories: readonly TaxonomyEntry[], category?: number): ParentChoice[] {
  const ids = new Set(categories.map((entry) => entry.id));
  const children = new Map<number | null, TaxonomyEntry[]>();
  for (const entry of categories) {
    // A parent missing from the list (deleted meanwhile) puts the category at the top level.
    const parent = entry.parentId != null && ids.has(entry.parentId) ? entry.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  const choices: ParentChoice[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const entry of children.get(parent) ?? []) {
      // The category itself, and with it everything below it, is left out; `seen` guards a loop.
      if (entry.id === category || seen.has(entry.id)) continue;
      seen.add(entry.id);
      choices.push({ id: entry.id, entry, depth });
      visit(entry.id, depth + 1);
    }
  };
  visit(null, 0);
  return choices;
}
