import { type CurrencyCode, Truncate, truncate } from '@shop/contract';

import type { PricedCart } from '../cart';
import { chosenOptionsText, isAvailable, LinePrice, LineTotalAmount } from '../cart';
import { useLabels } from '../../lib/labels/labels';

const headCell = 'py-2 text-sm font-semibold text-olive-900';

/**
 * The checkout's product table (spec section 2): name cut to 50 characters with its options, the
 * price (the original struck through beside a discounted one), quantity and line total, as the
 * back-office priced them.
 */
export function OrderLines({ pricedCart, currency }: { pricedCart: PricedCart; currency: CurrencyCode }) {
  const labels = useLabels('Checkout');
  const cartLabels = useLabels('Cart');
  return (
    <table className="w-full border-collapse text-sm sm:text-base">
      <caption className="sr-only">{labels.lbl_checkout_your_order}</caption>
      <thead className="border-b border-sand-200">
        <tr>
          <th scope="col" className={`${headCell} pe-2 text-start`}>
            {labels.lbl_checkout_col_product}
          </th>
          <th scope="col" className={`${headCell} px-2 text-start`}>
            {labels.lbl_checkout_col_price}
          </th>
          <th scope="col" className={`${headCell} px-2 text-center`}>
            {labels.lbl_checkout_col_quantity}
          </th>
          <th scope="col" className={`${headCell} ps-2 text-end`}>
            {labels.lbl_checkout_col_total}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-sand-200">
        {pricedCart.productsData.map((line) => {
          const options = chosenOptionsText(line, { color: cartLabels.lbl_cart_color, size: cartLabels.lbl_cart_size });
          const available = isAvailable(line);
          return (
            <tr key={line.ProductId} className={available ? '' : 'text-olive-600'}>
              <th scope="row" className="py-3 pe-2 text-start align-top font-medium text-olive-950">
                <span title={line.ProductName.length > Truncate.checkout ? line.ProductName : undefined}>
                  {truncate(line.ProductName, Truncate.checkout)}
                </span>
                {options ? <span className="mt-0.5 block text-xs font-normal text-olive-700">{options}</span> : null}
              </th>
              <td className="px-2 py-3 align-top">
                <LinePrice line={line} currency={currency} />
              </td>
              <td className="px-2 py-3 text-center align-top">{line.Quantity}</td>
              <td className="py-3 ps-2 text-end align-top whitespace-nowrap">
                {available ? <LineTotalAmount line={line} currency={currency} /> : <span aria-hidden="true">—</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
