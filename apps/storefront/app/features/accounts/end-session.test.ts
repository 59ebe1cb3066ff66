import { afterEach, describe, expect, test, vi } from 'vitest';

import { answering } from '../../lib/fetch-answering.test-support';
import { endSession } from './end-session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('endSession', () => {
  test('posts to the logout route without a body and logs nothing when the session ended', async () => {
    const fetchMock = answering(Response.json({ ok: true }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    await endSession('logout');

    expect(fetchMock).toHaveBeenCalledOnce();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/logout');
    expect(init).toMatchObject({ method: 'POST', body: undefined });
    expect(log).not.toHaveBeenCalled();
  });

  test('logs an answer that is not the route’s, with its status, and does not throw', async () => {
    answering(new Response('<h1>Forbidden</h1>', { status: 403 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(endSession('refresh')).resolves.toBeUndefined();

    expect(log).toHaveBeenCalledWith('refresh: logout answered', 403, expect.anything());
  });

  test('logs a request that never arrived, and does not throw', async () => {
    answering(new TypeError('Failed to fetch'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(endSession('logout')).resolves.toBeUndefined();

    expect(log).toHaveBeenCalledWith('logout: logout failed', expect.any(TypeError));
  });
});
