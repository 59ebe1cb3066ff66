import { type FormRule, Language, type LanguageCode } from '@shop/contract';

/**
 * A form's rules with the field names its messages use. English keeps the spec's own names
 * ('Email is required'); other languages name each field by the form's translated label, so the
 * message matches what the shopper sees. Fields without a label keep the spec's name.
 */
export function rulesInLanguage<R extends readonly FormRule[]>(
  rules: R,
  labels: Partial<Record<R[number]['field'], string>>,
  language: LanguageCode,
): R {
  if (language === Language.en.code) return rules;
  return rules.map((rule) => {
    const label = (labels as Record<string, string | undefined>)[rule.field];
    return label ? { ...rule, label } : rule;
  }) as unknown as R;
}

/** The text of each named field of a submitted form; a missing or non-text entry is null. */
export function formTexts<F extends string>(form: FormData, fields: readonly F[]): Record<F, string | null> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : null];
    }),
  ) as Record<F, string | null>;
}
