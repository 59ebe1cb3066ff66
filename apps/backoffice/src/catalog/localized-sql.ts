import { sql, type SQL } from 'drizzle-orm';

/** The text of a `localized` JSON column in the given language, falling back to the English column. */
export function localizedText(localizedColumn: SQL, field: string, englishColumn: SQL, languageId: number): SQL {
  return sql`COALESCE(${localizedColumn} -> ${String(languageId)} ->> ${field}, ${englishColumn})`;
}
