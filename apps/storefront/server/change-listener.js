// Keeps one connection to the back-office's change stream (GET /api/v1/changes) and passes each
// change to the process's bus, so pages and data the storefront keeps are dropped the moment the
// shop owner saves a change. When the connection drops it reconnects, and drops everything then:
// a change may have been missed meanwhile.
import { shopChangeBus } from './shop-change-bus.js';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;

/**
 * @param {{ backofficeUrl: string | URL, log?: (message: string) => void }} options
 * @returns {{ stop: () => void }}
 */
export function listenForShopChanges({ backofficeUrl, log = console.error }) {
  const bus = shopChangeBus();
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;
  let warned = false;

  async function connect() {
    const response = await fetch(new URL('/api/v1/changes', backofficeUrl), {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
    retryMs = FIRST_RETRY_MS;
    if (warned) log('storefront: change stream connected again');
    warned = false;
    bus.emit('change', 'all');
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (/^event: change$/m.test(event) && data) {
          const change = /** @type {{ scope?: unknown, productId?: unknown }} */ (JSON.parse(data));
          const scope = typeof change.scope === 'string' ? change.scope : 'all';
          if (scope === 'stock' && typeof change.productId === 'number') bus.emit('change', scope, change.productId);
          else bus.emit('change', scope === 'stock' ? 'all' : scope);
        }
      }
    }
  }

  (async () => {
    while (!controller.signal.aborted) {
      try {
        await connect();
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!warned)
          log(`storefront: change stream unavailable (${error instanceof Error ? error.message : error}); retrying`);
        warned = true;
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  })();

  return { stop: () => controller.abort() };
}
