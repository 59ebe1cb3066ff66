import { PaymentMethod, type PaymentMethodCode } from '@shop/contract';
import { type FormEvent, type RefObject, useRef, useState } from 'react';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { notify } from '../../ui/toast';
import { NO_PAYMENT, type OrderDraft, type OrderPayment } from './checkout-attempts';
import { orderFormProblem } from './order-form-check';
import type { PaymentSetup } from './payment-setup';
import type { CheckoutCart } from './use-checkout-cart';
import { useOrderOutcome } from './use-order-outcome';
import { usePlaceOrder } from './use-place-order';

/** The payment method's own step before the order is placed: card form, wallet, or cash's question. */
export type PaymentDialog = 'card' | 'wallet' | 'confirm' | null;

export interface PaymentFlow {
  note: string;
  setNote: (note: string) => void;
  method: PaymentMethodCode | '';
  setMethod: (method: PaymentMethodCode | '') => void;
  methodRef: RefObject<HTMLSelectElement | null>;
  dialog: PaymentDialog;
  setDialog: (dialog: PaymentDialog) => void;
  placing: boolean;
  placedNumber: string | null;
  /** Place Order: checks the form, then opens the payment method's dialog. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Cash on delivery's 'Yes'. */
  confirm: () => void;
  /** Places the order with the card token or wallet capture; answers the message to keep in view when refused. */
  placeWith: (payment: OrderPayment) => Promise<string | undefined>;
}

/** What the checkout's parts that pay and place the order (its 'Your order' section, the payment dialogs) take. */
export interface PaymentParts {
  checkout: CheckoutCart;
  flow: PaymentFlow;
  payments: PaymentSetup;
}

/**
 * The checkout's way from Place Order to a placed order (spec sections 4 and 8): the form is
 * checked, the chosen method's dialog takes the payment, and the order is placed with it.
 */
export function usePaymentFlow(checkout: CheckoutCart, payments: PaymentSetup): PaymentFlow {
  const language = useLanguage();
  const labels = useLabels('Checkout');
  const [note, setNote] = useState('');
  const [method, setMethod] = useState<PaymentMethodCode | ''>('');
  const [dialog, setDialog] = useState<PaymentDialog>(null);
  const methodRef = useRef<HTMLSelectElement>(null);
  const { place, placing, isOpen } = usePlaceOrder();
  const { placedNumber, finish } = useOrderOutcome(checkout, () => setDialog(null));

  const draft = (): OrderDraft => ({
    lang: language.code,
    cart: checkout.cart,
    OrderNote: note,
    CouponCode: checkout.coupon.appliedCode,
    PaymentMethod: method || PaymentMethod.CashOnDelivery,
    currency: checkout.currency,
  });
  const placeWith = async (payment: OrderPayment) => finish(await place(draft(), payment));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkout.ready || placing) return;
    const problem = orderFormProblem({ method, note, payments, labels });
    if (problem) {
      notify('error', problem.message, language.code);
      if (problem.field === 'method') methodRef.current?.focus();
      return;
    }
    // An attempt whose answer was lost is sent again as it was: no second payment, no second order.
    if (isOpen(draft())) {
      void placeWith(NO_PAYMENT);
      return;
    }
    setDialog(method === PaymentMethod.Card ? 'card' : method === PaymentMethod.Wallet ? 'wallet' : 'confirm');
  }

  function confirm() {
    void place(draft(), NO_PAYMENT).then(async (result) => {
      // A second click while the first is on its way sends nothing and changes nothing.
      if (!result) return;
      await finish(result);
      setDialog((now) => (now === 'confirm' ? null : now));
    });
  }

  return {
    note,
    setNote,
    method,
    setMethod,
    methodRef,
    dialog,
    setDialog,
    placing,
    placedNumber,
    submit,
    confirm,
    placeWith,
  };
}
