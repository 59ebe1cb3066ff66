import { AttributeKind, Messages, QuantityLimit, type RowOf } from '@shop/contract';

import { type ProductForCart, addToCartProblem } from '../../lib/cart/add-to-cart-rules';

/**
 * What the quick view needs to apply the spec's add-to-cart checks to a product it only knows
 * from a list row: stock, cap, whether it has sizes or colours, and its other required attributes.
 * The answer of GET /api/product-options?productId=.
 */
export type ProductOptions = ProductForCart;

type DetailRow = RowOf<'get-product_detail'>;
type AttributeRow = RowOf<'get-product-all-attributes-by-productId'>;

const isSpecial = (attributeId: number) => attributeId === AttributeKind.Size || attributeId === AttributeKind.Color;

export function toProductOptions(detail: DetailRow, attributes: readonly AttributeRow[]): ProductOptions {
  const has = (kind: number) => attributes.some((row) => row.ProductAttributeID === kind);
  const required = new Map<number, string>();
  for (const row of attributes) {
    if (row.IsRequiredAttribute && !isSpecial(row.ProductAttributeID) && !required.has(row.ProductAttributeID)) {
      required.set(row.ProductAttributeID, row.AttributeDisplayName);
    }
  }
  return {
    ProductId: detail.ProductId,
    StockQuantity: detail.StockQuantity,
    OrderMaximumQuantity: detail.OrderMaximumQuantity,
    hasSizes: detail.ProductSizesJson.length > 0 || has(AttributeKind.Size),
    hasColors: detail.ProductColorsJson.length > 0 || has(AttributeKind.Color),
    requiredAttributes: [...required].map(([ProductAttributeID, AttributeDisplayName]) => ({
      ProductAttributeID,
      AttributeDisplayName,
    })),
  };
}

/**
 * What a one-click add (quick view) may do with a product: add it, send the shopper to the detail
 * page to choose a size, colour or variant first, or refuse it (invalid, out of stock).
 */
export type QuickAddOutcome =
  { kind: 'add' } | { kind: 'choose'; message: string } | { kind: 'refuse'; message: string };

export function quickAddOutcome(options: ProductOptions): QuickAddOutcome {
  // The quick view offers no choices: nothing is selected and the quantity is 1.
  const problem = addToCartProblem(options, [], QuantityLimit.min);
  if (problem === null) return { kind: 'add' };
  const refused = problem === Messages.invalidProduct || problem === Messages.outOfStock;
  return refused ? { kind: 'refuse', message: problem } : { kind: 'choose', message: problem };
}
