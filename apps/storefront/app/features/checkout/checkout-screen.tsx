import { Messages } from '@shop/contract';

import type { LocationOption } from '../../lib/forms/locations';
import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { translateMessage } from '../../lib/messages';
import { PageHero } from '../../ui/page-hero';
import { BillingDetails } from './billing-details';
import { OrderNotes } from './order-notes';
import { PaymentDialogs } from './payment-dialogs';
import type { PaymentSetup } from './payment-setup';
import { useCheckoutCart } from './use-checkout-cart';
import { usePaymentFlow } from './use-payment-flow';
import { YourOrderSection } from './your-order-section';

/** The order is placed: what the page shows instead of the form until the shopper is sent home. */
function OrderPlaced({ orderNumber }: { orderNumber: string }) {
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6">
      <p role="status" className="text-2xl font-bold text-olive-900">
        {translateMessage(Messages.orderPlaced, language.code)}
      </p>
      {orderNumber ? (
        <p className="mt-2 text-olive-800">
          <bdi dir="ltr">{orderNumber}</bdi>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The checkout (spec sections 2, 4, 5 and 8): billing details, order notes, the order as the
 * back-office prices it, a coupon, and the payment method's own flow before the order is placed.
 */
export function CheckoutScreen({
  payments,
  countries,
}: {
  payments: PaymentSetup;
  countries: readonly LocationOption[];
}) {
  const labels = useLabels('Checkout');
  const checkout = useCheckoutCart();
  const flow = usePaymentFlow(checkout, payments);

  return (
    <main id="main">
      <PageHero
        title={labels.lbl_checkout_title}
        homeLabel={labels.lbl_checkout_breadcrumb_home}
        breadcrumbLabel={labels.lbl_checkout_breadcrumb_current}
        width="wide"
      />
      {flow.placedNumber !== null ? (
        <OrderPlaced orderNumber={flow.placedNumber} />
      ) : (
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:items-start">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <BillingDetails hydrated={checkout.hydrated} countries={countries} />
            <OrderNotes note={flow.note} onChange={flow.setNote} />
          </div>
          <YourOrderSection checkout={checkout} flow={flow} payments={payments} />
        </div>
      )}
      <PaymentDialogs checkout={checkout} flow={flow} payments={payments} />
    </main>
  );
}
