// What an admin change tells the rest of the shop: every back-office instance drops its cached
// answers and every listener (the storefronts' change streams) hears which part of the shop
// changed. On PostgreSQL the change goes through NOTIFY, so instances that share the database hear
// each other; on PGlite there is one process, so it stays in memory.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { AnswerCache } from '../catalog/catalog-cache';

/** Which part of the shop a change touched; the storefront drops the pages that show it. */
export const CHANGE_SCOPES = ['catalog', 'content', 'labels', 'settings'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

const CHANNEL = 'shop_changes';

export interface ShopChanges {
  /** Call after the change's transaction committed. */
  published(scope: ChangeScope): Promise<void>;
  /** Hears every published change; answers the function that stops listening. */
  subscribe(listener: (scope: ChangeScope) => void): () => void;
  close(): Promise<void>;
}

const isScope = (value: string): value is ChangeScope => (CHANGE_SCOPES as readonly string[]).includes(value);

export async function createShopChanges({
  cache,
  databaseUrl,
  onError = (error) => console.error(`shop changes: ${error.message}`),
}: {
  cache: AnswerCache;
  databaseUrl?: string | undefined;
  onError?: (error: Error) => void;
}): Promise<ShopChanges> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const deliver = (scope: ChangeScope) => {
    cache.invalidate();
    events.emit('change', scope);
  };
  const changes = {
    subscribe(listener: (scope: ChangeScope) => void) {
      events.on('change', listener);
      return () => events.off('change', listener);
    },
  };

  if (!databaseUrl) {
    return { ...changes, published: async (scope) => deliver(scope), close: async () => undefined };
  }

  const { default: pg } = await import('pg');
  // This instance acts on its own change at once (a read right after the save must see it) and
  // skips its own NOTIFY when it comes back; other instances act on the NOTIFY.
  const instance = randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  listener.on('notification', (message) => {
    const [from, scope] = (message.payload ?? '').split(':');
    if (message.channel === CHANNEL && from !== instance && scope && isScope(scope)) deliver(scope);
  });
  listener.on('error', onError);
  publisher.on('error', onError);
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    ...changes,
    async published(scope) {
      deliver(scope);
      try {
        await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, `${instance}:${scope}`]);
      } catch (error) {
        // The change is saved; at worst other instances see it when their caches expire.
        onError(error as Error);
      }
    },
    async close() {
      await listener.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
