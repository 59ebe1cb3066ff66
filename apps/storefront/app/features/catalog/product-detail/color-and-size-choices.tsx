import { AttributeKind, type ShopCurrency } from '@shop/contract';

import { useLabels } from '../../../lib/labels/labels';
import { ColorSwatches } from './color-swatches';
import type { ProductDetailView } from './product-view';
import { SizeOptions } from './size-options';
import type { ProductChoices } from './use-product-choices';

/** The colours and sizes still on offer for the other choices; a product without them shows none. */
export function ColorAndSizeChoices({
  product,
  choices,
  currency,
}: {
  product: ProductDetailView;
  choices: ProductChoices;
  currency: ShopCurrency;
}) {
  const labels = useLabels('ProductDetail');
  const { colors, sizes, colorId, selection, choose } = choices;
  return (
    <>
      {colors.length > 0 ? (
        <ColorSwatches
          productId={product.id}
          legend={labels.lbl_product_detail_color}
          colors={colors}
          selectedId={colorId}
          onSelect={(id) => choose(AttributeKind.Color, id)}
          currency={currency}
          unavailableLabel={labels.lbl_product_detail_out_of_stock}
        />
      ) : null}

      {sizes.length > 0 ? (
        <SizeOptions
          productId={product.id}
          legend={labels.lbl_product_detail_size}
          sizes={sizes}
          selectedId={selection[AttributeKind.Size]}
          onSelect={(id) => choose(AttributeKind.Size, id)}
          currency={currency}
          unavailableLabel={labels.lbl_product_detail_out_of_stock}
        />
      ) : null}
    </>
  );
}
