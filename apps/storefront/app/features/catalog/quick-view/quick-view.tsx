import { lazy, Suspense, useEffect } from 'react';

import { useLabels } from '../../../lib/labels/labels';
import { Drawer } from '../../../ui/drawer';
import type { ProductCardData } from '../product-card-data';

// Most visits never open a quick view: its content (pickers, checks, the product's call) loads the
// first time one opens, alongside the drawer's own code.
const loadQuickViewBody = () => import('./quick-view-body');
const QuickViewBody = lazy(() => loadQuickViewBody().then((module) => ({ default: module.QuickViewBody })));

/**
 * A product's quick view (spec section 2): a side drawer from the reading side with its pictures,
 * name, price, stars, description, category, Add to Cart, Add to Wishlist and View Full Details.
 * A product with a colour, size or variants to choose offers them here, with the product page's
 * pickers, so the shopper can choose and add without leaving the list; Add to Cart applies the
 * spec's checks and messages, and moves focus to the choice a message asks for.
 */
export function QuickView({
  product,
  open,
  onOpenChange,
}: {
  product: ProductCardData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const labels = useLabels('ProductsGridTypeOne');
  useEffect(() => {
    if (open) void loadQuickViewBody();
  }, [open]);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="end"
      title={labels.lbl_grid_quick_view}
      closeLabel={labels.lbl_grid_close}
    >
      {/* Mounted while open only: each opening loads the product afresh and starts with nothing chosen. */}
      <Suspense fallback={null}>
        <QuickViewBody product={product} onClose={() => onOpenChange(false)} />
      </Suspense>
    </Drawer>
  );
}
