import fs from 'node:fs/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { registerHealth } from './register-health';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: false });
});
afterAll(async () => {
  await shop?.close();
});

describe('/healthz', () => {
  it('answers that the process is alive, never from a cache', async () => {
    for (const url of ['/healthz', '/health']) {
      const reply = await shop.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'ok' });
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('/readyz', () => {
  it('answers 200 when the database and the files folder answer', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the storage when the files folder is gone', async () => {
    const moved = `${shop.config.filesDir}-moved`;
    await fs.rename(shop.config.filesDir, moved);
    try {
      const reply = await shop.app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'unavailable', failed: ['storage'] });
    } finally {
      await fs.rename(moved, shop.config.filesDir);
    }
  });

  it('stays ready when REDIS_URL does not answer, naming Redis as degraded (the limits count in the database meanwhile)', async () => {
    const redisless = await createTestShop({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const reply = await redisless.app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'ok', degraded: ['redis'] });
      expect((await redisless.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await redisless.close();
    }
  });

  it('counts a check that does not answer within 2 s as failed', async () => {
    const app = Fastify();
    registerHealth(app, {
      required: { database: () => new Promise(() => undefined), storage: async () => undefined },
      optional: {},
    });
    try {
      // A check that never answers would keep the probe waiting for ever without the limit.
      const reply = await app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'unavailable', failed: ['database'] });
    } finally {
      await app.close();
    }
  });
});
