import { AttributeKind, Messages, QuantityLimit, Truncate, truncate } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';

import { addToWishlist } from '../../engagement';
import { formatMoney } from '../../../lib/currency/currency';
import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import { type ToastKind, notify } from '../../../ui/toast';
import { addSelectionToCart } from './add-selection-to-cart';
import { ColorSwatches } from './color-swatches';
import { offeredColors, offeredSizes, quantityLimit, stockForSelection, withChoice } from './combinations';
import { imagesForColor } from './gallery-images';
import { PaymentLogos } from './payment-logos';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import type { ProductDetailView, SizeGuideRow } from './product-view';
import { QuantityCounter } from '../../../ui/quantity-counter';
import { stepQuantity } from './quantity-step';
import { RatingStars } from '../../../ui/rating-stars';
import { SizeGuideDialog } from './size-guide-dialog';
import { SizeOptions } from './size-options';
import { useLayoutData } from '../../../lib/use-layout-data';
import { type Selection, optionsOf, priceForSelection } from './variant-price';
import { VariantsDialog } from './variants-dialog';

/**
 * The top of the product page: gallery, name, price, facts, the shopper's choices (colour, size,
 * variants, quantity) and the Add to Cart / Add to Wishlist buttons with the spec's checks and
 * messages (section 5). The price, the stock and the quantity's limit follow the choices (section
 * 4): a colour × size that is sold out is shown but cannot be chosen.
 */
