import { Messages } from '@shop/contract';

import { addToWishlist } from '../../engagement';
import { useLanguage } from '../../../lib/language';
import type { ProductCardData } from '../product-card-data';
import { notify } from '../../../ui/toast';
import { toWishlistItem } from './card-entries';

/** Adds a listed product to the wishlist with the spec's messages (section 8). */
export function useAddToWishlist(product: ProductCardData): () => void {
  const language = useLanguage();
  return () => {
    const result = addToWishlist(toWishlistItem(product));
    notify(result.ok ? 'success' : result.level, result.message ?? Messages.wishlistItemAdded, language.code);
  };
}
