import { FormRules, Language, validateForm } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { rulesInLanguage } from './localized-rules';

describe('rulesInLanguage', () => {
  test('keeps the spec’s English field names on English pages', () => {
    const rules = rulesInLanguage(FormRules.contact, { FullName: 'Your Name' }, Language.en.code);

    expect(rules).toBe(FormRules.contact);
    expect(validateForm(rules, { FullName: ' ' })?.message).toBe('Name is required');
  });

  test('keeps the spec’s field names in English', () => {
    const rules = rulesInLanguage(FormRules.login, { Email: 'E-mail address' }, 'en');

    expect(rules).toBe(FormRules.login);
    expect(validateForm(rules, { Email: '', Password: 'x' })?.message).toBe('Email is required');
  });

  test('names fields by the form’s own labels on Arabic pages, keeping every limit', () => {
    const rules = rulesInLanguage(FormRules.contact, { FullName: 'الاسم', Email: ' ' }, Language.ar.code);

    expect(rules.map((rule) => rule.label)).toEqual(['الاسم', 'Email', 'Phone Number', 'Subject', 'Message']);
    expect(rules.map((rule) => rule.limit)).toEqual(FormRules.contact.map((rule) => rule.limit));
    expect(validateForm(rules, { FullName: 'x'.repeat(201) })?.message).toBe(
      'الاسم max length should be 200 characters',
    );
  });

  test('names fields by the form’s own labels in Arabic, keeping the spec’s name where none is given', () => {
    const rules = rulesInLanguage(FormRules.login, { Email: 'البريد الإلكتروني' }, 'ar');

    expect(validateForm(rules, { Email: '', Password: 'x' })?.message).toBe('البريد الإلكتروني is required');
    expect(validateForm(rules, { Email: 'a@b.co', Password: '' })?.message).toBe('Password is required');
    // The limits stay the spec's.
    expect(rules.map(({ limit }) => limit)).toEqual(FormRules.login.map(({ limit }) => limit));
  });
});
