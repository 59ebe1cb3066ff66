import { Truncate, truncate } from '@shop/contract';
import { Link } from 'react-router';

import { type WishlistItem, clearWishlist, useWishlistItems } from './wishlist-store';
import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import { mediaUrl } from '../../../lib/media-url';
import { productPath } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { Thumbnail } from '../../../ui/thumbnail';
import { WishlistQuantityPrice } from './wishlist-line-parts';

const THUMBNAIL_SIZE = 80;

/** The wish list kept in this browser, listed with links to each product (the /wishlist page). */
export function SavedWishlist() {
  const language = useLanguage();
  const labels = useLabels('Wishlist');
  const items = useWishlistItems();
  const hydrated = useHydrated();

  return (
    <section aria-labelledby="saved-wishlist-heading" className="rounded-xl border border-sand-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-wishlist-heading" className="text-xl font-bold text-olive-900 sm:text-2xl">
          {labels.lbl_wishlist_title}
        </h2>
        {hydrated ? (
          <p className="text-sm text-olive-700" aria-live="polite">
            {fillLabel(labels.lbl_wishlist_items, { n: items.length })}
          </p>
        ) : null}
      </div>

      {/* The list lives in the browser's storage: the server cannot know it. */}
      {!hydrated ? null : items.length === 0 ? (
        <p className="mt-4 text-olive-800">{labels.lbl_wishlist_empty}</p>
      ) : (
        <SavedWishlistLines items={items} />
      )}

      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          to={localizedPath(language, '/')}
          className="rounded-md bg-olive-700 px-5 py-2 font-semibold text-sand-50 hover:bg-olive-800"
        >
          {labels.lbl_wishlist_continue}
        </Link>
        {hydrated && items.length > 0 ? (
          <button
            type="button"
            onClick={clearWishlist}
            className="rounded-md border border-poppy-600 px-5 py-2 font-semibold text-poppy-700 hover:bg-poppy-600 hover:text-white"
          >
            {labels.lbl_wishlist_clear}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** Each saved product: picture, a link to it, and quantity times unit price. */
function SavedWishlistLines({ items }: { items: readonly WishlistItem[] }) {
  const language = useLanguage();
  return (
    <ul className="mt-4 divide-y divide-sand-200">
      {items.map((item) => (
        <li key={item.ProductId} className="flex items-center gap-4 py-3">
          <Thumbnail
            src={mediaUrl(item.DefaultImage)}
            size={THUMBNAIL_SIZE}
            fallback
            className="size-20 shrink-0 rounded-md bg-sand-100 object-cover"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              to={productPath(language, { id: item.ProductId, name: item.ProductName })}
              className="font-semibold text-olive-900 underline-offset-4 hover:underline"
            >
              <bdi>{truncate(item.ProductName, Truncate.wishlist)}</bdi>
            </Link>
            <p className="text-olive-800">
              <WishlistQuantityPrice item={item} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
