import { Messages } from '@shop/contract';
import { Link } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { translateMessage } from '../../lib/messages';
import { CouponForm } from './coupon-form';
import { OrderLines } from './order-lines';
import { OrderTotalsList } from './order-totals-list';
import { PaymentForm } from './payment-form';
import type { CheckoutCart } from './use-checkout-cart';
import type { PaymentParts } from './use-payment-flow';

/** The order as the back-office prices it, with the coupon's discount; or why it is not shown yet. */
function OrderSummary({ checkout }: { checkout: CheckoutCart }) {
  const language = useLanguage();
  const labels = useLabels('Checkout');
  const { pricedCart, coupon, currency } = checkout;
  if (!pricedCart || !coupon.totals) {
    return (
      <p role="status" className="py-6 text-center text-olive-700">
        {checkout.failed ? translateMessage(Messages.genericError, language.code) : labels.lbl_checkout_loading}
      </p>
    );
  }
  return (
    <div aria-busy={checkout.pending || coupon.settling} className="flex flex-col gap-4">
      <OrderLines pricedCart={pricedCart} currency={currency} />
      <OrderTotalsList totals={coupon.totals} couponCode={coupon.appliedCode || undefined} currency={currency} />
    </div>
  );
}

/** 'Your order': the summary, the coupon, and the payment method with Place Order. */
export function YourOrderSection({ checkout, flow, payments }: PaymentParts) {
  const language = useLanguage();
  const labels = useLabels('Checkout');
  return (
    <section
      aria-labelledby="your-order-heading"
      className="flex flex-col gap-5 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-3"
    >
      <h2 id="your-order-heading" className="text-xl font-bold text-olive-900">
        {labels.lbl_checkout_your_order}
      </h2>
      <OrderSummary checkout={checkout} />
      {checkout.someUnavailable ? (
        <p role="alert" className="flex flex-wrap items-baseline gap-x-2 font-semibold text-poppy-700">
          <span>{labels.lbl_checkout_unavailable}</span>
          <Link to={localizedPath(language, '/cart')} className="underline underline-offset-4">
            {labels.lbl_checkout_edit_cart}
          </Link>
        </p>
      ) : null}
      {checkout.couponAllowed ? <CouponForm busy={checkout.coupon.busy} onApply={checkout.coupon.apply} /> : null}
      <PaymentForm
        payments={payments}
        method={flow.method}
        onMethodChange={flow.setMethod}
        methodRef={flow.methodRef}
        ready={checkout.ready}
        placing={flow.placing}
        onSubmit={flow.submit}
      />
    </section>
  );
}
