import { describe, expect, test } from 'vitest';

import { parseStoredUser } from './stored-user';

describe('parseStoredUser', () => {
  test('reads the names of a logged-in user (UserID of at least 1)', () => {
    const stored = JSON.stringify({ UserID: 7, FirstName: ' Leila ', LastName: 'Haddad', EmailAddress: 'l@h.ps' });
    expect(parseStoredUser(stored)).toEqual({ userId: 7, firstName: 'Leila', lastName: 'Haddad' });
  });

  test('accepts the id as text, as some hosts send it', () => {
    expect(parseStoredUser('{"UserID":"12","FirstName":"Sami","LastName":"Khalil"}')?.userId).toBe(12);
  });

  test('is a visitor for nothing stored, bad JSON, or an id below 1', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('')).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('null')).toBeNull();
    expect(parseStoredUser('{"UserID":0,"FirstName":"A"}')).toBeNull();
    expect(parseStoredUser('{"UserID":-1}')).toBeNull();
    expect(parseStoredUser('{"FirstName":"A"}')).toBeNull();
    expect(parseStoredUser('{"UserID":1.5}')).toBeNull();
  });

  test('keeps missing names empty rather than failing', () => {
    expect(parseStoredUser('{"UserID":3}')).toEqual({ userId: 3, firstName: '', lastName: '' });
  });
});
