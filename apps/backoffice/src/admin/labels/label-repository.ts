// Screen labels as the admin reads and changes them: one row per (screen, key, language).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Language, ScreenEntity, type ScreenEntityName } from '@shop/contract';
import type { Executor } from '../../db/database';
import { localizationLabels } from '../../db/schema';
import type { LabelTexts } from '../../content/shipped-labels';

export interface StoredLabel extends LabelTexts {
  screen: ScreenEntityName;
  key: string;
}

const LANGUAGE_IDS = [Language.en.id, Language.ar.id];
const screenNames = new Map(
  (Object.keys(ScreenEntity) as ScreenEntityName[]).map((name) => [ScreenEntity[name] as number, name]),
);

/**
 * Every label with its English and Arabic texts. The set is the code's own (a few hundred labels),
 * so the admin's search, filters and pages work on it in memory.
 */
export async function listStoredLabels(db: Executor): Promise<StoredLabel[]> {
  const rows = await db
    .select({
      entityId: localizationLabels.entityId,
      languageId: localizationLabels.languageId,
      key: localizationLabels.labelHtmlId,
      text: localizationLabels.text,
    })
    .from(localizationLabels)
    .where(inArray(localizationLabels.languageId, LANGUAGE_IDS));
  const labels = new Map<string, StoredLabel>();
  for (const row of rows) {
    const screen = screenNames.get(row.entityId);
    if (!screen) continue;
    const id = `${screen}\u0000${row.key}`;
    const label = labels.get(id) ?? { screen, key: row.key, en: '', ar: '' };
    label[row.languageId === Language.ar.id ? 'ar' : 'en'] = row.text;
    labels.set(id, label);
  }
  return [...labels.values()];
}

/** One label, its rows locked until the transaction ends; undefined when the shop has no such label. */
export async function findLabelForUpdate(
  db: Executor,
  screen: ScreenEntityName,
  key: string,
): Promise<StoredLabel | undefined> {
  const rows = await db
    .select({ languageId: localizationLabels.languageId, text: localizationLabels.text })
    .from(localizationLabels)
    .where(
      and(
        eq(localizationLabels.entityId, ScreenEntity[screen]),
        eq(localizationLabels.labelHtmlId, key),
        inArray(localizationLabels.languageId, LANGUAGE_IDS),
      ),
    )
    .for('update');
  if (rows.length === 0) return undefined;
  const text = (languageId: number) => rows.find((row) => row.languageId === languageId)?.text ?? '';
  return { screen, key, en: text(Language.en.id), ar: text(Language.ar.id) };
}

/** Saves a label's text in one language (adding the row when that language had none). */
export async function saveLabelText(
  db: Executor,
  label: { screen: ScreenEntityName; key: string },
  language: 'en' | 'ar',
  text: string,
): Promise<void> {
  await db
    .insert(localizationLabels)
    .values({ entityId: ScreenEntity[label.screen], languageId: Language[language].id, labelHtmlId: label.key, text })
    .onConflictDoUpdate({
      target: [localizationLabels.entityId, localizationLabels.languageId, localizationLabels.labelHtmlId],
      set: { text: sql`excluded.text` },
    });
}
