import type { CurrencyCode } from '@shop/contract';

import { useLabels } from '../../lib/labels/labels';
import {
  LineName,
  LineOptions,
  LineProblem,
  LineThumbnail,
  LineTotal,
  LineUnitPrice,
  QuantityStepper,
  RemoveLineButton,
} from './cart-line-parts';
import type { CartLineView } from './cart-line-view';

/** The cart on a phone: one stacked card per line, each value named, instead of a table too wide to read. */
export function CartCards({
  lines,
  currency,
  onShowVariants,
}: {
  lines: readonly CartLineView[];
  currency: CurrencyCode;
  onShowVariants: (line: CartLineView) => void;
}) {
  const labels = useLabels('Cart');
  return (
    <ul
      className="divide-y divide-sand-200 rounded-xl bg-white px-4 shadow-sm md:hidden"
      aria-label={labels.lbl_cart_title}
    >
      {lines.map((line) => (
        <li key={line.item.ProductId} className="flex gap-3 py-4">
          <LineThumbnail view={line} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <LineName view={line} />
                <LineOptions view={line} onShowVariants={() => onShowVariants(line)} />
              </div>
              <RemoveLineButton view={line} />
            </div>
            <LineProblem view={line} />
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-olive-700">{labels.lbl_cart_col_price}</dt>
              <dd className="text-end">
                <LineUnitPrice view={line} currency={currency} />
              </dd>
              <dt className="text-olive-700">{labels.lbl_cart_col_total}</dt>
              <dd className="text-end">
                <LineTotal view={line} currency={currency} />
              </dd>
            </dl>
            <QuantityStepper view={line} />
          </div>
        </li>
      ))}
    </ul>
  );
}
