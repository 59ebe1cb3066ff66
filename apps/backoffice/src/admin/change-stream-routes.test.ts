import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../test/support/test-app';
import { CHANGE_STREAM_PATH, registerChangeStream } from './change-stream-routes';
import { createShopChanges, type ChangeScope, type ShopChanges } from './shop-changes';

const postgres = process.env.TEST_DB_DRIVER === 'postgres';
let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
const instances: { app: FastifyInstance; changes: ShopChanges; invalidated: number; base: string }[] = [];

beforeAll(async () => {
  database = postgres ? await freshPostgresDatabase() : undefined;
  // On PostgreSQL two back-office instances share the database; PGlite has one process.
  for (let n = 0; n < (postgres ? 2 : 1); n += 1) {
    const instance = { invalidated: 0 } as (typeof instances)[number];
    instance.changes = await createShopChanges({
      cache: { remember: (_key, load) => load(), invalidate: () => (instance.invalidated += 1) },
      databaseUrl: database?.url,
    });
    instance.app = Fastify();
    registerChangeStream(instance.app, instance.changes);
    instance.app.addHook('onClose', () => instance.changes.close());
    await instance.app.listen({ port: 0, host: '127.0.0.1' });
    instance.base = `http://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}`;
    instances.push(instance);
  }
});
afterAll(async () => {
  for (const instance of instances) await instance.app.close();
  await database?.drop();
});

/** Opens a stream and collects the scopes of its change events. */
function listen(base: string) {
  const scopes: ChangeScope[] = [];
  let request: http.ClientRequest;
  const ready = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(`${base}${CHANGE_STREAM_PATH}`, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes(': listening')) resolve(response);
        for (const match of buffer.matchAll(/event: change\ndata: (.*)\n\n/g)) scopes.push(JSON.parse(match[1]!).scope);
        buffer = buffer.replace(/event: change\ndata: .*\n\n/g, '');
      });
    });
    request.on('error', reject);
  });
  return { scopes, ready, close: () => request.destroy() };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 150 && !check(); i += 1) await new Promise((done) => setTimeout(done, 20));
};

describe('published changes', () => {
  it('reach every listener of every instance once, and drop every instance’s cached answers', async () => {
    const listeners = instances.flatMap((instance) => [listen(instance.base), listen(instance.base)]);
    const responses = await Promise.all(listeners.map((listener) => listener.ready));
    expect(responses[0]!.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await instances[0]!.changes.published('catalog');
    await instances.at(-1)!.changes.published('labels');
    await until(() => listeners.every((listener) => listener.scopes.length === 2));
    for (const listener of listeners) expect([...listener.scopes].sort()).toEqual(['catalog', 'labels']);
    for (const instance of instances) expect(instance.invalidated).toBe(2);
    for (const listener of listeners) listener.close();
  });

  it('lets the server close while a listener is still connected', async () => {
    const changes = await createShopChanges({
      cache: { remember: (_key, load) => load(), invalidate: () => undefined },
    });
    const app = Fastify();
    registerChangeStream(app, changes);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const listener = listen(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    await listener.ready;
    await app.close();
    listener.close();
  });
});
