import { mediaUrl } from '../../lib/media-url';
import type { PricedCart } from './cart-price-request';
import type { CartItem } from './cart-store';
import { type PricedLine, isAvailable } from './line-status';

/** One row of the cart page: the browser's line, with the back-office's pricing once it has answered. */
export interface CartLineView {
  item: CartItem;
  /** Undefined until the cart is priced (or while pricing fails). */
  priced: PricedLine | undefined;
  /** The product's name in the page language; '' until priced. */
  name: string;
  /** False for a line the back-office says cannot be bought as it is. */
  available: boolean;
}

/** The picture of a line: the priced product's first, else the one kept with the line; undefined for none. */
export function lineImage(item: CartItem, priced: PricedLine | undefined): string | undefined {
  return mediaUrl(priced?.ProductImagesJson[0]?.AttachmentURL) ?? mediaUrl(item.DefaultImage);
}

/** The cart page's rows, in the browser's order (the back-office's lines matched by product). */
export function cartLineViews(items: readonly CartItem[], pricedCart: PricedCart | undefined): CartLineView[] {
  return items.map((item) => {
    const priced = pricedCart?.productsData.find((line) => line.ProductId === item.ProductId);
    return { item, priced, name: priced?.ProductName ?? '', available: priced ? isAvailable(priced) : true };
  });
}
