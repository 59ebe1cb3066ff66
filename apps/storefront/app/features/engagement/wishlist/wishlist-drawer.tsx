import { Timing, Truncate, truncate } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { type WishlistItem, clearWishlist, useWishlistItems } from './wishlist-store';
import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import { mediaUrl } from '../../../lib/media-url';
import { HeaderDrawer } from '../../../ui/header-drawer';
import { HeartIcon } from '../../../ui/icons';
import { Thumbnail } from '../../../ui/thumbnail';
import { WishlistQuantityPrice } from './wishlist-line-parts';

const THUMBNAIL_PX = 64;

/** The wishlist icon with its count, and the 'My Wish List' drawer (spec section 2). */
export function WishlistDrawer() {
  const header = useLabels('TopHeader');
  const labels = useLabels('Wishlist');
  const items = useWishlistItems();
  const [open, setOpen] = useState(false);
  const continueShopping = useContinueShopping(() => setOpen(false));

  const count = items.length;
  const countText = fillLabel(labels.lbl_wishlist_items, { n: count });

  return (
    <HeaderDrawer
      icon={<HeartIcon />}
      label={header.lbl_header_wishlist}
      count={count}
      open={open}
      onOpenChange={setOpen}
      closeLabel={labels.lbl_wishlist_close}
      title={
        <>
          {labels.lbl_wishlist_title}{' '}
          <span className="text-sm font-normal text-olive-700">
            (<bdi>{countText}</bdi>)
          </span>
        </>
      }
      isEmpty={count === 0}
      emptyText={labels.lbl_wishlist_empty}
      lines={<WishlistLines items={items} />}
      actions={
        <WishlistActions
          hasItems={count > 0}
          onContinue={continueShopping}
          onClear={() => {
            clearWishlist();
            setOpen(false);
          }}
        />
      }
    />
  );
}

/**
 * 'Continue shopping': closes the drawer, then goes to the language's home page. Kept by the
 * drawer itself, not by its content, which unmounts as the drawer closes.
 */
function useContinueShopping(close: () => void) {
  const language = useLanguage();
  const navigate = useNavigate();
  const continueTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(continueTimer.current), []);
  return () => {
    close();
    // The spec's short pause lets the drawer close before the page changes.
    continueTimer.current = window.setTimeout(
      () => void navigate(localizedPath(language, '/')),
      Timing.wishlistContinue,
    );
  };
}

/** The saved products: picture, name, and quantity times unit price. */
function WishlistLines({ items }: { items: readonly WishlistItem[] }) {
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

/** 'Continue shopping' and, with items, 'Clear wishlist'. */
function WishlistActions({
  hasItems,
  onContinue,
  onClear,
}: {
  hasItems: boolean;
  onContinue: () => void;
  onClear: () => void;
}) {
  const labels = useLabels('Wishlist');
  return (
    <>
      <button
        type="button"
        onClick={onContinue}
        className="rounded-md bg-olive-700 px-4 py-2 font-semibold text-sand-50 hover:bg-olive-800"
      >
        {labels.lbl_wishlist_continue}
      </button>
      {hasItems ? (
        <button
          type="button"
          onClick={onClear}
          className="rounded-md border border-poppy-600 px-4 py-2 font-semibold text-poppy-700 hover:bg-poppy-600 hover:text-white"
        >
          {labels.lbl_wishlist_clear}
        </button>
      ) : null}
    </>
  );
}
