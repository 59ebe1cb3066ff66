import { AttributeKind, Messages, QuantityLimit, maxQuantityFor, cannotAddMore, selectVariant } from '@shop/contract';

import type { SelectedAttribute } from './cart-store';

/** What the add-to-cart check needs to know about a product (from its detail and attribute rows). */
export interface ProductForCart {
  ProductId: number | undefined;
  StockQuantity: number;
  OrderMaximumQuantity: number | null;
  hasSizes: boolean;
  hasColors: boolean;
  /** The product's other attributes that must be chosen: id and display name. */
  requiredAttributes: { ProductAttributeID: number; AttributeDisplayName: string }[];
}

/**
 * The spec's add-to-cart checks in its order (section 5): a real product, in stock, a size when
 * it has sizes, a colour when it has colours, each required variant, a quantity of at least 1 and
 * within the product's cap. Answers the message to show, or null when the line may be added.
 */
export function addToCartProblem(
  product: ProductForCart,
  selection: SelectedAttribute[],
  quantity: number,
): string | null {
  if (!product.ProductId || product.ProductId < 1) return Messages.invalidProduct;
  if (product.StockQuantity < 1) return Messages.outOfStock;
  const chosen = (attributeId: number) => selection.some((item) => item.ProductAttributeID === attributeId);
  if (product.hasSizes && !chosen(AttributeKind.Size)) return Messages.selectSize;
  if (product.hasColors && !chosen(AttributeKind.Color)) return Messages.selectColor;
  for (const attribute of product.requiredAttributes) {
    if (!chosen(attribute.ProductAttributeID)) return selectVariant(attribute.AttributeDisplayName);
  }
  if (!Number.isInteger(quantity) || quantity < QuantityLimit.min) return Messages.selectQuantity;
  const max = maxQuantityFor(product.OrderMaximumQuantity ?? 0);
  if (quantity > max) return cannotAddMore(max);
  return null;
}
