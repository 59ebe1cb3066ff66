import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { DialogHeader } from './dialog-header';
import type { ModalDialogProps } from './modal-dialog';
import { returnFocus } from './return-focus';

/** A centred popup on Radix Dialog (focus kept inside, Escape and the close button close it). */
export default function ModalDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
}: ModalDialogProps) {
  // The buttons that open these popups live outside them (no Radix trigger): Done, Escape or the
  // close button give focus back to the one that was used, not to the page's body.
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-olive-950/50" />
        <Dialog.Content
          // Centred by equal insets and auto margins: no physical left/right, same in both directions.
          className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] flex-col rounded-lg bg-white shadow-xl outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => returnFocus(event, opener.current)}
        >
          <DialogHeader title={title} closeLabel={closeLabel} className="px-5" />
          <div className="flex-1 overflow-y-auto px-5 py-4">
            {description ? (
              <Dialog.Description className="mb-4 text-sm text-olive-700">{description}</Dialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <div className="border-t border-sand-200 px-5 py-3">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
