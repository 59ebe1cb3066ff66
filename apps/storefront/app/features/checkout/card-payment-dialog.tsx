import type { CardFormProps } from './card-form-parts';
import type { PaymentSetup } from './payment-setup';
import { loadedOnFirstOpen } from '../../ui/loaded-on-first-open';

export type CardPaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  card: PaymentSetup['card'];
} & Omit<CardFormProps, 'onCancel'>;

/** The card payment's popup (card-payment-dialog-panel.tsx) and its forms, loaded when first opened. */
export const CardPaymentDialog = loadedOnFirstOpen<CardPaymentDialogProps>(() => import('./card-payment-dialog-panel'));
