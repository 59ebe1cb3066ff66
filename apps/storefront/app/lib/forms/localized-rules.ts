import { type FormRule, Language, type LanguageCode } from '@shop/contract';

/**
 * A form's rules as the page's language words them. English messages name fields as the spec does
 * ('First Name is required'); other languages name them by the form's own translated labels, so
 * the message (translated by `translateMessage`) names the field the shopper sees. A field without
 * a label (or with a blank one) keeps the spec's name; the limits are always the spec's.
 */
export function rulesInLanguage<R extends readonly FormRule[]>(
  rules: R,
  fieldLabels: Partial<Record<R[number]['field'], string>>,
  language: LanguageCode,
): R {
  if (language === Language.en.code) return rules;
  const labels = fieldLabels as Partial<Record<string, string>>;
  return rules.map((rule) => {
    const label = labels[rule.field]?.trim();
    return label ? { ...rule, label } : rule;
  }) as unknown as R;
}
