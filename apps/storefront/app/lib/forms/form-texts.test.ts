import { describe, expect, test } from 'vitest';

import { formTexts, formTextsOrEmpty } from './form-texts';

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

describe('formTextsOrEmpty', () => {
  test('reads each named text field, and empty text for a missing or file entry', () => {
    const form = new FormData();
    form.set('FullName', ' Omar ');
    form.set('Upload', new Blob(['x']));

    expect(formTextsOrEmpty(form, ['FullName', 'Email', 'Upload'])).toEqual({
      FullName: ' Omar ',
      Email: '',
      Upload: '',
    });
  });
});
