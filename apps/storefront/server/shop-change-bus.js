// One event bus per process for "the shop changed" (the back-office's change stream feeds it). The
// Express layer and the React Router server bundle are separate module graphs, so the bus lives on
// a process-wide symbol that both reach (app/lib/shop-changes.server.ts imports this module too).
import { EventEmitter } from 'node:events';

const KEY = Symbol.for('palestine-shop.shop-changes');

/**
 * @returns {EventEmitter} emits 'change' with the scope ('catalog' | 'content' | 'labels' | 'settings' | 'all'),
 * or with 'stock' and the id of the product whose stock moved
 */
export function shopChangeBus() {
  const holder = /** @type {Record<symbol, EventEmitter | undefined>} */ (/** @type {unknown} */ (globalThis));
  if (!holder[KEY]) {
    const bus = new EventEmitter();
    bus.setMaxListeners(0);
    holder[KEY] = bus;
  }
  return holder[KEY];
}
