import { SANDBOX_TEST_CARD, type ScreenLabelSet } from '@shop/contract';

import { type PaymentSetup, inTestMode } from './payment-setup';
import { fillLabelParts } from '../../lib/labels/label-parts';

type CheckoutLabels = ScreenLabelSet<'Checkout'>;

/** Ids of the notes under the payment method select, which describe it (aria-describedby). */
export const PaymentNoteId = {
  testMode: 'checkout-test-mode',
  unavailable: 'checkout-payments-unavailable',
} as const;

/** The notes that apply to `payments`, as the select's aria-describedby; undefined when none does. */
export function paymentNoteIds(payments: PaymentSetup): string | undefined {
  const ids = [
    inTestMode(payments) ? PaymentNoteId.testMode : undefined,
    payments.card.mode === 'unavailable' || payments.wallet.mode === 'unavailable'
      ? PaymentNoteId.unavailable
      : undefined,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * Says plainly that the shop is in test mode (the offline sandbox takes card or wallet payments,
 * no money changes hands) and, when cards are in the sandbox, which test card pays. The card
 * number keeps its left-to-right order inside an Arabic sentence.
 */
export function TestModeNotice({ payments, labels }: { payments: PaymentSetup; labels: CheckoutLabels }) {
  if (!inTestMode(payments)) return null;
  return (
    <p
      id={PaymentNoteId.testMode}
      role="status"
      className="rounded-md border border-earth-500 bg-sand-100 px-3 py-2 text-sm text-earth-800"
    >
      <strong className="font-semibold">{labels.lbl_checkout_test_mode}</strong> {labels.lbl_checkout_test_mode_note}
      {payments.card.mode === 'sandbox' ? (
        <>
          {' '}
          {fillLabelParts(labels.lbl_checkout_test_card, {
            card: (
              <bdi dir="ltr" className="font-semibold whitespace-nowrap">
                {SANDBOX_TEST_CARD}
              </bdi>
            ),
          })}
        </>
      ) : null}
    </p>
  );
}

/** Which payment methods the shop cannot take now, and that cash on delivery still works when it does. */
export function UnavailablePaymentsNote({ payments, labels }: { payments: PaymentSetup; labels: CheckoutLabels }) {
  const sentences = [
    payments.card.mode === 'unavailable' ? labels.lbl_checkout_card_not_offered : undefined,
    payments.wallet.mode === 'unavailable' ? labels.lbl_checkout_wallet_not_offered : undefined,
  ].filter((sentence) => sentence !== undefined);
  if (sentences.length === 0) return null;
  return (
    <p id={PaymentNoteId.unavailable} className="text-sm text-olive-800">
      {[...sentences, payments.cashOnDelivery ? labels.lbl_checkout_cod_still_offered : undefined]
        .filter((sentence) => sentence !== undefined)
        .join(' ')}
    </p>
  );
}
