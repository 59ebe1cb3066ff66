import { Truncate, truncate } from '@shop/contract';

import type { WishlistItem } from './wishlist-store';
import { mediaUrl } from '../../../lib/media-url';
import { Thumbnail } from '../../../ui/thumbnail';
import { WishlistQuantityPrice } from './wishlist-line-parts';

const THUMBNAIL_PX = 64;

/** The saved products: picture, name, and quantity times unit price. */
export function WishlistLines({ items }: { items: readonly WishlistItem[] }) {
  return items.map((item) => (
    <li key={item.ProductId} className="flex items-center gap-3 py-3">
      <Thumbnail
        src={mediaUrl(item.DefaultImage)}
        size={THUMBNAIL_PX}
        className="size-16 shrink-0 rounded-md bg-sand-100 object-cover"
      />
      <div className="min-w-0">
        <p className="font-medium text-olive-900" title={item.ProductName}>
          {truncate(item.ProductName, Truncate.wishlist)}
        </p>
        <p className="text-sm text-olive-700">
          <WishlistQuantityPrice item={item} />
        </p>
      </div>
    </li>
  ));
}
