import { AttributeKind, Messages } from '@shop/contract';

import { addToCartProblem, addToCart } from '../../cart';
import type { ToastKind } from '../../../ui/toast';
import { quantityLimit, stockForSelection } from './combinations';
import { imagesForColor } from './gallery-images';
import type { ProductDetailView } from './product-view';
import { type Selection, toSelectedAttributes } from './variant-price';

/** What adding gave: the toast to show and, when a choice is missing, the attribute to choose. */
export interface AddOutcome {
  kind: ToastKind;
  message: string;
  /** The ProductAttributeID of the choice the message asks for (size, colour or a variant). */
  missingChoice?: number;
}

/** The first choice the spec's checks ask for (section 5: size, colour, then each required variant). */
function firstMissingChoice(product: ProductDetailView, selection: Selection): number | undefined {
  if (product.sizes.length > 0 && selection[AttributeKind.Size] === undefined) return AttributeKind.Size;
  if (product.colors.length > 0 && selection[AttributeKind.Color] === undefined) return AttributeKind.Color;
  return product.variants.find((variant) => variant.required && selection[variant.attributeId] === undefined)
    ?.attributeId;
}

/**
 * Puts the chosen product (colour, size, variants, quantity) into the cart after the spec's checks
 * and with its messages (section 5), as the product page and the quick view both do. The stock and
 * the cap are the chosen colour × size's; the line keeps the chosen colour's first picture.
 */
export function addSelectionToCart(product: ProductDetailView, selection: Selection, quantity: number): AddOutcome {
  const selected = toSelectedAttributes(selection);
  const problem = addToCartProblem(
    {
      ProductId: product.id,
      StockQuantity: stockForSelection(product, selection),
      OrderMaximumQuantity: quantityLimit(product, selection),
      hasSizes: product.sizes.length > 0,
      hasColors: product.colors.length > 0,
      requiredAttributes: product.variants
        .filter((variant) => variant.required)
        .map((variant) => ({ ProductAttributeID: variant.attributeId, AttributeDisplayName: variant.name })),
    },
    selected,
    quantity,
  );
  if (problem) {
    // A refused product (invalid, sold out) has nothing to choose that would help.
    const refused = problem === Messages.invalidProduct || problem === Messages.outOfStock;
    const missingChoice = refused ? undefined : firstMissingChoice(product, selection);
    return missingChoice === undefined
      ? { kind: 'error', message: problem }
      : { kind: 'error', message: problem, missingChoice };
  }
  try {
    const result = addToCart({
      ProductId: product.id,
      productSelectedAttributes: selected,
      Quantity: quantity,
      ShippingCharges: 0,
      // Cart and wishlist keep the picture path as the back-office gave it (spec section 3).
      DefaultImage: imagesForColor(product.images, selection[AttributeKind.Color])[0]?.path ?? '',
      OrderMaximumQuantity: product.orderMaximumQuantity,
    });
    return result.ok
      ? { kind: 'success', message: result.message ?? Messages.cartItemAdded }
      : { kind: result.level, message: result.message };
  } catch (error) {
    console.error('add to cart failed', { productId: product.id, error });
    return { kind: 'error', message: Messages.genericError };
  }
}
