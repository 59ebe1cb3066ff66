import { Messages, StorageKey } from '@shop/contract';

import { createLocalListStore, useLocalList } from '../../../lib/storage/local-list-store';
import type { CartChange } from '../../cart';

/** A wishlist entry as the browser keeps it (spec section 3, "Wishlist item"). */
export interface WishlistItem {
  ProductId: number;
  ProductName: string;
  Price: number;
  DiscountedPrice: number;
  DiscountId: number;
  IsDiscountCalculated: boolean;
  CouponCode: string;
  SizeId: number;
  SizeShortName: string;
  ColorId: number;
  ColorName: string;
  Quantity: number;
  ShippingCharges: number;
  /** Picture path relative to the back-office host. */
  DefaultImage: string;
}

function isWishlistItem(value: unknown): value is WishlistItem {
  const item = value as WishlistItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.ProductId) &&
    typeof item.ProductName === 'string'
  );
}

export const wishlistStore = createLocalListStore<WishlistItem>(StorageKey.wishlist, isWishlistItem);

export function useWishlistItems(): readonly WishlistItem[] {
  return useLocalList(wishlistStore);
}

/** Adds a product; one already on the list is refused (spec section 5). */
export function addToWishlist(item: WishlistItem): CartChange {
  const items = wishlistStore.get();
  if (items.some((entry) => entry.ProductId === item.ProductId)) {
    return { ok: false, message: Messages.wishlistItemExists, level: 'warning' };
  }
  wishlistStore.set([...items, { ...item, ShippingCharges: 0 }]);
  return { ok: true, message: Messages.wishlistItemAdded };
}

export function clearWishlist(): void {
  wishlistStore.set([]);
}
