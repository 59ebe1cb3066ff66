import { Timing } from '@shop/contract';
import { lazy, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { clearWishlist, useWishlistItems } from './wishlist-store';
import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import { HeaderDrawer } from '../../../ui/header-drawer';
import { HeartIcon } from '../../../ui/icons';

// The lines' code loads when the drawer first opens, not with every page.
const WishlistLines = lazy(() =>
  import('./wishlist-drawer-lines').then((module) => ({ default: module.WishlistLines })),
);

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
