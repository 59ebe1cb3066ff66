import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';

import type { DrawerProps } from './drawer-props';
import { returnFocus } from './return-focus';
import { DialogHeader } from './dialog-header';

/** The drawer itself, loaded the first time one opens (see drawer.tsx). */
export default function DrawerPanel({
  open,
  onOpenChange,
  side = 'end',
  title,
  description,
  closeLabel,
  children,
}: DrawerProps) {
  // The buttons that open drawers live outside them; focus goes back to the one that was used.
  const opener = useRef<Element | null>(null);
  const edge =
    side === 'end'
      ? 'end-0 data-[state=open]:animate-[drawer-in-end_200ms_ease-out]'
      : 'start-0 data-[state=open]:animate-[drawer-in-start_200ms_ease-out]';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-olive-950/50" />
        <Dialog.Content
          className={`fixed top-0 bottom-0 z-50 flex w-[min(26rem,100vw)] flex-col bg-white shadow-xl outline-none ${edge}`}
          // Radix expects a description; a drawer without one says so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => returnFocus(event, opener.current)}
        >
          <DialogHeader title={title} closeLabel={closeLabel} className="px-4" />
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
