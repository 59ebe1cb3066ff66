import { US_DOLLAR, formatMoney } from '../../lib/currency/currency';
import { useLabels } from '../../lib/labels/labels';
import { useLayoutData } from '../../lib/layout-data';

const SIZES = {
  sm: { price: 'text-sm', original: 'text-xs' },
  md: { price: 'text-base', original: 'text-sm' },
  lg: { price: 'text-2xl', original: 'text-base' },
} as const;

/**
 * A product's price in the shopper's currency; a discounted one shows the original struck through
 * beside it (spec section 2). Screen readers hear 'Price' and 'Sale' before the amounts, since a
 * strike-through alone is not announced everywhere. Amounts sit in <bdi dir="ltr"> so '$15.00'
 * stays in order inside Arabic text.
 */
export function ProductPrice({
  price,
  sellingPrice,
  size = 'md',
}: {
  /** Regular price in US dollars. */
  price: number;
  /** What the shopper pays, in US dollars; below `price` when discounted. */
  sellingPrice: number;
  size?: keyof typeof SIZES;
}) {
  const layout = useLayoutData();
  const currency = layout?.currency ?? US_DOLLAR;
  const labels = useLabels('ProductsGridTypeOne');
  const text = SIZES[size];

  if (sellingPrice >= price) {
    return (
      <p className={`font-semibold text-olive-900 ${text.price}`}>
        <span className="sr-only">{labels.lbl_grid_price} </span>
        <bdi dir="ltr">{formatMoney(price, currency)}</bdi>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{labels.lbl_grid_sale} </span>
      <bdi dir="ltr" className={`font-semibold text-poppy-700 ${text.price}`}>
        {formatMoney(sellingPrice, currency)}
      </bdi>
      <span className="sr-only"> {labels.lbl_grid_price} </span>
      <del className={`text-olive-600 ${text.original}`}>
        <bdi dir="ltr">{formatMoney(price, currency)}</bdi>
      </del>
    </p>
  );
}
