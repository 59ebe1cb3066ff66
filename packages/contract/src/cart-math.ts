// Cart arithmetic the spec defines (sections 5 and 9); the server prices, the browser only previews.
import { QuantityLimit } from './constants';

/** Highest quantity of one product in the cart: its OrderMaximumQuantity when above 0, else 10. */
export function maxQuantityFor(orderMaximumQuantity: number | null | undefined): number {
  const max = Math.floor(Number(orderMaximumQuantity ?? 0));
  return Number.isFinite(max) && max > 0 ? max : QuantityLimit.defaultMax;
}

/** Keeps a wanted quantity within 1 and the product's maximum. */
export function clampQuantity(quantity: number, orderMaximumQuantity?: number | null): number {
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : QuantityLimit.min;
  return Math.min(Math.max(wanted, QuantityLimit.min), maxQuantityFor(orderMaximumQuantity));
}

/** Rounds money to 2 decimals (spec section 9), half away from zero. */
export function roundMoney(amount: number): number {
  // toPrecision(15) drops binary noise first, so 1.005 rounds to 1.01 rather than 1.00.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return (Math.sign(amount) * cents) / 100 || 0;
}

export interface PricedQuantity {
  Price: number;
  DiscountedPrice?: number | null;
  Quantity: number;
  ShippingCharges?: number | null;
}

/** Price one unit sells at: DiscountedPrice when above 0, else Price. */
export function unitPrice(line: Pick<PricedQuantity, 'Price' | 'DiscountedPrice'>): number {
  return line.DiscountedPrice != null && line.DiscountedPrice > 0 ? line.DiscountedPrice : line.Price;
}

/** Line total = unit price × Quantity + ShippingCharges (default 0), rounded to 2 decimals. */
export function cartLineTotal(line: PricedQuantity): number {
  return roundMoney(unitPrice(line) * line.Quantity + (line.ShippingCharges ?? 0));
}
