import { useCallback, useId, useRef, useState } from 'react';

import { useDismiss } from './use-dismiss';

/**
 * A button opening a small popup below it (a menu dropdown, the user menu): whether it is open,
 * `close`, and what the container, the button and the popup take. Escape, or a click or focus
 * outside the container, closes it (useDismiss).
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  useDismiss(open, close, containerRef, buttonRef);
  return {
    open,
    close,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': popupId,
      onClick: () => setOpen((value) => !value),
    } as const,
    popupProps: { id: popupId, hidden: !open },
  };
}
