import { AttributeKind, AttributeValueType, maxQuantityFor } from '@shop/contract';
import type { CartCatalog, CartChoiceRecord } from './cart-repository';

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

function stockStatus(quantity: number, stock: number, cap: number): LineStatus {
  if (stock < 1) return 'out-of-stock';
  if (quantity > cap) return 'quantity-exceeded';
  if (quantity > stock) return 'insufficient-stock';
  return 'ok';
}

/** Units of each product over all the cart's lines, whatever options each line chose. */
export function unitsPerProduct(input: CartLineInput[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of input) units.set(line.ProductId, (units.get(line.ProductId) ?? 0) + line.Quantity);
  return units;
}

/**
 * Prices a cart from the catalogue alone (nothing the browser says about prices is read): unit
 * price = the base price (the discounted one when above 0) plus each chosen value's additional
 * price; line total = unit price × quantity + the line's shipping (spec section 9). Amounts are
 * integer cents, converted per unit so every total adds up exactly in the answer's currency.
 * The per-order cap and the stock apply to a product's units over all its lines: splitting them
 * over several lines (other options, or the same line twice) gets no more than one line would.
 */
export function priceCart(input: CartLineInput[], catalog: CartCatalog, currency: PricingCurrency): PricedCart {
  const convert = (usdCents: number) => Math.round(usdCents * currency.rate);
  const units = unitsPerProduct(input);
  const lines = input.map((line): PricedLine => {
    const product = catalog.products.get(line.ProductId);
    if (!product) {
      return {
        productId: line.ProductId,
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
      };
    }
    const offered = catalog.choices.filter((choice) => choice.product_id === product.id);
    const { chosen, status: optionStatus } = resolveChoices(line, offered);
    const extraUsd = chosen.reduce((sum, choice) => sum + additionalUsdCents(choice, product.effective_price), 0);
    const unitOriginal = convert(product.price + extraUsd);
    const unitDiscounted = product.discounted_price > 0 ? convert(product.discounted_price + extraUsd) : 0;
    const unitPrice = unitDiscounted > 0 ? unitDiscounted : unitOriginal;
    const shipping = product.is_shipping_free ? 0 : convert(product.shipping_charges);
    const cap = maxQuantityFor(product.order_maximum_quantity);
    const stock = stockStatus(units.get(product.id) ?? line.Quantity, product.stock_quantity, cap);
    const status = stock === 'out-of-stock' ? stock : optionStatus !== 'ok' ? optionStatus : stock;
    const others = chosen.filter((choice) => choice.attribute_id > AttributeKind.Size);
    return {
      productId: product.id,
      name: product.name,
      quantity: line.Quantity,
      status,
      availableQuantity: Math.max(0, Math.min(product.stock_quantity, cap)),
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
