import type { CardPaymentDialogProps } from './card-payment-dialog';
import { useLabels } from '../../lib/labels/labels';
// Already loaded on demand itself, it shows the popup at once rather than loading it in a second step.
import ModalDialog from '../../ui/modal-dialog-panel';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

/**
 * Payment method 5 (spec section 4): the card modal. Live, Stripe Elements; in the sandbox, its
 * card form with the test card hint (4242… succeeds, 4000 0000 0000 0002 is declined). Never opened
 * when card payments are unavailable (the checkout does not offer them).
 */
export default function CardPaymentDialogPanel({ open, onOpenChange, card, amount, onToken }: CardPaymentDialogProps) {
  const labels = useLabels('CheckoutStripForm');
  const close = () => onOpenChange(false);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.lbl_card_form_title}
      description={card.mode === 'sandbox' ? labels.lbl_card_form_test_hint : undefined}
      closeLabel={labels.lbl_card_form_cancel}
    >
      {card.mode === 'live' ? (
        <StripeCardForm publishableKey={card.publishableKey} amount={amount} onToken={onToken} onCancel={close} />
      ) : card.mode === 'sandbox' ? (
        <SandboxCardForm amount={amount} onToken={onToken} onCancel={close} />
      ) : null}
    </ModalDialog>
  );
}
