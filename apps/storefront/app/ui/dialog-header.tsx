import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** The title bar of our dialogs and drawers: the title, and a close button named for screen readers. */
export function DialogHeader({
  title,
  closeLabel,
  className,
}: {
  title: ReactNode;
  closeLabel: string;
  className: string;
}) {
  return (
    <div className={`flex items-center justify-between gap-2 border-b border-sand-200 py-3 ${className}`}>
      <Dialog.Title className="text-lg font-semibold text-olive-900">{title}</Dialog.Title>
      <Dialog.Close className="rounded-md p-2 text-olive-700 hover:bg-sand-100" aria-label={closeLabel}>
        <span aria-hidden="true">✕</span>
      </Dialog.Close>
    </div>
  );
}
