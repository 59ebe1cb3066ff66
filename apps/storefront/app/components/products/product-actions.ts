import { Messages } from '@shop/contract';
import { type SyntheticEvent, useState } from 'react';

import { addToCart } from '../../lib/cart/cart-store';
import { addToWishlist } from '../../lib/cart/wishlist-store';
import { useLanguage } from '../../lib/language';
import type { ProductCardData } from '../../lib/product-card-data';
import { notify } from '../../lib/toast';
import { toCartItem, toWishlistItem } from './card-entries';
import { type ProductOptions, quickAddOutcome } from './product-options';

/** Shown when a product has no picture (spec section 8). */
export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** `onError` of a product picture: a picture that fails to load gives way to the placeholder. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

/** The resource route that tells what a product needs before it can go into the cart. */
export function productOptionsUrl(productId: number, language: string): string {
  return `/api/product-options?${new URLSearchParams({ productId: String(productId), lang: language })}`;
}

/** Adds a listed product to the wishlist with the spec's messages (section 8). */
export function useAddToWishlist(product: ProductCardData): () => void {
  const language = useLanguage();
  return () => {
    const result = addToWishlist(toWishlistItem(product));
    notify(result.ok ? 'success' : result.level, result.message ?? Messages.wishlistItemAdded, language.code);
  };
}

/**
 * Adds a listed product to the cart without choosing anything, after the spec's checks (section 5)
 * on its options fetched from the storefront. `onChoiceNeeded` runs when the product needs a size,
 * colour or variant first, so the caller can point the shopper to the product page.
 */
export function useQuickAddToCart(product: ProductCardData, onChoiceNeeded: () => void) {
  const language = useLanguage();
  const [pending, setPending] = useState(false);

  async function add() {
    setPending(true);
    try {
      const response = await fetch(productOptionsUrl(product.id, language.code), {
        headers: { Accept: 'application/json' },
      });
      if (response.status === 404) {
        notify('error', Messages.invalidProduct, language.code);
        return;
      }
      if (!response.ok) throw new Error(`product options: HTTP ${response.status}`);
      const options = (await response.json()) as ProductOptions;
      const outcome = quickAddOutcome(options);
      if (outcome.kind === 'refuse') {
        notify('error', outcome.message, language.code);
      } else if (outcome.kind === 'choose') {
        notify('warning', outcome.message, language.code);
        onChoiceNeeded();
      } else {
        const result = addToCart(toCartItem(product, options));
        notify(result.ok ? 'success' : result.level, result.message ?? Messages.cartItemAdded, language.code);
      }
    } catch (error) {
      console.error('quick view: add to cart failed', error);
      notify('error', Messages.genericError, language.code);
    } finally {
      setPending(false);
    }
  }

  return { add, pending };
}
