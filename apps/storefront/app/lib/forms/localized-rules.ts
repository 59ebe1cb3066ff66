import { type FormRule, Language } from '@shop/contract';

import type { ShopLanguage } from '../language';

/**
 * A form's rules as the page's language words them. English messages name fields as the spec does
 * ('First Name is required'); other languages name them by the form's own translated labels, so
 * the message (translated by `translateMessage`) names the field the shopper sees.
 */
export function rulesInLanguage<R extends readonly FormRule[]>(
  rules: R,
  language: ShopLanguage,
  fieldLabels: Partial<Record<R[number]['field'], string>>,
): R {
  if (language.code === Language.en.code) return rules;
  const labels = fieldLabels as Partial<Record<string, string>>;
  return rules.map((rule) => {
    const label = labels[rule.field]?.trim();
    return label ? { ...rule, label } : rule;
  }) as unknown as R;
}
