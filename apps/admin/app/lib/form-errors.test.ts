import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/i18n';
import { fieldErrorText } from './form-errors';

const t: Translate = Object.assign((key: string, values?: object) => `${key}${values ? JSON.stringify(values) : ''}`, {
  language: 'en' as const,
});

describe('fieldErrorText', () => {
  it('turns the contract’s English messages into the admin’s own by kind', () => {
    expect(fieldErrorText({ type: 'too_small', message: 'Too small: expected string to have >=1 characters' }, t)).toBe(
      'form.required',
    );
    expect(fieldErrorText({ type: 'too_small', message: 'Too small: expected string to have >=8 characters' }, t)).toBe(
      'form.tooShort{"min":"8"}',
    );
    expect(fieldErrorText({ type: 'too_big', message: 'name max length should be 100 characters' }, t)).toBe(
      'form.tooLong{"max":"100"}',
    );
    expect(fieldErrorText({ type: 'invalid_format', message: 'Invalid email address' }, t)).toBe('form.email');
    expect(fieldErrorText({ type: 'custom', message: 'Email is required' }, t)).toBe('form.required');
  });

  it('says nothing without an error', () => {
    expect(fieldErrorText(undefined, t)).toBeUndefined();
  });
});
