import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';

import { answering } from './fetch-answering.test-support';
import { postJson } from './post-json';

const Answer = z.object({ ok: z.boolean(), total: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postJson', () => {
  test('posts the body as JSON and answers what the schema parsed, whatever the status', async () => {
    const fetchMock = answering(Response.json({ ok: false, total: 3, extra: 'dropped' }, { status: 409 }));
    await expect(postJson('/api/thing', { a: 1 }, Answer)).resolves.toEqual({
      ok: true,
      answer: { ok: false, total: 3 },
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"a":1}',
      signal: undefined,
    });
  });

  test('loads the schema with the function it is given', async () => {
    answering(Response.json({ ok: true, total: 5 }));
    const load = vi.fn(() => Promise.resolve(Answer));
    await expect(postJson('/api/thing', {}, load)).resolves.toEqual({ ok: true, answer: { ok: true, total: 5 } });
    expect(load).toHaveBeenCalledOnce();
  });

  test('passes the abort signal on', async () => {
    const fetchMock = answering(Response.json({ ok: true, total: 5 }));
    const controller = new AbortController();
    await postJson('/api/thing', {}, Answer, { signal: controller.signal });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  test('a request that never got an answer is a network failure', async () => {
    const lost = new TypeError('Failed to fetch');
    answering(lost);
    await expect(postJson('/api/thing', {}, Answer)).resolves.toEqual({ ok: false, failure: 'network', error: lost });
  });

  test('a schema that cannot be loaded is a network failure', async () => {
    answering(Response.json({ ok: true, total: 5 }));
    const missing = new Error('chunk not found');
    await expect(postJson('/api/thing', {}, () => Promise.reject(missing))).resolves.toEqual({
      ok: false,
      failure: 'network',
      error: missing,
    });
  });

  test('an answer that is not JSON is unreadable', async () => {
    answering(new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await postJson('/api/thing', {}, Answer);
    expect(result).toMatchObject({ ok: false, failure: 'unreadable', status: 502 });
  });

  test('an answer the schema does not describe is unreadable', async () => {
    answering(Response.json({ errorMessage: 'Method Not Allowed' }, { status: 405 }));
    const result = await postJson('/api/thing', {}, Answer);
    expect(result).toMatchObject({ ok: false, failure: 'unreadable', status: 405 });
    expect(!result.ok && result.error).toBeInstanceOf(z.ZodError);
  });
});