export function ProductPurchase({
  product,
  sizeGuide,
  onShowReviews,
}: {
  product: ProductDetailView;
  sizeGuide: readonly SizeGuideRow[];
  onShowReviews: () => void;
}) {
  const language = useLanguage();
  const labels = useLabels('ProductDetail');
  const variantLabels = useLabels('ProductVariants');
  const cartLabels = useLabels('Cart');
  const { currency, paymentMethods } = useLayoutData();
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState<number>(QuantityLimit.min);
  const [variantsOpen, setVariantsOpen] = useState(false);
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false);

  const colorId = selection[AttributeKind.Color];
  const images = imagesForColor(product.images, colorId);
  const price = priceForSelection(product, selection);
  const colors = offeredColors(product, selection);
  const sizes = offeredSizes(product, selection);
  const stock = stockForSelection(product, selection);
  const limit = quantityLimit(product, selection);
  const chosenVariants = product.variants.flatMap((variant) => {
    const value = variant.values.find((option) => option.id === selection[variant.attributeId]);
    return value ? [{ name: variant.name, value: value.name }] : [];
  });

  const say = (kind: ToastKind, message: string) => notify(kind, message, language.code);

  function choose(attributeId: number, valueId: number | undefined) {
    const next = withChoice(product, selection, attributeId, valueId);
    setSelection(next);
    // Fewer left of the new choice: the quantity comes down to what it has.
    setQuantity((current) => Math.min(current, quantityLimit(product, next)));
  }

  function wantQuantity(wanted: number) {
    const step = stepQuantity(wanted, limit);
    setQuantity(step.quantity);
    if (step.warning) say('warning', step.warning);
  }

  // Cart and wishlist keep the picture path as the back-office gave it (spec section 3).
  const defaultImage = images[0]?.path ?? '';

  function handleAddToCart() {
    const outcome = addSelectionToCart(product, selection, quantity);
    say(outcome.kind, outcome.message);
  }

  function handleAddToWishlist() {
    const sizeId = selection[AttributeKind.Size];
    const size = optionsOf(product, AttributeKind.Size).find((option) => option.id === sizeId);
    const color = product.colors.find((option) => option.id === colorId);
    try {
      const result = addToWishlist({
        ProductId: product.id,
        ProductName: product.name,
        Price: price.price,
        DiscountedPrice: price.discountedPrice,
        DiscountId: product.discountId,
        IsDiscountCalculated: product.isDiscountCalculated,
        CouponCode: product.couponCode,
        SizeId: size?.id ?? 0,
        SizeShortName: size?.name ?? '',
        ColorId: color?.id ?? 0,
        ColorName: color?.name ?? '',
        Quantity: quantity,
        ShippingCharges: 0,
        DefaultImage: defaultImage,
      });
      say(result.ok ? 'success' : result.level, result.message ?? Messages.wishlistItemAdded);
    } catch (error) {
      console.error('product page: add to wishlist failed', error);
      say('error', Messages.genericError);
    }
  }

  const secondaryButton =
    'inline-flex items-center gap-2 rounded-md border border-olive-300 bg-white px-3 py-2 text-sm font-medium text-olive-900 hover:border-olive-500 hover:bg-sand-50';

  return (
    <section aria-labelledby="product-name" className="grid gap-8 lg:grid-cols-2">
      {/* Remounted per colour, so the chosen colour's first picture shows. */}
      <ProductGallery key={colorId ?? 'all'} images={images} productName={product.name} />

      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h1 id="product-name" className="text-2xl font-bold text-olive-950 sm:text-3xl">
            <bdi>{product.name}</bdi>
          </h1>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <RatingStars rating={product.rating} />
            <button type="button" onClick={onShowReviews} className="text-olive-700 underline hover:text-olive-900">
              {fillLabel(labels.lbl_product_detail_reviews_count, { n: product.totalReviews })}
            </button>
          </div>
          {/* A status region: screen readers announce the new price when a choice changes it. */}
          <p role="status" className="flex flex-wrap items-baseline gap-x-3">
            <bdi dir="ltr" className="text-2xl font-bold text-poppy-700">
              {formatMoney(price.sellingPrice, currency)}
            </bdi>
            {price.sellingPrice < price.price ? (
              <del className="text-olive-600">
                <bdi dir="ltr">{formatMoney(price.price, currency)}</bdi>
              </del>
            ) : null}
          </p>
          {product.shortDescription ? (
            <p className="text-olive-800">{truncate(product.shortDescription, Truncate.shortDescription)}</p>
          ) : null}
        </div>

        <ProductFacts product={product} stockQuantity={stock} />

        {colors.length > 0 ? (
          <ColorSwatches
            productId={product.id}
            legend={labels.lbl_product_detail_color}
            colors={colors}
            selectedId={colorId}
            onSelect={(id) => choose(AttributeKind.Color, id)}
            currency={currency}
            unavailableLabel={labels.lbl_product_detail_out_of_stock}
          />
        ) : null}

        {sizes.length > 0 ? (
          <SizeOptions
            productId={product.id}
            legend={labels.lbl_product_detail_size}
            sizes={sizes}
            selectedId={selection[AttributeKind.Size]}
            onSelect={(id) => choose(AttributeKind.Size, id)}
            currency={currency}
            unavailableLabel={labels.lbl_product_detail_out_of_stock}
          />
        ) : null}

        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => setVariantsOpen(true)} className={secondaryButton}>
              {labels.lbl_product_detail_variants_button}
              {product.variants.some((variant) => variant.required) ? (
                <span className="text-xs text-poppy-700">({variantLabels.lbl_variants_required})</span>
              ) : null}
            </button>
            {product.sizes.length > 0 ? (
              <button type="button" onClick={() => setSizeGuideOpen(true)} className={secondaryButton}>
                {labels.lbl_product_detail_size_guide_button}
              </button>
            ) : null}
            <Link to={localizedPath(language, '/contact-us')} className={secondaryButton}>
              {labels.lbl_product_detail_ask}
            </Link>
          </div>
          {chosenVariants.length > 0 ? (
            <ul className="text-sm text-olive-800">
              {chosenVariants.map((chosen) => (
                <li key={chosen.name}>
                  <bdi>{chosen.name}</bdi>: <bdi>{chosen.value}</bdi>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className="flex flex-wrap items-end gap-3">
          <QuantityCounter
            quantity={quantity}
            orderMaximumQuantity={limit}
            onWant={wantQuantity}
            labels={{
              quantity: labels.lbl_product_detail_quantity,
              decrease: cartLabels.lbl_cart_decrease,
              increase: cartLabels.lbl_cart_increase,
            }}
          />
          <button
            type="button"
            onClick={handleAddToCart}
            className="h-10 rounded-md bg-olive-700 px-6 font-semibold text-sand-50 hover:bg-olive-800"
          >
            {labels.lbl_product_detail_add_to_cart}
          </button>
          <button
            type="button"
            onClick={handleAddToWishlist}
            className="h-10 rounded-md border border-olive-700 bg-white px-4 font-semibold text-olive-800 hover:bg-olive-50"
          >
            <span aria-hidden="true" className="me-1">
              ♡
            </span>
            {labels.lbl_product_detail_add_to_wishlist}
          </button>
        </div>

        <PaymentLogos
          heading={labels.lbl_product_detail_safe_checkout}
          acceptLabel={labels.lbl_product_detail_payment_methods}
          methods={paymentMethods}
        />
      </div>

      <VariantsDialog
        open={variantsOpen}
        onOpenChange={setVariantsOpen}
        productId={product.id}
        variants={product.variants}
        selection={selection}
        onSelect={choose}
        currency={currency}
      />
      {product.sizes.length > 0 ? (
        <SizeGuideDialog open={sizeGuideOpen} onOpenChange={setSizeGuideOpen} sizes={sizeGuide} />
      ) : null}
    </section>
  );
}
