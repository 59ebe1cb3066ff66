import { type ShopCurrency, Truncate, truncate } from '@shop/contract';

import { formatMoney } from '../../../lib/currency/currency';
import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { RatingStars } from '../../../ui/rating-stars';
import type { ProductDetailView } from './product-view';
import type { SelectionPrice } from './variant-price';

/** The product's name, stars and review count, the chosen options' price and the short description. */
export function ProductSummary({
  product,
  price,
  currency,
  onShowReviews,
}: {
  product: ProductDetailView;
  price: SelectionPrice;
  currency: ShopCurrency;
  onShowReviews: () => void;
}) {
  const labels = useLabels('ProductDetail');
  const ratingLabels = useLabels('SiteLeftSidebarFilter');
  return (
    <div className="flex flex-col gap-2">
      <h1 id="product-name" className="text-2xl font-bold text-olive-950 sm:text-3xl">
        <bdi>{product.name}</bdi>
      </h1>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <RatingStars rating={product.rating} label={ratingLabels.lbl_sidebar_rating_value} look="solid" />
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
  );
}
