import { AttributeKind, AttributeValueType, maxQuantityFor } from '@shop/contract';
import type { CartCatalog, CartChoiceRecord, CartProductRecord, CartVariantRecord } from './cart-repository';

/** A line of the browser's cart, as the contract parses it. */
export interface CartLineInput {
  ProductId: number;
  productSelectedAttributes: { ProductAttributeID: number; PrimaryKeyValue: number }[];
  Quantity: number;
}

export type LineStatus =
  | 'ok'
  | 'not-found'
  | 'out-of-stock'
  | 'insufficient-stock'
  | 'quantity-exceeded'
  | 'options-required'
  | 'invalid-options';

/** The currency amounts are answered in: cents of it per US cent. */
export interface PricingCurrency {
  code: 'USD' | 'EUR';
  /** Units of this currency per US dollar. */
  rate: number;
}

export interface PricedLine {
  productId: number;
  /** The variant the line's colour and size chose; null for a product without variants (or no such variant). */
  variantId: number | null;
  name: string;
  quantity: number;
  status: LineStatus;
  availableQuantity: number;
  orderMaximumQuantity: number;
  /** Unit price before discount, chosen options included; cents of the pricing currency. */
  unitOriginal: number;
  /** Unit price after discount, options included; 0 when the product is not discounted. */
  unitDiscounted: number;
  /** What one unit costs the shopper. */
  unitPrice: number;
  /** The same in US cents (coupon minimums and payments are checked in dollars). */
  unitPriceUsd: number;
  shipping: number;
  /** unitPrice × quantity + shipping. */
  lineTotal: number;
  colorName: string | null;
  sizeShortName: string | null;
  /** The other chosen options in words, e.g. "Bottle size: 1 L"; null when there are none. */
  variantCombination: string | null;
  imagesJson: string;
  isDigital: boolean;
  chosen: CartChoiceRecord[];
}

export interface PricedCart {
  currency: PricingCurrency['code'];
  lines: PricedLine[];
  /** Totals over the lines whose status is 'ok'; cents of the pricing currency. */
  subtotal: number;
  shipping: number;
  total: number;
  /** The same subtotal in US cents, for coupon minimums kept in dollars. */
  subtotalUsd: number;
  /** Some line sells below its price: no coupon applies then (spec section 8). */
  hasDiscountedLines: boolean;
}

/** Additional price of a chosen value in US cents: an amount, or a share of the price the shopper pays. */
function additionalUsdCents(choice: CartChoiceRecord, effectivePrice: number): number {
  return choice.value_type === AttributeValueType.Percentage
    ? Math.round((effectivePrice * choice.additional_price) / 10_000)
    : choice.additional_price;
}

/** Colour and size: the choices a variant stands for. */
const choosesVariant = (choice: CartChoiceRecord) =>
  choice.attribute_id === AttributeKind.Color || choice.attribute_id === AttributeKind.Size;

function resolveChoices(
  line: CartLineInput,
  offered: CartChoiceRecord[],
): { chosen: CartChoiceRecord[]; status: 'ok' | 'invalid-options' | 'options-required' } {
  const chosen: CartChoiceRecord[] = [];
  for (const selection of line.productSelectedAttributes) {
    const match = offered.find(
      (choice) =>
        choice.attribute_id === selection.ProductAttributeID && choice.value_key === selection.PrimaryKeyValue,
    );
    // A value the product does not offer, or a second value of the same attribute.
    if (!match || chosen.some((choice) => choice.attribute_id === match.attribute_id)) {
      return { chosen: [], status: 'invalid-options' };
    }
    chosen.push(match);
  }
  const requiredAttributes = new Set(
    offered.filter((choice) => choice.is_required).map((choice) => choice.attribute_id),
  );
  for (const attributeId of requiredAttributes) {
    if (!chosen.some((choice) => choice.attribute_id === attributeId)) return { chosen, status: 'options-required' };
  }
  return { chosen, status: 'ok' };
}

/** The variant of the chosen colour and size (either absent when not chosen); undefined when there is none. */
function variantOf(variants: CartVariantRecord[], chosen: CartChoiceRecord[]): CartVariantRecord | undefined {
  const valueOf = (kind: number) => chosen.find((choice) => choice.attribute_id === kind)?.value_key ?? null;
  const colorId = valueOf(AttributeKind.Color);
  const sizeId = valueOf(AttributeKind.Size);
  return variants.find((variant) => variant.color_id === colorId && variant.size_id === sizeId);
}

/** Units of each product over all the cart's lines, whatever options each line chose. */
export function unitsPerProduct(input: CartLineInput[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of input) units.set(line.ProductId, (units.get(line.ProductId) ?? 0) + line.Quantity);
  return units;
}

/** What one line buys, before its status and price are decided. */
interface ResolvedLine {
  line: CartLineInput;
  product: CartProductRecord;
  chosen: CartChoiceRecord[];
  optionStatus: 'ok' | 'invalid-options' | 'options-required';
  /** The product has variants: the line buys one of them (`variant`), never the product's own stock. */
  hasVariants: boolean;
  variant: CartVariantRecord | undefined;
}

/** Where a line's units come from: its variant, or the product itself when it has none. */
const stockKey = (resolved: ResolvedLine) =>
  resolved.variant ? `variant:${resolved.variant.id}` : `product:${resolved.product.id}`;

/**
 * Units a line may take: its variant's stock (none when the product has variants but not the
 * chosen colour and size), the product's own when it has no variants; never more than the
 * product's total, which an order takes from too.
 */
function stockOf(resolved: ResolvedLine): number {
  if (!resolved.hasVariants) return resolved.product.stock_quantity;
  return Math.min(resolved.variant?.stock_quantity ?? 0, resolved.product.stock_quantity);
}

