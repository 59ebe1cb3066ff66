import { Messages } from '@shop/contract';
import type { SyntheticEvent } from 'react';

import { addToWishlist } from '../../engagement';
import { useLanguage } from '../../../lib/language';
import type { ProductCardData } from '../product-card-data';
import { notify } from '../../../ui/toast';
import { toWishlistItem } from './card-entries';

/** Shown when a product has no picture (spec section 8). */
export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** `onError` of a product picture: a picture that fails to load gives way to the placeholder. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

/** Adds a listed product to the wishlist with the spec's messages (section 8). */
export function useAddToWishlist(product: ProductCardData): () => void {
  const language = useLanguage();
  return () => {
    const result = addToWishlist(toWishlistItem(product));
    notify(result.ok ? 'success' : result.level, result.message ?? Messages.wishlistItemAdded, language.code);
  };
}
