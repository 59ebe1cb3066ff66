// A label as the admin shows it: the texts shoppers see, the shipped ones, and whether the
// Arabic is missing.
import { labelPlaceholders, problem, type AdminLabel, type AdminLabelListQuery, type Problem } from '@shop/contract';
import { SETTING_LABELS, settingLabelField, type LabelSettings } from '../../content/setting-labels';
import { shippedLabel } from '../../content/shipped-labels';
import type { StoredLabel } from './label-repository';

/**
 * Missing: the Arabic is empty, or the same as the English where the shipped Arabic differs (a
 * brand name such as "LinkedIn" is the same in both on purpose).
 */
function arabicIsMissing(label: StoredLabel, shipped: AdminLabel['defaults']): boolean {
  if (label.ar.trim() === '') return true;
  return label.ar === label.en && shipped !== null && shipped.ar !== shipped.en;
}

/** The admin's view of a stored label; labels set in Settings show the saved setting. */
export function toAdminLabel(stored: StoredLabel, settings: LabelSettings): AdminLabel {
  const fromSettings = SETTING_LABELS.find((label) => label.screen === stored.screen && label.key === stored.key);
  const label = { ...stored, ...fromSettings?.texts(settings) };
  const defaults = shippedLabel(stored.screen, stored.key) ?? null;
  return {
    screen: label.screen,
    key: label.key,
    en: label.en,
    ar: label.ar,
    missing: arabicIsMissing(label, defaults),
    defaults,
    managedBy: settingLabelField(stored.screen, stored.key) ?? null,
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The labels matching the query, sorted, with the page asked for. */
export function pageOfLabels(labels: AdminLabel[], query: AdminLabelListQuery): { items: AdminLabel[]; total: number } {
  const search = query.q?.toLowerCase();
  const matching = labels.filter(
    (label) =>
      (query.screen === undefined || label.screen === query.screen) &&
      (query.missing === undefined || label.missing === query.missing) &&
      (!search || [label.key, label.en, label.ar].some((text) => text.toLowerCase().includes(search))),
  );
  const [first, second] = query.sort === 'key' ? (['key', 'screen'] as const) : (['screen', 'key'] as const);
  const sign = query.order === 'desc' ? -1 : 1;
  matching.sort((a, b) => sign * (compareText(a[first], b[first]) || compareText(a[second], b[second])));
  return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}

/**
 * What is wrong with the {placeholders} of new texts, as a 400's problem naming the language: each
 * keeps those of `reference` (the shipped English), no fewer and no more, or the storefront would
 * show a number in the wrong place or none.
 */
export function placeholderProblem(reference: string, texts: { en?: string; ar?: string }): Problem | undefined {
  const expected = labelPlaceholders(reference);
  for (const language of ['en', 'ar'] as const) {
    const text = texts[language];
    // An empty Arabic shows the English, placeholders and all.
    if (text === undefined || text === '') continue;
    if (labelPlaceholders(text).join() === expected.join()) continue;
    return expected.length === 0
      ? problem('LABEL_TAKES_NO_PLACEHOLDERS', { language })
      : problem('LABEL_PLACEHOLDERS_CHANGED', {
          language,
          placeholders: expected.map((name) => `{${name}}`).join(', '),
        });
  }
  return undefined;
}
