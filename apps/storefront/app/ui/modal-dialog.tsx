import type { ReactNode } from 'react';

import { loadedOnFirstOpen } from './loaded-on-first-open';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A centred popup (focus kept inside, Escape and the close button close it). Most visits to a page
 * with one (the cart's chosen options, the checkout's payment, the size guide) never open it: its
 * code (Radix's dialog, about 13 KB gzipped) loads the first time it opens.
 */
export const ModalDialog = loadedOnFirstOpen<ModalDialogProps>(() => import('./modal-dialog-panel'));
