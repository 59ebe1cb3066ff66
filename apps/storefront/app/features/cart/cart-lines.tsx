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

// The cart page's lines in two layouts: a table from tablet width up, stacked cards on phones.

/** What both layouts take. */
interface CartLinesProps {
  lines: readonly CartLineView[];
  currency: CurrencyCode;
  onShowVariants: (line: CartLineView) => void;
}

const headCell = 'px-3 py-3 text-sm font-semibold text-olive-900';
const cell = 'px-3 py-4 align-middle';

/**
 * The cart as the spec's table (thumbnail, name with colour, size and variants, unit price,
 * quantity, line total, remove), from tablet width up; phones get `CartCards` instead.
 */
export function CartTable({ lines, currency, onShowVariants }: CartLinesProps) {
  const labels = useLabels('Cart');
  return (
    <table className="hidden w-full border-collapse overflow-hidden rounded-xl bg-white shadow-sm md:table">
      <caption className="sr-only">{labels.lbl_cart_title}</caption>
      <thead className="bg-sand-100">
        <tr>
          <th scope="col" className={headCell}>
            <span className="sr-only">{labels.lbl_cart_col_image}</span>
          </th>
          <th scope="col" className={`${headCell} text-start`}>
            {labels.lbl_cart_col_product}
          </th>
          <th scope="col" className={`${headCell} text-start`}>
            {labels.lbl_cart_col_price}
          </th>
          <th scope="col" className={`${headCell} text-start`}>
            {labels.lbl_cart_col_quantity}
          </th>
          <th scope="col" className={`${headCell} text-end`}>
            {labels.lbl_cart_col_total}
          </th>
          <th scope="col" className={headCell}>
            <span className="sr-only">{labels.lbl_cart_col_remove}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-sand-200">
        {lines.map((line) => (
          <tr key={line.item.ProductId} className={line.available ? '' : 'bg-sand-50'}>
            <td className={`${cell} w-24`}>
              <LineThumbnail view={line} />
            </td>
            <td className={cell}>
              <div className="flex flex-col gap-1">
                <LineName view={line} />
                <LineOptions view={line} onShowVariants={() => onShowVariants(line)} />
                <LineProblem priced={line.priced} />
              </div>
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <LineUnitPrice view={line} currency={currency} />
            </td>
            <td className={cell}>
              <QuantityStepper view={line} />
            </td>
            <td className={`${cell} text-end whitespace-nowrap`}>
              <LineTotal view={line} currency={currency} />
            </td>
            <td className={`${cell} w-14`}>
              <RemoveLineButton view={line} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The cart on a phone: one stacked card per line, each value named, instead of a table too wide to read. */
export function CartCards({ lines, currency, onShowVariants }: CartLinesProps) {
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
            <LineProblem priced={line.priced} />
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
