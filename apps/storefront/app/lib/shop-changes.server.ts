// The process-wide "shop changed" bus (server/shop-change-bus.js): the caches of this bundle drop what
// they keep when the shop owner saves a change in the admin.
import { shopChangeBus } from '../../server/shop-change-bus.js';

/** Hears the shop's changes but stock moves: nothing this bundle keeps shows a product's stock. */
export function onShopChange(listener: (scope: string) => void): void {
  shopChangeBus().on('change', (scope: string) => {
    if (scope !== 'stock') listener(scope);
  });
}
