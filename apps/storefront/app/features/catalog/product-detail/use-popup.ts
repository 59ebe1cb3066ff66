import { useState } from 'react';

export interface Popup {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opened at least once: a popup whose code loads on demand is mounted from then on. */
  mounted: boolean;
}

/**
 * A popup's open state, and whether it has opened yet. Staying mounted after its first opening,
 * a popup loaded on demand closes as any other does (Radix gives focus back to its opener).
 */
export function usePopup(): Popup {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  return { open, setOpen, mounted };
}
