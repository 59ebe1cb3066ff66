import { useRef, useState } from 'react';
import { Link } from 'react-router';

import { useLabels } from '../lib/labels/labels';
import { useLanguage } from '../lib/language';
import { productPath } from '../lib/paths';
import type { ProductCardData } from '../lib/product-card-data';
import { Drawer } from './drawer';
import { CartIcon, HeartIcon } from './products/icons';
import { PLACEHOLDER_IMAGE, showPlaceholder, useAddToWishlist, useQuickAddToCart } from './products/product-actions';
import { StarRating } from './products/star-rating';
import { ProductPrice } from './product-price';

// Intrinsic sizes of the pictures (square), so the drawer does not jump while they load.
const MAIN_IMAGE_SIZE = 640;
const THUMBNAIL_SIZE = 96;

/**
 * A product's quick view (spec section 2): a side drawer from the reading side with its pictures,
 * name, price, stars, description, category, Add to Cart, Add to Wishlist and View Full Details.
 * Add to Cart applies the spec's checks; a product that needs a size, colour or variant gets the
 * spec's message and the shopper is pointed to its full page to choose.
 */
export function QuickView({
  product,
  open,
  onOpenChange,
}: {
  product: ProductCardData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const labels = useLabels('ProductsGridTypeOne');
  const language = useLanguage();
  const [imageIndex, setImageIndex] = useState(0);
  const [choiceNeeded, setChoiceNeeded] = useState(false);
  const detailsLink = useRef<HTMLAnchorElement>(null);
  const addToWishlistClicked = useAddToWishlist(product);
  const quickAdd = useQuickAddToCart(product, () => {
    setChoiceNeeded(true);
    detailsLink.current?.focus();
  });
  const images = product.images.length > 0 ? product.images : [PLACEHOLDER_IMAGE];
  const shown = images[Math.min(imageIndex, images.length - 1)];
  const description = product.description.trim() || labels.lbl_grid_no_description;

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setChoiceNeeded(false);
      }}
      side="end"
      title={labels.lbl_grid_quick_view}
      closeLabel={labels.lbl_grid_close}
    >
      <div className="flex flex-col gap-4 p-4">
        <img
          onError={showPlaceholder}
          src={shown}
          alt={product.name}
          width={MAIN_IMAGE_SIZE}
          height={MAIN_IMAGE_SIZE}
          className="mx-auto aspect-square w-full max-w-64 rounded-lg bg-sand-100 object-cover"
        />
        {images.length > 1 ? (
          <ul className="flex flex-wrap justify-center gap-2">
            {images.map((image, index) => (
              <li key={image}>
                <button
                  type="button"
                  aria-pressed={index === imageIndex}
                  onClick={() => setImageIndex(index)}
                  className="block overflow-hidden rounded-md ring-1 ring-sand-200 aria-pressed:ring-2 aria-pressed:ring-olive-700"
                >
                  <img
                    onError={showPlaceholder}
                    src={image}
                    alt={`${product.name} ${index + 1}`}
                    width={THUMBNAIL_SIZE}
                    height={THUMBNAIL_SIZE}
                    loading="lazy"
                    className="size-16 bg-sand-100 object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        <h3 className="text-xl font-semibold text-olive-950">
          <bdi>{product.name}</bdi>
        </h3>
        <ProductPrice price={product.price} sellingPrice={product.sellingPrice} size="lg" />
        <StarRating rating={product.rating} />

        <div>
          <h4 className="text-sm font-semibold text-olive-900">{labels.lbl_grid_description}</h4>
          <p className="mt-1 text-sm leading-relaxed text-olive-800">{description}</p>
        </div>
        {product.categoryName ? (
          <dl className="flex gap-2 text-sm">
            <dt className="font-semibold text-olive-900">{labels.lbl_grid_category}:</dt>
            <dd className="text-olive-800">
              <bdi>{product.categoryName}</bdi>
            </dd>
          </dl>
        ) : null}

        <div className="flex flex-col gap-2 pt-2">
          <button
            type="button"
            onClick={quickAdd.add}
            disabled={quickAdd.pending}
            aria-busy={quickAdd.pending}
            className="flex items-center justify-center gap-2 rounded-md bg-olive-700 px-4 py-2.5 font-semibold text-white hover:bg-olive-800 disabled:opacity-70"
          >
            <CartIcon />
            {labels.lbl_grid_add_to_cart}
          </button>
          <button
            type="button"
            onClick={addToWishlistClicked}
            className="flex items-center justify-center gap-2 rounded-md border border-olive-700 px-4 py-2.5 font-semibold text-olive-800 hover:bg-olive-50"
          >
            <HeartIcon />
            {labels.lbl_grid_add_to_wishlist}
          </button>
          <Link
            ref={detailsLink}
            to={productPath(language, product)}
            onClick={() => onOpenChange(false)}
            className={`rounded-md px-4 py-2.5 text-center font-semibold underline-offset-4 hover:underline ${
              choiceNeeded ? 'bg-sand-200 text-olive-950 ring-2 ring-earth-600' : 'text-olive-800'
            }`}
          >
            {labels.lbl_grid_view_full_details}
          </Link>
        </div>
      </div>
    </Drawer>
  );
}
