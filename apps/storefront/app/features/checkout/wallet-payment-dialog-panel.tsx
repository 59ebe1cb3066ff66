import type { WalletPaymentDialogProps } from './wallet-payment-dialog';
import { useLabels } from '../../lib/labels/labels';
// Already loaded on demand itself, it shows the popup at once rather than loading it in a second step.
import ModalDialog from '../../ui/modal-dialog-panel';
import { PayPalButtons } from './paypal-buttons';
import { SandboxWallet } from './sandbox-wallet';

/**
 * Payment method 2 (spec section 4): the wallet modal with its payment buttons. Live, PayPal's own
 * buttons; in the sandbox, its create → approve → capture. Never opened when wallet payments are
 * unavailable (the checkout does not offer them).
 */
export default function WalletPaymentDialogPanel({ open, onOpenChange, wallet, ...flow }: WalletPaymentDialogProps) {
  const labels = useLabels('Checkout');
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.lbl_checkout_wallet_title}
      closeLabel={labels.lbl_checkout_close}
    >
      {wallet.mode === 'live' ? (
        <PayPalButtons clientId={wallet.clientId} {...flow} />
      ) : wallet.mode === 'sandbox' ? (
        <SandboxWallet {...flow} />
      ) : null}
    </ModalDialog>
  );
}
