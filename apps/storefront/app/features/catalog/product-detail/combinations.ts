import { AttributeKind, maxQuantityFor } from '@shop/contract';

import type { ColorOption, Combination, ProductDetailView, ProductOption } from './product-view';
import type { Selection } from './variant-price';

// The colour × size a shopper buys (a back-office variant) decides the price and the stock. The
// colour comes first: a colour is offered while any of its sizes is left, and a size while it is
// left in the chosen colour, so a shopper can always reach every combination that is on sale.

type WithCombinations = Pick<ProductDetailView, 'colors' | 'sizes' | 'combinations'>;

/** The combinations that still fit the colour and size chosen so far (every one, for what is not chosen). */
function fitting(combinations: readonly Combination[], selection: Selection): Combination[] {
  const colorId = selection[AttributeKind.Color];
  const sizeId = selection[AttributeKind.Size];
  return combinations.filter(
    (combination) =>
      (colorId === undefined || combination.colorId === colorId) &&
      (sizeId === undefined || combination.sizeId === sizeId),
  );
}

/** Whether the shopper has chosen every dimension (colour, size) the product comes in. */
function isComplete(product: WithCombinations, selection: Selection): boolean {
  return (
    (product.colors.length === 0 || selection[AttributeKind.Color] !== undefined) &&
    (product.sizes.length === 0 || selection[AttributeKind.Size] !== undefined)
  );
}

/**
 * The combination a selection buys: once a colour and a size (those the product comes in) are
 * chosen, the one on sale in them, or null when that colour × size is not sold. Undefined while
 * something is still to choose, and for a product without combinations.
 */
export function chosenCombination(product: WithCombinations, selection: Selection): Combination | null | undefined {
  if (product.combinations.length === 0 || !isComplete(product, selection)) return undefined;
  const colorId = product.colors.length > 0 ? selection[AttributeKind.Color] : null;
  const sizeId = product.sizes.length > 0 ? selection[AttributeKind.Size] : null;
  return (
    product.combinations.find((combination) => combination.colorId === colorId && combination.sizeId === sizeId) ?? null
  );
}

/** Units a selection can buy: the chosen combination's (0 when it is not sold), the product's in all until then. */
export function stockForSelection(
  product: WithCombinations & Pick<ProductDetailView, 'stockQuantity'>,
  selection: Selection,
): number {
  const combination = chosenCombination(product, selection);
  if (combination === undefined) return product.stockQuantity;
  return combination?.stockQuantity ?? 0;
}

/**
 * Most units the shopper may add: the product's cap (spec section 5), and no more than the chosen
 * colour × size has left, as a cap of its own so the spec's warning names it.
 */
export function quantityLimit(
  product: WithCombinations & Pick<ProductDetailView, 'orderMaximumQuantity'>,
  selection: Selection,
): number {
  const cap = maxQuantityFor(product.orderMaximumQuantity);
  const left = chosenCombination(product, selection)?.stockQuantity ?? 0;
  return left > 0 ? Math.min(cap, left) : cap;
}

/**
 * What the chosen combination adds to the price; before the choice is complete, what every
 * combination still possible adds when they agree (nothing otherwise: it is not known yet).
 */
export function combinationAdjustment(product: WithCombinations, selection: Selection): number {
  const combination = chosenCombination(product, selection);
  if (combination !== undefined) return combination?.priceAdjustment ?? 0;
  const amounts = new Set(fitting(product.combinations, selection).map((candidate) => candidate.priceAdjustment));
  return amounts.size === 1 ? [...amounts][0]! : 0;
}

/** A colour or size as the page offers it for the current choice. */
export type OfferedOption<Option extends ProductOption> = Option & {
  /** False when none of it is left (in the chosen colour, for a size): shown but not choosable. */
  available: boolean;
};

/**
 * Colours or sizes for the current choice, each with the amount choosing it adds and whether any
 * of it is left. A product without combinations offers them as the back-office lists them, each
 * with its own additional price.
 */
function offer<Option extends ProductOption>(
  product: WithCombinations,
  options: readonly Option[],
  attributeId: number,
  selection: Selection,
): OfferedOption<Option>[] {
  if (product.combinations.length === 0) return options.map((option) => ({ ...option, available: true }));
  // A size follows the chosen colour; a colour does not depend on the chosen size.
  const colorId = selection[AttributeKind.Color];
  const context: Selection =
    attributeId === AttributeKind.Size && colorId !== undefined ? { [AttributeKind.Color]: colorId } : {};
  const chosen = colourAndSize(selection);
  return options.map((option) => ({
    ...option,
    // What the price will add once this is chosen too.
    additionalPrice: combinationAdjustment(product, { ...chosen, [attributeId]: option.id }),
    available: fitting(product.combinations, { ...context, [attributeId]: option.id }).some(
      (combination) => combination.stockQuantity > 0,
    ),
  }));
}

/** The product's colours as the page offers them for the current choice. */
export function offeredColors(product: WithCombinations, selection: Selection): OfferedOption<ColorOption>[] {
  return offer(product, product.colors, AttributeKind.Color, selection);
}

/** The product's sizes as the page offers them for the current choice (the chosen colour's). */
export function offeredSizes(product: WithCombinations, selection: Selection): OfferedOption<ProductOption>[] {
  return offer(product, product.sizes, AttributeKind.Size, selection);
}

/** Only the colour and size of a selection. */
function colourAndSize(selection: Selection): Selection {
  const picked: Record<number, number> = {};
  for (const kind of [AttributeKind.Color, AttributeKind.Size]) {
    const valueId = selection[kind];
    if (valueId !== undefined) picked[kind] = valueId;
  }
  return picked;
}

/**
 * The selection after a choice: a size no longer on sale in a newly chosen colour is dropped, so
 * the shopper never holds a combination that cannot be bought.
 */
export function withChoice(
  product: WithCombinations,
  selection: Selection,
  attributeId: number,
  valueId: number | undefined,
): Selection {
  const next: Record<number, number> = { ...selection };
  if (valueId === undefined) delete next[attributeId];
  else next[attributeId] = valueId;
  const sizeId = next[AttributeKind.Size];
  if (attributeId === AttributeKind.Color && sizeId !== undefined) {
    const size = offeredSizes(product, next).find((option) => option.id === sizeId);
    if (!size?.available) delete next[AttributeKind.Size];
  }
  return next;
}
