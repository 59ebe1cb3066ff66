import { Link } from 'react-router';

import { type PricedCart, currencyOf } from './cart-price-request';
import { formatAmountIn } from '../../lib/currency/currency';
import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';

/**
 * Subtotal, shipping and total as the back-office priced the cart (lines that cannot be bought
 * count in none of them), and Proceed to Checkout. Until prices are known the amounts read '—'.
 */
export function CartTotals({ pricedCart, pending }: { pricedCart: PricedCart | undefined; pending: boolean }) {
  const language = useLanguage();
  const labels = useLabels('Cart');
  const amount = (value: number | undefined) =>
    pricedCart && value !== undefined ? (
      <bdi dir="ltr">{formatAmountIn(value, currencyOf(pricedCart))}</bdi>
    ) : (
      <span aria-hidden="true">—</span>
    );
  const shipping = pricedCart?.shippingSubTotal;

  return (
    <section
      aria-labelledby="cart-totals-heading"
      aria-busy={pending}
      className="flex flex-col gap-4 rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id="cart-totals-heading" className="text-xl font-bold text-olive-900">
        {labels.lbl_cart_totals}
      </h2>
      <dl className="flex flex-col divide-y divide-sand-200">
        <div className="flex items-center justify-between gap-4 py-2">
          <dt className="text-olive-800">{labels.lbl_cart_subtotal}</dt>
          <dd className="font-semibold text-olive-900">{amount(pricedCart?.cartSubTotal)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 py-2">
          <dt className="text-olive-800">{labels.lbl_cart_shipping}</dt>
          <dd className="font-semibold text-olive-900">
            {pricedCart && shipping === 0 ? labels.lbl_cart_free : amount(shipping)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 py-3 text-lg">
          <dt className="font-bold text-olive-900">{labels.lbl_cart_total}</dt>
          <dd className="font-bold text-olive-900">{amount(pricedCart?.orderTotal)}</dd>
        </div>
      </dl>
      <Link
        to={localizedPath(language, '/checkout')}
        className="rounded-md bg-olive-700 px-6 py-3 text-center text-lg font-semibold text-sand-50 hover:bg-olive-800"
      >
        {labels.lbl_cart_proceed}
      </Link>
    </section>
  );
}
