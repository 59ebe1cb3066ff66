import {
  ORDER_NOTE_MAX_LENGTH,
  type PaymentMethodCode,
  type ScreenLabelSet,
  checkField,
  fieldRequired,
} from '@shop/contract';

import { type PaymentSetup, methodOffered } from './payment-setup';

/** What the checkout form is checked for before anything is sent, and the message when it fails. */
export type OrderFormProblem = { field: 'method' | 'note'; message: string };

/**
 * The checkout form's own checks (spec section 8): a payment method the shop takes now, and an
 * order note within its length. Null when the order may go on to its payment.
 */
export function orderFormProblem({
  method,
  note,
  payments,
  labels,
}: {
  method: PaymentMethodCode | '';
  note: string;
  payments: PaymentSetup;
  labels: Pick<ScreenLabelSet<'Checkout'>, 'lbl_checkout_payment_method' | 'lbl_checkout_order_notes'>;
}): OrderFormProblem | null {
  if (!method || !methodOffered(method, payments)) {
    return { field: 'method', message: fieldRequired(labels.lbl_checkout_payment_method) };
  }
  const noteProblem = checkField({
    label: labels.lbl_checkout_order_notes,
    value: note,
    limit: ORDER_NOTE_MAX_LENGTH,
    required: false,
  });
  return noteProblem ? { field: 'note', message: noteProblem } : null;
}
