import type { ReactNode } from 'react';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { translateMessage } from '../../lib/messages';

/** What both card forms (sandbox and Stripe Elements) are given by the card dialog. */
export interface CardFormProps {
  /** What will be charged, as the back-office priced it, e.g. '€23.09'. */
  amount: string;
  /** Places the order with the card's token; answers the message to show when it was not placed. */
  onToken: (token: string) => Promise<string | undefined>;
  onCancel: () => void;
}

/** The amount line, the form's error (announced at once) and Cancel / Pay Now. */
export function CardFormFrame({
  amount,
  error,
  errorId,
  busy,
  canPay = true,
  onCancel,
  children,
}: {
  amount: string;
  error: string | undefined;
  errorId: string;
  busy: boolean;
  /** False while the card field is not ready (Stripe.js loading): Pay Now waits, Cancel does not. */
  canPay?: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const language = useLanguage();
  const labels = useLabels('CheckoutStripForm');
  const card = useLabels('CardSection');
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-baseline justify-between gap-4 rounded-md bg-sand-100 px-4 py-3">
        <span className="text-olive-800">{labels.lbl_card_form_amount}</span>
        <bdi dir="ltr" className="text-xl font-bold text-olive-900" data-testid="card-amount">
          {amount}
        </bdi>
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-olive-900">{card.lbl_card_heading}</legend>
        {children}
      </fieldset>
      <p id={errorId} role="alert" className="min-h-6 text-sm font-semibold text-poppy-700">
        {error ? translateMessage(error, language.code) : ''}
      </p>
      <p className="text-xs text-olive-700">{card.lbl_card_secure_note}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="rounded-md border border-olive-700 px-4 py-2 font-semibold text-olive-800 hover:bg-sand-100 disabled:opacity-60"
        >
          {labels.lbl_card_form_cancel}
        </button>
        <button
          type="submit"
          disabled={busy || !canPay}
          aria-busy={busy}
          className="rounded-md bg-olive-700 px-6 py-2 font-semibold text-sand-50 hover:bg-olive-800 disabled:opacity-60"
        >
          {busy ? labels.lbl_card_form_processing : labels.lbl_card_form_pay}
        </button>
      </div>
    </div>
  );
}
