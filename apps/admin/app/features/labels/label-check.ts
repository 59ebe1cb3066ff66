// A label's new texts checked in the browser as the server checks them: English is required, both
// fit, and each keeps the {placeholders} of the shipped English (an empty Arabic shows the English).
import { LABEL_TEXT_MAX_LENGTH, labelPlaceholders, type AdminLabel } from '@shop/contract';

export type LabelTextProblem =
  { kind: 'required' } | { kind: 'tooLong' } | { kind: 'placeholders'; names: string[] } | { kind: 'noPlaceholders' };

export type LabelProblems = Partial<Record<'en' | 'ar', LabelTextProblem>>;

export function labelProblems(label: AdminLabel, texts: { en: string; ar: string }): LabelProblems {
  const expected = labelPlaceholders(label.defaults?.en ?? label.en);
  const problems: LabelProblems = {};
  for (const language of ['en', 'ar'] as const) {
    const text = texts[language];
    if (text === '') {
      if (language === 'en') problems.en = { kind: 'required' };
    } else if (text.length > LABEL_TEXT_MAX_LENGTH) {
      problems[language] = { kind: 'tooLong' };
    } else if (labelPlaceholders(text).join() !== expected.join()) {
      problems[language] =
        expected.length === 0 ? { kind: 'noPlaceholders' } : { kind: 'placeholders', names: expected };
    }
  }
  return problems;
}
