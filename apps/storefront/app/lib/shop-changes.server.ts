// The process-wide "shop changed" bus (server/shop-change-bus.js holds the same symbol): the caches
// of this bundle drop what they keep when the shop owner saves a change in the admin.
import { EventEmitter } from 'node:events';

const KEY = Symbol.for('palestine-shop.shop-changes');

/** Hears the shop's changes but stock moves: nothing this bundle keeps shows a product's stock. */
export function onShopChange(listener: (scope: string) => void): void {
  const holder = globalThis as unknown as Record<symbol, EventEmitter | undefined>;
  if (!holder[KEY]) {
    const bus = new EventEmitter();
    bus.setMaxListeners(0);
    holder[KEY] = bus;
  }
  holder[KEY].on('change', (scope: string) => {
    if (scope !== 'stock') listener(scope);
  });
}
