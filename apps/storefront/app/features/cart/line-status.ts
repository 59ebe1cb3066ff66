import type { CartLineRow, ScreenLabelSet } from '@shop/contract';

import { fillLabel } from '../../lib/labels/labels';
import type { PricedCart } from './cart-price-request';

export type PricedLine = PricedCart['productsData'][number];
export type LineStatus = NonNullable<CartLineRow['LineStatus']>;

/** Whether the back-office says the line can be bought as it is (a host that does not say: it can). */
export function isAvailable(line: PricedLine): boolean {
  return (line.LineStatus ?? 'ok') === 'ok';
}

/** The lines an order would be refused for; they count in no total (docs/spec-deviations.md, 17). */
export function unavailableLines(pricedCart: PricedCart | undefined): PricedLine[] {
  return pricedCart?.productsData.filter((line) => !isAvailable(line)) ?? [];
}

/** True when some line sells below its price: the checkout hides its coupon row then (spec section 4). */
export function hasDiscountedLine(lines: readonly PricedLine[]): boolean {
  return lines.some((line) => line.DiscountedPrice != null && line.DiscountedPrice > 0);
}

/** Why a line cannot be bought, in the page's language; undefined for a line that can. */
export function lineProblem(line: PricedLine, labels: ScreenLabelSet<'Cart'>): string | undefined {
  const n = line.AvailableQuantity ?? 0;
  switch (line.LineStatus ?? 'ok') {
    case 'ok':
      return undefined;
    case 'not-found':
      return labels.lbl_cart_status_not_found;
    case 'out-of-stock':
      return labels.lbl_cart_status_out_of_stock;
    case 'insufficient-stock':
      return fillLabel(labels.lbl_cart_status_insufficient_stock, { n });
    case 'quantity-exceeded':
      return fillLabel(labels.lbl_cart_status_quantity_exceeded, { n });
    case 'options-required':
    case 'invalid-options':
      return labels.lbl_cart_status_options;
  }
}
