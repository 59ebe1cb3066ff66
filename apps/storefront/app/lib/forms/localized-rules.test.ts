import { FormRules, Language, validateForm } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { rulesInLanguage } from './localized-rules';

describe('rulesInLanguage', () => {
  test('keeps the spec’s English field names on English pages', () => {
    const rules = rulesInLanguage(FormRules.contact, Language.en, { FullName: 'Your Name' });

    expect(rules).toBe(FormRules.contact);
    expect(validateForm(rules, { FullName: ' ' })?.message).toBe('Name is required');
  });

  test('names fields by the form’s own labels on Arabic pages, keeping every limit', () => {
    const rules = rulesInLanguage(FormRules.contact, Language.ar, { FullName: 'الاسم', Email: ' ' });

    expect(rules.map((rule) => rule.label)).toEqual(['الاسم', 'Email', 'Phone Number', 'Subject', 'Message']);
    expect(rules.map((rule) => rule.limit)).toEqual(FormRules.contact.map((rule) => rule.limit));
    expect(validateForm(rules, { FullName: 'x'.repeat(201) })?.message).toBe(
      'الاسم max length should be 200 characters',
    );
  });
});
