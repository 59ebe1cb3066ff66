import { afterEach, describe, expect, test, vi } from 'vitest';

import { randomUuid } from './random-uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('randomUuid', () => {
  test('is a version 4 UUID, different each time', () => {
    expect(randomUuid()).toMatch(UUID_V4);
    expect(randomUuid()).not.toBe(randomUuid());
  });

  test('is made from random bytes where randomUUID is missing (a page over plain HTTP)', () => {
    const getRandomValues = (array: Uint8Array) => array.fill(0xff);
    vi.stubGlobal('crypto', { getRandomValues });
    expect(randomUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
