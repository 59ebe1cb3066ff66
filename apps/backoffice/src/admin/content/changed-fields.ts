// What the audit log keeps of an edit: only the fields whose values changed, before and after.

export interface FieldChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The fields of `after` whose value differs from `before` (compared as JSON); undefined when none does. */
export function changedFields<T extends object>(before: T, after: T): FieldChanges | undefined {
  const changes: FieldChanges = { before: {}, after: {} };
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changes.before[key] = before[key];
    changes.after[key] = after[key];
  }
  return Object.keys(changes.after).length > 0 ? changes : undefined;
}
