import type { CurrencyCode } from '@shop/contract';

import { formatAmountIn } from '../../lib/currency/currency';
import { fillLabel, useLabels } from '../../lib/labels/labels';
import type { OrderTotals } from './coupon-state';

/**
 * Cart subtotal, shipping and order total; with a coupon, its discount, and the order total struck
 * through beside the new total (spec section 2).
 */
export function OrderTotalsList({
  totals,
  couponCode,
  currency,
}: {
  totals: OrderTotals;
  couponCode: string | undefined;
  currency: CurrencyCode;
}) {
  const labels = useLabels('Checkout');
  const summary = useLabels('OrderSummary');
  const money = (amount: number) => <bdi dir="ltr">{formatAmountIn(amount, currency)}</bdi>;
  const discounted = totals.discount > 0;
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col divide-y divide-sand-200 border-t border-sand-200">
        <div className="flex items-center justify-between gap-4 py-2">
          <dt className="text-olive-800">{labels.lbl_checkout_cart_subtotal}</dt>
          <dd className="font-semibold text-olive-900">{money(totals.subtotal)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 py-2">
          <dt className="text-olive-800">{labels.lbl_checkout_shipping}</dt>
          <dd className="font-semibold text-olive-900">
            {totals.shipping === 0 ? summary.lbl_summary_free : money(totals.shipping)}
          </dd>
        </div>
        {discounted ? (
          <div className="flex items-center justify-between gap-4 py-2">
            <dt className="text-olive-800">
              {summary.lbl_summary_discount}
              {couponCode ? (
                <span className="ms-1 text-sm">
                  (<bdi>{couponCode}</bdi>)
                </span>
              ) : null}
            </dt>
            <dd className="font-semibold text-poppy-700">
              <bdi dir="ltr">−{formatAmountIn(totals.discount, currency)}</bdi>
            </dd>
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-4 py-3 text-lg">
          <dt className="font-bold text-olive-900">{labels.lbl_checkout_order_total}</dt>
          <dd className="flex flex-wrap items-baseline justify-end gap-x-2 font-bold text-olive-900">
            {discounted ? (
              <>
                <span className="sr-only">{labels.lbl_checkout_total_before}: </span>
                <del className="text-base font-medium text-olive-600" data-testid="order-total-before">
                  {money(totals.total)}
                </del>
                <span className="sr-only">, {labels.lbl_checkout_total_after}: </span>
                <span data-testid="order-total">{money(totals.payable)}</span>
              </>
            ) : (
              <span data-testid="order-total">{money(totals.total)}</span>
            )}
          </dd>
        </div>
      </dl>
      <p role="status" className="text-sm font-medium text-olive-700">
        {couponCode && discounted ? fillLabel(labels.lbl_checkout_coupon_applied, { code: couponCode }) : ''}
      </p>
    </div>
  );
}
