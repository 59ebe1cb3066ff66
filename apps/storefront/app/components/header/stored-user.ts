import { StorageKey } from '@shop/contract';
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
  const trimmedText = (field: unknown) => (typeof field === 'string' ? field.trim() : '');
  return { userId, firstName: trimmedText(record.FirstName), lastName: trimmedText(record.LastName) };
}

let cachedText: string | null = null;
let cachedUser: StoredUser | null = null;

function readStoredUser(): StoredUser | null {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(StorageKey.user);
  } catch (error) {
    console.error('storage: could not read user', error);
  }
  if (text !== cachedText) {
    cachedText = text;
    cachedUser = parseStoredUser(text);
  }
  return cachedUser;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === StorageKey.user || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The logged-in user for the header; null on the server and for visitors. Another tab's login
 * arrives through the storage event; this tab's is read again on the next render (every
 * navigation re-renders the header).
 */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, readStoredUser, () => null);
}
