import { formatPrice } from '../lib/money';
import type { UiText } from '../lib/ui-text';

interface ProductPriceProps {
  price: number;
  /** What the shopper pays; equal to `price` when there is no discount. */
  sellingPrice: number;
  text: Pick<UiText, 'originalPrice' | 'salePrice'>;
}

/** Price of a product; a discounted one shows the original struck through beside it. */
export function ProductPrice({ price, sellingPrice, text }: ProductPriceProps) {
  if (sellingPrice === price) {
    return <p className="font-semibold text-olive-900">{formatPrice(price)}</p>;
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{text.salePrice}</span>
      <span className="font-semibold text-poppy-700">{formatPrice(sellingPrice)}</span>
      <span className="sr-only">{text.originalPrice}</span>
      <del className="text-sm text-olive-600">{formatPrice(price)}</del>
    </p>
  );
}
