import { useSyncExternalStore } from 'react';

/**
 * A list kept in the browser's localStorage under one key (the spec's `cartItems` and
 * `customerWishList`), shared by every component and every tab of the shop. The server renders
 * it empty; the browser fills it in after hydration.
 */
export interface LocalListStore<Item> {
  get(): readonly Item[];
  set(items: readonly Item[]): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY: readonly never[] = [];

export function createLocalListStore<Item>(
  key: string,
  isItem: (value: unknown) => value is Item,
): LocalListStore<Item> {
  const listeners = new Set<() => void>();
  let cachedText: string | null = null;
  let cachedItems: readonly Item[] = EMPTY;

  function read(): readonly Item[] {
    if (typeof window === 'undefined') return EMPTY;
    let text: string | null;
    try {
      text = window.localStorage.getItem(key);
    } catch {
      return EMPTY;
    }
    if (text === cachedText) return cachedItems;
    cachedText = text;
    try {
      const parsed: unknown = text ? JSON.parse(text) : [];
      // Anything unreadable (an old format, a hand edit) is dropped rather than breaking the page.
      cachedItems = Array.isArray(parsed) ? parsed.filter(isItem) : EMPTY;
    } catch (error) {
      console.error(`storage: could not read ${key}`, error);
      cachedItems = EMPTY;
    }
    return cachedItems;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  return {
    get: read,
    set(items) {
      try {
        window.localStorage.setItem(key, JSON.stringify(items));
      } catch (error) {
        console.error(`storage: could not save ${key}`, error);
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The list's items, re-rendering when they change here or in another tab. */
export function useLocalList<Item>(store: LocalListStore<Item>): readonly Item[] {
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}
