import type { WireRowOf } from '@shop/contract';
import { toMoney } from '../catalog/money';
import type { PricedCart } from './price-cart';

/** The priced cart as the spec's answer row (section 3 "Priced cart line" and "Cart result"). */
export function cartResultRow(cart: PricedCart): WireRowOf<'get-customer-cart-items/cart-data'> {
  return {
    productsData: cart.lines.map((line) => ({
      ProductId: line.productId,
      ProductName: line.name,
      Price: toMoney(line.unitOriginal),
      DiscountedPrice: toMoney(line.unitDiscounted),
      Quantity: line.quantity,
      ShippingCharges: toMoney(line.shipping),
      OrderMaximumQuantity: line.orderMaximumQuantity,
      ColorName: line.colorName,
      SizeShortName: line.sizeShortName,
      ProductVariantCombination: line.variantCombination,
      ProductImagesJson: line.imagesJson,
      ItemSubTotal: toMoney(line.lineTotal),
      LineStatus: line.status,
      AvailableQuantity: line.availableQuantity,
    })),
    cartSubTotal: toMoney(cart.subtotal),
    shippingSubTotal: toMoney(cart.shipping),
    orderTotal: toMoney(cart.total),
    CurrencyCode: cart.currency,
  };
}
