import { AttributeKind, QuantityLimit } from '@shop/contract';
import { useState } from 'react';

import { useLanguage } from '../../../lib/language';
import { notify } from '../../../ui/toast';
import { offeredColors, offeredSizes, quantityLimit, stockForSelection, withChoice } from './combinations';
import { imagesForColor } from './gallery-images';
import type { ProductDetailView } from './product-view';
import { stepQuantity } from './quantity-step';
import { type Selection, priceForSelection } from './variant-price';

/**
 * The shopper's choices on the product page (colour, size, variants, quantity) and what follows
 * from them (section 4): pictures, price, the colours and sizes still on offer, stock and the
 * quantity's limit. A colour × size that is sold out is offered but cannot be chosen.
 */
export function useProductChoices(product: ProductDetailView) {
  const language = useLanguage();
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState<number>(QuantityLimit.min);

  const colorId = selection[AttributeKind.Color];
  const limit = quantityLimit(product, selection);
  const chosenVariants = product.variants.flatMap((variant) => {
    const value = variant.values.find((option) => option.id === selection[variant.attributeId]);
    return value ? [{ name: variant.name, value: value.name }] : [];
  });

  function choose(attributeId: number, valueId: number | undefined) {
    const next = withChoice(product, selection, attributeId, valueId);
    setSelection(next);
    // Fewer left of the new choice: the quantity comes down to what it has.
    setQuantity((current) => Math.min(current, quantityLimit(product, next)));
  }

  function wantQuantity(wanted: number) {
    const step = stepQuantity(wanted, limit);
    setQuantity(step.quantity);
    if (step.warning) notify('warning', step.warning, language.code);
  }

  return {
    selection,
    quantity,
    colorId,
    images: imagesForColor(product.images, colorId),
    price: priceForSelection(product, selection),
    colors: offeredColors(product, selection),
    sizes: offeredSizes(product, selection),
    stock: stockForSelection(product, selection),
    limit,
    chosenVariants,
    choose,
    wantQuantity,
  };
}

export type ProductChoices = ReturnType<typeof useProductChoices>;
