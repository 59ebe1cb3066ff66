import type { DrawerProps } from './drawer-props';
import { loadedOnFirstOpen } from './loaded-on-first-open';

/**
 * A side panel over the page (cart, wishlist, quick view, mobile menu). `side` is logical: `end`
 * is the right in English and the left in Arabic, so drawers open from the reading side.
 * Most visits never open a drawer: its code (Radix's dialog) loads the first time one opens.
 */
export const Drawer = loadedOnFirstOpen<DrawerProps>(() => import('./drawer-panel'));
