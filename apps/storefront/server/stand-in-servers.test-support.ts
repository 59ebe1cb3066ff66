import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { createStorefrontApp } from './storefront-app.js';

type StorefrontOptions = Parameters<typeof createStorefrontApp>[0];

/** The storefront in front of a stand-in back-office, both listening; `close` stops both. */
export interface StandInShop {
  storefrontUrl: string;
  close: () => Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Starts a stand-in back-office (`backoffice` answers its requests) and the storefront in front
 * of it: page cache on, `render` in place of React Router's server rendering, no proxy trusted.
 */
export async function startStandInShop({
  backoffice,
  render,
  isStopping,
}: {
  backoffice: http.RequestListener;
  render: StorefrontOptions['render'];
  isStopping?: () => boolean;
}): Promise<StandInShop> {
  const backofficeServer = http.createServer(backoffice);
  const backofficeUrl = await listen(backofficeServer);
  const app = createStorefrontApp({
    render,
    clientDir: '/nonexistent',
    backofficeUrl,
    publicOrigin: 'https://shop.example',
    trustProxy: false,
    cachePages: true,
    isStopping,
  });
  const storefrontServer = http.createServer(app);
  const storefrontUrl = await listen(storefrontServer);
  const servers = [backofficeServer, storefrontServer];
  return {
    storefrontUrl,
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
