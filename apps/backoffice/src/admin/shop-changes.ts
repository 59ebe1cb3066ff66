// What a change tells the rest of the shop: every back-office instance drops its cached answers
// and every listener (the storefronts' change streams) hears which part of the shop changed.
// Admin saves are published by the code that saved them; stock changes by the database itself
// (migration 0014's triggers NOTIFY the product whose stock moved, whatever moved it: an order, a
// refund that restocks, the admin). On PostgreSQL both go through NOTIFY, so instances that share
// the database hear each other; on PGlite there is one process, which hears its own database.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { AnswerCache } from '../catalog/catalog-cache';
import type { Database } from '../db/database';

/** Which part of the shop an admin save touched; the storefront drops the pages that show it. */
export const CHANGE_SCOPES = ['catalog', 'content', 'labels', 'settings'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

/** A saved change, or a product whose stock moved (its pages show the stock; nothing cached here does). */
export type ShopChange = { scope: ChangeScope } | { scope: 'stock'; productId: number };

const CHANNEL = 'shop_changes';
/** Who sent a notice the database's triggers sent (0014_stock_change_notices.sql). */
const FROM_DATABASE = 'db';

export interface ShopChanges {
  /** Call after the change's transaction committed. */
  published(scope: ChangeScope): Promise<void>;
  /** Hears every change; answers the function that stops listening. */
  subscribe(listener: (change: ShopChange) => void): () => void;
  close(): Promise<void>;
}

const isScope = (value: string): value is ChangeScope => (CHANGE_SCOPES as readonly string[]).includes(value);

/** A notice's change (`<instance>:<scope>` or `db:stock:<product id>`) and who sent it; undefined when it is none. */
function readNotice(payload: string): { from: string; change: ShopChange } | undefined {
  const [from = '', scope = '', subject] = payload.split(':');
  if (isScope(scope)) return { from, change: { scope } };
  const productId = Number(subject);
  if (from === FROM_DATABASE && scope === 'stock' && Number.isSafeInteger(productId)) {
    return { from, change: { scope, productId } };
  }
  return undefined;
}

/** PGlite's own LISTEN, when `db` is an embedded database (drizzle keeps its client as `$client`). */
function embeddedListen(db: Database | undefined) {
  const client = (db as { $client?: { listen?: unknown } } | undefined)?.$client;
  return typeof client?.listen === 'function'
    ? (client.listen.bind(client) as (
        channel: string,
        onNotice: (payload: string) => void,
      ) => Promise<() => Promise<void>>)
    : undefined;
}

export async function createShopChanges({
  cache,
  databaseUrl,
  db,
  onError = (error) => console.error(`shop changes: ${error.message}`),
}: {
  cache: AnswerCache;
  databaseUrl?: string | undefined;
  /** The embedded database, whose stock notices this process hears (on PostgreSQL `databaseUrl` does). */
  db?: Database;
  onError?: (error: Error) => void;
}): Promise<ShopChanges> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const deliver = (change: ShopChange) => {
    if (change.scope !== 'stock') cache.invalidate();
    events.emit('change', change);
  };
  const changes = {
    subscribe(listener: (change: ShopChange) => void) {
      events.on('change', listener);
      return () => events.off('change', listener);
    },
  };

  if (!databaseUrl) {
    const listen = embeddedListen(db);
    const unlisten = await listen?.(CHANNEL, (payload) => {
      const notice = readNotice(payload);
      if (notice?.from === FROM_DATABASE) deliver(notice.change);
    });
    return {
      ...changes,
      published: async (scope) => deliver({ scope }),
      close: async () => {
        await unlisten?.().catch(() => undefined);
      },
    };
  }

  const { default: pg } = await import('pg');
  // This instance acts on its own change at once (a read right after the save must see it) and
  // skips its own NOTIFY when it comes back; other instances act on the NOTIFY.
  const instance = randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  listener.on('notification', (message) => {
    const notice = message.channel === CHANNEL ? readNotice(message.payload ?? '') : undefined;
    if (notice && notice.from !== instance) deliver(notice.change);
  });
  listener.on('error', onError);
  publisher.on('error', onError);
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    ...changes,
    async published(scope) {
      deliver({ scope });
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
