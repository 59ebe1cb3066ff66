import * as Dialog from '@radix-ui/react-dialog';

import { useLabels } from '../../lib/labels/labels';
import type { ConfirmOrderDialogProps } from './confirm-order-dialog';

/**
 * Cash on delivery's question, 'Do you really want place order?' (spec section 4), as an
 * accessible alert dialog: focus starts on Cancel (the first button), Escape cancels, and 'Yes' places
 * the order.
 */
export default function ConfirmOrderDialogPanel({ open, onOpenChange, placing, onConfirm }: ConfirmOrderDialogProps) {
  const labels = useLabels('Checkout');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !placing && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-olive-950/50" />
        <Dialog.Content
          role="alertdialog"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 m-auto flex h-fit w-[min(28rem,calc(100vw-2rem))] flex-col gap-5 rounded-lg bg-white p-6 shadow-xl outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-olive-900">
            {labels.lbl_checkout_confirm_order}
          </Dialog.Title>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close
              disabled={placing}
              className="rounded-md border border-olive-700 px-4 py-2 font-semibold text-olive-800 hover:bg-sand-100 disabled:opacity-60"
            >
              {labels.lbl_checkout_confirm_no}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={placing}
              aria-busy={placing}
              className="rounded-md bg-olive-700 px-4 py-2 font-semibold text-sand-50 hover:bg-olive-800 disabled:opacity-60"
            >
              {placing ? labels.lbl_checkout_placing : labels.lbl_checkout_confirm_yes}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
