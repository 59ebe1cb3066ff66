// The storefront's line per request, read from its logger's JSON output: what it says, and what it
// leaves out (probes, the build's assets, query strings).
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

import { createLogger } from './logger.js';
import { createStorefrontApp } from './storefront-app.js';

/** The log lines written since the test began, parsed. */
let lines: Record<string, unknown>[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  const log = createLogger(
    { level: 'info', format: 'json' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const app = createStorefrontApp({
    render: (req, res) => {
      res.status(req.path === '/gone' ? 404 : 200).send('page');
    },
    clientDir: '/nonexistent',
    // Nothing listens there: /readyz answers 503 at once.
    backofficeUrl: 'http://127.0.0.1:9',
    publicOrigin: 'https://shop.example',
    trustProxy: false,
    cachePages: false,
    log,
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  lines = [];
});

/** The answer once its log line (written when the response closes) is there too. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  await response.text();
  // The line is written on the response's 'close', which may come just after the client has read it.
  await new Promise((resolve) => setImmediate(resolve));
  return response;
}

describe('the request log', () => {
  test('has one line per request with its id, method, path without the query, status and duration', async () => {
    const page = await get('/en/reset-password?token=s3cr3t-code&email=a%40b.example', { 'X-Request-Id': 'lb-1' });
    const gone = await get('/gone');

    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request done',
        reqId: 'lb-1',
        method: 'GET',
        path: '/en/reset-password',
        status: 200,
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({ reqId: gone.headers.get('x-request-id'), path: '/gone', status: 404 }),
    ]);
    expect(page.headers.get('x-request-id')).toBe('lb-1');
    expect(JSON.stringify(lines)).not.toMatch(/s3cr3t|a%40b/);
  });

  test('leaves out the probes and the build’s assets', async () => {
    const answers = await Promise.all(
      ['/healthz', '/readyz', '/assets/entry-abc123.js', '/assets'].map((path) => get(path)),
    );
    await get('/after');

    expect(answers.map((answer) => answer.status)).toEqual([200, 503, 404, 404]);
    expect(lines.map((line) => line.path)).toEqual(['/after']);
  });
});
