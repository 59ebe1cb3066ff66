import { StorageKey } from '@shop/contract';

/**
 * What /refresh clears from the browser's storage: every key the shop writes (spec section 3's
 * storage keys: the signed-in user, the session token, the cart, the persisted store, the wish
 * list and the language copy), so "All data refreshed" holds. The language cookie stays: the page
 * reloads in the language the shopper chose.
 */
export const REFRESH_CLEARED_KEYS = Object.values(StorageKey);

/** Removes the keys above from each storage given (local and session storage in the browser). */
export function clearShopStorage(...storages: Pick<Storage, 'removeItem'>[]): void {
  for (const storage of storages) {
    for (const key of REFRESH_CLEARED_KEYS) storage.removeItem(key);
  }
}
