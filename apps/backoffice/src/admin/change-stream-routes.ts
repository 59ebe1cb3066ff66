// GET /api/v1/changes: a server-sent event per change, for the storefronts to drop their cached
// pages at once instead of waiting for them to expire. It says only which part of the shop changed,
// or which product's stock moved.
import type { FastifyInstance } from 'fastify';
import type { ShopChange, ShopChanges } from './shop-changes';

export const CHANGE_STREAM_PATH = '/api/v1/changes';
/** Listeners one process keeps at most; a storefront instance holds one. */
export const MAX_CHANGE_LISTENERS = 64;
const HEARTBEAT_MS = 25_000;

export function registerChangeStream(app: FastifyInstance, changes: ShopChanges): void {
  let open = 0;
  const streams = new Set<{ end(): void }>();
  // An open stream would hold the server's close forever: end them first.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.get(
    CHANGE_STREAM_PATH,
    {
      schema: {
        summary: 'Changes to the catalogue, content, labels, settings or stock, as server-sent events',
        description:
          'For the storefront: `event: change` with `data: {"scope":"catalog"|"content"|"labels"|"settings"}` after each ' +
          'saved admin change, `data: {"scope":"stock","productId":12}` when a product\'s stock moved (an order, a ' +
          'restock, the admin), and a comment every 25 s to keep the connection open. 503 when too many listen.',
        tags: ['internal'],
      },
    },
    (request, reply) => {
      if (open >= MAX_CHANGE_LISTENERS) {
        return reply.code(503).send({ statusCode: 503, errorMessage: 'Too many change listeners.' });
      }
      open += 1;
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      streams.add(stream);
      stream.write(': listening\n\n');
      const send = (change: ShopChange) => stream.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
      const unsubscribe = changes.subscribe(send);
      const heartbeat = setInterval(() => stream.write(': still here\n\n'), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
        open -= 1;
      };
      request.raw.once('close', stop);
    },
  );
}
