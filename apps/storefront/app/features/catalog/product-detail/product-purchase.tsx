import { US_DOLLAR } from '../../../lib/currency/currency';
import { useLabels } from '../../../lib/labels/labels';
import { useLayoutData } from '../../../lib/layout-data';
import { PaymentLogos } from '../../../ui/payment-logos';
import { ColorAndSizeChoices } from './color-and-size-choices';
import { MoreChoices } from './more-choices';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductPopups } from './product-popups';
import { ProductSummary } from './product-summary';
import type { ProductDetailView, SizeGuideRow } from './product-view';
import { PurchaseButtons } from './purchase-buttons';
import { useProductChoices } from './use-product-choices';
import { usePopup } from './use-popup';

/**
 * The top of the product page: gallery, name, price, facts, the shopper's choices (colour, size,
 * variants, quantity) and the Add to Cart / Add to Wishlist buttons with the spec's checks and
 * messages (section 5). The price, the stock and the quantity's limit follow the choices (section 4).
 */
export function ProductPurchase({
  product,
  sizeGuide: sizeGuideRows,
  onShowReviews,
}: {
  product: ProductDetailView;
  sizeGuide: readonly SizeGuideRow[];
  onShowReviews: () => void;
}) {
  const labels = useLabels('ProductDetail');
  const layout = useLayoutData();
  const currency = layout?.currency ?? US_DOLLAR;
  const choices = useProductChoices(product);
  const variants = usePopup();
  const sizeGuide = usePopup();

  return (
    <section aria-labelledby="product-name" className="grid gap-8 lg:grid-cols-2">
      {/* Remounted per colour, so the chosen colour's first picture shows. */}
      <ProductGallery key={choices.colorId ?? 'all'} images={choices.images} productName={product.name} />

      <div className="flex flex-col gap-5">
        <ProductSummary product={product} price={choices.price} currency={currency} onShowReviews={onShowReviews} />
        <ProductFacts product={product} stockQuantity={choices.stock} />
        <ColorAndSizeChoices product={product} choices={choices} currency={currency} />
        <MoreChoices
          product={product}
          chosenVariants={choices.chosenVariants}
          onOpenVariants={() => variants.setOpen(true)}
          onOpenSizeGuide={() => sizeGuide.setOpen(true)}
        />
        <PurchaseButtons product={product} choices={choices} />
        <PaymentLogos
          look="boxed"
          heading={labels.lbl_product_detail_safe_checkout}
          listLabel={labels.lbl_product_detail_payment_methods}
          methods={layout?.paymentMethods ?? []}
        />
      </div>

      <ProductPopups
        product={product}
        choices={choices}
        currency={currency}
        sizeGuideRows={sizeGuideRows}
        variants={variants}
        sizeGuide={sizeGuide}
      />
    </section>
  );
}