/**
 * A line's status, in this order: nothing left of the product at all; choices it does not offer
 * or required ones missing; nothing left of the chosen variant (or no such variant); more units
 * of the product than its cap; more units of the variant than its stock.
 */
function lineStatus(resolved: ResolvedLine, units: { product: number; stock: number }, cap: number): LineStatus {
  if (resolved.product.stock_quantity < 1) return 'out-of-stock';
  if (resolved.optionStatus !== 'ok') return resolved.optionStatus;
  const stock = stockOf(resolved);
  if (stock < 1) return 'out-of-stock';
  if (units.product > cap) return 'quantity-exceeded';
  if (units.stock > stock) return 'insufficient-stock';
  return 'ok';
}

const notFoundLine = (line: CartLineInput): PricedLine => ({
  productId: line.ProductId,
  variantId: null,
  name: '',
  quantity: line.Quantity,
  status: 'not-found',
  availableQuantity: 0,
  orderMaximumQuantity: 0,
  unitOriginal: 0,
  unitDiscounted: 0,
  unitPrice: 0,
  unitPriceUsd: 0,
  shipping: 0,
  lineTotal: 0,
  colorName: null,
  sizeShortName: null,
  variantCombination: null,
  imagesJson: '[]',
  isDigital: false,
  chosen: [],
});

/**
 * Prices a cart from the catalogue alone (nothing the browser says about prices is read): unit
 * price = the base price (the discounted one when above 0) plus each chosen value's additional
 * price; line total = unit price × quantity + the line's shipping (spec section 9). The chosen
 * colour and size select the product's variant, whose price adjustment then stands for their
 * additional prices (docs/spec-deviations.md) and whose stock is the line's. Amounts are integer
 * cents, converted per unit so every total adds up exactly in the answer's currency.
 * The per-order cap applies to a product's units over all its lines, and a variant's stock to its
 * units over all its lines: splitting them over several lines gets no more than one line would.
 */
export function priceCart(input: CartLineInput[], catalog: CartCatalog, currency: PricingCurrency): PricedCart {
  const convert = (usdCents: number) => Math.round(usdCents * currency.rate);
  const resolved = input.map((line): ResolvedLine | undefined => {
    const product = catalog.products.get(line.ProductId);
    if (!product) return undefined;
    const offered = catalog.choices.filter((choice) => choice.product_id === product.id);
    const { chosen, status: optionStatus } = resolveChoices(line, offered);
    const variants = catalog.variants.filter((variant) => variant.product_id === product.id);
    return {
      line,
      product,
      chosen,
      optionStatus,
      hasVariants: variants.length > 0,
      variant: variantOf(variants, chosen),
    };
  });
  const productUnits = unitsPerProduct(input);
  const stockUnits = new Map<string, number>();
  for (const entry of resolved) {
    if (entry) stockUnits.set(stockKey(entry), (stockUnits.get(stockKey(entry)) ?? 0) + entry.line.Quantity);
  }

  const lines = resolved.map((entry, index): PricedLine => {
    if (!entry) return notFoundLine(input[index]!);
    const { line, product, chosen, variant } = entry;
    // With a variant, its adjustment is the price of its colour and size; other values add their own.
    const extraUsd =
      (variant?.price_adjustment ?? 0) +
      chosen
        .filter((choice) => !(variant && choosesVariant(choice)))
        .reduce((sum, choice) => sum + additionalUsdCents(choice, product.effective_price), 0);
    const unitOriginal = convert(product.price + extraUsd);
    const unitDiscounted = product.discounted_price > 0 ? convert(product.discounted_price + extraUsd) : 0;
    const unitPrice = unitDiscounted > 0 ? unitDiscounted : unitOriginal;
    const shipping = product.is_shipping_free ? 0 : convert(product.shipping_charges);
    const cap = maxQuantityFor(product.order_maximum_quantity);
    const status = lineStatus(
      entry,
      {
        product: productUnits.get(product.id) ?? line.Quantity,
        stock: stockUnits.get(stockKey(entry)) ?? line.Quantity,
      },
      cap,
    );
    const others = chosen.filter((choice) => choice.attribute_id > AttributeKind.Size);
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      name: product.name,
      quantity: line.Quantity,
      status,
      availableQuantity: Math.max(0, Math.min(stockOf(entry), cap)),
      orderMaximumQuantity: product.order_maximum_quantity,
      unitOriginal,
      unitDiscounted,
      unitPrice,
      unitPriceUsd: (product.discounted_price > 0 ? product.discounted_price : product.price) + extraUsd,
      shipping,
      lineTotal: unitPrice * line.Quantity + shipping,
      colorName: chosen.find((choice) => choice.attribute_id === AttributeKind.Color)?.display_value ?? null,
      sizeShortName: chosen.find((choice) => choice.attribute_id === AttributeKind.Size)?.display_value ?? null,
      variantCombination: others.length
        ? others.map((choice) => `${choice.attribute_name}: ${choice.display_value}`).join(', ')
        : null,
      imagesJson: product.images_json,
      isDigital: product.is_digital,
      chosen,
    };
  });
  const payable = lines.filter((line) => line.status === 'ok');
  const subtotal = payable.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = payable.reduce((sum, line) => sum + line.shipping, 0);
  return {
    currency: currency.code,
    lines,
    subtotal,
    shipping,
    total: subtotal + shipping,
    subtotalUsd: payable.reduce((sum, line) => sum + line.unitPriceUsd * line.quantity, 0),
    hasDiscountedLines: lines.some((line) => line.unitDiscounted > 0),
  };
}
