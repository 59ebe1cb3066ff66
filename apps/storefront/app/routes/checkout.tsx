import {
  Messages,
  ORDER_NOTE_MAX_LENGTH,
  PaymentMethod,
  type PaymentMethodCode,
  Timing,
  checkField,
  fieldRequired,
} from '@shop/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { BillingDetails } from '../features/checkout/billing-details';
import { CardPaymentDialog } from '../features/checkout/card-payment-dialog';
import { NO_PAYMENT, type OrderDraft, type OrderPayment } from '../features/checkout/checkout-attempts';
import { ConfirmOrderDialog } from '../features/checkout/confirm-order-dialog';
import { CouponForm } from '../features/checkout/coupon-form';
import { useCoupon } from '../features/checkout/use-coupon';
import { OrderLines } from '../features/checkout/order-lines';
import { OrderTotalsList } from '../features/checkout/order-totals-list';
import { TestModeNotice, UnavailablePaymentsNote, paymentNoteIds } from '../features/checkout/payment-notices';
import { usePlaceOrder } from '../features/checkout/use-place-order';
import { WalletPaymentDialog } from '../features/checkout/wallet-payment-dialog';
import { cartPricingKey, useCartPricing } from '../features/cart/cart-pricing';
import { PageHero } from '../ui/page-hero';
import { backofficeFor } from '../lib/backoffice.server';
import { currencyOf } from '../features/cart/cart-price-request';
import { emptyCart, useCartItems } from '../features/cart/cart-store';
import { hasDiscountedLine, unavailableLines } from '../features/cart/line-status';
import { PAYMENT_CHOICES, methodOffered } from '../features/checkout/payment-setup';
import { loadPaymentSetup } from '../features/checkout/payment-setup.server';
import type { PlaceOrderResult } from '../features/checkout/place-order-request';
import { US_DOLLAR, formatAmountIn } from '../lib/currency/currency';
import { loadCountries } from '../lib/forms/countries.server';
import { fillLabel, labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { localizedPath, requireLanguage, useLanguage } from '../lib/language';
import { useLayoutData } from '../lib/layout-data';
import { translateMessage } from '../lib/messages';
import { requireSession } from '../lib/session/session.server';
import { clearStoredUser } from '../lib/session/stored-user';
import { siteTitleFrom } from '../lib/static-page-meta';
import { notify } from '../ui/toast';
import { useHydrated } from '../lib/use-hydrated';
import type { Route } from './+types/checkout';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  // Checkout needs a signed-in shopper (spec section 6); visitors go to the login page.
  requireSession(request, language);
  const [labels, payments, countries] = await Promise.all([
    loadLabels(request, language, [
      'Cart',
      'Checkout',
      'CardSection',
      'CheckoutStripForm',
      'OrderSummary',
      'ProductsGridTypeOne',
    ]),
    loadPaymentSetup(backofficeFor(request, language)),
    // The billing country is named from this list, in the page's language.
    loadCountries(request, language),
  ]);
  return { lang: language.code, labels, payments, countries };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('Checkout', loaderData.labels);
  return [
    { title: `${siteTitleFrom(matches, loaderData.lang)} - ${labels.lbl_checkout_title}` },
    { name: 'robots', content: 'noindex' },
  ];
};

type Dialog = 'card' | 'wallet' | 'confirm' | null;

