import type { PaymentSetup } from './payment-setup';
import type { WalletFlowProps } from './wallet-flow';
import { loadedOnFirstOpen } from '../../ui/loaded-on-first-open';

export type WalletPaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wallet: PaymentSetup['wallet'];
} & WalletFlowProps;

/** The wallet payment's popup (wallet-payment-dialog-panel.tsx) and its forms, loaded when first opened. */
export const WalletPaymentDialog = loadedOnFirstOpen<WalletPaymentDialogProps>(
  () => import('./wallet-payment-dialog-panel'),
);
