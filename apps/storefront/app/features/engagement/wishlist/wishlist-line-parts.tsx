import { unitPrice } from '@shop/contract';

import { US_DOLLAR, formatMoney } from '../../../lib/currency/currency';
import { useLayoutData } from '../../../lib/layout-data';
import type { WishlistItem } from './wishlist-store';

/** A saved product's quantity times its unit price, in the shopper's currency ('1 x $9.50'). */
export function WishlistQuantityPrice({ item }: { item: WishlistItem }) {
  const currency = useLayoutData()?.currency ?? US_DOLLAR;
  return (
    <bdi dir="ltr">
      {item.Quantity} x {formatMoney(unitPrice(item), currency)}
    </bdi>
  );
}
