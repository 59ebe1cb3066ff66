// Texts in both languages as the shop keeps them: English in the row's columns, Arabic in
// `localized` under the Arabic language id, keyed by the names the storefront's readers use.
import { Language, type BilingualText } from '@shop/contract';
import type { Localized } from '../../db/schema';

const ARABIC = String(Language.ar.id);

/** Each admin text field and its key in `localized`, e.g. { mainTitle: 'MainTitle' }. */
export type LocalizedKeys<Field extends string> = Readonly<Record<Field, string>>;

/** The row's texts as { en, ar }; a missing Arabic text is ''. */
export function readTexts<Field extends string>(
  row: NoInfer<Record<Field, string>> & { localized: Localized },
  keys: LocalizedKeys<Field>,
): Record<Field, BilingualText> {
  const arabic = row.localized[ARABIC] ?? {};
  const fields = Object.keys(keys) as Field[];
  return Object.fromEntries(
    fields.map((field) => [field, { en: row[field], ar: arabic[keys[field]] ?? '' }]),
  ) as unknown as Record<Field, BilingualText>;
}

/** The English texts, one per column. */
export function englishColumns<Field extends string>(
  texts: NoInfer<Record<Field, BilingualText>>,
  keys: LocalizedKeys<Field>,
): Record<Field, string> {
  const fields = Object.keys(keys) as Field[];
  return Object.fromEntries(fields.map((field) => [field, texts[field].en])) as Record<Field, string>;
}

/**
 * The Arabic texts as `localized` holds them. An empty one is left out, so the storefront's
 * readers fall back to English instead of showing nothing.
 */
export function arabicLocalized<Field extends string>(
  texts: NoInfer<Record<Field, BilingualText>>,
  keys: LocalizedKeys<Field>,
): Localized {
  const fields = Object.keys(keys) as Field[];
  const arabic = Object.fromEntries(
    fields.filter((field) => texts[field].ar !== '').map((field) => [keys[field], texts[field].ar]),
  );
  return { [ARABIC]: arabic };
}
