// Small in-process caches for data every page needs and the shop owner rarely changes
// (categories, settings, labels). Each entry expires on its own; `clearCaches` drops them all.
import { onShopChange } from './shop-changes.server';

const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

/** The cached value of `key`, computing it with `load` when missing or older than `ttlMs`. A failure is not kept. */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => entries.delete(key));
  return value;
}

export function clearCaches(): void {
  entries.clear();
}

// A change saved in the admin shows at once, not when the entry expires.
onShopChange(clearCaches);
