// What an admin change tells the rest of the shop: the back-office drops its cached answers and
// every listener (the storefront's change stream) hears which part of the shop changed.
import { EventEmitter } from 'node:events';
import type { AnswerCache } from '../catalog/catalog-cache';

/** Which part of the shop a change touched; the storefront drops the pages that show it. */
export type ChangeScope = 'catalog' | 'content' | 'labels' | 'settings';

export interface ShopChanges {
  /** Call after the change's transaction committed. */
  published(scope: ChangeScope): Promise<void>;
  /** Hears every published change; answers the function that stops listening. */
  subscribe(listener: (scope: ChangeScope) => void): () => void;
}

/** Changes within this process: the answer cache is dropped and local listeners told. */
export function createShopChanges(cache: AnswerCache): ShopChanges {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async published(scope) {
      cache.invalidate();
      events.emit('change', scope);
    },
    subscribe(listener) {
      events.on('change', listener);
      return () => events.off('change', listener);
    },
  };
}
