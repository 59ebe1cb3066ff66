// What other features may use of the cart: everything else in this folder is its own.
export { addToCartProblem } from './add-to-cart-rules';
export { CartDrawer } from './cart-drawer';
export { currencyOf } from './cart-price-request';
export type { PricedCart } from './cart-price-request';
export { cartPricingKey, useCartPricing } from './cart-pricing';
export { addToCart, emptyCart, useCartItems } from './cart-store';
export type { CartChange, SelectedAttribute } from './cart-store';
export { chosenOptionsText } from './chosen-options';
export { LinePrice, LineTotalAmount } from './line-price';
export { hasDiscountedLine, isAvailable, unavailableLines } from './line-status';
