import { PaymentMethod, type PaymentMethodCode } from '@shop/contract';
import type { FormEvent, RefObject } from 'react';

import { fillLabel, useLabels } from '../../lib/labels/labels';
import { TestModeNotice, UnavailablePaymentsNote, paymentNoteIds } from './payment-notices';
import { PAYMENT_CHOICES, type PaymentSetup, methodOffered } from './payment-setup';

/** The payment methods to choose from; one the shop does not take now is listed, disabled, saying so. */
function PaymentMethodOptions({ payments }: { payments: PaymentSetup }) {
  const labels = useLabels('Checkout');
  return (
    <>
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
    </>
  );
}

/** The payment method select, with the test mode and unavailable payments notes, and Place Order. */
export function PaymentForm({
  payments,
  method,
  onMethodChange,
  methodRef,
  ready,
  placing,
  onSubmit,
}: {
  payments: PaymentSetup;
  method: PaymentMethodCode | '';
  onMethodChange: (method: PaymentMethodCode | '') => void;
  methodRef: RefObject<HTMLSelectElement | null>;
  /** The order can be placed (priced, every line available). */
  ready: boolean;
  placing: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const labels = useLabels('Checkout');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 border-t border-sand-200 pt-5">
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
          // The options' values are the payment choices' codes; the empty one is no choice yet.
          onChange={(event) =>
            onMethodChange(PAYMENT_CHOICES.find((code) => String(code) === event.target.value) ?? '')
          }
          className="rounded-md border border-olive-300 bg-white px-3 py-2.5 text-olive-950"
        >
          <PaymentMethodOptions payments={payments} />
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
  );
}
