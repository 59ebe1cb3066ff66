import { CartLineRow, CartResultRow, ProductImage } from '@shop/contract';
import { z } from '../../lib/browser-zod';

// Parsed in the browser: imported there only on demand (`postJson`'s schema loader), to keep zod out of first-load JS.

/**
 * The priced cart as the back-office answered it, amounts in its `CurrencyCode` (US dollars when
 * absent). The back-office's row carries each line's pictures as JSON text; the storefront passes
 * them on already read, as a list.
 */
export const PricedCart = CartResultRow.extend({
  productsData: z.array(CartLineRow.extend({ ProductImagesJson: z.array(ProductImage) })),
});
export type PricedCart = z.infer<typeof PricedCart>;

/** The answer of `routes/api.cart-price.ts`: the priced cart, or why the cart could not be priced. */
export const CartPriceResult = z.union([PricedCart, z.object({ errorMessage: z.string() })]);
export type CartPriceResult = z.infer<typeof CartPriceResult>;
