import { StorageKey, type UserRow } from '@shop/contract';
import { useSyncExternalStore } from 'react';

/** The part of the stored login result the header shows. */
export interface StoredUser {
  userId: number;
  firstName: string;
  lastName: string;
}

/**
 * The logged-in user kept by the browser under `user` (spec section 3, the whole login result),
 * or null for a visitor: nothing stored, unreadable JSON, or a UserID below 1 (spec section 6).
 */
export function parseStoredUser(text: string | null): StoredUser | null {
  const record = parseStoredRecord(text);
  if (!record) return null;
  const trimmedText = (field: unknown) => (typeof field === 'string' ? field.trim() : '');
  return {
    userId: Number(record.UserID),
    firstName: trimmedText(record.FirstName),
    lastName: trimmedText(record.LastName),
  };
}

/** The whole stored login result (billing details, profile form), or null for a visitor. */
export function parseStoredRecord(text: string | null): (Partial<UserRow> & { UserID: number }) | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const userId = Number(record.UserID);
  if (!Number.isInteger(userId) || userId < 1) return null;
  return { ...(record as Partial<UserRow>), UserID: userId };
}

const listeners = new Set<() => void>();

function readText(): string | null {
  try {
    return window.localStorage.getItem(StorageKey.user);
  } catch (error) {
    console.error('storage: could not read user', error);
    return null;
  }
}

function writeText(text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(StorageKey.user);
    else window.localStorage.setItem(StorageKey.user, text);
  } catch (error) {
    console.error('storage: could not save user', error);
  }
  for (const listener of listeners) listener();
}

/** Keeps the login result (or the profile as updated) as the browser's signed-in user. */
export function saveStoredUser(user: Partial<UserRow> & { UserID: number }): void {
  writeText(JSON.stringify(user));
}

/** Forgets the signed-in user (logout, failed login, a session the server no longer accepts). */
export function clearStoredUser(): void {
  if (readText() !== null) writeText(null);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === StorageKey.user || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same object while the stored text is unchanged.
let cachedText: string | null = null;
let cachedUser: StoredUser | null = null;
let cachedRecord: ReturnType<typeof parseStoredRecord> = null;

function snapshot(): string | null {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cachedUser = parseStoredUser(text);
    cachedRecord = parseStoredRecord(text);
  }
  return text;
}

/**
 * The logged-in user for the header; null on the server and for visitors. Changes in this tab
 * (login, logout) and in other tabs (the storage event) re-render at once.
 */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(
    subscribe,
    () => (snapshot(), cachedUser),
    () => null,
  );
}

/** The whole stored login result; null on the server and for visitors. */
export function useStoredUserRecord(): ReturnType<typeof parseStoredRecord> {
  return useSyncExternalStore(
    subscribe,
    () => (snapshot(), cachedRecord),
    () => null,
  );
}
