import { Messages, QuantityLimit, StorageKey, cannotAddMore, maxQuantityFor } from '@shop/contract';

import { createLocalListStore, useLocalList } from '../../lib/storage/local-list-store';

/** A chosen value of a product attribute (colour, size or another variant). */
export interface SelectedAttribute {
  ProductAttributeID: number;
  PrimaryKeyValue: number;
}

/** A cart line as the browser keeps it (spec section 3, "Cart item (local)"). */
export interface CartItem {
  ProductId: number;
  productSelectedAttributes: SelectedAttribute[];
  Quantity: number;
  ShippingCharges: number;
  DefaultImage: string;
  /** The product's cap (0: the default of 10), kept so steppers can stop without asking the server. */
  OrderMaximumQuantity?: number;
}

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.ProductId) &&
    Number.isInteger(item.Quantity) &&
    Array.isArray(item.productSelectedAttributes)
  );
}

export const cartStore = createLocalListStore<CartItem>(StorageKey.cart, isCartItem);

export function useCartItems(): readonly CartItem[] {
  return useLocalList(cartStore);
}

export type CartChange = { ok: true; message?: string } | { ok: false; message: string; level: 'warning' | 'error' };

/** Adds a line; a product already in the cart is refused (spec section 5). */
export function addToCart(item: CartItem): CartChange {
  const items = cartStore.get();
  if (items.some((line) => line.ProductId === item.ProductId)) {
    return { ok: false, message: Messages.cartItemExists, level: 'warning' };
  }
  cartStore.set([...items, { ...item, ShippingCharges: 0 }]);
  return { ok: true, message: Messages.cartItemAdded };
}

/**
 * Changes a line's quantity within the spec's rules: never below 1, never above the product's
 * OrderMaximumQuantity (or 10 when it has none).
 */
export function setCartQuantity(productId: number, quantity: number): CartChange {
  const items = cartStore.get();
  const line = items.find((item) => item.ProductId === productId);
  if (!line) return { ok: false, message: Messages.invalidProduct, level: 'error' };
  const max = maxQuantityFor(line.OrderMaximumQuantity ?? 0);
  if (quantity > max) return { ok: false, message: cannotAddMore(max), level: 'warning' };
  const next = Math.max(QuantityLimit.min, Math.floor(quantity));
  cartStore.set(items.map((item) => (item.ProductId === productId ? { ...item, Quantity: next } : item)));
  return { ok: true };
}

export function removeFromCart(productId: number): void {
  cartStore.set(cartStore.get().filter((item) => item.ProductId !== productId));
}

export function emptyCart(): void {
  cartStore.set([]);
}

/** The number the cart icon shows: units across all lines. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.Quantity, 0);
}
