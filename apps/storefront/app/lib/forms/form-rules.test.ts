import { FormRules, validateForm } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { formTexts, rulesInLanguage } from './form-rules';

describe('rulesInLanguage', () => {
  test('keeps the spec’s field names in English', () => {
    const rules = rulesInLanguage(FormRules.login, { Email: 'E-mail address' }, 'en');

    expect(rules).toBe(FormRules.login);
    expect(validateForm(rules, { Email: '', Password: 'x' })?.message).toBe('Email is required');
  });

  test('names fields by the form’s own labels in Arabic, keeping the spec’s name where none is given', () => {
    const rules = rulesInLanguage(FormRules.login, { Email: 'البريد الإلكتروني' }, 'ar');

    expect(validateForm(rules, { Email: '', Password: 'x' })?.message).toBe('البريد الإلكتروني is required');
    expect(validateForm(rules, { Email: 'a@b.co', Password: '' })?.message).toBe('Password is required');
    // The limits stay the spec's.
    expect(rules.map(({ limit }) => limit)).toEqual(FormRules.login.map(({ limit }) => limit));
  });
});

describe('formTexts', () => {
  test('reads each named text field, and null for a missing or file entry', () => {
    const form = new FormData();
    form.set('Email', ' lina@example.com ');
    form.set('Upload', new Blob(['x']));

    expect(formTexts(form, ['Email', 'Password', 'Upload'])).toEqual({
      Email: ' lina@example.com ',
      Password: null,
      Upload: null,
    });
  });
});
