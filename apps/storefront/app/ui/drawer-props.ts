import type { ReactNode } from 'react';

/** What a drawer takes (drawer.tsx), passed on whole to its lazily loaded panel (drawer-panel.tsx). */
export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'start' | 'end';
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
}
