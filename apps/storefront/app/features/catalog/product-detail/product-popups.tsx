import type { ShopCurrency } from '@shop/contract';
import { Suspense, lazy } from 'react';

import type { ProductDetailView, SizeGuideRow } from './product-view';
import type { ProductChoices } from './use-product-choices';
import type { Popup } from './use-popup';

// Most shoppers never open these popups: their code, and Radix's dialog with it, loads the first time one opens.
const VariantsDialog = lazy(() => import('./variants-dialog').then((module) => ({ default: module.VariantsDialog })));
const SizeGuideDialog = lazy(() =>
  import('./size-guide-dialog').then((module) => ({ default: module.SizeGuideDialog })),
);

/** The product page's Product Variants and Size Guide popups, each mounted from its first opening on. */
export function ProductPopups({
  product,
  choices,
  currency,
  sizeGuideRows,
  variants,
  sizeGuide,
}: {
  product: ProductDetailView;
  choices: ProductChoices;
  currency: ShopCurrency;
  sizeGuideRows: readonly SizeGuideRow[];
  variants: Popup;
  sizeGuide: Popup;
}) {
  return (
    <>
      {variants.mounted ? (
        <Suspense fallback={null}>
          <VariantsDialog
            open={variants.open}
            onOpenChange={variants.setOpen}
            productId={product.id}
            variants={product.variants}
            selection={choices.selection}
            onSelect={choices.choose}
            currency={currency}
          />
        </Suspense>
      ) : null}
      {sizeGuide.mounted && product.sizes.length > 0 ? (
        <Suspense fallback={null}>
          <SizeGuideDialog open={sizeGuide.open} onOpenChange={sizeGuide.setOpen} sizes={sizeGuideRows} />
        </Suspense>
      ) : null}
    </>
  );
}
