import { type CurrencyCode, unitPrice } from '@shop/contract';

import { formatAmountIn } from '../../lib/currency/currency';
import { useLabels } from '../../lib/labels/labels';
import type { PricedLine } from './line-status';
import { fillLabelParts } from '../../lib/labels/label-parts';

/**
 * The unit price of a priced cart line; a discounted one shows the original struck through beside
 * it (spec section 2, checkout). Screen readers hear 'Sale' and 'Price' before the amounts, since a
 * strike-through alone is not announced everywhere.
 */
export function LinePrice({ line, currency }: { line: PricedLine; currency: CurrencyCode }) {
  const labels = useLabels('ProductsGridTypeOne');
  const selling = unitPrice(line);
  if (selling >= line.Price) {
    return (
      <bdi dir="ltr" className="font-semibold text-olive-900">
        {formatAmountIn(line.Price, currency)}
      </bdi>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{labels.lbl_grid_sale} </span>
      <bdi dir="ltr" className="font-semibold text-poppy-700">
        {formatAmountIn(selling, currency)}
      </bdi>
      <span className="sr-only"> {labels.lbl_grid_price} </span>
      <del className="text-sm text-olive-600">
        <bdi dir="ltr">{formatAmountIn(line.Price, currency)}</bdi>
      </del>
    </span>
  );
}

/**
 * The line's total as the back-office priced it (spec: unit price × quantity + the line's shipping),
 * saying the shipping it holds, so a shopper can check $7.50 × 1 = $10.50 and the totals below.
 */
export function LineTotalAmount({ line, currency }: { line: PricedLine; currency: CurrencyCode }) {
  const labels = useLabels('Cart');
  const shipping = line.ShippingCharges ?? 0;
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      <bdi dir="ltr" className="font-semibold text-olive-900">
        {formatAmountIn(line.ItemSubTotal, currency)}
      </bdi>
      {shipping > 0 ? (
        <span className="text-xs font-normal whitespace-nowrap text-olive-700">
          {fillLabelParts(labels.lbl_cart_line_shipping, {
            amount: <bdi dir="ltr">{formatAmountIn(shipping, currency)}</bdi>,
          })}
        </span>
      ) : null}
    </span>
  );
}
