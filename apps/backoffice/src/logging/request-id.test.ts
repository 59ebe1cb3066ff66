import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The back-office's log lines, parsed. */
const lines: Record<string, unknown>[] = [];
let shop: TestShop;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  shop = await createTestShop({ seed: false, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await shop?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
// Probes are logged at warn only: an address nothing answers gives a logged request.
const PAGE = '/no-such-page';
const loggedUnder = (id: string) => lines.filter((line) => line.reqId === id).map((line) => line.msg);

describe('the request id', () => {
  it('is the caller’s sane X-Request-Id: answered, and logged as reqId', async () => {
    const id = 'sf-7c1e.2024:req_42';
    const probe = await get('/healthz', { 'x-request-id': id });
    const missing = await get(PAGE, { 'x-request-id': `${id}-b` });

    expect([probe.statusCode, missing.statusCode]).toEqual([200, 404]);
    expect([probe.headers['x-request-id'], missing.headers['x-request-id']]).toEqual([id, `${id}-b`]);
    expect(loggedUnder(`${id}-b`)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(129)],
    ['with a space', 'two words'],
    ['with markup', '<script>'],
    ['with quotes and a semicolon', '"a";b'],
    ['not ASCII', 'idé'],
  ])('replaces one %s with a new UUID, answered and logged', async (_case, given) => {
    const reply = await get(PAGE, { 'x-request-id': given });
    const id = String(reply.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(loggedUnder(id)).toContain('request completed');
    expect(lines.some((line) => line.reqId === given)).toBe(false);
  });

  it('is a new UUID for each request that brings none', async () => {
    const [first, second] = await Promise.all([get('/healthz'), get('/healthz')]);
    expect(first?.headers['x-request-id']).toMatch(UUID);
    expect(second?.headers['x-request-id']).toMatch(UUID);
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
  });

  it('accepts 128 characters, the longest id passed on', async () => {
    const id = 'x'.repeat(128);
    expect((await get('/healthz', { 'x-request-id': id })).headers['x-request-id']).toBe(id);
  });
});
