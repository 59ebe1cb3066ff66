import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenForShopChanges } from './change-listener.js';
import { shopChangeBus } from './shop-change-bus.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A back-office stand-in whose change stream the test writes to; `drop` ends every open stream. */
async function backOffice() {
  const streams = new Set<http.ServerResponse>();
  let connections = 0;
  const server = http.createServer((req, res) => {
    if (req.url !== '/api/v1/changes') return res.writeHead(404).end();
    connections += 1;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': listening\n\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const s of streams) s.destroy();
        server.close(() => resolve());
      }),
  );
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    send: (scope: string, more: Record<string, unknown> = {}) => {
      for (const s of streams) s.write(`event: change\ndata: ${JSON.stringify({ scope, ...more })}\n\n`);
    },
    drop: () => {
      for (const s of streams) s.destroy();
    },
    get connections() {
      return connections;
    },
    get open() {
      return streams.size;
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((done) => setTimeout(done, 10));
  expect(check()).toBe(true);
};

function heard() {
  const scopes: string[] = [];
  const listener = (scope: string, productId?: number) => scopes.push(productId ? `${scope} ${productId}` : scope);
  shopChangeBus().on('change', listener);
  cleanups.push(() => void shopChangeBus().off('change', listener));
  return scopes;
}

describe('the storefront’s change listener', () => {
  it('passes each change from the back-office to the bus, and everything when it (re)connects', async () => {
    const office = await backOffice();
    const scopes = heard();
    const listener = listenForShopChanges({ backofficeUrl: office.url, log: () => undefined });
    cleanups.push(listener.stop);
    await until(() => office.open === 1 && scopes.length === 1);
    office.send('catalog');
    office.send('labels');
    office.send('stock', { productId: 12 });
    // A stock move without its product cannot be narrowed: everything goes.
    office.send('stock');
    await until(() => scopes.length === 5);
    expect(scopes).toEqual(['all', 'catalog', 'labels', 'stock 12', 'all']);

    office.drop();
    await until(() => office.connections === 2 && office.open === 1);
    await until(() => scopes.length === 6);
    expect(scopes[5]).toBe('all');
  });

  it('keeps trying while the back-office is down, and says so once', async () => {
    const messages: string[] = [];
    const listener = listenForShopChanges({
      backofficeUrl: new URL('http://127.0.0.1:9'),
      log: (m) => messages.push(m),
    });
    cleanups.push(listener.stop);
    await new Promise((done) => setTimeout(done, 1200));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/change stream unavailable/);
  });
});
