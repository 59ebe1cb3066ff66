import type { CouponRecord } from './coupon-repository';

export interface CouponUse {
  /** The cart's subtotal in the answer's currency (cents) and in US cents. */
  subtotal: number;
  subtotalUsd: number;
  /** Units of the answer's currency per US dollar. */
  rate: number;
  now: Date;
  /** Whether some line of the cart sells below its price already: coupons do not stack on discounts. */
  cartHasDiscountedLines: boolean;
  /** Orders of this customer that already used the coupon; undefined when the shopper is unknown. */
  customerRedemptions?: number;
}

/**
 * The discount a coupon gives a cart, in cents of the cart's currency; 0 when it does not apply
 * (inactive, not yet or no longer valid, used up, under its minimum order, or the cart holds a
 * discounted line: the spec hides the coupon row then, section 8, and the server holds the same
 * line). Percentages apply to the subtotal; fixed amounts (kept in US cents) never exceed it.
 */
export function couponDiscount(coupon: CouponRecord | undefined, use: CouponUse): number {
  if (!coupon || !coupon.isActive || use.subtotal <= 0) return 0;
  if (use.cartHasDiscountedLines) return 0;
  if (coupon.validFrom && use.now < coupon.validFrom) return 0;
  if (coupon.validTo && use.now > coupon.validTo) return 0;
  if (coupon.totalUseLimit !== null && coupon.timesUsed >= coupon.totalUseLimit) return 0;
  if (
    coupon.perCustomerLimit !== null &&
    use.customerRedemptions !== undefined &&
    use.customerRedemptions >= coupon.perCustomerLimit
  ) {
    return 0;
  }
  if (use.subtotalUsd < coupon.minimumOrder) return 0;
  const discount =
    coupon.kind === 'percentage'
      ? Math.round((use.subtotal * Math.min(coupon.value, 100)) / 100)
      : Math.round(coupon.value * use.rate);
  return Math.min(discount, use.subtotal);
}
