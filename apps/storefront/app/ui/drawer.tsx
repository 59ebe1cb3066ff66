import { lazy, Suspense, useState } from 'react';

import type { DrawerProps } from './drawer-props';

// Most visits never open a drawer: its code (Radix's dialog) loads the first time one opens.
const DrawerPanel = lazy(() => import('./drawer-panel'));

/**
 * A side panel over the page (cart, wishlist, quick view, mobile menu). `side` is logical: `end`
 * is the right in English and the left in Arabic, so drawers open from the reading side.
 */
export function Drawer(props: DrawerProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} />
    </Suspense>
  );
}
