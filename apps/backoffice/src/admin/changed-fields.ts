// What an audit entry records of an update: only the fields that changed, before and after.
import { isDeepStrictEqual } from 'node:util';

type Fields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of `after` that differ from `before`, with their old and new values; nested objects
 * (a name's {en, ar}) keep only their changed keys. Undefined when nothing changed.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | undefined {
  const was: Fields = {};
  const now: Fields = {};
  for (const [key, value] of Object.entries(after)) {
    const previous = before[key];
    if (isDeepStrictEqual(previous, value)) continue;
    if (isPlainObject(previous) && isPlainObject(value)) {
      const nested = changedFields(previous, value);
      if (!nested) continue;
      was[key] = nested.before;
      now[key] = nested.after;
    } else {
      was[key] = previous ?? null;
      now[key] = value;
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : undefined;
}
