import { StorageKey } from '@shop/contract';

/**
 * What /refresh clears (spec: "Clears session and cart"): the signed-in user, the session token,
 * the cart and the persisted store that holds copies of them. The wish list and the language
 * choice stay.
 */
export const REFRESH_CLEARED_KEYS = [
  StorageKey.user,
  StorageKey.token,
  StorageKey.cart,
  StorageKey.persistRoot,
] as const;

/** Removes the keys above from each storage given (local and session storage in the browser). */
export function clearShopStorage(...storages: Pick<Storage, 'removeItem'>[]): void {
  for (const storage of storages) {
    for (const key of REFRESH_CLEARED_KEYS) storage.removeItem(key);
  }
}