/**
 * The checkout (spec sections 2, 4, 5 and 8): billing details, order notes, the order as the
 * back-office prices it, a coupon, and the payment method's own flow before the order is placed.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { payments } = loaderData;
  const language = useLanguage();
  const navigate = useNavigate();
  const labels = useLabels('Checkout');
  const hydrated = useHydrated();
  const items = useCartItems();
  const layoutCurrency = useLayoutData()?.currency ?? US_DOLLAR;
  const { pricedCart, pending, failed } = useCartPricing(items, hydrated, language.code, layoutCurrency.CurrencyCode);
  const quoteKey = `${layoutCurrency.CurrencyCode}:${cartPricingKey(items)}`;
  const cartPayload = items.map(({ ProductId, productSelectedAttributes, Quantity }) => ({
    ProductId,
    productSelectedAttributes,
    Quantity,
  }));
  const currency = pricedCart ? currencyOf(pricedCart) : layoutCurrency.CurrencyCode;
  // The coupon row is hidden when some line is discounted already (spec section 4).
  const couponAllowed = pricedCart !== undefined && !hasDiscountedLine(pricedCart.productsData);
  const coupon = useCoupon({ cart: cartPayload, currency, quoteKey, allowed: couponAllowed, pricedCart });

  const [note, setNote] = useState('');
  const [method, setMethod] = useState<PaymentMethodCode | ''>('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [placedNumber, setPlacedNumber] = useState<string | null>(null);
  const placedRef = useRef(false);
  const methodRef = useRef<HTMLSelectElement>(null);
  const { place, placing, isOpen } = usePlaceOrder();

  // The cart lives in the browser: an empty one sends the shopper home with the spec's message.
  useEffect(() => {
    if (!hydrated || items.length > 0 || placedRef.current) return;
    notify('info', Messages.cartEmpty, language.code);
    void navigate(localizedPath(language, '/'), { replace: true });
  }, [hydrated, items.length, language, navigate]);

  const unavailable = unavailableLines(pricedCart);
  const ready = hydrated && pricedCart !== undefined && !pending && !coupon.settling && unavailable.length === 0;

  function draft(): OrderDraft {
    return {
      lang: language.code,
      cart: cartPayload,
      OrderNote: note,
      CouponCode: coupon.appliedCode,
      PaymentMethod: method || PaymentMethod.CashOnDelivery,
      currency,
    };
  }

  /** Acts on the answer; returns the message a payment dialog keeps in view when the order was refused. */
  async function finish(result: PlaceOrderResult | null): Promise<string | undefined> {
    if (!result) return undefined;
    if (result.ok) {
      placedRef.current = true;
      setDialog(null);
      setPlacedNumber(result.orderNumber);
      notify('success', Messages.orderPlaced, language.code);
      emptyCart();
      window.setTimeout(() => void navigate(localizedPath(language, '/')), Timing.orderRedirect);
      return undefined;
    }
    if (result.signIn) {
      clearStoredUser();
      await navigate(result.signIn);
      return undefined;
    }
    notify('error', result.message, language.code);
    if (result.message === Messages.couponInvalid) coupon.remove();
    // Not settled: the order may exist. The dialog closes; Place Order sends the same attempt again.
    if (!result.settled) setDialog(null);
    return result.settled ? result.message : undefined;
  }

  const placeWith = async (payment: OrderPayment) => finish(await place(draft(), payment));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || placing) return;
    if (!method || !methodOffered(method, payments)) {
      notify('error', fieldRequired(labels.lbl_checkout_payment_method), language.code);
      methodRef.current?.focus();
      return;
    }
    const noteProblem = checkField({
      label: labels.lbl_checkout_order_notes,
      value: note,
      limit: ORDER_NOTE_MAX_LENGTH,
      required: false,
    });
    if (noteProblem) {
      notify('error', noteProblem, language.code);
      return;
    }
    // An attempt whose answer was lost is sent again as it was: no second payment, no second order.
    if (isOpen(draft())) {
      void placeWith(NO_PAYMENT);
      return;
    }
    setDialog(method === PaymentMethod.Card ? 'card' : method === PaymentMethod.Wallet ? 'wallet' : 'confirm');
  }

  const payable = coupon.totals?.payable;
  const payableText = payable === undefined ? '' : formatAmountIn(payable, currency);

  return (
    <main id="main">
      <PageHero
        title={labels.lbl_checkout_title}
        homeLabel={labels.lbl_checkout_breadcrumb_home}
        breadcrumbLabel={labels.lbl_checkout_breadcrumb_current}
        width="wide"
      />
      {placedNumber !== null ? (
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6">
          <p role="status" className="text-2xl font-bold text-olive-900">
            {translateMessage(Messages.orderPlaced, language.code)}
          </p>
          {placedNumber ? (
            <p className="mt-2 text-olive-800">
              <bdi dir="ltr">{placedNumber}</bdi>
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:items-start">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <BillingDetails hydrated={hydrated} countries={loaderData.countries} />
            <section className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
              <label htmlFor="checkout-notes" className="text-lg font-bold text-olive-900">
                {labels.lbl_checkout_order_notes}
              </label>
              <textarea
                id="checkout-notes"
                name="OrderNote"
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={ORDER_NOTE_MAX_LENGTH}
                rows={4}
                placeholder={labels.lbl_checkout_order_notes_placeholder}
                className="rounded-md border border-olive-300 bg-white px-3 py-2 text-olive-950 placeholder:text-olive-600"
              />
            </section>
          </div>

          <section
            aria-labelledby="your-order-heading"
            className="flex flex-col gap-5 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-3"
          >
            <h2 id="your-order-heading" className="text-xl font-bold text-olive-900">
              {labels.lbl_checkout_your_order}
            </h2>
            {!pricedCart || !coupon.totals ? (
              <p role="status" className="py-6 text-center text-olive-700">
                {failed ? translateMessage(Messages.genericError, language.code) : labels.lbl_checkout_loading}
              </p>
            ) : (
              <div aria-busy={pending || coupon.settling} className="flex flex-col gap-4">
                <OrderLines pricedCart={pricedCart} currency={currency} />
                <OrderTotalsList
                  totals={coupon.totals}
                  couponCode={coupon.appliedCode || undefined}
                  currency={currency}
                />
              </div>
            )}
            {unavailable.length > 0 ? (
              <p role="alert" className="flex flex-wrap items-baseline gap-x-2 font-semibold text-poppy-700">
                <span>{labels.lbl_checkout_unavailable}</span>
                <Link to={localizedPath(language, '/cart')} className="underline underline-offset-4">
                  {labels.lbl_checkout_edit_cart}
                </Link>
              </p>
            ) : null}
            {couponAllowed ? <CouponForm busy={coupon.busy} onApply={coupon.apply} /> : null}
            <form onSubmit={submit} noValidate className="flex flex-col gap-4 border-t border-sand-200 pt-5">
              <div className="flex flex-col gap-2">
                <TestModeNotice payments={payments} labels={labels} />
                <label htmlFor="checkout-payment" className="text-sm font-semibold text-olive-900">
                  {labels.lbl_checkout_payment_method}
                </label>
                <select
                  id="checkout-payment"
                  ref={methodRef}
                  name="PaymentMethod"
                  value={method}
                  required
                  aria-describedby={paymentNoteIds(payments)}
                  onChange={(event) =>
                    setMethod(event.target.value ? (Number(event.target.value) as PaymentMethodCode) : '')
                  }
                  className="rounded-md border border-olive-300 bg-white px-3 py-2.5 text-olive-950"
                >
                  <option value="">{labels.lbl_checkout_select_payment}</option>
                  {PAYMENT_CHOICES.map((code) => {
                    const name =
                      code === PaymentMethod.Card
                        ? labels.lbl_checkout_pay_card
                        : code === PaymentMethod.Wallet
                          ? labels.lbl_checkout_pay_wallet
                          : labels.lbl_checkout_pay_cod;
                    const available = methodOffered(code, payments);
                    return (
                      <option key={code} value={code} disabled={!available}>
                        {available ? name : fillLabel(labels.lbl_checkout_method_not_offered, { method: name })}
                      </option>
                    );
                  })}
                </select>
                <UnavailablePaymentsNote payments={payments} labels={labels} />
              </div>
              <button
                type="submit"
                disabled={!ready || placing}
                aria-busy={placing}
                className="rounded-md bg-poppy-600 px-6 py-3 text-lg font-semibold text-white hover:bg-poppy-700 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {placing ? labels.lbl_checkout_placing : labels.lbl_checkout_place_order}
              </button>
            </form>
          </section>
        </div>
      )}

      <ConfirmOrderDialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => setDialog(open ? 'confirm' : null)}
        placing={placing}
        onConfirm={() => {
          void place(draft(), NO_PAYMENT).then(async (result) => {
            // A second click while the first is on its way sends nothing and changes nothing.
            if (!result) return;
            await finish(result);
            setDialog((now) => (now === 'confirm' ? null : now));
          });
        }}
      />
      <CardPaymentDialog
        open={dialog === 'card'}
        onOpenChange={(open) => setDialog(open ? 'card' : null)}
        card={payments.card}
        amount={payableText}
        onToken={(token) => placeWith({ paymentToken: token, payPalOrderConfirmJson: '' })}
      />
      <WalletPaymentDialog
        open={dialog === 'wallet'}
        onOpenChange={(open) => setDialog(open ? 'wallet' : null)}
        wallet={payments.wallet}
        draft={{ cart: cartPayload, CouponCode: coupon.appliedCode, currency, lang: language.code }}
        onCaptured={(captureJson) => placeWith({ paymentToken: '', payPalOrderConfirmJson: captureJson })}
      />
    </main>
  );
}
