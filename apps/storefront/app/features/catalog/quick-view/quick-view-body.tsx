import { AttributeKind, Messages, QuantityLimit } from '@shop/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';

import { labelsFor, useLabels } from '../../../lib/labels/labels';
import { US_DOLLAR } from '../../../lib/currency/currency';
import { useLanguage } from '../../../lib/language';
import { productPath } from '../../../lib/paths';
import type { ProductCardData } from '../product-card-data';
import { notify } from '../../../ui/toast';
import { addSelectionToCart } from '../product-detail/add-selection-to-cart';
import { ColorSwatches } from '../product-detail/color-swatches';
import { offeredColors, offeredSizes, withChoice } from '../product-detail/combinations';
import { imagesForColor } from '../product-detail/gallery-images';
import { SizeOptions } from '../product-detail/size-options';
import { useLayoutData } from '../../../lib/layout-data';
import { VariantChoices } from '../product-detail/variant-choices';
import { type Selection, priceForSelection } from '../product-detail/variant-price';
import { CartIcon, HeartIcon } from '../product-list/icons';
import { useAddToWishlist } from '../product-list/product-actions';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../../ui/placeholder-image';
import { useQuickViewProduct } from './quick-view-product';
import { RatingStars } from '../../../ui/rating-stars';
import { ProductPrice } from '../product-price';

// Intrinsic sizes of the pictures (square), so the drawer does not jump while they load.
const MAIN_IMAGE_SIZE = 640;
const THUMBNAIL_SIZE = 96;

/** The quick view's content (see `QuickView`), loaded the first time one opens. */
export function QuickViewBody({ product, onClose }: { product: ProductCardData; onClose: () => void }) {
  const labels = useLabels('ProductsGridTypeOne');
  const language = useLanguage();
  const currency = useLayoutData()?.currency ?? US_DOLLAR;
  const load = useQuickViewProduct(product.id, language.code);
  const [imageIndex, setImageIndex] = useState(0);
  const [selection, setSelection] = useState<Selection>({});
  const choices = useRef<HTMLDivElement>(null);
  const addToWishlistClicked = useAddToWishlist(product);

  // Until the product has loaded, what its card knows.
  const sold = load?.kind === 'ready' ? load.product : undefined;
  const colorId = selection[AttributeKind.Color];
  const soldImages = sold ? imagesForColor(sold.images, colorId).map((image) => image.url) : [];
  const cardImages = product.images.length > 0 ? product.images : [PLACEHOLDER_IMAGE];
  const images = soldImages.length > 0 ? soldImages : cardImages;
  const shown = images[Math.min(imageIndex, images.length - 1)];
  const price = sold ? priceForSelection(sold, selection) : product;
  const description = product.description.trim() || labels.lbl_grid_no_description;
  const detailLabels = labelsFor('ProductDetail', load?.kind === 'ready' ? load.labels : undefined);
  const variantLabels = labelsFor('ProductVariants', load?.kind === 'ready' ? load.labels : undefined);

  function choose(attributeId: number, valueId: number | undefined) {
    if (!sold) return;
    setSelection(withChoice(sold, selection, attributeId, valueId));
    // A new colour shows its own pictures from the first.
    if (attributeId === AttributeKind.Color) setImageIndex(0);
  }

  /** Focus on the choice a message asks for: its chosen value, or its first one that can be chosen. */
  function focusChoice(attributeId: number) {
    const group = choices.current?.querySelector(`[data-attribute-id="${attributeId}"]`);
    const radio =
      group?.querySelector<HTMLInputElement>('input:checked:enabled') ??
      group?.querySelector<HTMLInputElement>('input:enabled');
    radio?.focus();
  }

  function addToCartClicked() {
    if (!load) return;
    if (load.kind !== 'ready') {
      notify('error', load.kind === 'missing' ? Messages.invalidProduct : Messages.genericError, language.code);
      return;
    }
    // The quick view adds one unit, as the spec's quick view has no quantity.
    const outcome = addSelectionToCart(load.product, selection, QuantityLimit.min);
    notify(outcome.kind, outcome.message, language.code);
    if (outcome.missingChoice !== undefined) focusChoice(outcome.missingChoice);
  }

  const colors = sold ? offeredColors(sold, selection) : [];
  const sizes = sold ? offeredSizes(sold, selection) : [];
  const variants = sold?.variants ?? [];

  return (
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
      {/* Announced when a choice changes the price. */}
      <div role="status">
        <ProductPrice price={price.price} sellingPrice={price.sellingPrice} size="lg" />
      </div>
      <RatingStars rating={product.rating} label={labels.lbl_grid_rating} look="outlined" />

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

      {sold && (colors.length > 0 || sizes.length > 0 || variants.length > 0) ? (
        <div ref={choices} className="flex flex-col gap-4 border-t border-sand-200 pt-4">
          {colors.length > 0 ? (
            <div data-attribute-id={AttributeKind.Color}>
              <ColorSwatches
                productId={sold.id}
                legend={detailLabels.lbl_product_detail_color}
                colors={colors}
                selectedId={colorId}
                onSelect={(id) => choose(AttributeKind.Color, id)}
                currency={currency}
                unavailableLabel={detailLabels.lbl_product_detail_out_of_stock}
              />
            </div>
          ) : null}
          {sizes.length > 0 ? (
            <div data-attribute-id={AttributeKind.Size}>
              <SizeOptions
                productId={sold.id}
                legend={detailLabels.lbl_product_detail_size}
                sizes={sizes}
                selectedId={selection[AttributeKind.Size]}
                onSelect={(id) => choose(AttributeKind.Size, id)}
                currency={currency}
                unavailableLabel={detailLabels.lbl_product_detail_out_of_stock}
              />
            </div>
          ) : null}
          {variants.length > 0 ? (
            <VariantChoices
              productId={sold.id}
              variants={variants}
              selection={selection}
              onSelect={choose}
              currency={currency}
              labels={{
                required: variantLabels.lbl_variants_required,
                optional: variantLabels.lbl_variants_optional,
                no: detailLabels.lbl_product_detail_no,
              }}
            />
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-2 pt-2">
        <button
          type="button"
          onClick={addToCartClicked}
          // Enabled once the product's options are known, so the first click applies the right checks.
          disabled={!load}
          aria-busy={!load}
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
          to={productPath(language, product)}
          onClick={onClose}
          className="rounded-md px-4 py-2.5 text-center font-semibold text-olive-800 underline-offset-4 hover:underline"
        >
          {labels.lbl_grid_view_full_details}
        </Link>
      </div>
    </div>
  );
}
