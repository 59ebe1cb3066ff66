// Test helpers for the content routes: audit entries read from the database, and the change stream.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import type { TestShop } from './test-app';
import { CHANGE_STREAM_PATH } from '../../src/admin/change-stream-routes';

export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  resource: string;
  resource_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit entries about `resource`, oldest first. */
export function auditOf(shop: TestShop, resource: string): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    shop.db,
    sql`SELECT id, actor, action, resource, resource_id, before, after FROM audit_log WHERE resource = ${resource} ORDER BY id`,
  );
}

/** The newest audit entry about `resource`. */
export async function lastAuditOf(shop: TestShop, resource: string): Promise<AuditRow | undefined> {
  return (await auditOf(shop, resource)).at(-1);
}

/** The message of a failure answer. */
export const messageOf = (reply: { json: () => unknown }) => (reply.json() as { errorMessage: string }).errorMessage;

/**
 * Listens to the back-office's change stream (the storefront's feed) and collects the scopes it
 * hears; the shop's app starts listening on a free local port for it.
 */
export async function listenToChanges(shop: TestShop) {
  const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const scopes: string[] = [];
  let request: http.ClientRequest | undefined;
  await new Promise<void>((resolve, reject) => {
    request = http.get(`${address}${CHANGE_STREAM_PATH}`, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (chunk.includes(': listening')) resolve();
        for (const match of chunk.matchAll(/data: (\{.*\})\n/g))
          scopes.push((JSON.parse(match[1]!) as { scope: string }).scope);
      });
    });
    request.on('error', reject);
  });
  return { scopes, close: () => request?.destroy() };
}

/** Waits until `check` holds, for at most `ms` (the admin's promise: a change shows within 2 s). */
export async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 25));
  }
}
