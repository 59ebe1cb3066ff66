import { Language, Messages, ScreenLabels } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { translateMessage } from '../../../lib/messages';
import { contactFailure, contactFormFailure, contactHint, contactPost } from './contact-values';

const validPost = {
  FullName: 'Omar Khalil',
  Email: 'omar@example.com',
  PhoneNumber: '+970 599 000 000',
  Subject: 'Wholesale olive oil',
  Message: 'Do you ship 20 litres to Amman?',
};

const labels = ScreenLabels.ContactUs;

describe('contactPost', () => {
  test('trims every field', () => {
    expect(
      contactPost({ FullName: ' Omar ', Email: ' o@x.ps ', PhoneNumber: ' 1 ', Subject: ' s ', Message: ' m ' }),
    ).toEqual({ FullName: 'Omar', Email: 'o@x.ps', PhoneNumber: '1', Subject: 's', Message: 'm' });
  });
});

describe('contactFailure', () => {
  test('passes a valid message', () => {
    expect(contactFailure(validPost, Language.en, labels)).toBeNull();
  });

  test.each([
    [{ FullName: '  ' }, 'Name is required'],
    [{ FullName: 'x'.repeat(201) }, 'Name max length should be 200 characters'],
    [{ Email: '' }, 'Email is required'],
    [{ Email: `${'x'.repeat(90)}@example.com` }, 'Email max length should be 100 characters'],
    [{ Email: 'omar@localhost' }, Messages.invalidEmail],
    [{ PhoneNumber: '' }, 'Phone Number is required'],
    [{ PhoneNumber: '1'.repeat(21) }, 'Phone Number max length should be 20 characters'],
    [{ Subject: '' }, 'Subject is required'],
    [{ Subject: 'x'.repeat(151) }, 'Subject max length should be 150 characters'],
    [{ Message: '' }, 'Message is required'],
    [{ Message: 'x'.repeat(2001) }, 'Message max length should be 2000 characters'],
  ])('refuses %o with the spec’s message', (change, message) => {
    expect(contactFailure({ ...validPost, ...change }, Language.en, labels)).toBe(message);
  });

  test('names the field by the form’s label on Arabic pages', () => {
    expect(
      contactFailure({ ...validPost, Message: '' }, Language.ar, { ...labels, lbl_contact_message: 'رسالتك' }),
    ).toBe('رسالتك is required');
  });
});

describe('contactHint', () => {
  test('gives the spec’s browser hint of each field, in the page’s language', () => {
    expect(contactHint('FullName', 'en')).toBe('Please enter your name');
    expect(contactHint('Email', 'en')).toBe('Please enter your email');
    expect(contactHint('PhoneNumber', 'en')).toBe('Please enter your phone number');
    expect(contactHint('Subject', 'en')).toBe('Please enter subject');
    expect(contactHint('Message', 'en')).toBe('Please enter your message');
    expect(contactHint('Message', 'ar')).toBe('يرجى إدخال رسالتك');
  });
});

describe('contactFormFailure', () => {
  test('gives an empty field the spec’s hint before any rule, in the page’s language', () => {
    const text = { ...validPost, FullName: 'x'.repeat(201), Email: '' };
    expect(contactFormFailure(text, Language.en, labels)).toEqual({
      field: 'Email',
      message: 'Please enter your email',
    });
    expect(contactFormFailure(text, Language.ar, labels)).toEqual({
      field: 'Email',
      message: 'يرجى إدخال بريدك الإلكتروني',
    });
  });

  test('an address without a domain gets the spec’s email message, which the browser used to hide', () => {
    expect(contactFormFailure({ ...validPost, Email: 'qa@' }, Language.en, labels)).toEqual({
      field: 'Email',
      message: Messages.invalidEmail,
    });
    // The message is written as the toast writes it: in the page's language.
    expect(
      translateMessage(contactFormFailure({ ...validPost, Email: 'qa@' }, Language.ar, labels)!.message, 'ar'),
    ).toBe('يرجى إدخال بريد إلكتروني صحيح');
  });

  test('checks the trimmed post with the contact rules', () => {
    expect(contactFormFailure({ ...validPost, Subject: '   ' }, Language.en, labels)).toEqual({
      field: 'Subject',
      message: 'Subject is required',
    });
    expect(contactFormFailure({ ...validPost, Email: ' omar@example.com ' }, Language.en, labels)).toBeNull();
  });
});
