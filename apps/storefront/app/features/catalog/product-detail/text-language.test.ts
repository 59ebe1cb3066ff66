import { describe, expect, test } from 'vitest';

import { languageOfText } from './text-language';

describe('languageOfText', () => {
  test('Arabic letters make a text Arabic, even beside Latin ones', () => {
    expect(languageOfText('زيت رائع')).toBe('ar');
    expect(languageOfText('زيت رائع from Jenin')).toBe('ar');
  });

  test('Latin letters alone make it English', () => {
    expect(languageOfText('Tastes like my grandmother’s oil')).toBe('en');
    expect(languageOfText('Reem Hamdan')).toBe('en');
  });

  test('digits, signs and emoji say nothing', () => {
    expect(languageOfText('5/5 👍')).toBeUndefined();
    expect(languageOfText('')).toBeUndefined();
  });
});
