import { loadedOnFirstOpen } from '../../ui/loaded-on-first-open';

export interface ConfirmOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placing: boolean;
  onConfirm: () => void;
}

/** Cash on delivery's confirmation (confirm-order-dialog-panel.tsx), loaded when first asked. */
export const ConfirmOrderDialog = loadedOnFirstOpen<ConfirmOrderDialogProps>(
  () => import('./confirm-order-dialog-panel'),
);
