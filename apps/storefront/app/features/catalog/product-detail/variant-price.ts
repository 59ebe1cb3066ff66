import { AttributeKind, roundMoney, unitPrice } from '@shop/contract';

import type { SelectedAttribute } from '../../cart';
import { combinationAdjustment } from './combinations';
import type { ProductDetailView, ProductOption } from './product-view';

/** The values a shopper has chosen: value id per ProductAttributeID (1 colour, 2 size, others variants). */
export type Selection = Readonly<Record<number, number>>;

type PricedProduct = Pick<
  ProductDetailView,
  'price' | 'discountedPrice' | 'colors' | 'sizes' | 'variants' | 'combinations'
>;

/** The options offered for one attribute id. */
export function optionsOf(product: Pick<PricedProduct, 'colors' | 'sizes' | 'variants'>, attributeId: number) {
  if (attributeId === AttributeKind.Color) return product.colors;
  if (attributeId === AttributeKind.Size) return product.sizes;
  return product.variants.find((variant) => variant.attributeId === attributeId)?.values ?? [];
}

const isColourOrSize = (attributeId: number) =>
  attributeId === AttributeKind.Color || attributeId === AttributeKind.Size;

/**
 * Sum of the additional prices of the chosen values; values the product does not offer add
 * nothing. For a product sold by colour × size, the chosen combination's adjustment stands for
 * the colour's and the size's additional prices (the back-office prices it so).
 */
export function additionalPriceOf(product: PricedProduct, selection: Selection): number {
  const byCombination = product.combinations.length > 0;
  let total = byCombination ? combinationAdjustment(product, selection) : 0;
  for (const [attributeId, valueId] of Object.entries(selection)) {
    if (byCombination && isColourOrSize(Number(attributeId))) continue;
    const option: ProductOption | undefined = optionsOf(product, Number(attributeId)).find(
      (value) => value.id === valueId,
    );
    total += option?.additionalPrice ?? 0;
  }
  return roundMoney(total);
}

export interface SelectionPrice {
  price: number;
  /** 0 when the product is not discounted. */
  discountedPrice: number;
  /** What one unit sells for: the discounted price when there is one. */
  sellingPrice: number;
}

/**
 * The price shown for a selection (spec section 4): base plus the chosen values' additional
 * prices (the chosen colour × size's adjustment for its colour and size), added to both the price
 * and the discounted price. A product without a discount keeps
 * its discounted price at 0, so it does not turn into a "discount" by the added amount.
 */
export function priceForSelection(product: PricedProduct, selection: Selection): SelectionPrice {
  const extra = additionalPriceOf(product, selection);
  const price = roundMoney(product.price + extra);
  const discountedPrice = product.discountedPrice > 0 ? roundMoney(product.discountedPrice + extra) : 0;
  return { price, discountedPrice, sellingPrice: unitPrice({ Price: price, DiscountedPrice: discountedPrice }) };
}

/** The selection as a cart line's productSelectedAttributes, in attribute id order. */
export function toSelectedAttributes(selection: Selection): SelectedAttribute[] {
  return Object.entries(selection)
    .map(([attributeId, valueId]) => ({ ProductAttributeID: Number(attributeId), PrimaryKeyValue: valueId }))
    .sort((a, b) => a.ProductAttributeID - b.ProductAttributeID);
}
