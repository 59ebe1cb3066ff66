import {
  type BackofficeClient,
  type CartPayloadLine,
  type CurrencyCode,
  EMPTY_RECORD_VALUE_JSON,
  Messages,
  roundMoney,
} from '@shop/contract';

export type PayableAmount = { ok: true; amount: number; currency: CurrencyCode } | { ok: false; message: string };

/**
 * What the order will cost, as the back-office prices it: the cart's total in `currency`, less
 * the coupon's discount when one is applied. The wallet is opened for this amount, never one the
 * browser names; the back-office checks the capture against its own total again at placement.
 * A cart with a line that cannot be bought, or a coupon no longer valid, is refused here already.
 */
export async function payableAmount(
  backoffice: BackofficeClient,
  order: { cart: CartPayloadLine[]; CouponCode: string; currency: CurrencyCode },
): Promise<PayableAmount> {
  const cartJsonData = JSON.stringify(order.cart);
  const couponCode = order.CouponCode.trim();
  const [priced, coupon] = await Promise.all([
    backoffice.call('get-customer-cart-items/cart-data', {
      cartJsonData,
      CurrencyCode: order.currency,
      recordValueJson: EMPTY_RECORD_VALUE_JSON,
    }),
    couponCode
      ? backoffice.call('get-coupon-code-discount-value/calculate-coupon-discount', {
          CouponCode: couponCode,
          cartJsonData,
          CurrencyCode: order.currency,
          recordValueJson: EMPTY_RECORD_VALUE_JSON,
        })
      : undefined,
  ]);
  const cart = priced.ok ? priced.rows[0] : undefined;
  if (!cart || (coupon && !coupon.ok)) {
    console.error('wallet: the order could not be priced', {
      cart: priced.ok ? 'no row' : priced.status,
      coupon: coupon && !coupon.ok ? coupon.status : 'ok',
    });
    return { ok: false, message: Messages.genericError };
  }
  if (cart.productsData.some((line) => (line.LineStatus ?? 'ok') !== 'ok'))
    return { ok: false, message: Messages.genericError };
  const discount = coupon?.ok ? (coupon.rows[0]?.DiscountValueAfterCouponAppliedWithQuantity ?? 0) : 0;
  if (couponCode && discount <= 0) return { ok: false, message: Messages.couponInvalid };
  const amount = roundMoney(cart.orderTotal - discount);
  if (amount <= 0) return { ok: false, message: Messages.genericError };
  return { ok: true, amount, currency: cart.CurrencyCode ?? order.currency };
}
