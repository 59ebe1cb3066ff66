import { problem } from '@shop/contract';
import type { EndpointHandlers } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { toMoney } from '../catalog/money';
import { loadCartCatalog } from './cart-repository';
import { cartResultRow } from './cart-rows';
import { findCoupon } from './coupon-repository';
import { couponDiscount } from './coupon-discount';
import { pricingCurrency } from './currency';
import { priceCart } from './price-cart';

export const cartHandlers: EndpointHandlers = {
  'get-customer-cart-items/cart-data': async (params, { db, languageId }) => {
    const currency = await pricingCurrency(db, params.CurrencyCode);
    if (!currency) return failure(400, problem('CURRENCY_NOT_OFFERED'));
    const catalog = await loadCartCatalog(
      db,
      params.cartJsonData.map((line) => line.ProductId),
      languageId,
    );
    return rows([cartResultRow(priceCart(params.cartJsonData, catalog, currency))]);
  },

  'get-coupon-code-discount-value/calculate-coupon-discount': async (params, { db, languageId }) => {
    const currency = await pricingCurrency(db, params.CurrencyCode);
    if (!currency) return failure(400, problem('CURRENCY_NOT_OFFERED'));
    const [coupon, catalog] = await Promise.all([
      findCoupon(db, params.CouponCode),
      loadCartCatalog(
        db,
        params.cartJsonData.map((line) => line.ProductId),
        languageId,
      ),
    ]);
    const cart = priceCart(params.cartJsonData, catalog, currency);
    // The per-customer limit is checked again when the order is placed, where the customer is known.
    const discount = couponDiscount(coupon, {
      subtotal: cart.subtotal,
      subtotalUsd: cart.subtotalUsd,
      rate: currency.rate,
      now: new Date(),
      cartHasDiscountedLines: cart.hasDiscountedLines,
    });
    return rows([{ DiscountValueAfterCouponAppliedWithQuantity: toMoney(discount) }]);
  },
};
