import type { PaymentSetup } from './payment-setup';
import { useLabels } from '../../lib/labels/labels';
import { ModalDialog } from '../../ui/modal-dialog';
import { PayPalButtons } from './paypal-buttons';
import { SandboxWallet } from './sandbox-wallet';
import type { WalletFlowProps } from './wallet-flow';

/**
 * Payment method 2 (spec section 4): the wallet modal with its payment buttons. Live, PayPal's own
 * buttons; in the sandbox, its create → approve → capture. Never opened when wallet payments are
 * unavailable (the checkout does not offer them).
 */
export function WalletPaymentDialog({
  open,
  onOpenChange,
  wallet,
  ...flow
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wallet: PaymentSetup['wallet'];
} & WalletFlowProps) {
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
