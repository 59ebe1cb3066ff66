import { Truncate, truncate } from '@shop/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { useWishlistItems } from '../engagement';
import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { productPath } from '../../lib/paths';
import type { ProductCardData } from './product-card-data';
import { EyeIcon, HeartIcon } from './product-list/icons';
import { useAddToWishlist } from './product-list/product-actions';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../ui/placeholder-image';
import { ProductPrice } from './product-price';
import { QuickView } from './quick-view/quick-view';
import { RatingStars } from '../../ui/rating-stars';

// Intrinsic size of card pictures (square); reserves their space before they arrive.
const CARD_IMAGE_SIZE = 480;

const ICON_BUTTON =
  'grid size-9 place-items-center rounded-full bg-white/95 text-olive-800 shadow-sm ring-1 ring-sand-200 hover:bg-olive-700 hover:text-white';

/**
 * A product in a list (spec section 2): picture, wishlist and quick-view buttons, name cut to 45
 * characters linking to the product, stars, price and 'View Detail'. `layout="row"` is the list
 * view's wide card, which shows the description too. Names are wrapped in <bdi> so an English
 * name (and its '...') keeps its order inside an Arabic page, and the reverse.
 */
export function ProductCard({
  product,
  layout = 'grid',
  inView = false,
}: {
  product: ProductCardData;
  layout?: 'grid' | 'row';
  /** In view when the page opens: the picture loads first rather than lazily. */
  inView?: boolean;
}) {
  const language = useLanguage();
  const labels = useLabels('ProductsGridTypeOne');
  const nameId = useId();
  const [quickViewOpen, setQuickViewOpen] = useState(false);
  const inWishlist = useWishlistItems().some((item) => item.ProductId === product.id);
  const addToWishlistClicked = useAddToWishlist(product);
  const href = productPath(language, product);
  const discounted = product.sellingPrice < product.price;
  const row = layout === 'row';

  return (
    <article
      aria-labelledby={nameId}
      className={`flex h-full overflow-hidden rounded-lg border border-sand-200 bg-white shadow-sm ${row ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <div className={`relative shrink-0 ${row ? 'sm:w-56' : ''}`}>
        {/* The name below is the card's link; the picture repeats it for the mouse only. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <img
            onError={showPlaceholder}
            src={product.images[0] ?? PLACEHOLDER_IMAGE}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={inView ? 'eager' : 'lazy'}
            fetchPriority={inView ? 'high' : undefined}
            decoding="async"
            className="aspect-square w-full bg-sand-100 object-cover"
          />
        </Link>
        {discounted ? (
          <span className="absolute start-2 top-2 rounded bg-poppy-700 px-2 py-0.5 text-xs font-semibold text-white">
            {labels.lbl_grid_sale}
          </span>
        ) : null}
        <div className="absolute end-2 top-2 flex flex-col gap-2">
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={labels.lbl_grid_add_to_wishlist}
            aria-describedby={nameId}
            onClick={addToWishlistClicked}
          >
            <HeartIcon filled={inWishlist} />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={labels.lbl_grid_quick_view}
            aria-describedby={nameId}
            aria-haspopup="dialog"
            onClick={() => setQuickViewOpen(true)}
          >
            <EyeIcon />
          </button>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        {product.categoryName ? (
          <p className="text-xs font-medium tracking-wide text-earth-700 uppercase">
            <bdi>{product.categoryName}</bdi>
          </p>
        ) : null}
        <h3 id={nameId} className="text-sm font-semibold text-olive-950 sm:text-base">
          <Link to={href} className="hover:text-olive-700 hover:underline">
            <bdi>{truncate(product.name, Truncate.card)}</bdi>
          </Link>
        </h3>
        <RatingStars rating={product.rating} label={labels.lbl_grid_rating} look="outlined" />
        {row ? (
          <p className="line-clamp-3 text-sm text-olive-800">
            {product.description.trim() || labels.lbl_grid_no_description}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <ProductPrice price={product.price} sellingPrice={product.sellingPrice} />
          <Link
            to={href}
            aria-describedby={nameId}
            className="rounded-md border border-olive-700 px-3 py-1.5 text-sm font-semibold text-olive-800 hover:bg-olive-700 hover:text-white"
          >
            {labels.lbl_grid_view_detail}
          </Link>
        </div>
      </div>
      <QuickView product={product} open={quickViewOpen} onOpenChange={setQuickViewOpen} />
    </article>
  );
}
