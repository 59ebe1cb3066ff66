import { QuantityLimit, cannotAddMore, maxQuantityFor } from '@shop/contract';

export interface QuantityStep {
  quantity: number;
  /** The spec's warning when the wanted quantity is above the product's cap. */
  warning?: string;
}

/**
 * The quantity counter's next value (spec section 5): never below 1; never above the product's
 * OrderMaximumQuantity when it is above 0, else 10, and going past the cap warns
 * 'Can not add more than {n} for this product'.
 */
export function stepQuantity(wanted: number, orderMaximumQuantity: number | null | undefined): QuantityStep {
  const max = maxQuantityFor(orderMaximumQuantity);
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : QuantityLimit.min;
  if (whole > max) return { quantity: max, warning: cannotAddMore(max) };
  return { quantity: Math.max(QuantityLimit.min, whole) };
}
