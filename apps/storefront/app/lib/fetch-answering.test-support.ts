import { vi } from 'vitest';

/** Replaces fetch with one that answers `response` (or fails with the error) to every call; returns its mock. */
export function answering(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
